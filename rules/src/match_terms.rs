//! How a table is won at an event (RULES.md 1.9): what its match plays (games, a best-of,
//! a number of hands, a clock, or hands won), what a forfeit adds, and what a bye scores.
//! These decide who wins a table, never a hand's score.

use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

/// The most points a forfeit may add, like every point bonus of the house rules.
const MOST_FORFEIT_POINTS: u8 = 99;

/// What a table's match plays, stored and sent as `{"games": N}`, `{"best_of": N}`,
/// `{"hands": N}`, `{"minutes": M}` or `{"hands_won": K, "counts_double": [...]}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchPlay {
    /// This many games in turn.
    Games(u32),
    /// Games until a side has won more than half of this many.
    BestOf(u32),
    /// One game of exactly this many hands.
    Hands(u32),
    /// One game to the target, or until the round's clock of this many minutes runs out,
    /// whichever comes first; then the leading score decides ("50 minutes or 500 points").
    Minutes(u32),
    /// One game that the first side to win this many hands wins (T: "best 3 of 5 hands").
    HandsWon(HandsWon),
}

impl Default for MatchPlay {
    fn default() -> MatchPlay {
        MatchPlay::Games(1)
    }
}

/// A match of hands won: each hand goes to the bidding side if made, to the defenders if
/// set (a thrown-in hand to nobody), and the first side to win `count` wins. A Boston or a
/// notrump hand may count as two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandsWon {
    pub count: u8,
    pub boston_counts_double: bool,
    pub notrump_counts_double: bool,
}

/// A hand that may count as two in a match of hands won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DoubleHand {
    Boston,
    Notrump,
}

impl HandsWon {
    /// How many hands a hand won counts as.
    pub fn weight(self, boston: bool, notrump: bool) -> u32 {
        if (boston && self.boston_counts_double) || (notrump && self.notrump_counts_double) {
            2
        } else {
            1
        }
    }

    fn counts_double(self) -> Vec<DoubleHand> {
        [
            (self.boston_counts_double, DoubleHand::Boston),
            (self.notrump_counts_double, DoubleHand::Notrump),
        ]
        .into_iter()
        .filter_map(|(counts, hand)| counts.then_some(hand))
        .collect()
    }

    fn new(count: u8, counts_double: &[DoubleHand]) -> HandsWon {
        HandsWon {
            count,
            boston_counts_double: counts_double.contains(&DoubleHand::Boston),
            notrump_counts_double: counts_double.contains(&DoubleHand::Notrump),
        }
    }

    /// Reads the game option `hands_won`: a count (`3`), or a count with the hands that count
    /// as two (`{"count": 3, "counts_double": ["boston"]}`).
    pub fn from_option(value: &Value) -> Result<HandsWon, String> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Written {
            count: u8,
            #[serde(default)]
            counts_double: Vec<DoubleHand>,
        }
        let written = match value {
            Value::Number(_) => Written {
                count: u8::deserialize(value).map_err(|error| error.to_string())?,
                counts_double: Vec::new(),
            },
            _ => Written::deserialize(value).map_err(|error| error.to_string())?,
        };
        Ok(HandsWon::new(written.count, &written.counts_double))
    }
}

/// The game option as written out in full: `{"count": 3, "counts_double": ["boston"]}`.
impl Serialize for HandsWon {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde_json::json!({ "count": self.count, "counts_double": self.counts_double() })
            .serialize(serializer)
    }
}

/// What a partnership with a bye scores for its round (RULES.md 1.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ByeScore {
    /// Nothing: the round is not counted for it.
    #[default]
    Nothing,
    /// A game won, with no points.
    Win,
    /// A game won, with the average score of that round's winners (Kansas City).
    Average,
}

/// How a table's match within a round is decided: what it plays, the points a forfeit adds
/// to its winner, and what a bye scores. Written as one object, the play's own key with the
/// others beside it where they are not their defaults:
/// `{"hands_won": 3, "counts_double": ["boston"], "forfeit_points": 5, "bye_score": "average"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(try_from = "MatchWritten", into = "MatchWritten")]
pub struct MatchFormat {
    pub play: MatchPlay,
    /// Added to the winner of a table awarded by forfeit (C, "the five-minute rule").
    pub forfeit_points: u8,
    pub bye_score: ByeScore,
}

impl From<MatchPlay> for MatchFormat {
    fn from(play: MatchPlay) -> MatchFormat {
        MatchFormat {
            play,
            ..MatchFormat::default()
        }
    }
}

impl MatchFormat {
    /// The most games a match can take.
    pub fn most_games(self) -> u32 {
        match self.play {
            MatchPlay::Games(count) | MatchPlay::BestOf(count) => count,
            MatchPlay::Hands(_) | MatchPlay::Minutes(_) | MatchPlay::HandsWon(_) => 1,
        }
    }

    /// The minutes each round's clock starts at when the round is seated, for a match
    /// played against the clock.
    pub fn round_minutes(self) -> Option<u32> {
        match self.play {
            MatchPlay::Minutes(minutes) => Some(minutes),
            _ => None,
        }
    }

    /// The hands each game is limited to.
    pub fn hand_limit(self) -> Option<i32> {
        match self.play {
            MatchPlay::Hands(count) => i32::try_from(count).ok(),
            _ => None,
        }
    }

