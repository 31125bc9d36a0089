//! An event's page (its rounds, tables and standings, updating live), the projector's page
//! for the wall, and the standings alone.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::standings::StandingsTable;
use crate::auth::Actor;
use crate::db::repo::events as event_rows;
use crate::pages::clock::ClockLine;
use crate::pages::house_rules::{RuleLine, house_rules, match_terms};
use crate::pages::i18n::Translator;
use crate::pages::qr;
use crate::pages::render::{Chrome, error_page, load, page, site};
use crate::pages::score;
use crate::services::events::{self, Format, checkins, standings};
use crate::state::AppState;
use uptown_api::events as view;
use uptown_rules::Side;

/// A seat at a table: its name in the reader's language and who sits there.
struct SeatLine {
    seat: String,
    player: String,
}

struct TableLine {
    title: String,
    /// The two partnerships, `Ann & Cal v Bob & Dee`, for the wall.
    pairs: String,
    seats: Vec<SeatLine>,
    games: Vec<(i64, String)>,
    result: String,
}

struct RoundLine {
    title: String,
    status: String,
    tables: Vec<TableLine>,
    notes: Vec<String>,
    /// The three-handed table: (its line, the seats, its game's id, where it stands).
    three_handed: Option<ThreeHandedLine>,
}

/// A round's three-handed table as the event's page shows it.
struct ThreeHandedLine {
    title: String,
    /// Its three players, for the wall: `Ann, Bob, Cal`.
    players: String,
    seats: Vec<SeatLine>,
    game: i64,
    result: String,
}

#[derive(Template)]
#[template(path = "event.html")]
struct EventPage {
    chrome: Chrome,
    event: view::Event,
    summary: String,
    /// When it is played, on the director's clock, once scheduled.
    when: Option<String>,
    /// Hands the opponents disputed, for the director.
    disputes: Vec<String>,
    /// The event's house rules in plain words.
    rules: Vec<RuleLine>,
    rounds: Vec<RoundLine>,
    standings: StandingsTable,
}

fn entrant_name(event: &view::Event, number: u32) -> String {
    event
        .entrants
        .iter()
        .find(|entrant| u32::try_from(entrant.number).ok() == Some(number))
        .map_or_else(|| format!("#{number}"), |entrant| entrant.name.clone())
}

/// Who won a table: a partnership by its name in events of partnerships, else the side
/// with its players.
fn winner_name(
    chrome: &Chrome,
    event: &view::Event,
    table: &view::EventTable,
    side: Side,
) -> String {
    let t = chrome.t;
    let entrants = match side {
        Side::NorthSouth => &table.ns,
        Side::EastWest => &table.ew,
    };
    match entrants.as_slice() {
        [partnership]
            if event
                .entrants
                .iter()
                .any(|entrant| entrant.players.len() == 2) =>
        {
            entrant_name(event, *partnership)
        }
        _ => {
            let seats = &table.seats;
            let (first, second) = match side {
                Side::NorthSouth => (&seats.north, &seats.south),
                Side::EastWest => (&seats.east, &seats.west),
            };
            format!(
                "{} ({} & {})",
                t.t(&format!("side-{}", side.letters())),
                first.name,
                second.name
            )
        }
    }
}

/// A round's name: a knock-out's last rounds by their stage (the final, the semi-finals,
/// the quarter-finals), any other round by its number.
fn round_title(chrome: &Chrome, event: &view::Event, number: i32) -> String {
    // A single knock-out's last round: its own planned rounds, or a play-off's after the
    // qualifying rounds (a round for each halving of its bracket).
    let last = match (&event.playoff, event.rounds_planned) {
        (None, Some(planned)) if event.format == Format::Knockout.name() => Some(planned),
        (Some(playoff), Some(qualifying)) if playoff.format == Format::Knockout.name() => {
            let halvings = playoff.top.next_power_of_two().trailing_zeros();
            Some(qualifying + i32::try_from(halvings).unwrap_or(0))
        }
        _ => None,
    };
    let stage = match last {
        Some(last) if number <= last => match last - number {
            0 => Some("round-final"),
            1 => Some("round-semi-final"),
            2 => Some("round-quarter-final"),
            _ => None,
        },
        _ => None,
    };
    match stage {
        Some(stage) => chrome.t.t(stage),
        None => chrome.t.with("event-round", &[("number", number)]),
    }
}

/// A game's score, and how its round's closing decided it if it did.
fn game_label(chrome: &Chrome, game: &view::TableGame) -> String {
    let label = score::pair(game.points.ns, game.points.ew);
    match &game.decision {
        Some(decision) => format!("{label} ({})", chrome.t.t(&format!("decided-{decision}"))),
        None => label,
    }
}

