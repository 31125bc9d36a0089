//! An event in the console: its rounds, tables and disputed hands, and the actions that run
//! it (register and withdraw players, seat and close rounds, finish, take a hand back,
//! accept a disputed hand).

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, to};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::pages::clock::ClockLine;
use crate::pages::extract::{Form, Query};
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, page};
use crate::pages::score;
use crate::refusal::Refusal;
use crate::services::events::{checkins, schedule};
use crate::services::hands::{self, Review};
use crate::services::{clubs, events};
use crate::state::AppState;
use uptown_api::bodies::{
    ClockBody, EntrantBody, Forfeit, PlayerRef, ScheduleBody, Undo, WithdrawBody,
};
use uptown_api::events as view;

/// A round as the console lists it.
struct RoundItem {
    number: i32,
    open: bool,
    close_label: String,
    cards_label: String,
    /// The round's games, to see and to take a hand back from.
    games: Vec<GameItem>,
    /// Its clock, once started: the words, and whether it runs.
    clock: Option<ClockLine>,
    /// Its three-handed table: (game id, its line).
    three_handed: Option<(i64, String)>,
}

/// A game of a round as the console lists it: where, who, the score and how it stands.
struct GameItem {
    id: i64,
    title: String,
    players: String,
    score: String,
    status: String,
    /// Still going: the director may award it by forfeit (RULES.md 1.9).
    open: bool,
}

fn game_items(t: crate::pages::i18n::Translator, round: &view::EventRound) -> Vec<GameItem> {
    round
        .tables
        .iter()
        .flat_map(|table| {
            let seats = &table.seats;
            let players = t.with(
                "director-table-players",
                &[
                    ("ns", format!("{} & {}", seats.north.name, seats.south.name)),
                    ("ew", format!("{} & {}", seats.east.name, seats.west.name)),
                ],
            );
            let title = t.with("event-table", &[("number", table.table)]);
            table.games.iter().map(move |game| GameItem {
                id: game.id,
                title: title.clone(),
                players: players.clone(),
                score: score::pair(game.points.ns, game.points.ew),
                status: t.t(&format!("status-{}", game.status)),
                open: game.status == "in_progress",
            })
        })
        .collect()
}

/// A disputed hand and its game.
struct DisputeItem {
    game: i64,
    number: i32,
    line: String,
}

#[derive(Template)]
#[template(path = "director_event.html")]
struct EventPage {
    chrome: Chrome,
    csrf: String,
    event: view::Event,
    rounds: Vec<RoundItem>,
    /// The round to be seated next: a withdrawal from it can still be taken back.
    next_round: i32,
    disputes: Vec<DisputeItem>,
    /// Who waits at the door: (check-in, name, new to the club).
    at_the_door: Vec<(i64, String, bool)>,
    schedule: ScheduleFields,
    notice: Option<RefusalNotice>,
}

/// What the "when and where" form shows: the event's schedule as the browser's date and
/// time fields take it (local time, no offset) and the offset apart.
#[derive(Debug, Default)]
struct ScheduleFields {
    starts: String,
    ends: String,
    offset: String,
    location: String,
}

impl ScheduleFields {
    fn of(schedule: Option<&view::Schedule>) -> ScheduleFields {
        let Some(schedule) = schedule else {
            return ScheduleFields::default();
        };
        // RFC 3339 as the API writes it: `2026-12-08T19:30:00+01:00`.
        let local = |at: &str| at.get(..16).unwrap_or_default().to_owned();
        ScheduleFields {
            starts: local(&schedule.starts_at),
            ends: schedule.ends_at.as_deref().map(local).unwrap_or_default(),
            offset: schedule.starts_at.get(19..).unwrap_or_default().to_owned(),
            location: schedule.location.clone().unwrap_or_default(),
        }
    }
}

