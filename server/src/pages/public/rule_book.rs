//! The rule book (docs/RULES.md) as a page: every rule and house rule the server scores by,
//! where each comes from, with the anchors an event's house rules link to.

use std::sync::LazyLock;

use actix_web::{HttpRequest, HttpResponse, get};
use askama::Template;
use pulldown_cmark::{Options, Parser, html};

use crate::pages::render::{Chrome, page};

/// The rule book as the project keeps it, built into the server.
pub const RULE_BOOK: &str = include_str!("../../../../docs/RULES.md");

/// The rule book in HTML, made once. Its only HTML of its own is the options' anchors.
static RENDERED: LazyLock<String> = LazyLock::new(|| {
    let mut rendered = String::new();
    html::push_html(&mut rendered, Parser::new_ext(RULE_BOOK, Options::empty()));
    rendered
});

#[derive(Template)]
#[template(path = "rule_book.html")]
struct RuleBookPage {
    chrome: Chrome,
    book: &'static str,
}

#[get("/rules")]
pub async fn rule_book_page(request: HttpRequest) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let title = chrome.t.t("rule-book-title");
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &RuleBookPage {
            chrome: chrome.clone(),
            book: RENDERED.as_str(),
        },
    )
}