fn round_lines(chrome: &Chrome, event: &view::Event) -> Vec<RoundLine> {
    let t = chrome.t;
    event
        .rounds
        .iter()
        .rev()
        .map(|round| {
            let tables = round
                .tables
                .iter()
                .map(|table| {
                    let seats = [
                        ("N", &table.seats.north),
                        ("E", &table.seats.east),
                        ("S", &table.seats.south),
                        ("W", &table.seats.west),
                    ]
                    .into_iter()
                    .map(|(seat, player)| SeatLine {
                        seat: t.t(&format!("seat-{seat}")),
                        player: player.name.clone(),
                    })
                    .collect();
                    let games = table
                        .games
                        .iter()
                        .map(|game| (game.id, game_label(chrome, game)))
                        .collect();
                    let result = match (&table.result.winner, table.result.decided) {
                        (Some(side), true) => {
                            format!(
                                "{}: {}",
                                t.t("winner"),
                                winner_name(chrome, event, table, *side)
                            )
                        }
                        (None, true) => t.t("draw"),
                        _ => t.t("status-in_progress"),
                    };
                    let pair = |first: &uptown_api::SeatedPlayer,
                                second: &uptown_api::SeatedPlayer| {
                        format!("{} & {}", first.name, second.name)
                    };
                    let pairs = t.with(
                        "director-table-players",
                        &[
                            ("ns", pair(&table.seats.north, &table.seats.south)),
                            ("ew", pair(&table.seats.east, &table.seats.west)),
                        ],
                    );
                    TableLine {
                        title: t.with("event-table", &[("number", table.table)]),
                        pairs,
                        seats,
                        games,
                        result,
                    }
                })
                .collect();
            let names = |numbers: &[u32]| {
                numbers
                    .iter()
                    .map(|number| entrant_name(event, *number))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut notes = Vec::new();
            if !round.sitting_out.is_empty() {
                notes.push(format!(
                    "{}: {}",
                    t.t("sitting-out"),
                    names(&round.sitting_out)
                ));
            }
            if !round.byes.is_empty() {
                notes.push(format!("{}: {}", t.t("byes"), names(&round.byes)));
            }
            for walkover in &round.walkovers {
                notes.push(t.with(
                    "walkover",
                    &[
                        ("winner", entrant_name(event, walkover.winner)),
                        ("withdrawn", entrant_name(event, walkover.withdrawn)),
                    ],
                ));
            }
            RoundLine {
                title: round_title(chrome, event, round.number),
                status: t.t(&format!("status-{}", round.status)),
                tables,
                notes,
                three_handed: round
                    .three_handed
                    .as_ref()
                    .map(|table| three_handed_line(t, table)),
            }
        })
        .collect()
}

/// A round's three-handed table as the event's page shows it.
fn three_handed_line(t: Translator, table: &view::ThreeHandedTable) -> ThreeHandedLine {
    ThreeHandedLine {
        title: t.with("event-three-handed-table", &[("number", table.table)]),
        players: [&table.seats.north, &table.seats.east, &table.seats.west]
            .map(|player| player.name.as_str())
            .join(", "),
        seats: [
            ("N", &table.seats.north),
            ("E", &table.seats.east),
            ("W", &table.seats.west),
        ]
        .into_iter()
        .map(|(seat, player)| SeatLine {
            seat: t.t(&format!("seat-{seat}")),
            player: player.name.clone(),
        })
        .collect(),
        game: table.game_id,
        result: match table.winner.as_deref() {
            Some(seat) => format!("{}: {}", t.t("winner"), t.t(&format!("seat-{seat}"))),
            None => t.t("status-in_progress"),
        },
    }
}

/// Each disputed hand in a line: where it was played and what the opponents said.
fn dispute_lines(
    chrome: &Chrome,
    event: &view::Event,
    disputed: &[(i64, i32, Option<String>)],
) -> Vec<String> {
    disputed
        .iter()
        .filter_map(|(game, number, reason)| {
            let (round, table) = event.rounds.iter().find_map(|round| {
                round
                    .tables
                    .iter()
                    .find(|table| table.games.iter().any(|played| played.id == *game))
                    .map(|table| (round.number, table.table))
            })?;
            Some(chrome.t.with(
                "event-dispute-line",
                &[
                    ("table", table.to_string()),
                    ("round", round.to_string()),
                    ("number", number.to_string()),
                    ("reason", reason.clone().unwrap_or_default()),
                ],
            ))
        })
        .collect()
}

/// The clock of the event's latest round while it is being played.
pub(super) fn current_clock(chrome: &Chrome, event: &view::Event) -> Option<ClockLine> {
    round_clock(chrome, event.rounds.last()?)
}

/// `round`'s clock, while the round is being played: a closed round's clock is over.
pub(crate) fn round_clock(chrome: &Chrome, round: &view::EventRound) -> Option<ClockLine> {
    let clock = round.clock.as_ref().filter(|_| round.status == "open")?;
    Some(ClockLine::of(chrome.t, clock))
}

/// The event's kind, game and length in a line.
fn event_summary(chrome: &Chrome, event: &view::Event) -> String {
    let t = chrome.t;
    // A double knock-out's length depends on its results (the final may be replayed).
    let open_ended = if event.format == "double_knockout" {
        "event-until-two-losses"
    } else {
        "event-open-ended"
    };
    let mut rounds = event.rounds_planned.map_or_else(
        || t.t(open_ended),
        |count| t.with("event-rounds-planned", &[("count", count)]),
    );
    if let Some(playoff) = &event.playoff {
        let id = if playoff.format == "double_knockout" {
            "event-playoff-double"
        } else {
            "event-playoff"
        };
        rounds = format!("{rounds}, {}", t.with(id, &[("top", playoff.top)]));
    }
    let target = event.rules["target"]
        .as_i64()
        .map_or_else(String::new, |points| {
            format!(", {}", t.with("rule-target", &[("points", points)]))
        });
    // A match against the clock says how long each round is.
    let target = match event.match_format.round_minutes() {
        Some(minutes) => format!(
            "{target}, {}",
            t.with("event-round-minutes", &[("minutes", minutes)])
        ),
        None => target,
    };
    format!(
        "{} · {}{target} · {rounds} · {}",
        t.t(&format!("format-{}", event.format)),
        t.t(&format!("rule-game-{}", event.game.name())),
        t.t(&format!("status-{}", event.status)),
    )
}

#[get("/events/{id}")]
pub async fn event_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    let loaded = load(&state, move |connection| {
        let event = events::view(connection, &Actor::Anonymous, id)?;
        let standings = standings::visible_standings(connection, &cache, &Actor::Anonymous, id)?;
        let disputes = event_rows::disputes(connection, id)?;
        Ok((event, standings, disputes))
    })
    .await;
    match loaded {
        Ok((event, standings, disputed)) => {
            let chrome = chrome.titled(event.name.clone());
            let mut rules = match_terms(chrome.t, event.match_format);
            rules.extend(
                serde_json::from_value(event.rules.clone())
                    .map(|rules| house_rules(chrome.t, &rules))
                    .unwrap_or_default(),
            );
            let page_view = EventPage {
                rules,
                disputes: dispute_lines(&chrome, &event, &disputed),
                summary: event_summary(&chrome, &event),
                when: event.schedule.as_ref().map(crate::pages::calendar::when),
                rounds: round_lines(&chrome, &event),
                standings: StandingsTable::of_event(&chrome, &standings),
                chrome: chrome.clone(),
                event,
            };
            page(&chrome, &page_view)
        }
        Err(error) => error_page(chrome, &error),
    }
}

