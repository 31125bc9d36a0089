//! Three-handed games from the console: a director starts one for three of the club's
//! players (the clubs page has the form), prints or shows its table code, follows its
//! score, and takes its last hand back with a reason.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;
use serde_json::{Map, Value, json};
use uptown_api::bodies::{PlayerRef, Undo};
use uptown_api::three_handed::{NewThreeHandedGameBody, PlayerSeatRefs, ThreeHandedGame};
use uptown_rules::three_handed::{PlayerSeat, ThreeHandedKind};

use super::session::{Console, to};
use crate::error::ApiError;
use crate::pages::extract::{Form, Query};
use crate::pages::notices::{NoticeQuery, RefusalNotice, refused_location};
use crate::pages::qr;
use crate::pages::render::{Chrome, page, site};
use crate::pages::score;
use crate::refusal::Refusal;
use crate::services::three_handed;
use crate::state::AppState;

#[derive(Template)]
#[template(path = "director_three_handed.html")]
struct GamePage {
    chrome: Chrome,
    csrf: String,
    game: ThreeHandedGame,
    /// The address the table's phones open, and its QR code.
    entry: String,
    qr: String,
    /// Each player, their seat and total.
    players: Vec<String>,
    /// Every hand, latest first, with the totals after it.
    lines: Vec<String>,
    notice: Option<RefusalNotice>,
}

/// A three-handed game as its director sees it.
#[get("/director/three-handed-games/{id}")]
pub async fn game_page(
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
            let game = three_handed::view(connection, actor, id)?;
            actor.require_director(connection, game.club_id)?;
            Ok(game)
        })
        .await;
    let game = match loaded {
        Ok(game) => game,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let seat = |seat: PlayerSeat| t.t(&format!("seat-{}", seat.letter()));
    let per_player = |values: &uptown_rules::three_handed::PerPlayer<i32>| {
        PlayerSeat::ALL
            .iter()
            .map(|one| format!("{} {}", seat(*one), score::points(values.get(*one))))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let players = [
        (PlayerSeat::North, &game.seats.north),
        (PlayerSeat::East, &game.seats.east),
        (PlayerSeat::West, &game.seats.west),
    ]
    .iter()
    .map(|(at, player)| {
        format!(
            "{}: {} ({})",
            seat(*at),
            player.name,
            score::points(game.sheet.totals.get(*at))
        )
    })
    .collect();
    let lines = game
        .sheet
        .hands
        .iter()
        .rev()
        .map(|hand| format!("{}. {}", hand.number, per_player(&hand.totals)))
        .collect();
    let code = game.table_code.clone().unwrap_or_default();
    let entry = format!("{}/t/{code}", site(&state, &request));
    let title = t.with(
        "three-game-title",
        &[
            ("game", t.t(&format!("rule-game-{}", game.game.name()))),
            ("id", game.id.to_string()),
        ],
    );
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &GamePage {
            chrome: chrome.clone(),
            csrf: console.csrf(),
            qr: qr::svg(&entry),
            entry,
            players,
            lines,
            notice: query.refusal(chrome.t),
            game,
        },
    )
}

#[derive(Debug, Deserialize)]
pub struct UndoForm {
    csrf: String,
    reason: String,
}

/// Takes the game's last hand back, with the reason the director gives.
#[post("/director/three-handed-games/{id}/undo")]
pub async fn undo(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<UndoForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, form) = (id.into_inner(), form.into_inner());
    let back = format!("/director/three-handed-games/{id}");
    let undo = Undo {
        reason: form.reason,
    };
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            three_handed::hands::undo(connection, actor, id, None, &undo).map(drop)
        })
        .await;
    match done {
        Ok(()) => to(&back),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}

/// The clubs page's form for a new three-handed game: the game, its three players by id,
/// and a target if not the game's own.
#[derive(Debug, Deserialize)]
pub struct NewGameForm {
    csrf: String,
    game: String,
    #[serde(rename = "N")]
    north: String,
    #[serde(rename = "E")]
    east: String,
    #[serde(rename = "W")]
    west: String,
    #[serde(default)]
    target: String,
}

/// The body the API takes, from the form; a box the form left empty or unreadable is
/// refused by name.
fn body_of(club: i64, form: &NewGameForm) -> Result<NewThreeHandedGameBody, ApiError> {
    // The form's choices always send these: anything else is a form edited by hand.
    let incomplete = |field: &str| {
        ApiError::from(Refusal::FormIncomplete {
            field: field.to_owned(),
        })
    };
    let game = ThreeHandedKind::parse(&form.game).ok_or_else(|| incomplete("game"))?;
    let player = |field: &str, text: &str| {
        text.trim()
            .parse()
            .map(PlayerRef::Id)
            .map_err(|_| incomplete(&format!("seats.{field}")))
    };
    let mut rules = Map::new();
    let target = form.target.trim();
    if !target.is_empty() {
        let points: i64 = target.parse().map_err(|_| Refusal::NotAWholeNumber {
            field: "rules.target".to_owned(),
        })?;
        rules.insert("target".to_owned(), json!(points));
    }
    Ok(NewThreeHandedGameBody {
        club_id: club,
        season_id: None,
        game,
        rules: Value::Object(rules),
        seats: PlayerSeatRefs {
            north: player("N", &form.north)?,
            east: player("E", &form.east)?,
            west: player("W", &form.west)?,
        },
    })
}

/// Starts a three-handed game for three of the club's players, and shows its page: the
/// table code to give the table.
#[post("/director/clubs/{id}/three-handed")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<NewGameForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (club, form) = (id.into_inner(), form.into_inner());
    let back = "/director/clubs".to_owned();
    let body = match body_of(club, &form) {
        Ok(body) => body,
        Err(error) => return to(&refused_location(&back, &error, chrome.t)),
    };
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            three_handed::create(connection, actor, &body).map(|game| game.id)
        })
        .await;
    match done {
        Ok(game) => to(&format!("/director/three-handed-games/{game}")),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
