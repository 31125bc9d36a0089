//! Live standings by server-sent events: the event page's standings table, sent again
//! whenever a finished game changes it (each poll costs one row while nothing has). The page works without it (a refresh link, and a timed
//! refresh when JavaScript is off).

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::public::standings::StandingsTable;
use super::render::{Chrome, load};
use crate::auth::Actor;
use crate::services::events::standings;
use crate::state::AppState;

/// How often the standings are looked at.
const POLL: Duration = Duration::from_secs(2);
/// A comment line this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE_POLLS: u32 = 10;
/// A stream ends after this many polls (about ten minutes); the browser reconnects by
/// itself, and a server shutting down is not held up for long.
const MOST_POLLS: u32 = 300;

/// One server-sent event: every line of `data` gets its own `data:` field.
fn message(event: &str, data: &str) -> Bytes {
    let mut text = format!("event: {event}\n");
    for line in data.lines() {
        text.push_str("data: ");
        text.push_str(line);
        text.push('\n');
    }
    text.push('\n');
    Bytes::from(text)
}

struct Watch {
    state: web::Data<AppState>,
    chrome: Chrome,
    event: i64,
    last: String,
    polls: u32,
    quiet: u32,
}

impl Watch {
    /// The standings table as it stands, or `None` once the event is gone.
    async fn render(&self) -> Option<String> {
        let (event, cache) = (self.event, Arc::clone(&self.state.read_cache));
        let standings = load(&self.state, move |connection| {
            standings::visible_standings(connection, &cache, &Actor::Anonymous, event)
        })
        .await
        .ok()?;
        StandingsTable::of_event(&self.chrome, &standings)
            .render()
            .ok()
    }

    /// Waits for the next thing to send.
    async fn next(mut self) -> Option<(Result<Bytes, Infallible>, Watch)> {
        loop {
            if self.polls >= MOST_POLLS {
                return None;
            }
            if self.polls > 0 {
                actix_web::rt::time::sleep(POLL).await;
            }
            self.polls += 1;
            let html = self.render().await?;
            if html != self.last {
                let sent = message("standings", &html);
                self.last = html;
                self.quiet = 0;
                return Some((Ok(sent), self));
            }
            self.quiet += 1;
            if self.quiet >= KEEP_ALIVE_POLLS {
                self.quiet = 0;
                return Some((Ok(Bytes::from_static(b": still here\n\n")), self));
            }
        }
    }
}

#[get("/events/{id}/live")]
pub async fn event_live(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let watch = Watch {
        state,
        chrome: Chrome::new(&request),
        event: id.into_inner(),
        last: String::new(),
        polls: 0,
        quiet: 0,
    };
    HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(("Cache-Control", "no-cache"))
        .streaming(futures_util::stream::unfold(watch, Watch::next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_an_event_is_a_data_field() {
        let sent = message("standings", "<table>\n<tr>\n</table>");
        assert_eq!(
            sent,
            Bytes::from("event: standings\ndata: <table>\ndata: <tr>\ndata: </table>\n\n")
        );
    }
}
