//! Clubs, their players and their seasons.

use actix_web::{HttpRequest, HttpResponse, get, patch, post, put, web};

use super::events::change;
use super::extract::{Body, Required};
use super::respond::{json, read, write_request};
use crate::auth::Credentials;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::idempotency::Reply;
use crate::input::parse_body;
use crate::services::clubs::{self, ClubRows};
use crate::services::embedding;
use crate::state::{AppState, with_actor};
use uptown_api as model;
use uptown_api::bodies::{NameBody, PlayerNameBody};

/// All clubs.
#[utoipa::path(tag = "clubs", responses(
    (status = 200, body = Vec<model::Club>),
))]
#[get("/clubs")]
pub async fn list(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    read(&state, clubs::list_clubs).await
}

/// One club.
#[utoipa::path(tag = "clubs", params(("id" = i64, Path)), responses(
    (status = 200, body = model::Club),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/clubs/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read(&state, move |connection| clubs::get_club(connection, id)).await
}

/// Creates a club (admins only).
#[utoipa::path(tag = "clubs", request_body = NameBody, security(("bearer" = [])), responses(
    (status = 201, body = model::Club),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/clubs")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: NameBody = parse_body(&body)?;
    write_request(
        &state,
        &request,
        credentials,
        &body,
        move |connection, actor| {
            Ok(Reply::created(json(&clubs::create_club(
                connection, actor, &new,
            )?)?))
        },
    )
    .await
}

/// Renames a club (its directors and admins).
#[utoipa::path(tag = "clubs", request_body = NameBody, params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = model::Club),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[patch("/clubs/{id}")]
pub async fn rename(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: NameBody = parse_body(&body)?;
    let id = id.into_inner();
    let club = with_actor(&state, credentials, move |connection, actor| {
        crate::db::write_transaction(connection, |connection| {
            clubs::rename_club(connection, actor, id, &new)
        })
    })
    .await?;
    Ok(HttpResponse::Ok().json(club))
}

/// The handlers for players and for seasons differ only in their rows and paths.
macro_rules! club_rows_api {
    ($rows:expr, $noun:literal, $body:ty, $list:ident, $create:ident, $get:ident, $rename:ident, $club_path:literal, $item_path:literal) => {
        #[doc = concat!("The ", $noun, "s of a club.")]
        #[utoipa::path(tag = "clubs", params(("id" = i64, Path, description = "Club id")), responses(
            (status = 200, body = Vec<model::Named>),
            (status = 404, response = problem::NotFound),
            (status = 422, response = problem::Invalid),
        ))]
        #[get($club_path)]
        pub async fn $list(
            state: web::Data<AppState>,
            credentials: Credentials,
            id: web::Path<i64>,
        ) -> Result<HttpResponse, ApiError> {
            let club_id = id.into_inner();
            let rows = with_actor(&state, credentials, move |connection, reader| {
                $rows.list(connection, reader, club_id)
            })
            .await?;
            Ok(HttpResponse::Ok().json(rows))
        }

        #[doc = concat!("Adds a ", $noun, " to a club (its directors and admins); names are unique within the club.")]
        #[utoipa::path(tag = "clubs", request_body = $body, params(("id" = i64, Path, description = "Club id")), security(("bearer" = [])), responses(
            (status = 201, body = model::Named),
            (status = 401, response = problem::Unauthorized),
            (status = 403, response = problem::Forbidden),
            (status = 404, response = problem::NotFound),
            (status = 409, response = problem::Conflict),
            (status = 422, response = problem::Invalid),
        ))]
        #[post($club_path)]
        pub async fn $create(
            state: web::Data<AppState>,
            request: HttpRequest,
            Required(credentials): Required,
            id: web::Path<i64>,
            Body(body): Body,
        ) -> Result<HttpResponse, ApiError> {
            let new: NameBody = parse_body(&body)?;
            let club_id = id.into_inner();
            write_request(&state, &request, credentials, &body, move |connection, actor| {
                Ok(Reply::created(json(&$rows.create(connection, actor, club_id, &new)?)?))
            })
            .await
        }

        #[doc = concat!("One ", $noun, ".")]
        #[utoipa::path(tag = "clubs", params(("id" = i64, Path)), responses(
            (status = 200, body = model::Named),
            (status = 404, response = problem::NotFound),
            (status = 422, response = problem::Invalid),
        ))]
        #[get($item_path)]
        pub async fn $get(
            state: web::Data<AppState>,
            credentials: Credentials,
            id: web::Path<i64>,
        ) -> Result<HttpResponse, ApiError> {
            let id = id.into_inner();
            let row = with_actor(&state, credentials, move |connection, reader| {
                $rows.get(connection, reader, id)
            })
            .await?;
            Ok(HttpResponse::Ok().json(row))
        }

        #[doc = concat!("Renames a ", $noun, " (the club's directors and admins).")]
        #[utoipa::path(tag = "clubs", request_body = $body, params(("id" = i64, Path)), security(("bearer" = [])), responses(
            (status = 200, body = model::Named),
            (status = 401, response = problem::Unauthorized),
            (status = 403, response = problem::Forbidden),
            (status = 404, response = problem::NotFound),
            (status = 409, response = problem::Conflict),
            (status = 422, response = problem::Invalid),
        ))]
        #[patch($item_path)]
        pub async fn $rename(
            state: web::Data<AppState>,
            Required(credentials): Required,
            id: web::Path<i64>,
            Body(body): Body,
        ) -> Result<HttpResponse, ApiError> {
            let new: NameBody = parse_body(&body)?;
            let id = id.into_inner();
            let row = with_actor(&state, credentials, move |connection, actor| {
                crate::db::write_transaction(connection, |connection| $rows.rename(connection, actor, id, &new))
            })
            .await?;
            Ok(HttpResponse::Ok().json(row))
        }
    };
}

club_rows_api!(
    ClubRows::Players,
    "player",
    PlayerNameBody,
    list_players,
    create_player,
    get_player,
    rename_player,
    "/clubs/{id}/players",
    "/players/{id}"
);
club_rows_api!(
    ClubRows::Seasons,
    "season",
    NameBody,
    list_seasons,
    create_season,
    get_season,
    rename_season,
    "/clubs/{id}/seasons",
    "/seasons/{id}"
);

/// The sites that may show the club's embeddable views in a frame.
#[utoipa::path(tag = "clubs", params(("id" = i64, Path)), responses(
    (status = 200, body = model::Embedding),
    (status = 404, response = problem::NotFound),
))]
#[get("/clubs/{id}/embedding")]
pub async fn get_embedding(
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read(&state, move |connection| embedding::get(connection, id)).await
}

/// Makes these the sites that may show the club's embeddable views (`/embed/...`) in a
/// frame: each a web origin such as `https://club.example`; `[]` lets none.
#[utoipa::path(tag = "clubs", request_body = model::Embedding, params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = model::Embedding),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[put("/clubs/{id}/embedding")]
pub async fn set_embedding(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let asked: model::Embedding = parse_body(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| embedding::set(connection, actor, id, &asked),
    )
    .await
}
