//! `/t`: where a player types the code on their table's card, for a phone that did not scan
//! its QR code. It only leads to `/t/{code}`, which checks the code (and charges a wrong
//! one to the table-code limit); this page knows nothing of games.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get};
use askama::Template;
use serde::Deserialize;

use crate::pages::extract::Query;
use crate::pages::render::{Chrome, page};

#[derive(Template)]
#[template(path = "table_find.html")]
struct FindPage {
    chrome: Chrome,
}

#[derive(Debug, Deserialize)]
pub struct FindQuery {
    #[serde(default)]
    code: String,
}

/// A code as a person types it: the letters and digits of it, in capitals, so that
/// `9vz bkd` opens `9VZBKD`. Nothing else of what was typed reaches the path.
fn typed_code(typed: &str) -> String {
    typed
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|letter| letter.to_ascii_uppercase())
        .collect()
}

#[get("/t{slash:/?}")]
pub async fn find_table(request: HttpRequest, query: Query<FindQuery>) -> HttpResponse {
    let code = typed_code(&query.code);
    if !code.is_empty() {
        return HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/t/{code}")))
            .finish();
    }
    let chrome = Chrome::new(&request);
    let title = chrome.t.t("find-table-title");
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &FindPage {
            chrome: chrome.clone(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::typed_code;

    #[test]
    fn a_typed_code_keeps_its_letters_and_digits_in_capitals() {
        assert_eq!(typed_code(" 9vz bkd "), "9VZBKD");
        assert_eq!(typed_code("../admin?x=1"), "ADMINX1");
        assert_eq!(typed_code("   "), "");
    }
}