#[derive(Template)]
#[template(path = "projector.html")]
struct ProjectorPage {
    chrome: Chrome,
    event: view::Event,
    wall: Wall,
}

/// What the wall shows, sent anew whenever the event changes.
#[derive(Template)]
#[template(path = "projector_wall.html")]
pub(crate) struct Wall {
    standings: StandingsTable,
    /// Where players find their seat, in words and as a QR code.
    find_seat: String,
    /// The clock of the round being played.
    clock: Option<ClockLine>,
    /// Where arriving players check in, while the event takes them: words and QR code.
    checkin: Option<(String, String)>,
    find_seat_qr: String,
    /// The round being played (or the last one): where everyone sits, who sits out.
    round: Option<RoundLine>,
}

/// The standings for the wall: large type, updating by themselves.
#[get("/events/{id}/projector")]
pub async fn projector_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    let loaded = load(&state, move |connection| {
        let event = events::view(connection, &Actor::Anonymous, id)?;
        let standings = standings::visible_standings(connection, &cache, &Actor::Anonymous, id)?;
        Ok((event, standings))
    })
    .await;
    match loaded {
        Ok((event, standings)) => {
            let title = chrome
                .t
                .with("projector-title", &[("name", event.name.clone())]);
            let chrome = chrome.titled(title);
            let wall = wall(&chrome, &site(&state, &request), &event, &standings);
            let view = ProjectorPage {
                chrome: chrome.clone(),
                event,
                wall,
            };
            page(&chrome, &view)
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// The wall of `event`, whose pages are found at `site`.
pub(crate) fn wall(
    chrome: &Chrome,
    site: &str,
    event: &view::Event,
    standings: &view::Standings,
) -> Wall {
    let address = format!("{site}/events/{}/seats", event.id);
    let door = format!("{site}/events/{}/checkin", event.id);
    let takes_arrivals = event.status != "finished"
        && Format::parse(&event.format)
            .is_some_and(|format| checkins::takes_arrivals(format, event.rounds.len()));
    Wall {
        checkin: takes_arrivals.then(|| {
            let words = chrome
                .t
                .with("projector-checkin", &[("address", door.clone())]);
            (words, qr::svg(&door))
        }),
        find_seat: chrome
            .t
            .with("projector-find-seat", &[("address", address.clone())]),
        find_seat_qr: qr::svg(&address),
        clock: current_clock(chrome, event),
        standings: StandingsTable::of_event(chrome, standings),
        round: round_lines(chrome, event).into_iter().next(),
    }
}

/// The standings table alone, for the live update and for a plain refresh of it.
#[get("/events/{id}/standings")]
pub async fn event_standings_fragment(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    match load(&state, move |connection| {
        standings::visible_standings(connection, &cache, &Actor::Anonymous, id)
    })
    .await
    {
        Ok(standings) => {
            let table = StandingsTable::of_event(&chrome, &standings);
            page(&chrome, &table)
        }
        Err(error) => error_page(chrome, &error),
    }
}
