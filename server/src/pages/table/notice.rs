//! What a table's page says above its form, and the answer for a code no table has: the
//! same for a partnership table and a three-handed one.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;

use crate::error::{ApiError, WrongTableCode};
use crate::pages::render::{Chrome, error_page, message_page};

/// A message above the form: what was entered, or why not.
pub(super) struct Notice {
    pub(super) text: String,
    pub(super) refused: bool,
    /// The form's field a refusal is about (`count`, `bidder`), marked for a screen reader.
    pub(super) field: Option<&'static str>,
}

/// The answer to a table page that could not be shown: for a code no game has, a page
/// that says so, marked for the rate limit to charge as a wrong code (see `state::throttles`).
pub(super) fn unknown_code(chrome: Chrome, error: &ApiError) -> HttpResponse {
    match error {
        ApiError::UnknownTableCode(_) => {
            let message = chrome.t.t("entry-unknown-code");
            let mut page = message_page(chrome, StatusCode::NOT_FOUND, message);
            page.extensions_mut().insert(WrongTableCode);
            page
        }
        other => error_page(chrome, other),
    }
}
