//! The HTML pages: public pages of clubs, events, seasons and games, and table entry for
//! the players at `/t/{code}`. They render from the same services as the API, in the
//! reader's language, with no asset from outside the server.

mod calendar;
mod chart;
mod clock;
mod console;
mod display;
mod extract;
pub mod framing;
mod hand_form;
mod house_rules;
pub mod i18n;
mod live;
mod notices;
mod players;
mod public;
mod qr;
mod refusals;
pub mod render;
mod score;
mod table;
mod tagged;

use actix_web::web;

pub fn configure(config: &mut web::ServiceConfig) {
    config
        .service(public::clubs::home_page)
        .service(public::clubs::club_page)
        .service(public::calendars::club_calendar)
        .service(public::calendars::season_calendar)
        .service(public::calendars::event_calendar)
        .service(public::embeds::latest_results)
        .service(public::embeds::next_event)
        .service(public::embeds::season_standings)
        .service(public::results_feeds::json_feed)
        .service(public::results_feeds::atom_feed)
        .service(public::rule_book::rule_book_page)
        .service(public::events::event_page)
        .service(public::events::event_standings_fragment)
        .service(public::events::projector_page)
        .service(public::seats::pick_page)
        .service(public::checkin::checkin_page)
        .service(public::checkin::checkin_post)
        .service(public::seats::seat_page)
        .service(players::player_page)
        .service(live::event_live)
        .service(live::evening_live)
        .service(live::wall_live)
        .service(live::clock_live)
        .service(public::games::game_page)
        .service(public::three_handed::three_handed_page)
        .service(public::seasons::season_page)
        .service(public::seasons::season_csv)
        .service(table::find::find_table)
        // Before `/t/{code}`, which would take these paths as table codes.
        .service(table::offline::table_script)
        .service(table::offline::service_worker)
        .service(table::page::table_page_get)
        .service(table::submit::table_page_post)
        .service(table::three_handed::three_table_post)
        .service(table::three_handed::three_table_get)
        .service(table::review::table_review_post)
        .service(console::login::login_page)
        .service(console::login::login)
        .service(console::login::logout)
        .service(console::login::sessions_page)
        .service(console::login::end_session)
        .service(console::home::home)
        .service(console::accounts::accounts_page)
        .service(console::accounts::create_account)
        .service(console::accounts::account_action)
        .service(console::clubs::clubs_page)
        .service(console::clubs::create_club)
        .service(console::clubs::set_embedding)
        .service(console::clubs::add_to_club)
        .service(console::home::create_event)
        // Before the event's `{action}` forms, which would take `money`, `payments`, `pot`.
        .service(console::money::money_page)
        .service(console::money::money_csv)
        .service(console::money::set_terms)
        .service(console::money::take_payment)
        .service(console::money::choose_pot)
        .service(console::money::remove_payment)
        .service(console::event::event_page)
        .service(console::event::event_action)
        .service(console::cards::table_cards)
        .service(console::players::player_page)
        .service(console::players::player_action)
        .service(console::webhooks::webhooks_page)
        .service(console::webhooks::add_webhook)
        .service(console::webhooks::remove_webhook)
        .service(console::webhooks::webhook_page)
        .service(console::webhooks::replay_delivery)
        .service(console::corrections::game_page)
        .service(console::three_handed::game_page)
        .service(console::three_handed::undo)
        .service(console::three_handed::create)
        .service(console::corrections::correct_hand);
}
