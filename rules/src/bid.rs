//! Suits, bid levels, modes, bids and auction calls, with their text forms.

use std::fmt;
use std::str::FromStr;

use crate::house_rules::BidRanking;
use crate::seat::serde_via_text;

/// A card suit: the trump a bid whist bidder names, or the turned-up trump in whist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text named no suit.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a suit (clubs, diamonds, hearts or spades)")]
pub struct NotASuit(String);

impl FromStr for Suit {
    type Err = NotASuit;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let lower = text.trim().to_ascii_lowercase();
        match lower.strip_suffix('s').unwrap_or(&lower) {
            "club" => Ok(Suit::Clubs),
            "diamond" => Ok(Suit::Diamonds),
            "heart" => Ok(Suit::Hearts),
            "spade" => Ok(Suit::Spades),
            _ => Err(NotASuit(text.to_owned())),
        }
    }
}

/// How a bid whist hand is played: high cards win, low cards win, or no trumps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    Uptown,
    Downtown,
    Notrump,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Uptown, Mode::Downtown, Mode::Notrump];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Uptown => "uptown",
            Mode::Downtown => "downtown",
            Mode::Notrump => "notrump",
        }
    }

    /// The short form used in bids: `U`, `D`, `NT`.
    pub fn abbreviation(self) -> &'static str {
        match self {
            Mode::Uptown => "U",
            Mode::Downtown => "D",
            Mode::Notrump => "NT",
        }
    }

    fn from_text(text: &str) -> Option<Mode> {
        let squeezed: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '_' && *c != '-')
            .collect::<String>()
            .to_ascii_lowercase();
        match squeezed.as_str() {
            "u" | "up" | "uptown" => Some(Mode::Uptown),
            "d" | "down" | "downtown" => Some(Mode::Downtown),
            "nt" | "notrump" | "notrumps" => Some(Mode::Notrump),
            _ => None,
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text named no mode.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a mode (uptown, downtown or notrump)")]
pub struct NotAMode(String);

impl FromStr for Mode {
    type Err = NotAMode;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Mode::from_text(text).ok_or_else(|| NotAMode(text.to_owned()))
    }
}

/// Which way a notrump hand is played; for the record only, it never changes a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    Uptown,
    Downtown,
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Uptown => "uptown",
            Direction::Downtown => "downtown",
        })
    }
}

/// The text named no direction.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a direction (uptown or downtown)")]
pub struct NotADirection(String);

impl FromStr for Direction {
    type Err = NotADirection;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match Mode::from_text(text) {
            Some(Mode::Uptown) => Ok(Direction::Uptown),
            Some(Mode::Downtown) => Ok(Direction::Downtown),
            _ => Err(NotADirection(text.to_owned())),
        }
    }
}

/// A bid level: the number of books over six a side undertakes, 1 to 7.
///
/// Which levels a club allows starts at its `min_bid`; that is a house rule and is checked
/// against the rules, not here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MAX: u8 = 7;

    /// A level from 1 to 7; `None` otherwise.
    pub fn new(level: u8) -> Option<Level> {
        (1..=Self::MAX).contains(&level).then_some(Level(level))
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// The books the bidding side needs, the kitty included: six plus the level.
    pub fn books_needed(self) -> u8 {
        6 + self.0
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A bid: a level and a mode, written `4NT`, `3U`, `5D`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bid {
    pub level: Level,
    pub mode: Mode,
}

impl Bid {
    pub fn new(level: Level, mode: Mode) -> Bid {
        Bid { level, mode }
    }

    /// Whether this bid overcalls `other` under the club's ranking. Equal bids never do.
    pub fn beats(self, other: Bid, ranking: BidRanking) -> bool {
        self.rank(ranking) > other.rank(ranking)
    }

    /// A sort key: bids with equal keys are equal in the auction.
    fn rank(self, ranking: BidRanking) -> (u8, u8) {
        (self.level.get(), mode_rank(ranking, self.mode))
    }
}

/// How a mode ranks against the others of the same level under `ranking` (RULES.md 1.2):
/// modes of equal rank cannot overcall each other.
pub(crate) fn mode_rank(ranking: BidRanking, mode: Mode) -> u8 {
    match (ranking, mode) {
        (BidRanking::LevelOnly, _)
        | (BidRanking::NotrumpHigh | BidRanking::DowntownOverUptown, Mode::Uptown)
        | (BidRanking::NotrumpHigh, Mode::Downtown) => 0,
        (BidRanking::DowntownOverUptown, Mode::Downtown)
        | (BidRanking::NotrumpHigh, Mode::Notrump) => 1,
        (BidRanking::DowntownOverUptown, Mode::Notrump) => 2,
    }
}

/// Splits a bid as written (`4NT`, `10 uptown`) into its number and its mode.
pub(crate) fn read_bid_text(text: &str) -> Option<(u32, Mode)> {
    let trimmed = text.trim();
    let digits_end = trimmed
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(trimmed.len());
    let (digits, mode_text) = trimmed.split_at(digits_end);
    Some((digits.parse().ok()?, Mode::from_text(mode_text)?))
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.mode.abbreviation())
    }
}

