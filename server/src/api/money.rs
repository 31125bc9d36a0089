//! An event's money (docs/MONEY.md): its terms, the Boston pot's players, the payments
//! taken, and the treasurer's CSV. Directors and admins.

use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};

use super::events::change;
use super::extract::{Body, Empty, Required};
use super::respond::read_as;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::input::parse_body;
use crate::services::money;
use crate::state::{AppState, with_actor};
use uptown_api::money::{Money, MoneyTerms, NewPayment, Payment, PotChoice};
use utoipa_actix_web::service_config::ServiceConfig;

/// This module's routes, for the `/api/v1` scope.
pub fn routes(config: &mut ServiceConfig) {
    config
        .service(get_money)
        .service(sheet)
        .service(set_terms)
        .service(choose_pot)
        .service(pay)
        .service(remove_payment);
}

/// Where the event's money stands: the terms, each player's account (owed, paid, due,
/// won), what each place and the Boston pot pay out, the totals and every payment.
#[utoipa::path(tag = "money", params(("id" = i64, Path, description = "Event id")), security(("bearer" = [])), responses(
    (status = 200, body = Money),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/events/{id}/money")]
pub async fn get_money(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read_as(&state, credentials, move |connection, actor| {
        money::get(connection, actor, id)
    })
    .await
}

/// The treasurer's CSV: a row per player (fees, stake, owed, paid, due, won) and the totals.
#[utoipa::path(tag = "money", params(("id" = i64, Path, description = "Event id")), security(("bearer" = [])), responses(
    (status = 200, content_type = "text/csv", body = String),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/events/{id}/money.csv")]
pub async fn sheet(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let csv = with_actor(&state, credentials, move |connection, actor| {
        money::csv(connection, actor, id)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"event-{id}-money.csv\""),
        ))
        .body(csv))
}

/// Sets the event's money terms: currency, entry fee, table money, the share of the entry
/// fees paid out, each place's share of it, and the Boston pot.
#[utoipa::path(tag = "money", params(("id" = i64, Path, description = "Event id")), request_body = MoneyTerms, security(("bearer" = [])), responses(
    (status = 200, body = Money),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[put("/events/{id}/money")]
pub async fn set_terms(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let terms: MoneyTerms = parse_body(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| money::set_terms(connection, actor, id, &terms),
    )
    .await
}

/// Puts a player of the event in its Boston pot, or takes them out. A team is in the pot
/// only when both its players are.
#[utoipa::path(tag = "money", params(("id" = i64, Path, description = "Event id"), ("player" = i64, Path)), request_body = PotChoice, security(("bearer" = [])), responses(
    (status = 200, body = Money),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[put("/events/{id}/money/players/{player}")]
pub async fn choose_pot(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i64)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let choice: PotChoice = parse_body(&body)?;
    let (id, player) = path.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| money::choose_pot(connection, actor, id, player, &choice),
    )
    .await
}

/// Takes a payment from a player of the club (a negative amount is money handed back). Send
/// an `Idempotency-Key`: a payment resent after a dropped answer is taken once.
#[utoipa::path(tag = "money", params(("id" = i64, Path, description = "Event id")), request_body = NewPayment, security(("bearer" = [])), responses(
    (status = 201, body = Payment),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/payments")]
pub async fn pay(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let payment: NewPayment = parse_body(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor| money::pay(connection, actor, id, &payment),
    )
    .await
}

/// Removes a payment recorded by mistake; answers the event's money as it then stands.
#[utoipa::path(tag = "money", params(("id" = i64, Path, description = "Payment id")), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = Money),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[delete("/payments/{id}")]
pub async fn remove_payment(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| money::remove_payment(connection, actor, id),
    )
    .await
}
