//! The director's console: log in, set the club up (its players and seasons; an admin its
//! accounts), then run an event from a laptop: create it, register and withdraw players,
//! seat and close rounds, finish the event, accept disputed hands, take a hand back or
//! correct it, print the table cards, and keep the money (fees, payments, prizes); and
//! start a three-handed game for three of the club's players. Every
//! page and form runs as the session's director (`session`), through the same services,
//! and the same checks of who may do what, as the API.

pub mod accounts;
pub mod cards;
pub mod clubs;
pub mod corrections;
pub mod event;
pub mod home;
pub mod login;
pub mod money;
pub mod players;
pub mod session;
pub mod three_handed;
pub mod webhooks;