    /// The hands-won terms its games are played to, if it plays hands won.
    pub fn hands_won(self) -> Option<HandsWon> {
        match self.play {
            MatchPlay::HandsWon(terms) => Some(terms),
            _ => None,
        }
    }
}

/// The match as written: one play's key, and the rest where they are not their defaults.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MatchWritten {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    games: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    best_of: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hands: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    minutes: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hands_won: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    counts_double: Vec<DoubleHand>,
    #[serde(default, skip_serializing_if = "is_zero")]
    forfeit_points: u8,
    #[serde(default, skip_serializing_if = "is_nothing")]
    bye_score: ByeScore,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_zero(points: &u8) -> bool {
    *points == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_nothing(score: &ByeScore) -> bool {
    *score == ByeScore::Nothing
}

impl TryFrom<MatchWritten> for MatchFormat {
    type Error = String;

    fn try_from(written: MatchWritten) -> Result<MatchFormat, String> {
        let plays: Vec<MatchPlay> = [
            written.games.map(MatchPlay::Games),
            written.best_of.map(MatchPlay::BestOf),
            written.hands.map(MatchPlay::Hands),
            written.minutes.map(MatchPlay::Minutes),
            written
                .hands_won
                .map(|count| MatchPlay::HandsWon(HandsWon::new(count, &written.counts_double))),
        ]
        .into_iter()
        .flatten()
        .collect();
        let play = match plays.as_slice() {
            [play] => *play,
            _ => {
                return Err(
                    "a match names one of games, best_of, hands, minutes or hands_won".to_owned(),
                );
            }
        };
        if !written.counts_double.is_empty() && !matches!(play, MatchPlay::HandsWon(_)) {
            return Err("counts_double is for a match of hands_won".to_owned());
        }
        if written.forfeit_points > MOST_FORFEIT_POINTS {
            return Err(format!(
                "forfeit_points {} is out of range (0 to {MOST_FORFEIT_POINTS})",
                written.forfeit_points
            ));
        }
        Ok(MatchFormat {
            play,
            forfeit_points: written.forfeit_points,
            bye_score: written.bye_score,
        })
    }
}

impl From<MatchFormat> for MatchWritten {
    fn from(format: MatchFormat) -> MatchWritten {
        let mut written = MatchWritten {
            forfeit_points: format.forfeit_points,
            bye_score: format.bye_score,
            ..MatchWritten::default()
        };
        match format.play {
            MatchPlay::Games(count) => written.games = Some(count),
            MatchPlay::BestOf(count) => written.best_of = Some(count),
            MatchPlay::Hands(count) => written.hands = Some(count),
            MatchPlay::Minutes(minutes) => written.minutes = Some(minutes),
            MatchPlay::HandsWon(terms) => {
                written.hands_won = Some(terms.count);
                written.counts_double = terms.counts_double();
            }
        }
        written
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_match_is_written_as_its_play_with_the_rest_where_not_default() {
        let timed: MatchFormat = serde_json::from_value(json!({"minutes": 50})).unwrap();
        assert_eq!(timed, MatchFormat::from(MatchPlay::Minutes(50)));
        assert_eq!(timed.most_games(), 1);
        assert_eq!(timed.round_minutes(), Some(50));
        assert_eq!(serde_json::to_value(timed).unwrap(), json!({"minutes": 50}));
        let chicago = json!({"hands_won": 3, "counts_double": ["boston", "notrump"],
                             "forfeit_points": 2, "bye_score": "average"});
        let read: MatchFormat = serde_json::from_value(chicago.clone()).unwrap();
        assert_eq!(
            read.hands_won(),
            Some(HandsWon {
                count: 3,
                boston_counts_double: true,
                notrump_counts_double: true
            })
        );
        assert_eq!(
            (read.forfeit_points, read.bye_score),
            (2, ByeScore::Average)
        );
        assert_eq!(serde_json::to_value(read).unwrap(), chicago);
    }

    #[test]
    fn a_match_names_exactly_one_play() {
        for wrong in [
            json!({"minutes": 50, "games": 2}),
            json!({}),
            json!({"bye_score": "win"}),
            json!({"games": 1, "counts_double": ["boston"]}),
            json!({"games": 1, "rounds": 2}),
            json!({"games": 1, "forfeit_points": 100}),
        ] {
            assert!(
                serde_json::from_value::<MatchFormat>(wrong.clone()).is_err(),
                "{wrong}"
            );
        }
    }

    #[test]
    fn the_game_option_takes_a_count_or_the_whole_terms() {
        assert_eq!(
            HandsWon::from_option(&json!(3)).unwrap(),
            HandsWon {
                count: 3,
                boston_counts_double: false,
                notrump_counts_double: false
            }
        );
        let terms =
            HandsWon::from_option(&json!({"count": 2, "counts_double": ["notrump"]})).unwrap();
        assert!(terms.notrump_counts_double && !terms.boston_counts_double);
        assert_eq!(
            serde_json::to_value(terms).unwrap(),
            json!({"count": 2, "counts_double": ["notrump"]})
        );
        assert!(HandsWon::from_option(&json!({"count": 2, "counts_double": ["slam"]})).is_err());
        assert_eq!(terms.weight(false, true), 2);
        assert_eq!(terms.weight(true, false), 1);
    }
}
