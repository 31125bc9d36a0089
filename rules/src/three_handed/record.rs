//! A three-handed game's record: its hands as a table reports them, read in two steps like
//! the four-handed games' (the shape first, then the checks that need only the game), and
//! written back in the same shape.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::bid::{Direction, Mode, Suit};
use crate::error::{HandProblem, RecordError};
use crate::record::read_raw;

use super::bid::{ThreeHandedBid, ThreeHandedCall};
use super::error::{ThreeHandedError, ThreeHandedProblem};
use super::kind::ThreeHandedKind;
use super::rules::ThreeHandedRules;
use super::seat::{PerPlayer, PlayerSeat};

/// A whole three-handed game as the table played it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreeHandedRecord {
    pub rules: ThreeHandedRules,
    pub hands: Vec<ThreeHandedHand>,
}

/// One hand, checked against what its game allows (RULES.md 3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreeHandedHand {
    pub dealer: PlayerSeat,
    /// The calls in order, starting left of the dealer, when the table recorded them.
    pub auction: Option<Vec<ThreeHandedCall>>,
    /// `None` only for a hand everybody passed.
    pub contract: Option<ThreeHandedContract>,
    pub books: Option<BooksTaken>,
    pub reneges: Vec<PlayerRenege>,
}

/// The winning bid and who made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreeHandedContract {
    pub bidder: PlayerSeat,
    pub bid: ThreeHandedBid,
    /// For the record only.
    pub trump: Option<Suit>,
    /// For the record only.
    pub direction: Option<Direction>,
}

/// The books as the table reported them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BooksTaken {
    /// The bidder's (with the kitty in cutthroat, with the dummy's in dummy whist).
    Bidder(u8),
    /// Every player's, which make the deal's books (cutthroat only).
    Each(PerPlayer<u8>),
}

/// A renege: the seat that failed to follow suit, and the trick where known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerRenege {
    pub seat: PlayerSeat,
    pub trick: Option<u8>,
}

// ---- The shapes, unchecked ----

/// A three-handed hand as reported, unchecked.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThreeHandedReport {
    pub dealer: PlayerSeat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Vec<ThreeHandedCall>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<ThreeHandedContractReport>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub books: Option<PlayerBooksReport>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reneges: Vec<PlayerRenegeReport>,
}

/// The contract as reported.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThreeHandedContractReport {
    pub bidder: PlayerSeat,
    pub level: i64,
    pub mode: Mode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Suit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
}

/// Books as reported: the bidder's (`11`) or every player's (`{"N": 9, "E": 5, "W": 4}`).
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum PlayerBooksReport {
    Bidder(i64),
    Each(PerPlayer<i64>),
}

impl<'de> Deserialize<'de> for PlayerBooksReport {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match Value::deserialize(deserializer)? {
            Value::Number(number) => number
                .as_i64()
                .map(PlayerBooksReport::Bidder)
                .ok_or_else(|| D::Error::custom(format!("{number} is not a whole number"))),
            each @ Value::Object(_) => PerPlayer::deserialize(each)
                .map(PlayerBooksReport::Each)
                .map_err(D::Error::custom),
            other => Err(D::Error::custom(format!(
                "{other} is not a count: give the bidder's books (11) or every player's ({{\"N\": 9, \"E\": 5, \"W\": 4}})"
            ))),
        }
    }
}

/// A renege as reported.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerRenegeReport {
    pub seat: PlayerSeat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trick: Option<i64>,
}

// ---- Reading ----

