//! Events: a director registers who came, the server seats each round and creates its
//! games, and everything after follows from the hands the tables enter.

mod bracket;
mod change;
pub mod checkins;
mod clock;
mod entrants;
mod event;
mod format;
mod late;
mod playoff;
pub mod results;
mod rounds;
pub mod schedule;
mod seating;
pub mod standings;
mod state;
mod status;
mod views;

pub use self::clock::{close_rounds_out_of_time, run_clock};
pub use self::entrants::{register, reinstate, withdraw};
pub use self::event::{EventQuery, create, finish, list, match_terms, set_standings_hidden, view};
pub use self::format::{Format, MatchFormat};
pub use self::rounds::{
    SeatingBasis, check_seating_basis, close_round, reconcile_match, seat_round, seating_basis,
};
pub use self::state::{EventState, Seating, judge, not_found};
pub use self::status::{tell_if_ended, three_handed_place};
pub use self::views::clock_view;
