//! Games and their hands.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use serde_json::Value;

use super::extract::{Body, Empty, Required, if_match};
use super::respond::{json, read, read_as, write_request};
use crate::auth::{Actor, Credentials};
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::idempotency::{Reply, etag};
use crate::input::{parse_body, parse_value};
use crate::services::games::{self, ListQuery};
use crate::services::hands::{self, Review};
use crate::state::{AppState, with_actor};
use uptown_api as model;
use uptown_api::bodies::{Correction, Dispute, Forfeit, NewGameBody, Undo};

/// Games, filtered by club, season, player or status.
#[utoipa::path(tag = "games", params(ListQuery), responses(
    (status = 200, body = Vec<model::GameSummary>),
    (status = 422, response = problem::Invalid),
))]
#[get("/games")]
pub async fn list(
    state: web::Data<AppState>,
    request: HttpRequest,
    credentials: Credentials,
) -> Result<HttpResponse, ApiError> {
    let query: ListQuery = web::Query::<Value>::from_query(request.query_string())
        .map_err(|error| ApiError::invalid("query", error.to_string()))
        .and_then(|query| parse_value(&query_numbers(query.into_inner())))?;
    read_as(&state, credentials, move |connection, reader| {
        games::list(connection, reader, &query)
    })
    .await
}

/// Query strings are text; ids among them are read as numbers so that `club=x` is named
/// as the wrong field rather than failing as a whole.
pub(super) fn query_numbers(query: Value) -> Value {
    let Value::Object(fields) = query else {
        return query;
    };
    fields
        .into_iter()
        .map(|(name, value)| {
            let value = match (&value, name.as_str()) {
                (Value::String(text), "club" | "season" | "player" | "min_events") => {
                    text.parse::<i64>().map_or(value.clone(), Value::from)
                }
                _ => value,
            };
            (name, value)
        })
        .collect()
}

/// Creates a game: a club, an optional season, the game, its house rules (stored in full)
/// and the four seated players (by id or by name). The answer carries the table code.
#[utoipa::path(tag = "games", request_body = NewGameBody, security(("bearer" = [])), responses(
    (status = 201, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 422, response = problem::Invalid),
))]
#[post("/games")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: NewGameBody = parse_body(&body)?;
    change_game(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor, _| games::create(connection, actor, &new),
    )
    .await
}

/// A game with its hands and its score sheet under `sheet`; the `ETag` is its version.
#[utoipa::path(tag = "games", params(("id" = i64, Path)), security((), ("bearer" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/games/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let game = with_actor(&state, credentials, move |connection, actor| {
        games::view(connection, actor, id)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.version)))
        .json(game))
}

/// The game a table code enters hands into now (`Authorization: Table CODE`): the code's
/// game, or the latest game of its event match when a match has several games.
#[utoipa::path(tag = "games", security(("table" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 429, response = problem::TooManyRequests),
))]
#[get("/table")]
pub async fn for_table(
    state: web::Data<AppState>,
    Required(credentials): Required,
) -> Result<HttpResponse, ApiError> {
    let game = with_actor(&state, credentials, games::for_table).await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.version)))
        .json(game))
}

/// Appends the next hand (a CONTRACT.md hand object). The rules decide: a refused hand is
/// 422 naming the field (`hands[4].contract.level`) and changes nothing. With `If-Match`, a
/// game changed since is 409, so two devices entering hand 5 at once get one hand 5 and one 409.
#[utoipa::path(tag = "games", params(("id" = i64, Path)), request_body(content = Object, description = "A hand object"), security(("bearer" = []), ("table" = [])), responses(
    (status = 201, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
    (status = 429, response = problem::TooManyRequests),
))]
#[post("/games/{id}/hands")]
pub async fn append_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let hand: Value = parse_body(&body)?;
    let id = id.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor, expected| {
            let entry = hands::Entry {
                hand: &hand,
                side: None,
            };
            hands::append(connection, actor, id, expected, &entry)
        },
    )
    .await
}

