//! The game record of CONTRACT.md section 1: what a table reports, hand by hand.
//!
//! A hand is read in two steps. Serde reads the shape into plain structs (the `*Report`s, a
//! hand as reported) so that type errors carry the path of the field; the plain structs are
//! then checked into the validated hand types, whose errors are typed ([`HandProblem`]). The
//! CLI's flags and the table page's form fill the same plain structs. Checks that depend on the
//! house rules or on earlier hands (minimum bid, auction order, dealer rotation) belong to
//! the scoring engine, not here.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::bid::{Bid, Call, Direction, Level, Mode, Suit};
use crate::counts::{Split, TrickNumber, Tricks};
use crate::error::{HandError, HandProblem, RecordError};
use crate::house_rules::{BidWhistRules, GameKind, Rules, WhistRules};
use crate::seat::{PerSide, Seat, Side};
use crate::three_handed::kind::ThreeHandedKind;

/// A whole game (or whist rubber) as the table played it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameRecord {
    BidWhist {
        rules: BidWhistRules,
        hands: Vec<BidWhistHand>,
    },
    Whist {
        rules: WhistRules,
        hands: Vec<WhistHand>,
    },
}

/// One hand as a table reports it, of either game: the hand object of CONTRACT.md. It is
/// written as its game's hand object; read it with the game's kind ([`Hand::from_value`]),
/// which names the field at fault. (Untagged reading, for a client that reads a server's
/// answer, is unambiguous: a whist hand has `tricks`, which a bid whist hand refuses.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Hand {
    BidWhist(BidWhistHand),
    Whist(WhistHand),
}

/// One bid whist hand (RULES.md 1.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BidWhistReport", into = "BidWhistReport")]
pub struct BidWhistHand {
    pub dealer: Seat,
    /// The calls in order, starting left of the dealer, when the table recorded them.
    pub auction: Option<Vec<Call>>,
    /// `None` only for a hand all four passed.
    pub contract: Option<Contract>,
    pub books: Option<BooksReport>,
    pub reneges: Vec<Renege>,
}

/// The winning bid and who made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contract {
    pub bidder: Seat,
    pub bid: Bid,
    /// For the record only: the trump suit of an uptown or downtown contract.
    pub trump: Option<Suit>,
    /// For the record only: which way a notrump contract was played.
    pub direction: Option<Direction>,
}

/// The books as the table reported them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BooksReport {
    /// The bidding side's books, the kitty included.
    Bidders(Tricks),
    /// Both sides' books, which make 13.
    BothSides(Split),
}

/// A renege: the side that failed to follow suit, and the trick where known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Renege {
    pub side: Side,
    pub trick: Option<TrickNumber>,
}

/// One whist hand (RULES.md 2.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "WhistReport", into = "WhistReport")]
pub struct WhistHand {
    pub dealer: Seat,
    /// For the record only: the turned suit, or `none` in no-trump whist.
    pub trump: Option<WhistTrump>,
    pub tricks: Split,
    pub honours: Option<Honours>,
    pub reneges: Vec<Renege>,
}

/// The trump of a whist hand as recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhistTrump {
    Suit(Suit),
    NoTrump,
}

/// The side that held three or four of the trump ace, king, queen and jack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Honours {
    pub side: Side,
    /// 3 or 4.
    pub count: u8,
}

