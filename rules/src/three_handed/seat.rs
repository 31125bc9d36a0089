//! The three seats of a three-handed table and a value for each player.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::seat::serde_via_text;

/// A seat at a three-handed table, clockwise `N`, `E`, `W` (RULES.md 3: there is no South).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlayerSeat {
    North,
    East,
    West,
}

impl PlayerSeat {
    /// Every seat in clockwise order, starting at North.
    pub const ALL: [PlayerSeat; 3] = [PlayerSeat::North, PlayerSeat::East, PlayerSeat::West];

    /// The seat on this one's left: the next to deal and to call.
    pub fn next(self) -> PlayerSeat {
        match self {
            PlayerSeat::North => PlayerSeat::East,
            PlayerSeat::East => PlayerSeat::West,
            PlayerSeat::West => PlayerSeat::North,
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            PlayerSeat::North => "N",
            PlayerSeat::East => "E",
            PlayerSeat::West => "W",
        }
    }
}

impl fmt::Display for PlayerSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}

/// The text named no seat of a three-handed table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a seat of a three-handed table (N, E or W)")]
pub struct NotAPlayerSeat(String);

impl FromStr for PlayerSeat {
    type Err = NotAPlayerSeat;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_uppercase().as_str() {
            "N" | "NORTH" => Ok(PlayerSeat::North),
            "E" | "EAST" => Ok(PlayerSeat::East),
            "W" | "WEST" => Ok(PlayerSeat::West),
            _ => Err(NotAPlayerSeat(text.to_owned())),
        }
    }
}

serde_via_text!(PlayerSeat);

/// One value per player, written `{"N": .., "E": .., "W": ..}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerPlayer<T> {
    #[serde(rename = "N")]
    pub n: T,
    #[serde(rename = "E")]
    pub e: T,
    #[serde(rename = "W")]
    pub w: T,
}

impl<T> PerPlayer<T> {
    pub fn new(n: T, e: T, w: T) -> Self {
        PerPlayer { n, e, w }
    }

    pub fn get(&self, seat: PlayerSeat) -> &T {
        match seat {
            PlayerSeat::North => &self.n,
            PlayerSeat::East => &self.e,
            PlayerSeat::West => &self.w,
        }
    }

    pub fn get_mut(&mut self, seat: PlayerSeat) -> &mut T {
        match seat {
            PlayerSeat::North => &mut self.n,
            PlayerSeat::East => &mut self.e,
            PlayerSeat::West => &mut self.w,
        }
    }
}

impl<T: Copy + std::ops::Add<Output = T>> std::ops::Add for PerPlayer<T> {
    type Output = PerPlayer<T>;

    fn add(self, other: PerPlayer<T>) -> PerPlayer<T> {
        PerPlayer::new(self.n + other.n, self.e + other.e, self.w + other.w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deal_goes_round_three_seats() {
        assert_eq!(PlayerSeat::North.next(), PlayerSeat::East);
        assert_eq!(PlayerSeat::East.next(), PlayerSeat::West);
        assert_eq!(PlayerSeat::West.next(), PlayerSeat::North);
    }

    #[test]
    fn south_is_no_seat_of_a_three_handed_table() {
        assert_eq!("w".parse::<PlayerSeat>().unwrap(), PlayerSeat::West);
        assert_eq!(
            "S".parse::<PlayerSeat>().unwrap_err().to_string(),
            "\"S\" is not a seat of a three-handed table (N, E or W)"
        );
        let json = serde_json::to_string(&PerPlayer::new(1, -2, 3)).unwrap();
        assert_eq!(json, r#"{"N":1,"E":-2,"W":3}"#);
    }
}