#[get("/director/events/{id}")]
pub async fn event_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = console
        .show(&state, &chrome, move |connection, actor| {
            let event = events::view(connection, actor, id)?;
            actor.require_director(connection, event.club_id)?;
            let disputes = crate::db::repo::events::disputes(connection, id)?;
            let door = checkins::waiting(connection, actor, id)?
                .into_iter()
                .map(|row| (row.id, row.name, row.player_id.is_none()))
                .collect();
            Ok((event, disputes, door))
        })
        .await;
    match loaded {
        Ok((event, flagged, at_the_door)) => {
            let t = chrome.t;
            let rounds = event
                .rounds
                .iter()
                .map(|round| RoundItem {
                    number: round.number,
                    open: round.status == "open",
                    close_label: t.with("director-close-round", &[("number", round.number)]),
                    cards_label: t.with("director-cards", &[("number", round.number)]),
                    games: game_items(t, round),
                    clock: round.clock.as_ref().map(|clock| ClockLine::of(t, clock)),
                    three_handed: round.three_handed.as_ref().map(|table| {
                        let seats = &table.seats;
                        let line = format!(
                            "{}: {}, {}, {} · {}",
                            t.with("event-three-handed-table", &[("number", table.table)]),
                            seats.north.name,
                            seats.east.name,
                            seats.west.name,
                            t.t(&format!("three-status-{}", table.status)),
                        );
                        (table.game_id, line)
                    }),
                })
                .collect();
            let disputes = flagged
                .into_iter()
                .map(|(game, number, reason)| DisputeItem {
                    game,
                    number,
                    line: t.with(
                        "director-dispute-line",
                        &[
                            ("game", game.to_string()),
                            ("number", number.to_string()),
                            ("reason", reason.unwrap_or_default()),
                        ],
                    ),
                })
                .collect();
            let title = event.name.clone();
            let schedule = ScheduleFields::of(event.schedule.as_ref());
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &EventPage {
                    chrome: chrome.clone(),
                    csrf: console.csrf(),
                    next_round: i32::try_from(event.rounds.len() + 1).unwrap_or(i32::MAX),
                    event,
                    rounds,
                    disputes,
                    at_the_door,
                    schedule,
                    notice: query.refusal(t),
                },
            )
        }
        Err(answer) => answer,
    }
}

/// A console action's form: the CSRF token and what the action needs.
#[derive(Debug, Deserialize)]
pub struct ActionForm {
    csrf: String,
    #[serde(default)]
    player: Option<String>,
    #[serde(default)]
    partner: Option<String>,
    #[serde(default)]
    entrant: Option<i32>,
    #[serde(default)]
    round: Option<i32>,
    #[serde(default)]
    game: Option<i64>,
    #[serde(default)]
    hand: Option<i32>,
    /// The side a table is awarded to by forfeit: `NS` or `EW`.
    #[serde(default)]
    winner: String,
    /// The arrival at the door to let in or turn away.
    #[serde(default)]
    checkin: Option<i64>,
    #[serde(default)]
    reason: String,
    /// The box a director ticks to say a withdrawal is meant.
    #[serde(default)]
    confirm: Option<String>,
    /// The box that says the players registered are new to the club, to add as players.
    #[serde(default)]
    newcomers: Option<String>,
    /// What to do to a round's clock: start, pause, resume, extend, stop.
    #[serde(default)]
    clock: String,
    #[serde(default)]
    minutes: String,
    /// The box that says a round closes by itself when its clock runs out.
    #[serde(default)]
    closes: Option<String>,
    /// When the event starts and ends, as a browser's date and time fields give them (no
    /// offset), and the offset from UTC they are in.
    #[serde(default)]
    starts: String,
    #[serde(default)]
    ends: String,
    #[serde(default)]
    offset: String,
    #[serde(default)]
    location: String,
}

/// The form left `field` empty.
fn incomplete(field: &str) -> ApiError {
    Refusal::FormIncomplete {
        field: field.to_owned(),
    }
    .into()
}

/// The schedule the console's "when and where" form asks for: its times are the local
/// times of the form's fields with the offset of its offset field.
fn schedule_body(form: &ActionForm) -> Result<ScheduleBody, ApiError> {
    let given = |text: &str| Some(text.trim().to_owned()).filter(|text| !text.is_empty());
    let starts = given(&form.starts).ok_or_else(|| incomplete("starts"))?;
    let offset = given(&form.offset).ok_or_else(|| incomplete("offset"))?;
    Ok(ScheduleBody {
        starts_at: format!("{starts}{offset}"),
        ends_at: given(&form.ends).map(|ends| format!("{ends}{offset}")),
        location: given(&form.location),
    })
}

fn player_ref(text: &str) -> PlayerRef {
    text.trim()
        .parse::<i64>()
        .map_or_else(|_| PlayerRef::Name(text.trim().to_owned()), PlayerRef::Id)
}