impl GameRecord {
    /// Reads a record from JSON text.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        let value: Value =
            serde_json::from_str(text).map_err(|error| RecordError::Syntax(error.to_string()))?;
        GameRecord::from_value(&value)
    }

    /// Reads a record from parsed JSON.
    pub fn from_value(value: &Value) -> Result<GameRecord, RecordError> {
        let malformed = |field: &str, reason: &str| RecordError::Malformed {
            field: field.to_owned(),
            reason: reason.to_owned(),
        };
        let object = value.as_object().ok_or_else(|| {
            malformed("record", "must be a JSON object with game, rules and hands")
        })?;
        if let Some(name) = object
            .keys()
            .find(|name| !["game", "rules", "hands"].contains(&name.as_str()))
        {
            return Err(malformed(
                name,
                "is not part of a game record (it has game, rules and hands)",
            ));
        }
        let kind = match object.get("game") {
            None => return Err(malformed("game", "is missing (bid_whist or whist)")),
            Some(game) => GameKind::deserialize(game).map_err(|_| {
                let three_handed = game.as_str().and_then(ThreeHandedKind::parse).is_some();
                malformed(
                    "game",
                    &if three_handed {
                        format!(
                            "{game} is a three-handed game; this takes a partnership game (bid_whist or whist)"
                        )
                    } else {
                        format!("{game} is not a game (bid_whist or whist)")
                    },
                )
            })?,
        };
        let rules = Rules::from_options(kind, object.get("rules").unwrap_or(&Value::Null))?;
        let hands = match object.get("hands") {
            None => {
                return Err(malformed(
                    "hands",
                    "is missing (a list of hands, which may be empty)",
                ));
            }
            Some(Value::Array(hands)) => hands,
            Some(_) => return Err(malformed("hands", "must be a list of hands")),
        };
        Ok(match rules {
            Rules::BidWhist(rules) => GameRecord::BidWhist {
                rules,
                hands: parse_hands(hands, BidWhistHand::from_value)?,
            },
            Rules::Whist(rules) => GameRecord::Whist {
                rules,
                hands: parse_hands(hands, WhistHand::from_value)?,
            },
        })
    }

    pub fn kind(&self) -> GameKind {
        match self {
            GameRecord::BidWhist { .. } => GameKind::BidWhist,
            GameRecord::Whist { .. } => GameKind::Whist,
        }
    }

    pub fn rules(&self) -> Rules {
        match self {
            GameRecord::BidWhist { rules, .. } => Rules::BidWhist(*rules),
            GameRecord::Whist { rules, .. } => Rules::Whist(*rules),
        }
    }

    /// The hands in order, of either game.
    pub fn hands(&self) -> Vec<Hand> {
        match self {
            GameRecord::BidWhist { hands, .. } => {
                hands.iter().cloned().map(Hand::BidWhist).collect()
            }
            GameRecord::Whist { hands, .. } => hands.iter().cloned().map(Hand::Whist).collect(),
        }
    }

    /// The record as JSON, rules written out in full.
    pub fn to_value(&self) -> Value {
        let hands = match self {
            GameRecord::BidWhist { hands, .. } => serde_json::to_value(hands),
            GameRecord::Whist { hands, .. } => serde_json::to_value(hands),
        }
        .expect("hands always serialise");
        serde_json::json!({ "game": self.kind(), "rules": self.rules(), "hands": hands })
    }
}

fn parse_hands<H>(
    hands: &[Value],
    parse: fn(&Value) -> Result<H, HandError>,
) -> Result<Vec<H>, RecordError> {
    hands
        .iter()
        .enumerate()
        .map(|(index, hand)| {
            parse(hand).map_err(|error| RecordError::Hand {
                number: index + 1,
                error,
            })
        })
        .collect()
}

impl Hand {
    /// Reads and checks a hand object of a game of `kind`.
    pub fn from_value(kind: GameKind, value: &Value) -> Result<Hand, HandError> {
        Ok(match kind {
            GameKind::BidWhist => Hand::BidWhist(BidWhistHand::from_value(value)?),
            GameKind::Whist => Hand::Whist(WhistHand::from_value(value)?),
        })
    }

    /// Reads a hand of a game of `kind` from JSON text, as it was stored once checked.
    pub fn from_json(kind: GameKind, text: &str) -> Result<Hand, serde_json::Error> {
        Ok(match kind {
            GameKind::BidWhist => Hand::BidWhist(serde_json::from_str(text)?),
            GameKind::Whist => Hand::Whist(serde_json::from_str(text)?),
        })
    }

    pub fn kind(&self) -> GameKind {
        match self {
            Hand::BidWhist(_) => GameKind::BidWhist,
            Hand::Whist(_) => GameKind::Whist,
        }
    }

    pub fn dealer(&self) -> Seat {
        match self {
            Hand::BidWhist(hand) => hand.dealer,
            Hand::Whist(hand) => hand.dealer,
        }
    }

    /// The hand object as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a hand always serialises")
    }
}

impl BidWhistHand {
    /// Reads and checks one hand object.
    pub fn from_value(value: &Value) -> Result<BidWhistHand, HandError> {
        read_raw::<BidWhistReport>(value)?.try_into()
    }
}

impl WhistHand {
    /// Reads and checks one hand object.
    pub fn from_value(value: &Value) -> Result<WhistHand, HandError> {
        read_raw::<WhistReport>(value)?.try_into()
    }
}

