//! The JSON API under `/api/v1/`: thin handlers that parse, call a service and answer.
// actix-web's route macros turn each handler into a struct without `Debug`.
#![allow(missing_debug_implementations)]

pub mod accounts;
pub mod checkins;
pub mod clubs;
pub mod events;
pub mod extract;
pub mod games;
pub mod health;
pub mod money;
pub mod privacy;
pub mod respond;
pub mod routes;
pub mod schedules;
pub mod three_handed;
pub mod webhooks;

use utoipa::OpenApi;

#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Uptown",
        description = "Score-keeping and club events for Bid Whist and Whist. Errors are application/problem+json (RFC 9457). \
                       Writes take `Authorization: Bearer TOKEN` (from /api/v1/login) or, for entering hands, `Authorization: Table CODE`. \
                       Every POST takes an optional `Idempotency-Key`; game writes take `If-Match` with the game's ETag."
    ),
    components(
        schemas(uptown_api::Problem),
        responses(
            crate::error::responses::Unauthorized,
            crate::error::responses::Forbidden,
            crate::error::responses::NotFound,
            crate::error::responses::Conflict,
            crate::error::responses::Invalid,
            crate::error::responses::TooManyRequests,
            crate::error::responses::Unavailable,
        )
    ),
    modifiers(&SecuritySchemes)
)]
pub struct ApiDoc;

/// Documents, on every operation with a parameter in its path, the 422 it answers when the
/// path's value is not one the parameter's type takes (`/events/x`, or an id past the
/// largest integer; see `middleware::refusals::path_refusal`): said once here, for every
/// route, rather than remembered by each handler's list.
pub fn document_path_refusals(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::path::ParameterIn;
    use utoipa::openapi::{Ref, RefOr};

    for item in openapi.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            let in_path = operation
                .parameters
                .iter()
                .flatten()
                .any(|parameter| matches!(parameter.parameter_in, ParameterIn::Path));
            if in_path {
                operation
                    .responses
                    .responses
                    .entry("422".to_owned())
                    .or_insert_with(|| RefOr::Ref(Ref::from_response_name("Invalid")));
            }
        }
    }
}

/// The two credentials an operation may name under `security`: an account's token from
/// `/api/v1/login`, and the code printed on a table's card.
#[derive(Debug)]
struct SecuritySchemes;

impl utoipa::Modify for SecuritySchemes {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::SecurityScheme;
        use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder};

        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "`Authorization: Bearer TOKEN`, the token from /api/v1/login",
                    ))
                    .build(),
            ),
        );
        components.add_security_scheme(
            "table",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Authorization",
                "`Authorization: Table CODE`, the code on the table's card: enters and reviews hands of that table's game",
            ))),
        );
    }
}
