//! The rules crate's tests, in one binary: the rule book's worked examples, cases written
//! independently of the code, properties of random games, schedules and standings.

mod club_night;
mod fuzz_regressions;
mod house_rules_more;
mod independent_cases;
mod movements;
mod properties;
mod record_errors;
mod rest_of_evening;
mod rotating_partnerships;
mod rule_book;
mod standings;
mod tally;
mod team_events;
mod three_handed;
mod three_handed_properties;
mod whist_drive;
mod whist_tournaments;