/// Reads the shape of a hand, turning serde's message into one that names the field.
pub(crate) fn read_raw<T: DeserializeOwned>(value: &Value) -> Result<T, HandError> {
    // Most hands are well formed: read them directly, and only retrace a failure with path
    // tracking, which costs more than the read itself.
    if let Ok(raw) = T::deserialize(value) {
        return Ok(raw);
    }
    serde_path_to_error::deserialize(value).map_err(|error| {
        let path = error.path().to_string();
        let path = if path == "." { String::new() } else { path };
        let message = error.into_inner().to_string();
        // serde says "missing field `dealer`" at the parent's path; name the field itself.
        if let Some(name) = message
            .strip_prefix("missing field `")
            .and_then(|rest| rest.strip_suffix('`'))
        {
            let field = if path.is_empty() {
                name.to_owned()
            } else {
                format!("{path}.{name}")
            };
            return HandError::new(field, HandProblem::Missing);
        }
        HandError::new(path, HandProblem::Malformed(message))
    })
}

// ---- The hands as reported: the shapes of the JSON, unchecked ----
//
// The CLI's flags and the table page's form fill these too, and check them into hands the
// same way, so a hand has one set of checks and one set of refusals (with their fields)
// however it came.

/// A bid whist hand as reported, unchecked: [`BidWhistHand::try_from`] checks it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BidWhistReport {
    pub dealer: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Vec<Call>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<ContractReport>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub books: Option<Counts>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reneges: Vec<RenegeReport>,
}

/// The contract as reported: the level is checked against the rule book's range.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContractReport {
    pub bidder: Seat,
    pub level: i64,
    pub mode: Mode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Suit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
}

/// A count for one side (bid whist `books`) or for both (`{"NS": 9, "EW": 4}`).
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Counts {
    One(i64),
    Both(PerSide<i64>),
}

impl<'de> Deserialize<'de> for Counts {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match Value::deserialize(deserializer)? {
            Value::Number(number) => number
                .as_i64()
                .map(Counts::One)
                .ok_or_else(|| D::Error::custom(format!("{number} is not a whole number"))),
            both @ Value::Object(_) => PerSide::deserialize(both)
                .map(Counts::Both)
                .map_err(D::Error::custom),
            other => Err(D::Error::custom(format!(
                "{other} is not a count: give the bidding side's books (9) or both sides' ({{\"NS\": 9, \"EW\": 4}})"
            ))),
        }
    }
}

/// A renege as reported: the trick, where given, is checked to be one of the 13.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RenegeReport {
    pub side: Side,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trick: Option<i64>,
}

/// A whist hand as reported, unchecked: [`WhistHand::try_from`] checks it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhistReport {
    pub dealer: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<WhistTrumpReport>,
    pub tricks: PerSide<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub honours: Option<HonoursReport>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reneges: Vec<RenegeReport>,
}

/// The trump of a whist hand as written: a suit, or the word `none`.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WhistTrumpReport {
    Suit(Suit),
    None(NoneWord),
}

/// The word `none`, for no-trump whist.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoneWord {
    None,
}

/// The honours as reported: the count is checked to be 3 or 4.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HonoursReport {
    pub side: Side,
    pub count: i64,
}

// ---- Checking the shapes into hands ----

impl TryFrom<BidWhistReport> for BidWhistHand {
    type Error = HandError;

    fn try_from(raw: BidWhistReport) -> Result<Self, HandError> {
        let contract = raw
            .contract
            .map(Contract::try_from)
            .transpose()
            .map_err(|error| error.within("contract"))?;
        let books = match raw.books {
            None => None,
            Some(Counts::One(count)) => Some(BooksReport::Bidders(
                Tricks::from_record(count, "books")
                    .map_err(|problem| HandError::new("books", problem))?,
            )),
            Some(Counts::Both(counts)) => Some(BooksReport::BothSides(
                Split::from_record(counts, "books")
                    .map_err(|(side, problem)| side_error("books", side, problem))?,
            )),
        };
        Ok(BidWhistHand {
            dealer: raw.dealer,
            auction: raw.auction,
            contract,
            books,
            reneges: reneges_from_report(raw.reneges)?,
        })
    }
}

/// Places a problem with one side's count at `books.NS`, or at `books` when the counts
/// as a whole are wrong.
fn side_error(field: &str, side: Side, problem: HandProblem) -> HandError {
    match problem {
        HandProblem::SidesDoNotMakeThirteen { .. } => HandError::new(field, problem),
        _ => HandError::new(format!("{field}.{side}"), problem),
    }
}

impl TryFrom<ContractReport> for Contract {
    type Error = HandError;

