//! The Uptown server: clubs, players, seasons, games and hands over REST, stored in SQLite
//! or PostgreSQL, every score derived by `uptown-rules`.

pub mod api;
pub mod auth;
pub mod config;
pub mod counters;
pub mod db;
pub mod error;
pub mod housekeeping;
pub mod idempotency;
pub mod input;
pub mod messages;
pub mod middleware;
pub mod pages;
pub mod refusal;
pub mod services;
pub mod state;
pub mod tls;

use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, HttpResponse, web};
use utoipa::OpenApi;
use utoipa_actix_web::{AppExt, scope};
use utoipa_swagger_ui::SwaggerUi;

use crate::api::{
    accounts, checkins, clubs, events, games, health, money, privacy, schedules, three_handed,
    webhooks,
};
use crate::middleware::{headers, https, metrics, readiness, refusals, request_spans, throttle};
use crate::state::AppState;

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
    let (app, mut openapi) = App::new()
        .into_utoipa_app()
        .openapi(api::ApiDoc::openapi())
        .app_data(web::Data::new(state))
        .app_data(web::PayloadConfig::default().limit(crate::error::BODY_LIMIT))
        .app_data(
            web::PathConfig::default()
                .error_handler(|error, request| refusals::path_refusal(&error, request)),
        )
        .service(health::healthz)
        .service(health::readyz)
        .service(
            scope("/api/v1")
                .configure(accounts::routes)
                .service(clubs::list)
                .service(clubs::create)
                .service(clubs::get_one)
                .service(clubs::rename)
                .service(clubs::get_embedding)
                .service(clubs::set_embedding)
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
                .service(games::forfeit)
                .service(games::confirm_hand)
                .service(games::dispute_hand)
                .service(games::history)
                .service(games::record)
                .service(events::list)
                .service(events::create)
                .service(events::get_one)
                .service(events::register)
                .service(events::withdraw)
                .service(events::reinstate)
                .service(events::seat_round)
                .service(events::close_round)
                .service(events::round_clock)
                .service(checkins::check_in)
                .service(checkins::waiting)
                .service(checkins::answer)
                .service(events::finish)
                .service(schedules::set_schedule)
                .service(schedules::clear_schedule)
                .service(events::event_standings)
                .service(events::hide_standings)
                .service(events::season_standings)
                .service(events::club_ratings)
                .service(events::player_ratings)
                .service(events::player_record)
                .configure(privacy::routes)
                .configure(webhooks::routes)
                .configure(money::routes)
                .configure(three_handed::routes),
        )
        .split_for_parts();
    api::document_path_refusals(&mut openapi);
    let routes = web::Data::new(api::routes::Routes::of(&openapi));
    app.app_data(routes)
        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", openapi))
        .service(health::metrics)
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
            refusals::no_route(&request)
        }))
        .wrap(actix_web::middleware::from_fn(throttle::settle_table_codes))
        .wrap(actix_web::middleware::from_fn(readiness::observe))
        .wrap(headers::security_headers())
        .wrap(actix_web::middleware::from_fn(https::enforce))
        .wrap(actix_web::middleware::from_fn(metrics::measure))
        .wrap(tracing_actix_web::TracingLogger::<
            request_spans::RequestSpans,
        >::new())
}
