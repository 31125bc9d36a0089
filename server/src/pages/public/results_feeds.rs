//! A club's latest results as feeds, for websites that build their own view of them and
//! for feed readers: JSON Feed 1.1 (`results.json`, with every standings row in its
//! `_uptown` extension) and Atom (RFC 4287, `results.atom`). Anyone may read them, from any
//! site's script too.

use std::fmt::Write as _;
use std::sync::Arc;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, web};
use chrono::NaiveDateTime;
use serde_json::json;

use super::embeds::{PODIUM, deciding};
use crate::pages::render::{Chrome, error_page, load, site};
use crate::pages::tagged::tagged;
use crate::services::clubs;
use crate::services::events::results::{self, Finished};
use crate::state::AppState;

/// How many finished events a feed holds.
const LATEST: usize = 20;

/// A feed's club and its latest results.
struct Feed {
    club: String,
    /// The club's page, whole.
    home: String,
    site: String,
    results: Vec<Finished>,
}

impl Feed {
    fn event_url(&self, finished: &Finished) -> String {
        format!("{}/events/{}", self.site, finished.id)
    }

    fn title(&self, chrome: &Chrome) -> String {
        format!("{} · {}", self.club, chrome.t.t("embed-results"))
    }
}

/// The podium in words, one line per place: `1. Ann & Cal (games won 5)`.
fn summary(chrome: &Chrome, finished: &Finished) -> String {
    let standings = &finished.standings;
    standings
        .rows
        .iter()
        .filter(|row| row.rank <= PODIUM)
        .map(|row| {
            let placed = deciding(chrome, &standings.tie_breaks, &row.record);
            format!("{}. {} ({placed})", row.rank, row.name)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn rfc3339(at: NaiveDateTime) -> String {
    format!("{}Z", at.format("%Y-%m-%dT%H:%M:%S"))
}

async fn read(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    id: i64,
) -> Result<Feed, HttpResponse> {
    let cache = Arc::clone(&state.read_cache);
    let loaded = load(state, move |connection| {
        let club = clubs::get_club(connection, id)?;
        Ok((club.name, results::latest(connection, &cache, id, LATEST)?))
    })
    .await;
    let site = site(state, request);
    match loaded {
        Ok((club, results)) => Ok(Feed {
            club,
            home: format!("{site}/clubs/{id}"),
            site,
            results,
        }),
        Err(error) => Err(error_page(Chrome::new(request), &error)),
    }
}

/// Any site's script may read a feed: it holds only what the public pages show.
fn readable_anywhere(mut answer: HttpResponse) -> HttpResponse {
    answer.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    answer
}

#[get("/clubs/{id}/results.json")]
pub async fn json_feed(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let feed = match read(&state, &request, id.into_inner()).await {
        Ok(feed) => feed,
        Err(answer) => return answer,
    };
    let chrome = Chrome::new(&request);
    let items: Vec<_> = feed
        .results
        .iter()
        .map(|finished| {
            let url = feed.event_url(finished);
            json!({
                "id": url,
                "url": url,
                "title": finished.name,
                "content_text": summary(&chrome, finished),
                "date_published": rfc3339(finished.finished_at),
                "_uptown": {
                    "event_id": finished.id,
                    "hidden": finished.standings.hidden,
                    "tie_breaks": finished.standings.tie_breaks,
                    "standings": finished.standings.rows,
                },
            })
        })
        .collect();
    let document = json!({
        "version": "https://jsonfeed.org/version/1.1",
        "title": feed.title(&chrome),
        "home_page_url": feed.home,
        "feed_url": format!("{}/results.json", feed.home),
        "language": chrome.lang(),
        "items": items,
    });
    readable_anywhere(tagged(
        &request,
        "application/feed+json",
        document.to_string(),
    ))
}

#[get("/clubs/{id}/results.atom")]
pub async fn atom_feed(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let feed = match read(&state, &request, id.into_inner()).await {
        Ok(feed) => feed,
        Err(answer) => return answer,
    };
    let chrome = Chrome::new(&request);
    let updated = feed
        .results
        .iter()
        .map(|finished| finished.finished_at)
        .max()
        .unwrap_or_default();
    let mut atom = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n\
         <title>{}</title>\n<id>{}</id>\n<link rel=\"self\" href=\"{}/results.atom\"/>\n\
         <link rel=\"alternate\" href=\"{}\"/>\n<updated>{}</updated>\n\
         <author><name>{}</name></author>\n<generator>Uptown</generator>\n",
        chrome.lang(),
        xml(&feed.title(&chrome)),
        xml(&feed.home),
        xml(&feed.home),
        xml(&feed.home),
        rfc3339(updated),
        xml(&feed.club),
    );
    for finished in &feed.results {
        let url = xml(&feed.event_url(finished));
        let _ = write!(
            atom,
            "<entry>\n<id>{url}</id>\n<title>{}</title>\n<link rel=\"alternate\" href=\"{url}\"/>\n\
             <updated>{}</updated>\n<summary>{}</summary>\n</entry>\n",
            xml(&finished.name),
            rfc3339(finished.finished_at),
            xml(&summary(&chrome, finished)),
        );
    }
    atom.push_str("</feed>\n");
    readable_anywhere(tagged(
        &request,
        "application/atom+xml; charset=utf-8",
        atom,
    ))
}

/// Text for XML: its five special characters escaped, and no character XML 1.0 forbids.
fn xml(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            '\t' | '\n' | '\r' => escaped.push(c),
            c if c.is_control() => {}
            c => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::xml;

    #[test]
    fn typed_text_cannot_become_markup() {
        assert_eq!(
            xml("Ann & \"Bo\" <b>'s</b>\u{7}"),
            "Ann &amp; &quot;Bo&quot; &lt;b&gt;&apos;s&lt;/b&gt;"
        );
    }
}