/// Does `action` for the event as the actor.
fn act(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    action: &str,
    form: &ActionForm,
) -> Result<(), ApiError> {
    match action {
        "register" => {
            let mut names = vec![form.player.as_deref().unwrap_or("")];
            if let Some(partner) = form.partner.as_deref().filter(|p| !p.trim().is_empty()) {
                names.push(partner);
            }
            let players: Vec<PlayerRef> = names.iter().map(|name| player_ref(name)).collect();
            if form.newcomers.is_some() {
                let club = events::view(connection, actor, id)?.club_id;
                for player in &players {
                    if let PlayerRef::Name(name) = player {
                        clubs::add_newcomer(connection, actor, club, name)?;
                    }
                }
            }
            let body = EntrantBody {
                players,
                name: None,
            };
            events::register(connection, actor, id, &body).map(drop)
        }
        "withdraw" => {
            let entrant = form.entrant.ok_or_else(|| incomplete("entrant"))?;
            // A withdrawal cannot be taken back: the button alone does not do it.
            if form.confirm.is_none() {
                return Err(Refusal::WithdrawalNotConfirmed.into());
            }
            let body = WithdrawBody {
                reason: Some(form.reason.clone()).filter(|reason| !reason.trim().is_empty()),
            };
            events::withdraw(connection, actor, id, entrant, &body).map(drop)
        }
        "reinstate" => {
            let entrant = form.entrant.ok_or_else(|| incomplete("entrant"))?;
            events::reinstate(connection, actor, id, entrant).map(drop)
        }
        "round" => events::seat_round(connection, actor, id).map(drop),
        "close" => {
            let round = form.round.ok_or_else(|| incomplete("round"))?;
            events::close_round(connection, actor, id, round).map(drop)
        }
        "finish" => events::finish(connection, actor, id).map(drop),
        "admit" | "turn_away" => {
            let checkin = form.checkin.ok_or_else(|| incomplete("checkin"))?;
            checkins::answer(connection, actor, id, checkin, action == "admit")
        }
        "clock" => {
            let round = form.round.ok_or_else(|| incomplete("round"))?;
            let action = serde_json::from_value(serde_json::Value::from(form.clock.as_str()))
                .map_err(|_| incomplete("clock"))?;
            let minutes = form.minutes.trim();
            let body = ClockBody {
                action,
                minutes: if minutes.is_empty() {
                    None
                } else {
                    Some(minutes.parse().map_err(|_| Refusal::NotAWholeNumber {
                        field: "minutes".to_owned(),
                    })?)
                },
                closes: form.closes.is_some(),
            };
            events::run_clock(connection, actor, id, round, &body).map(drop)
        }
        "schedule" => schedule::set(connection, actor, id, &schedule_body(form)?).map(drop),
        "unschedule" => schedule::clear(connection, actor, id),
        "hide_standings" => events::set_standings_hidden(connection, actor, id, true).map(drop),
        "reveal_standings" => events::set_standings_hidden(connection, actor, id, false).map(drop),
        "forfeit" => {
            let game = form.game.ok_or_else(|| incomplete("game"))?;
            let winner = form.winner.parse().map_err(|_| incomplete("winner"))?;
            hands::forfeit(connection, actor, game, None, &Forfeit { winner }).map(drop)
        }
        "undo" => {
            let game = form.game.ok_or_else(|| incomplete("game"))?;
            let undo = Undo {
                reason: form.reason.clone(),
            };
            hands::undo(connection, actor, game, None, &undo).map(drop)
        }
        "accept" => {
            let game = form.game.ok_or_else(|| incomplete("game"))?;
            let hand = form.hand.ok_or_else(|| incomplete("hand"))?;
            hands::review(connection, actor, game, hand, Review::Confirm, None).map(drop)
        }
        _ => Err(Refusal::NoSuchPage.into()),
    }
}

#[post("/director/events/{id}/{action}")]
pub async fn event_action(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    path: web::Path<(i64, String)>,
    form: Form<ActionForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let csrf = form.csrf.clone();
    let (id, action) = path.into_inner();
    let back = format!("/director/events/{id}");
    let done = console
        .act(&state, &chrome, &csrf, move |connection, actor| {
            act(connection, actor, id, &action, &form)
        })
        .await;
    match done {
        Ok(()) => to(&back),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
