//! Seats at the table and the two partnerships they form.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A seat at a four-player table, named by compass point, clockwise `N`, `E`, `S`, `W`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    North,
    East,
    South,
    West,
}

impl Seat {
    /// All seats in clockwise order, starting at North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The seat on this seat's left: the next dealer, and the next to call.
    pub fn next(self) -> Seat {
        Seat::ALL[(self.index() + 1) % 4]
    }

    /// The partnership this seat belongs to.
    pub fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// The one-letter name used in records and on screen.
    pub fn letter(self) -> &'static str {
        ["N", "E", "S", "W"][self.index()]
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}

/// The text was not one of `N`, `E`, `S`, `W` (or `NS`, `EW` for a side).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not {expected}")]
pub struct NotASeat {
    text: String,
    expected: &'static str,
}

impl FromStr for Seat {
    type Err = NotASeat;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_uppercase().as_str() {
            "N" | "NORTH" => Ok(Seat::North),
            "E" | "EAST" => Ok(Seat::East),
            "S" | "SOUTH" => Ok(Seat::South),
            "W" | "WEST" => Ok(Seat::West),
            _ => Err(NotASeat {
                text: text.to_owned(),
                expected: "a seat (N, E, S or W)",
            }),
        }
    }
}

/// One of the two partnerships: North–South or East–West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    NorthSouth,
    EastWest,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    pub fn other(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// The two-letter name used in records and on screen.
    pub fn letters(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letters())
    }
}

impl FromStr for Side {
    type Err = NotASeat;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_uppercase().as_str() {
            "NS" | "N/S" | "N-S" => Ok(Side::NorthSouth),
            "EW" | "E/W" | "E-W" => Ok(Side::EastWest),
            _ => Err(NotASeat {
                text: text.to_owned(),
                expected: "a side (NS or EW)",
            }),
        }
    }
}

/// Serialises a type through its `Display` and parses it back through `FromStr`, so the
/// JSON spelling and the text spelling of seats, sides, bids and suits can never drift apart.
macro_rules! serde_via_text {
    ($($ty:ty),+ $(,)?) => {$(
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    )+};
}
pub(crate) use serde_via_text;

serde_via_text!(Seat, Side);

/// One value per side, written `{"NS": .., "EW": ..}` in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerSide<T> {
    #[serde(rename = "NS")]
    pub ns: T,
    #[serde(rename = "EW")]
    pub ew: T,
}

impl<T> PerSide<T> {
    pub fn new(ns: T, ew: T) -> Self {
        PerSide { ns, ew }
    }

    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::NorthSouth => &self.ns,
            Side::EastWest => &self.ew,
        }
    }

    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::NorthSouth => &mut self.ns,
            Side::EastWest => &mut self.ew,
        }
    }

    /// `value` for `side` and `rest` for the other side.
    pub fn one(side: Side, value: T, rest: T) -> Self {
        match side {
            Side::NorthSouth => PerSide::new(value, rest),
            Side::EastWest => PerSide::new(rest, value),
        }
    }
}

impl<T: Copy + std::ops::Add<Output = T>> std::ops::Add for PerSide<T> {
    type Output = PerSide<T>;

    fn add(self, other: PerSide<T>) -> PerSide<T> {
        PerSide::new(self.ns + other.ns, self.ew + other.ew)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_passes_clockwise_and_wraps() {
        assert_eq!(Seat::North.next(), Seat::East);
        assert_eq!(Seat::West.next(), Seat::North);
    }

    #[test]
    fn partners_sit_opposite() {
        assert_eq!(Seat::North.side(), Seat::South.side());
        assert_eq!(Seat::East.side(), Side::EastWest);
        assert_eq!(Side::EastWest.other(), Side::NorthSouth);
    }

    #[test]
    fn seats_and_sides_parse_case_insensitively_and_reject_others() {
        assert_eq!("w".parse::<Seat>().unwrap(), Seat::West);
        assert_eq!("ns".parse::<Side>().unwrap(), Side::NorthSouth);
        let error = "X".parse::<Seat>().unwrap_err();
        assert_eq!(error.to_string(), "\"X\" is not a seat (N, E, S or W)");
        assert!("NE".parse::<Side>().is_err());
    }

    #[test]
    fn per_side_is_written_with_side_names() {
        let json = serde_json::to_string(&PerSide::new(3, -4)).unwrap();
        assert_eq!(json, r#"{"NS":3,"EW":-4}"#);
    }
}
