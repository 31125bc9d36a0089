//! Why a page's request was refused, in the reader's language: a service's refusal in its
//! own words (`Refusal::words`), and the edge's and the database's as the pages say them.

use super::i18n::Translator;
use crate::error::ApiError;
use crate::refusal::Refusal;

/// What `error` means to the reader. Internal errors say nothing of their cause, which is
/// logged where it is answered.
pub fn words(t: Translator, error: &ApiError) -> String {
    match error {
        ApiError::Refused(Refusal::NoSuchPage) => t.t("not-found"),
        ApiError::Refused(refusal) => refusal.words(t),
        ApiError::Invalid { field, detail } if field.as_deref() == Some("query") => {
            t.with("refuse-query", &[("reason", detail.clone())])
        }
        ApiError::Invalid { detail, .. } => t.with("refuse-form", &[("reason", detail.clone())]),
        ApiError::UnknownTableCode(_) => t.t("entry-unknown-code"),
        ApiError::TooManyRequests(seconds) => t.with("too-many", &[("seconds", *seconds)]),
        ApiError::Unavailable(_) | ApiError::Unwritable(_) => t.t("unavailable"),
        ApiError::TooLarge(_) => t.t("refuse-too-large"),
        ApiError::Internal(_) => t.t("error-title"),
    }
}