    fn try_from(raw: ContractReport) -> Result<Self, HandError> {
        let level = u8::try_from(raw.level)
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| {
                let problem = if raw.level > i64::from(Level::MAX) {
                    HandProblem::LevelAboveMaximum(raw.level)
                } else {
                    HandProblem::LevelNotPositive(raw.level)
                };
                HandError::new("level", problem)
            })?;
        match (raw.mode, raw.trump, raw.direction) {
            (Mode::Notrump, Some(suit), _) => {
                Err(HandError::new("trump", HandProblem::TrumpInNotrump(suit)))
            }
            (mode @ (Mode::Uptown | Mode::Downtown), _, Some(direction)) => Err(HandError::new(
                "direction",
                HandProblem::DirectionWithTrumps { direction, mode },
            )),
            _ => Ok(Contract {
                bidder: raw.bidder,
                bid: Bid::new(level, raw.mode),
                trump: raw.trump,
                direction: raw.direction,
            }),
        }
    }
}

fn reneges_from_report(raw: Vec<RenegeReport>) -> Result<Vec<Renege>, HandError> {
    raw.into_iter()
        .enumerate()
        .map(|(index, renege)| {
            let trick = renege
                .trick
                .map(TrickNumber::from_record)
                .transpose()
                .map_err(|problem| HandError::new(format!("reneges[{index}].trick"), problem))?;
            Ok(Renege {
                side: renege.side,
                trick,
            })
        })
        .collect()
}

impl TryFrom<WhistReport> for WhistHand {
    type Error = HandError;

    fn try_from(raw: WhistReport) -> Result<Self, HandError> {
        let tricks = Split::from_record(raw.tricks, "tricks")
            .map_err(|(side, problem)| side_error("tricks", side, problem))?;
        let honours = raw
            .honours
            .map(|honours| match honours.count {
                3 | 4 => Ok(Honours {
                    side: honours.side,
                    count: u8::try_from(honours.count).expect("3 or 4"),
                }),
                count => Err(HandError::new(
                    "honours.count",
                    HandProblem::HonoursCountOutOfRange(count),
                )),
            })
            .transpose()?;
        Ok(WhistHand {
            dealer: raw.dealer,
            trump: raw.trump.map(|trump| match trump {
                WhistTrumpReport::Suit(suit) => WhistTrump::Suit(suit),
                WhistTrumpReport::None(NoneWord::None) => WhistTrump::NoTrump,
            }),
            tricks,
            honours,
            reneges: reneges_from_report(raw.reneges)?,
        })
    }
}

// ---- Writing hands back as JSON ----

impl From<BidWhistHand> for BidWhistReport {
    fn from(hand: BidWhistHand) -> Self {
        BidWhistReport {
            dealer: hand.dealer,
            auction: hand.auction,
            contract: hand.contract.map(|contract| ContractReport {
                bidder: contract.bidder,
                level: i64::from(contract.bid.level.get()),
                mode: contract.bid.mode,
                trump: contract.trump,
                direction: contract.direction,
            }),
            books: hand.books.map(|books| match books {
                BooksReport::Bidders(count) => Counts::One(i64::from(count.get())),
                BooksReport::BothSides(split) => Counts::Both(counts_to_report(split)),
            }),
            reneges: reneges_to_report(&hand.reneges),
        }
    }
}

impl From<WhistHand> for WhistReport {
    fn from(hand: WhistHand) -> Self {
        WhistReport {
            dealer: hand.dealer,
            trump: hand.trump.map(WhistTrumpReport::from),
            tricks: counts_to_report(hand.tricks),
            honours: hand.honours.map(|honours| HonoursReport {
                side: honours.side,
                count: i64::from(honours.count),
            }),
            reneges: reneges_to_report(&hand.reneges),
        }
    }
}

impl From<WhistTrump> for WhistTrumpReport {
    fn from(trump: WhistTrump) -> Self {
        match trump {
            WhistTrump::Suit(suit) => WhistTrumpReport::Suit(suit),
            WhistTrump::NoTrump => WhistTrumpReport::None(NoneWord::None),
        }
    }
}

fn counts_to_report(split: Split) -> PerSide<i64> {
    let counts = split.per_side();
    PerSide::new(i64::from(counts.ns.get()), i64::from(counts.ew.get()))
}

fn reneges_to_report(reneges: &[Renege]) -> Vec<RenegeReport> {
    reneges
        .iter()
        .map(|renege| RenegeReport {
            side: renege.side,
            trick: renege.trick.map(|trick| i64::from(trick.get())),
        })
        .collect()
}
