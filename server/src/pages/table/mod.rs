//! Table entry at `/t/{code}`, phones first: the players at a table enter each hand with
//! the table code printed on their card. Plain forms, so it works without JavaScript: "show
//! the score" scores the hand without storing it; "enter" stores it once, however often a
//! flaky connection makes the phone send it (the form carries an idempotency key), and only
//! onto the game as the phone saw it (the form carries the game's version). `/t` is where a
//! code is typed, for a phone that did not scan the card. With JavaScript, the page also
//! keeps hands on the phone while the Wi-Fi is down and sends them when it is back
//! (`offline`).

pub mod find;
pub mod form;
pub mod notice;
pub mod offline;
pub mod page;
pub mod review;
pub mod submit;
pub mod three_handed;