/// Corrects hand `n` with a reason; every later total is re-derived, and the earlier
/// version stays in the history. Directors and admins only.
#[utoipa::path(tag = "games", params(("id" = i64, Path), ("n" = i32, Path, description = "Hand number, from 1")), request_body = Correction, security(("bearer" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[put("/games/{id}/hands/{n}")]
pub async fn correct_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let correction: Correction = parse_body(&body)?;
    let (id, number) = path.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor, expected| {
            hands::correct(connection, actor, id, number, expected, &correction)
        },
    )
    .await
}

/// Takes back the last hand with a reason; it stays in the history. Directors and admins only.
#[utoipa::path(tag = "games", params(("id" = i64, Path)), request_body = Undo, security(("bearer" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/games/{id}/undo")]
pub async fn undo(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let undo: Undo = parse_body(&body)?;
    let id = id.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor, expected| hands::undo(connection, actor, id, expected, &undo),
    )
    .await
}

/// Awards a table that has not played to the side present, by forfeit (RULES.md 1.9): its
/// match is decided for that side, with the event's `forfeit_points`. Directors and admins
/// only, for a game of an event with no hand entered.
#[utoipa::path(tag = "games", params(("id" = i64, Path)), request_body = Forfeit, security(("bearer" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/games/{id}/forfeit")]
pub async fn forfeit(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let forfeit: Forfeit = parse_body(&body)?;
    let id = id.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor, expected| {
            hands::forfeit(connection, actor, id, expected, &forfeit)
        },
    )
    .await
}

/// The opponents confirm hand `n` (with the table's code), or a director accepts a
/// disputed hand as it stands.
#[utoipa::path(tag = "games", params(("id" = i64, Path), ("n" = i32, Path, description = "Hand number, from 1")), request_body = Option<Empty>, security(("bearer" = []), ("table" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
    (status = 429, response = problem::TooManyRequests),
))]
#[post("/games/{id}/hands/{n}/confirm")]
pub async fn confirm_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let (id, number) = path.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor, _| {
            hands::review(connection, actor, id, number, Review::Confirm, None)
        },
    )
    .await
}

/// The opponents dispute hand `n`, saying why: it is flagged for the director, whose
/// correction settles it.
#[utoipa::path(tag = "games", params(("id" = i64, Path), ("n" = i32, Path, description = "Hand number, from 1")), request_body = Dispute, security(("bearer" = []), ("table" = [])), responses(
    (status = 200, body = model::Game, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
    (status = 429, response = problem::TooManyRequests),
))]
#[post("/games/{id}/hands/{n}/dispute")]
pub async fn dispute_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let dispute: Dispute = parse_body(&body)?;
    let (id, number) = path.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor, _| {
            hands::review(
                connection,
                actor,
                id,
                number,
                Review::Dispute,
                Some(&dispute.reason),
            )
        },
    )
    .await
}

/// Every change to the game's hands: who, when, what and why.
#[utoipa::path(tag = "games", params(("id" = i64, Path)), responses(
    (status = 200, body = Vec<model::HistoryEntry>),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/games/{id}/history")]
pub async fn history(
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read(&state, move |connection| games::history(connection, id)).await
}

/// The game record of CONTRACT.md section 1, as `uptown score` reads it.
#[utoipa::path(tag = "games", params(("id" = i64, Path)), responses(
    (status = 200, body = Object),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/games/{id}/record")]
pub async fn record(
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read(&state, move |connection| games::record(connection, id)).await
}

/// A game as the API answers a change to it: its new version is the answer's `ETag`.
pub(super) trait Versioned: serde::Serialize {
    fn version(&self) -> i64;
}

impl Versioned for model::Game {
    fn version(&self) -> i64 {
        self.version
    }
}

/// A change to a game, made from the version in `If-Match` if given, and answered with
/// the game and its new version as the `ETag`.
pub(super) async fn change_game<F, G>(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    credentials: Credentials,
    body: &[u8],
    status: u16,
    change: F,
) -> Result<HttpResponse, ApiError>
where
    G: Versioned,
    F: FnOnce(&mut AnyConnection, &Actor, Option<i64>) -> Result<G, ApiError> + Send + 'static,
{
    let expected = if_match(request)?;
    write_request(
        state,
        request,
        credentials,
        body,
        move |connection, actor| {
            let game = change(connection, actor, expected)?;
            Ok(Reply::new(status, json(&game)?).with_etag(game.version()))
        },
    )
    .await
}