impl ThreeHandedRecord {
    /// Reads a record of `game` from the object that named it (its `rules` and `hands`).
    pub fn from_object(
        game: ThreeHandedKind,
        object: &Map<String, Value>,
    ) -> Result<ThreeHandedRecord, RecordError> {
        let rules =
            ThreeHandedRules::from_options(game, object.get("rules").unwrap_or(&Value::Null))?;
        let hands = match object.get("hands") {
            None => {
                return Err(RecordError::Malformed {
                    field: "hands".to_owned(),
                    reason: "is missing (a list of hands, which may be empty)".to_owned(),
                });
            }
            Some(Value::Array(hands)) => hands,
            Some(_) => {
                return Err(RecordError::Malformed {
                    field: "hands".to_owned(),
                    reason: "must be a list of hands".to_owned(),
                });
            }
        };
        let hands = hands
            .iter()
            .enumerate()
            .map(|(index, hand)| {
                ThreeHandedHand::from_value(game, hand).map_err(|error| RecordError::PlayerHand {
                    number: index + 1,
                    error,
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(ThreeHandedRecord { rules, hands })
    }

    /// The record as JSON, rules written out in full.
    pub fn to_value(&self) -> Value {
        let hands: Vec<ThreeHandedReport> = self.hands.iter().cloned().map(Into::into).collect();
        serde_json::json!({ "game": self.rules.game, "rules": self.rules, "hands": hands })
    }
}

impl ThreeHandedHand {
    /// Reads and checks one hand object of a game of `game`.
    pub fn from_value(
        game: ThreeHandedKind,
        value: &Value,
    ) -> Result<ThreeHandedHand, ThreeHandedError> {
        ThreeHandedHand::check(game, read_shape(value)?)
    }

    /// Checks a report against what `game` allows: bid numbers, books, trick numbers.
    pub fn check(
        game: ThreeHandedKind,
        raw: ThreeHandedReport,
    ) -> Result<ThreeHandedHand, ThreeHandedError> {
        let contract = raw.contract.map(|raw| contract(game, &raw)).transpose()?;
        let books = raw.books.map(|raw| books(game, &raw)).transpose()?;
        let reneges = raw
            .reneges
            .into_iter()
            .enumerate()
            .map(|(index, renege)| {
                let trick = renege
                    .trick
                    .map(|trick| {
                        u8::try_from(trick)
                            .ok()
                            .filter(|trick| (1..=game.tricks_per_deal()).contains(trick))
                            .ok_or_else(|| {
                                ThreeHandedError::new(
                                    format!("reneges[{index}].trick"),
                                    ThreeHandedProblem::TrickNumberOutOfRange(
                                        trick,
                                        game.tricks_per_deal(),
                                    ),
                                )
                            })
                    })
                    .transpose()?;
                Ok(PlayerRenege {
                    seat: renege.seat,
                    trick,
                })
            })
            .collect::<Result<_, ThreeHandedError>>()?;
        Ok(ThreeHandedHand {
            dealer: raw.dealer,
            auction: raw.auction,
            contract,
            books,
            reneges,
        })
    }

    /// The hand object as JSON.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(ThreeHandedReport::from(self.clone()))
            .expect("a hand always serialises")
    }
}

/// Reads the shape of a hand; serde's complaint becomes a problem naming the field.
fn read_shape<T: DeserializeOwned>(value: &Value) -> Result<T, ThreeHandedError> {
    read_raw(value).map_err(|error| {
        let problem = match error.problem {
            HandProblem::Missing => ThreeHandedProblem::Missing,
            other => ThreeHandedProblem::Malformed(other.to_string()),
        };
        ThreeHandedError::new(error.field, problem)
    })
}

fn contract(
    game: ThreeHandedKind,
    raw: &ThreeHandedContractReport,
) -> Result<ThreeHandedContract, ThreeHandedError> {
    let level = u8::try_from(raw.level)
        .ok()
        .filter(|level| game.levels().contains(level))
        .ok_or_else(|| {
            ThreeHandedError::new(
                "contract.level",
                ThreeHandedProblem::LevelOutOfRange {
                    level: raw.level,
                    game,
                },
            )
        })?;
    match (raw.mode, raw.trump, raw.direction) {
        (Mode::Notrump, Some(suit), _) => Err(ThreeHandedError::new(
            "contract.trump",
            ThreeHandedProblem::TrumpInNotrump(suit),
        )),
        (mode @ (Mode::Uptown | Mode::Downtown), _, Some(direction)) => Err(ThreeHandedError::new(
            "contract.direction",
            ThreeHandedProblem::DirectionWithTrumps { direction, mode },
        )),
        _ => Ok(ThreeHandedContract {
            bidder: raw.bidder,
            bid: ThreeHandedBid {
                level,
                mode: raw.mode,
            },
            trump: raw.trump,
            direction: raw.direction,
        }),
    }
}

fn books(game: ThreeHandedKind, raw: &PlayerBooksReport) -> Result<BooksTaken, ThreeHandedError> {
    match *raw {
        PlayerBooksReport::Bidder(count) => u8::try_from(count)
            .ok()
            .filter(|count| (game.fewest_books()..=game.books_per_deal()).contains(count))
            .map(BooksTaken::Bidder)
            .ok_or_else(|| {
                ThreeHandedError::new(
                    "books",
                    ThreeHandedProblem::BooksOutOfRange { value: count, game },
                )
            }),
        PlayerBooksReport::Each(_) if game == ThreeHandedKind::DummyWhist => Err(
            ThreeHandedError::new("books", ThreeHandedProblem::BooksPerPlayerInDummyWhist),
        ),
        PlayerBooksReport::Each(counts) => {
            let mut each = PerPlayer::default();
            for seat in PlayerSeat::ALL {
                let count = *counts.get(seat);
                *each.get_mut(seat) = u8::try_from(count)
                    .ok()
                    .filter(|count| *count <= game.books_per_deal())
                    .ok_or_else(|| {
                        ThreeHandedError::new(
                            format!("books.{seat}"),
                            ThreeHandedProblem::PlayerBooksOutOfRange { value: count, game },
                        )
                    })?;
            }
            let total = counts.n + counts.e + counts.w;
            if total == i64::from(game.books_per_deal()) {
                Ok(BooksTaken::Each(each))
            } else {
                Err(ThreeHandedError::new(
                    "books",
                    ThreeHandedProblem::BooksDoNotAddUp { total, game },
                ))
            }
        }
    }
}

// ---- Writing back ----

impl From<ThreeHandedHand> for ThreeHandedReport {
    fn from(hand: ThreeHandedHand) -> Self {
        ThreeHandedReport {
            dealer: hand.dealer,
            auction: hand.auction,
            contract: hand.contract.map(|contract| ThreeHandedContractReport {
                bidder: contract.bidder,
                level: i64::from(contract.bid.level),
                mode: contract.bid.mode,
                trump: contract.trump,
                direction: contract.direction,
            }),
            books: hand.books.map(|books| match books {
                BooksTaken::Bidder(count) => PlayerBooksReport::Bidder(i64::from(count)),
                BooksTaken::Each(each) => PlayerBooksReport::Each(PerPlayer::new(
                    i64::from(each.n),
                    i64::from(each.e),
                    i64::from(each.w),
                )),
            }),
            reneges: hand
                .reneges
                .iter()
                .map(|renege| PlayerRenegeReport {
                    seat: renege.seat,
                    trick: renege.trick.map(i64::from),
                })
                .collect(),
        }
    }
}
