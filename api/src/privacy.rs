//! Players' data (GDPR): how a player is shown on the public pages, and the club's history of
//! what its directors did with its players' data.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// How a player is shown to those who do not run the club.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShownAs {
    /// By their name (the default).
    #[default]
    FullName,
    /// By the first letter of each word of their name: `A. J.`.
    Initials,
    /// Not at all: by their number, `#23`.
    Hidden,
}

impl ShownAs {
    pub fn name(self) -> &'static str {
        match self {
            ShownAs::FullName => "full_name",
            ShownAs::Initials => "initials",
            ShownAs::Hidden => "hidden",
        }
    }

    /// The setting a stored name stands for; a name no setting has reads as the default.
    pub fn parse(name: &str) -> Option<ShownAs> {
        [ShownAs::FullName, ShownAs::Initials, ShownAs::Hidden]
            .into_iter()
            .find(|shown_as| shown_as.name() == name)
    }
}

/// How a player is shown, and whether they were erased.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerPrivacy {
    pub player_id: i64,
    pub shown_as: ShownAs,
    /// When a director erased the player, if one did.
    #[serde(default, with = "crate::utc::optional")]
    pub erased_at: Option<NaiveDateTime>,
}

/// What `PUT /players/{id}/privacy` takes.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShownAsBody {
    pub shown_as: ShownAs,
}

/// A line of a club's history.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct HistoryLine {
    #[serde(with = "crate::utc")]
    pub at: NaiveDateTime,
    /// The account that did it.
    pub by: String,
    /// `shown_as`, `exported` or `erased`.
    pub action: String,
    pub player_id: Option<i64>,
    pub detail: Option<String>,
}
