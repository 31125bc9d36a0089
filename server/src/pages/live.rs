//! Live parts of pages by server-sent events: the event page's standings, a player's
//! evening, the wall and a table's round clock, each sent again whenever the event changes
//! what it shows.
//!
//! A stream waits on the event's feed (`state::feeds`), which reads the event once per
//! change for all its viewers; a stream only renders its part from that reading, in its
//! reader's language, and sends it if it differs from what it sent last. The pages work
//! without it (a refresh link, and a timed refresh when JavaScript is off).

use std::convert::Infallible;
use std::time::{Duration, Instant};

use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::clock::ClockLine;
use super::public::events::{round_clock, wall};
use super::public::seats::evening;
use super::public::standings::StandingsTable;
use super::render::{Chrome, site};
use crate::state::AppState;
use crate::state::feeds::{self, Reading, Readings};

/// A comment line this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE: Duration = Duration::from_secs(20);
/// A stream ends after this long; the browser reconnects by itself (to the same feed, at no
/// cost to the database), and a server shutting down is not held up for long.
const STREAM_FOR: Duration = Duration::from_secs(600);

/// One server-sent event: every line of `data` gets its own `data:` field, and empty data
/// one empty field (a browser drops an event without any: a clock stopped must still go).
fn message(event: &str, data: &str) -> Bytes {
    let mut text = format!("event: {event}\n");
    for line in data.lines() {
        text.push_str("data: ");
        text.push_str(line);
        text.push('\n');
    }
    if data.lines().next().is_none() {
        text.push_str("data: \n");
    }
    text.push('\n');
    Bytes::from(text)
}

/// The part of a page a stream keeps up to date, named as the page's element is.
enum Part {
    Standings,
    /// A player's evening, by the player's id.
    Evening(i64),
    /// The wall, whose pages are found at this address.
    Wall(String),
    /// A round's clock, on its tables' pages.
    Clock(i32),
}

/// A round's clock alone, as the pages show it.
#[derive(Template)]
#[template(path = "clock.html")]
struct ClockPart {
    clock: Option<ClockLine>,
}

impl Part {
    fn name(&self) -> &'static str {
        match self {
            Part::Standings => "standings",
            Part::Evening(_) => "evening",
            Part::Wall(_) => "wall",
            Part::Clock(_) => "clock",
        }
    }

    /// The part as `reading` has it now; `None` if it has nothing to show (a player no
    /// longer in the event).
    fn render(&self, chrome: &Chrome, reading: &Reading) -> Option<String> {
        let event = reading.event_now();
        let rendered = match self {
            Part::Standings => StandingsTable::of_event(chrome, &reading.standings).render(),
            Part::Evening(player) => evening(chrome, &event, &reading.standings, *player)?
                .1
                .render(),
            Part::Wall(site) => wall(chrome, site, &event, &reading.standings).render(),
            Part::Clock(number) => ClockPart {
                clock: event
                    .rounds
                    .iter()
                    .find(|round| round.number == *number)
                    .and_then(|round| round_clock(chrome, round)),
            }
            .render(),
        };
        rendered.ok()
    }
}

struct Viewer {
    readings: Readings,
    chrome: Chrome,
    part: Part,
    /// What was sent last; nothing yet, so that the first is always sent.
    last: Option<String>,
    opened: Instant,
}

impl Viewer {
    /// Waits for the next thing to send.
    async fn next(mut self) -> Option<(Result<Bytes, Infallible>, Viewer)> {
        loop {
            let left = STREAM_FOR.checked_sub(self.opened.elapsed())?;
            match actix_web::rt::time::timeout(KEEP_ALIVE.min(left), self.readings.changed()).await
            {
                Err(_quiet) => {
                    return Some((Ok(Bytes::from_static(b": still here\n\n")), self));
                }
                // The feed ended: the event is gone, or the database could not be read.
                Ok(Err(_)) => return None,
                Ok(Ok(())) => {}
            }
            let Some(reading) = self.readings.borrow_and_update().clone() else {
                continue;
            };
            let Some(html) = self.part.render(&self.chrome, &reading) else {
                continue;
            };
            if self.last.as_ref() != Some(&html) {
                let sent = message(self.part.name(), &html);
                self.last = Some(html);
                return Some((Ok(sent), self));
            }
        }
    }
}

/// A stream of `part` of `event`'s pages.
fn stream(state: &AppState, request: &HttpRequest, event: i64, part: Part) -> HttpResponse {
    let mut readings = feeds::follow(&state.feeds, event);
    // The reading there already is the first thing to send.
    readings.mark_changed();
    let viewer = Viewer {
        readings,
        chrome: Chrome::new(request),
        part,
        last: None,
        opened: Instant::now(),
    };
    HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(("Cache-Control", "no-cache"))
        .streaming(futures_util::stream::unfold(viewer, Viewer::next))
}

#[get("/events/{id}/live")]
pub async fn event_live(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    stream(&state, &request, id.into_inner(), Part::Standings)
}

#[get("/events/{id}/players/{player}/live")]
pub async fn evening_live(
    state: web::Data<AppState>,
    request: HttpRequest,
    path: web::Path<(i64, i64)>,
) -> HttpResponse {
    let (event, player) = path.into_inner();
    stream(&state, &request, event, Part::Evening(player))
}

#[get("/events/{id}/projector/live")]
pub async fn wall_live(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let site = site(&state, &request);
    stream(&state, &request, id.into_inner(), Part::Wall(site))
}

#[get("/events/{id}/rounds/{number}/clock/live")]
pub async fn clock_live(
    state: web::Data<AppState>,
    request: HttpRequest,
    path: web::Path<(i64, i32)>,
) -> HttpResponse {
    let (event, round) = path.into_inner();
    stream(&state, &request, event, Part::Clock(round))
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
        assert_eq!(
            message("clock", ""),
            Bytes::from("event: clock\ndata: \n\n")
        );
    }
}
