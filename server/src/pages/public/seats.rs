//! A player's evening on their own phone, with no account: where they sit this round (the
//! table, the seat, the partner and the opponents), or that they sit it out; their place and
//! totals so far; and their rounds before. The page follows the event by itself. Players
//! find it at `/events/{id}/seats` by their name, which the projector shows as a QR code.
//! Nothing here is a credential: the seating is public on the event page already, and the
//! table codes are not shown.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::events::current_clock;
use crate::auth::Actor;
use crate::pages::clock::ClockLine;
use crate::pages::i18n::Translator;
use crate::pages::render::{Chrome, error_page, load, page};
use crate::pages::score;
use crate::refusal::Refusal;
use crate::services::events::{self, standings};
use crate::state::AppState;
use uptown_api::events as view;
use uptown_api::{SeatedPlayer, Seats};
use uptown_rules::Side;

/// The players of an event, each a link to their page.
#[derive(Template)]
#[template(path = "seats.html")]
struct PickPage {
    chrome: Chrome,
    event: view::Event,
    players: Vec<SeatedPlayer>,
}

/// Every player of the event's entrants, by name.
fn players_of(event: &view::Event) -> Vec<SeatedPlayer> {
    let mut players: Vec<SeatedPlayer> = event
        .entrants
        .iter()
        .flat_map(|entrant| entrant.players.iter().cloned())
        .collect();
    players.sort_by_key(|player| player.name.to_lowercase());
    players
}

