//! The problem document (RFC 9457) every refused request is answered with.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The problem document.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Problem {
    /// A URN naming the kind of problem, e.g. `urn:uptown:problem:validation`.
    #[serde(rename = "type")]
    pub kind: String,
    pub title: String,
    pub status: u16,
    pub detail: String,
    /// The offending field of the request, e.g. `hands[2].contract.level`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}
