//! The HTML pages: public pages of clubs, events, seasons and games, and table entry for
//! the players at `/t/{code}`. They render from the same services as the API, in the
//! reader's language, with no asset from outside the server.

mod chart;
mod csv;
mod director;
mod extract;
mod house_rules;
pub mod i18n;
mod live;
mod notices;
mod players;
mod public;
mod refusals;
pub mod render;
mod table_entry;

use actix_web::web;

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(public::home_page)
        .service(public::club_page)
        .service(public::event_page)
        .service(public::event_standings_fragment)
        .service(public::projector_page)
        .service(players::player_page)
        .service(live::event_live)
        .service(public::game_page)
        .service(public::season_page)
        .service(public::season_csv)
        .service(table_entry::table_page_get)
        .service(table_entry::table_page_post)
        .service(table_entry::table_review_post)
        .service(director::login_page)
        .service(director::login)
        .service(director::logout)
        .service(director::sessions_page)
        .service(director::end_session)
        .service(director::home)
        .service(director::create_event)
        .service(director::event_page)
        .service(director::event_action)
        .service(director::table_cards)
        .service(director::game_page)
        .service(director::correct_hand);
}