#[get("/events/{id}/seats")]
pub async fn pick_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    match load(&state, move |connection| {
        events::view(connection, &Actor::Anonymous, id)
    })
    .await
    {
        Ok(event) => {
            let title = chrome
                .t
                .with("seats-title", &[("event", event.name.clone())]);
            let chrome = chrome.titled(title);
            let players = players_of(&event);
            page(
                &chrome,
                &PickPage {
                    chrome: chrome.clone(),
                    players,
                    event,
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// Where one player sits at one table: the seat, the partner and the two opponents, and
/// the side they play on.
struct Place<'a> {
    seat: &'static str,
    side: Side,
    partner: &'a SeatedPlayer,
    opponents: [&'a SeatedPlayer; 2],
}

fn place(seats: &Seats, player: i64) -> Option<Place<'_>> {
    let (n, e, s, w) = (&seats.north, &seats.east, &seats.south, &seats.west);
    let (seat, side, partner, opponents) = match player {
        id if id == n.id => ("N", Side::NorthSouth, s, [e, w]),
        id if id == s.id => ("S", Side::NorthSouth, n, [e, w]),
        id if id == e.id => ("E", Side::EastWest, w, [n, s]),
        id if id == w.id => ("W", Side::EastWest, e, [n, s]),
        _ => return None,
    };
    Some(Place {
        seat,
        side,
        partner,
        opponents,
    })
}

/// One round of the player's evening, in words.
struct RoundWords {
    /// Where they sit, or that they sit out.
    line: String,
    /// Their partner and opponents, when seated.
    with: Option<String>,
    /// How the table stands for their side.
    result: Option<String>,
}

/// A round of the player's evening at its three-handed table, if they sit there.
fn three_handed_words(
    t: Translator,
    number: &str,
    table: &view::ThreeHandedTable,
    player: i64,
) -> Option<RoundWords> {
    let seats = [
        ("N", &table.seats.north),
        ("E", &table.seats.east),
        ("W", &table.seats.west),
    ];
    let (seat, _) = seats.iter().find(|(_, seated)| seated.id == player)?;
    let opponents: Vec<&str> = seats
        .iter()
        .filter(|(_, seated)| seated.id != player)
        .map(|(_, seated)| seated.name.as_str())
        .collect();
    let result = match table.winner.as_deref() {
        Some(winner) if winner == *seat => t.t("seat-won"),
        Some(_) => t.t("seat-lost"),
        None => t.t("status-in_progress"),
    };
    Some(RoundWords {
        line: t.with(
            "seat-three-handed",
            &[
                ("round", number.to_owned()),
                ("table", table.table.to_string()),
                ("seat", t.t(&format!("seat-{seat}"))),
            ],
        ),
        with: Some(t.with("seat-against", &[("opponents", opponents.join(" & "))])),
        result: Some(result),
    })
}

fn round_words(
    t: Translator,
    round: &view::EventRound,
    entrant: Option<u32>,
    player: i64,
) -> Option<RoundWords> {
    let number = round.number.to_string();
    for table in &round.tables {
        let Some(at) = place(&table.seats, player) else {
            continue;
        };
        let with = t.with(
            "seat-with",
            &[
                ("partner", at.partner.name.clone()),
                (
                    "opponents",
                    format!("{} & {}", at.opponents[0].name, at.opponents[1].name),
                ),
            ],
        );
        // A table still playing shows the game being played: its running score.
        let playing = table.games.last().filter(|_| !table.result.decided);
        let points = playing.map_or(&table.result.points, |game| &game.points);
        let (own, other) = match at.side {
            Side::NorthSouth => (points.ns, points.ew),
            Side::EastWest => (points.ew, points.ns),
        };
        let state = match (table.result.decided, table.result.winner) {
            (true, Some(side)) if side == at.side => "seat-won",
            (true, Some(_)) => "seat-lost",
            (true, None) => "draw",
            (false, _) => "status-in_progress",
        };
        let result = format!("{} · {}", t.t(state), score::pair(own, other));
        return Some(RoundWords {
            line: t.with(
                "seat-at",
                &[
                    ("round", number),
                    ("table", table.table.to_string()),
                    ("seat", t.t(&format!("seat-{}", at.seat))),
                ],
            ),
            with: Some(with),
            result: Some(result),
        });
    }
    if let Some(words) = round
        .three_handed
        .as_ref()
        .and_then(|table| three_handed_words(t, &number, table, player))
    {
        return Some(words);
    }
    let entrant = entrant?;
    let out = round.sitting_out.contains(&entrant) || round.byes.contains(&entrant);
    out.then(|| RoundWords {
        line: t.with("seat-sits-out", &[("round", number)]),
        with: None,
        result: None,
    })
}

/// A player's evening: the part of their page that follows the event.
#[derive(Template)]
#[template(path = "seat_evening.html")]
pub(crate) struct Evening {
    chrome: Chrome,
    /// This round, or what to say while no round has been seated for the player.
    now: RoundWords,
    standing: Option<String>,
    earlier: Vec<RoundWords>,
    clock: Option<ClockLine>,
}

/// `player`'s evening as `event` and its `standings` have it, with the player's name; `None`
/// if they play no part in it.
pub(crate) fn evening(
    chrome: &Chrome,
    event: &view::Event,
    standings: &view::Standings,
    player: i64,
) -> Option<(String, Evening)> {
    let t = chrome.t;
    let (entrant, name) = event.entrants.iter().find_map(|entrant| {
        let me = entrant.players.iter().find(|seated| seated.id == player)?;
        Some((entrant, me.name.clone()))
    })?;
    let number = u32::try_from(entrant.number).ok();
    let said = |id: &str| RoundWords {
        line: t.t(id),
        with: None,
        result: None,
    };
    let mut rounds = event.rounds.iter().rev();
    // The latest round is this round's seat, while the evening goes on for the player.
    let going_on = entrant.withdrawn_round.is_none() && event.status != "finished";
    let now = match (entrant.withdrawn_round, going_on) {
        (Some(_), _) => said("seat-withdrawn"),
        (None, false) => said("seat-finished"),
        (None, true) => rounds
            .next()
            .and_then(|round| round_words(t, round, number, player))
            .unwrap_or_else(|| said("seat-not-yet")),
    };
    let earlier = rounds
        .filter_map(|round| round_words(t, round, number, player))
        .collect();
    let standing = standings
        .rows
        .iter()
        .find(|row| Some(row.entrant) == number)
        .map(|row| {
            t.with(
                "seat-standing",
                &[
                    ("rank", row.rank.to_string()),
                    ("played", row.record.played.to_string()),
                    ("won", row.record.games_won.to_string()),
                    (
                        "points",
                        score::pair(row.record.points_for, row.record.points_against),
                    ),
                ],
            )
        });
    let evening = Evening {
        chrome: chrome.clone(),
        clock: going_on.then(|| current_clock(chrome, event)).flatten(),
        now,
        standing,
        earlier,
    };
    Some((name, evening))
}

#[derive(Template)]
#[template(path = "seat.html")]
struct SeatPage {
    chrome: Chrome,
    event: view::Event,
    player: i64,
    evening: Evening,
}

#[get("/events/{id}/players/{player}")]
pub async fn seat_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    path: web::Path<(i64, i64)>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, player) = path.into_inner();
    let cache = Arc::clone(&state.read_cache);
    let loaded = load(&state, move |connection| {
        let event = events::view(connection, &Actor::Anonymous, id)?;
        let standings = standings::visible_standings(connection, &cache, &Actor::Anonymous, id)?;
        Ok((event, standings))
    })
    .await;
    let (event, standings) = match loaded {
        Ok(loaded) => loaded,
        Err(error) => return error_page(chrome, &error),
    };
    let Some((name, evening)) = evening(&chrome, &event, &standings, player) else {
        return error_page(chrome, &Refusal::NoSuchPlayer(player).into());
    };
    let title = chrome.t.with(
        "seat-title",
        &[("name", name), ("event", event.name.clone())],
    );
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &SeatPage {
            chrome: chrome.clone(),
            event,
            player,
            evening,
        },
    )
}
