//! The other side's word on a hand, from the table's page.

use crate::pages::refusals;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::Deserialize;

use super::notice::unknown_code;
use super::page::current_game;
use crate::db::write_transaction;
use crate::pages::extract::Form;
use crate::pages::render::{Chrome, load, message_page, over_limit};
use crate::refusal::Kind;
use crate::services::hands::{self, Review};
use crate::state::AppState;
use crate::state::throttles::Door;

/// The opponents' word on a hand, from the table's page.
#[derive(Debug, Deserialize)]
pub struct ReviewForm {
    number: i32,
    decision: String,
    #[serde(default)]
    reason: String,
}

#[post("/t/{code}/review")]
pub async fn table_review_post(
    state: web::Data<AppState>,
    request: HttpRequest,
    code: web::Path<String>,
    form: Form<ReviewForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode).await {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let form = form.into_inner();
    let lookup = code.clone();
    let number = form.number;
    let outcome = load(&state, move |connection| {
        let (actor, table) = current_game(connection, &lookup, None)?;
        let decision = if form.decision == "dispute" {
            Review::Dispute
        } else {
            Review::Confirm
        };
        write_transaction(connection, |connection| {
            hands::review(
                connection,
                &actor,
                table.game.id,
                form.number,
                decision,
                Some(&form.reason),
            )
        })
    })
    .await;
    match outcome {
        Ok(_) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/t/{code}?reviewed={number}")))
            .finish(),
        Err(error) if error.is(Kind::Invalid) || error.is(Kind::Conflict) => {
            let message = refusals::words(chrome.t, &error);
            message_page(chrome, StatusCode::UNPROCESSABLE_ENTITY, message)
        }
        Err(error) => unknown_code(chrome, &error),
    }
}