/// Text that is not a bid or a pass.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BidParseError {
    #[error("\"{0}\" is not a bid (write it like 4U, 3D, 4NT, 4 no trump or pass)")]
    Unreadable(String),
    #[error("\"{text}\": {level} is above the maximum bid of 7")]
    AboveMaximum { text: String, level: u32 },
    #[error("\"{0}\": a bid is at least 1 book over six")]
    Zero(String),
}

impl FromStr for Bid {
    type Err = BidParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (level, mode) =
            read_bid_text(text).ok_or_else(|| BidParseError::Unreadable(text.to_owned()))?;
        let level = match u8::try_from(level).ok().and_then(Level::new) {
            Some(level) => level,
            None if level == 0 => return Err(BidParseError::Zero(text.to_owned())),
            None => {
                return Err(BidParseError::AboveMaximum {
                    text: text.to_owned(),
                    level,
                });
            }
        };
        Ok(Bid::new(level, mode))
    }
}

/// One seat's turn in the auction: a pass or a bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Bid(Bid),
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("pass"),
            Call::Bid(bid) => bid.fmt(f),
        }
    }
}

impl FromStr for Call {
    type Err = BidParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Ok(Call::Pass)
        } else {
            text.parse().map(Call::Bid)
        }
    }
}

serde_via_text!(Suit, Mode, Direction, Bid, Call);

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(text: &str) -> Bid {
        text.parse().unwrap()
    }

    #[test]
    fn bids_parse_in_every_spelling_the_rule_book_names() {
        let four_nt = Bid::new(Level::new(4).unwrap(), Mode::Notrump);
        for text in [
            "4NT",
            "4nt",
            "4 no trump",
            "4 notrump",
            "4 No Trump",
            " 4 NT ",
        ] {
            assert_eq!(bid(text), four_nt, "{text}");
        }
        assert_eq!(bid("3D").mode, Mode::Downtown);
        assert_eq!(bid("3 downtown").mode, Mode::Downtown);
        assert_eq!(bid("5u").mode, Mode::Uptown);
        assert_eq!(bid("5 Uptown").level.get(), 5);
        assert_eq!("PASS".parse::<Call>().unwrap(), Call::Pass);
    }

    #[test]
    fn bids_display_in_short_form_and_round_trip() {
        for text in ["1U", "3D", "4NT", "7NT"] {
            assert_eq!(bid(text).to_string(), text);
        }
        assert_eq!(Call::Pass.to_string(), "pass");
    }

    #[test]
    fn impossible_bids_are_refused_with_the_reason() {
        assert_eq!(
            "8NT".parse::<Bid>().unwrap_err().to_string(),
            "\"8NT\": 8 is above the maximum bid of 7"
        );
        assert!(matches!("0U".parse::<Bid>(), Err(BidParseError::Zero(_))));
        for text in ["", "NT", "4", "4X", "4H", "four uptown", "pas"] {
            assert!(text.parse::<Call>().is_err(), "{text} should not parse");
        }
    }

    #[test]
    fn notrump_high_ranking_puts_notrump_over_equal_uptown_and_downtown() {
        let r = BidRanking::NotrumpHigh;
        assert!(bid("3NT").beats(bid("3U"), r));
        assert!(bid("3NT").beats(bid("3D"), r));
        assert!(!bid("3D").beats(bid("3U"), r));
        assert!(!bid("3U").beats(bid("3D"), r));
        assert!(bid("4U").beats(bid("3NT"), r));
        assert!(!bid("4NT").beats(bid("4NT"), r));
    }

    #[test]
    fn downtown_over_uptown_ranking_orders_all_three_modes() {
        let r = BidRanking::DowntownOverUptown;
        assert!(bid("3D").beats(bid("3U"), r));
        assert!(bid("3NT").beats(bid("3D"), r));
        assert!(!bid("3U").beats(bid("3D"), r));
        assert!(bid("4U").beats(bid("3NT"), r));
    }

    #[test]
    fn level_only_ranking_needs_a_higher_level() {
        let r = BidRanking::LevelOnly;
        assert!(!bid("3NT").beats(bid("3U"), r));
        assert!(!bid("3D").beats(bid("3U"), r));
        assert!(bid("4U").beats(bid("3NT"), r));
    }

    #[test]
    fn suits_and_directions_parse() {
        assert_eq!("Hearts".parse::<Suit>().unwrap(), Suit::Hearts);
        assert_eq!("spade".parse::<Suit>().unwrap(), Suit::Spades);
        assert!("none".parse::<Suit>().is_err());
        assert_eq!(
            "downtown".parse::<Direction>().unwrap(),
            Direction::Downtown
        );
        assert!("notrump".parse::<Direction>().is_err());
    }
}
