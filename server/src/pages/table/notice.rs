//! What a table's page says above its form, what its script says of the hands it keeps on
//! the phone, and the answer for a code no table has: the same for a partnership table and a
//! three-handed one.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use actix_web::http::header::{HeaderName, HeaderValue};

use crate::error::{ApiError, WrongTableCode};
use crate::pages::i18n::Translator;
use crate::pages::render::{Chrome, error_page, message_page};

/// The header of a table form's answer that tells the page's script what became of a hand
/// it sent: `refused`, `conflict` or `preview` (an entered hand is the redirect to
/// `?entered=N`).
const ENTRY_OUTCOME: &str = "x-uptown-entry";

/// `page`, the table's page shown again after its form, saying in [`ENTRY_OUTCOME`] what
/// became of the hand: `refused`, `conflict` or `preview`.
pub(super) fn with_outcome(mut page: HttpResponse, outcome: &'static str) -> HttpResponse {
    page.headers_mut().insert(
        HeaderName::from_static(ENTRY_OUTCOME),
        HeaderValue::from_static(outcome),
    );
    page
}

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

/// What the page's script says of the hands it keeps on the phone, with `{number}`,
/// `{reason}`, `{theirs}` and `{yours}` for it to fill in.
pub(super) struct Outbox {
    pub(super) waiting: String,
    pub(super) refused: String,
    pub(super) conflict: String,
    pub(super) discard: String,
    pub(super) keep_theirs: String,
    pub(super) enter_ours: String,
}

impl Outbox {
    pub(super) fn new(t: Translator) -> Outbox {
        let slot = |name: &'static str| (name, format!("{{{name}}}"));
        Outbox {
            waiting: t.with("outbox-waiting", &[slot("number")]),
            refused: t.with("outbox-refused", &[slot("number"), slot("reason")]),
            conflict: t.with(
                "outbox-conflict",
                &[slot("number"), slot("theirs"), slot("yours")],
            ),
            discard: t.t("outbox-discard"),
            keep_theirs: t.t("outbox-keep-theirs"),
            enter_ours: t.t("outbox-enter-ours"),
        }
    }
}
