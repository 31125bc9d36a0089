//! The Uptown server: clubs, players, seasons, games and hands over REST, stored in SQLite
//! or PostgreSQL, every score derived by `uptown-rules`.

pub mod api;
pub mod auth;
pub mod config;
pub mod db;
pub mod edge;
pub mod error;
pub mod housekeeping;
pub mod metrics;
pub mod model;
pub mod pages;
pub mod readiness;
pub mod request_spans;
pub mod services;
pub mod throttle;

use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, HttpResponse, web};
use utoipa::OpenApi;
use utoipa_actix_web::{AppExt, scope};
use utoipa_swagger_ui::SwaggerUi;

use crate::api::{AppState, accounts, clubs, events, games, health};

/// The whole application, for `HttpServer` and for tests.
pub fn build_app(
    state: AppState,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl actix_web::body::MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let (app, openapi) = App::new()
        .into_utoipa_app()
        .openapi(api::ApiDoc::openapi())
        .app_data(web::Data::new(state))
        .app_data(web::PayloadConfig::default().limit(edge::BODY_LIMIT))
        .app_data(
            web::PathConfig::default()
                .error_handler(|error, request| edge::path_refusal(&error, request)),
        )
        .service(health::healthz)
        .service(health::readyz)
        .service(
            scope("/api/v1")
                .service(accounts::login)
                .service(accounts::logout)
                .service(accounts::sessions)
                .service(accounts::revoke_session)
                .service(accounts::me)
                .service(accounts::list)
                .service(accounts::create)
                .service(accounts::add_director)
                .service(clubs::list)
                .service(clubs::create)
                .service(clubs::get_one)
                .service(clubs::rename)
                .service(clubs::list_players)
                .service(clubs::create_player)
                .service(clubs::get_player)
                .service(clubs::rename_player)
                .service(clubs::list_seasons)
                .service(clubs::create_season)
                .service(clubs::get_season)
                .service(clubs::rename_season)
                .service(games::list)
                .service(games::create)
                .service(games::get_one)
                .service(games::for_table)
                .service(games::append_hand)
                .service(games::correct_hand)
                .service(games::undo)
                .service(games::confirm_hand)
                .service(games::dispute_hand)
                .service(games::history)
                .service(games::record)
                .service(events::list)
                .service(events::create)
                .service(events::get_one)
                .service(events::register)
                .service(events::withdraw)
                .service(events::seat_round)
                .service(events::close_round)
                .service(events::finish)
                .service(events::event_standings)
                .service(events::season_standings)
                .service(events::club_ratings)
                .service(events::player_ratings),
        )
        .split_for_parts();
    let routes = web::Data::new(api::Routes::of(&openapi));
    app.app_data(routes)
        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", openapi))
        .service(metrics::metrics)
        .configure(pages::configure)
        .route(
            "/api/docs",
            web::get().to(|| async {
                HttpResponse::PermanentRedirect()
                    .insert_header(("Location", "/api/docs/"))
                    .finish()
            }),
        )
        .default_service(web::to(|request: actix_web::HttpRequest| async move {
            api::no_route(&request)
        }))
        .wrap(actix_web::middleware::from_fn(throttle::settle_table_codes))
        .wrap(actix_web::middleware::from_fn(readiness::observe))
        .wrap(security_headers())
        .wrap(actix_web::middleware::from_fn(metrics::measure))
        .wrap(tracing_actix_web::TracingLogger::<
            request_spans::RequestSpans,
        >::new())
}

/// Headers every answer carries: no sniffing of content types, no framing by other sites
/// (clickjacking of the table entry and console forms), no referrer beyond the origin, and a
/// content policy that allows only this server's own pages, styles and scripts.
fn security_headers() -> actix_web::middleware::DefaultHeaders {
    actix_web::middleware::DefaultHeaders::new()
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "same-origin"))
        .add((
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; \
             script-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'",
        ))
}
