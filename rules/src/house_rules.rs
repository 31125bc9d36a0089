//! The rule sets a club chooses from (RULES.md), with their defaults and their JSON form.
//!
//! Options are read one by one from a JSON object so that an unknown name, a value of the
//! wrong kind and a value out of range each get their own message naming the option.

use std::fmt;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::match_terms::HandsWon;

/// The games Uptown scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    BidWhist,
    Whist,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::BidWhist, GameKind::Whist];

    /// The name the game is stored and sent as: `bid_whist` or `whist`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::BidWhist => "bid_whist",
            GameKind::Whist => "whist",
        }
    }

    pub fn parse(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// How a kind is read from a column that stores its name.
impl TryFrom<String> for GameKind {
    type Error = String;

    fn try_from(name: String) -> Result<GameKind, String> {
        GameKind::parse(&name).ok_or_else(|| format!("{name:?} is not a game (bid_whist or whist)"))
    }
}

impl From<GameKind> for String {
    fn from(kind: GameKind) -> String {
        kind.name().to_owned()
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameKind::BidWhist => "bid whist",
            GameKind::Whist => "whist",
        })
    }
}

/// How bids of the same level rank against each other (RULES.md 1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BidRanking {
    /// Notrump beats uptown and downtown; uptown and downtown are equal.
    #[default]
    NotrumpHigh,
    /// Uptown < downtown < notrump.
    DowntownOverUptown,
    /// Only a higher level beats a bid.
    LevelOnly,
}

/// What happens when the first three seats pass (RULES.md 1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllPass {
    #[default]
    DealerMustBid,
    /// All four may pass; the hand is thrown in and the deal passes on.
    Redeal,
}

/// What a Boston (the bidding side taking all 13 books) is worth (RULES.md 1.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Boston {
    /// Scored like any made hand.
    #[default]
    Points,
    /// Twice the made score.
    Double,
    /// The made score plus an agreed bonus.
    Bonus(u8),
    /// Four times the made score.
    Quadruple,
    /// The bidding side wins the game at once.
    WinsGame,
}

/// What the six discards are (RULES.md 1.1, 1.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kitty {
    /// The bidding side's first book: it has at least one book.
    #[default]
    Book,
    /// No kitty (or one won with the first trick): the bidding side may end with none.
    None,
}

/// What a made contract scores (RULES.md 1.4, 1.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MadeScores {
    /// Every book over six, overtricks included.
    #[default]
    Books,
    /// The books bid, whatever the overtricks.
    Contract,
}

/// How a whist renege is paid for (RULES.md 2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RenegePenalty {
    /// Three tricks move from the offending side to the other before the hand is scored.
    #[default]
    Tricks,
    /// Three points go to the other side after the hand is scored.
    Points,
    /// Three points come off the offending side's score after the hand is scored (RULES.md
    /// 2.5); a score may go below nothing.
    Deduct,
}

/// What a whist rubber counts (RULES.md 2.3, 2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GamePoints {
    /// Every point the sides scored, plus `rubber_bonus` for a rubber won 2–0.
    #[default]
    Points,
    /// The Laws of Whist: a treble, double or single for each game by what the losers had
    /// scored in it, and two for the rubber.
    Laws,
}

/// Whether whist has a trump suit (RULES.md 2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrumpRule {
    /// The dealer's last card is turned and names trumps.
    #[default]
    Turned,
    /// No-trump whist: the turned card is ignored.
    None,
}

/// The house rules of a bid whist game, every option filled in.
// Each flag is a yes-or-no house rule that RULES.md names as such, and JSON spells as one.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct BidWhistRules {
    pub target: u8,
    pub min_bid: u8,
    pub bid_ranking: BidRanking,
    pub all_pass: AllPass,
    pub renege_books: u8,
    pub renege_needs_trick: bool,
    pub notrump_multiplier: u8,
    pub defenders_score: bool,
    pub boston: Boston,
    pub boston_needs_bid_seven: bool,
    pub max_sets: Option<u8>,
    pub kitty: Kitty,
    pub made_scores: MadeScores,
    pub dealer_may_match: bool,
    pub renege_loses_game: bool,
    pub game_end_bonus: u8,
    /// A game won by hands won instead of points (RULES.md 1.9), set by an event's match.
    pub hands_won: Option<HandsWon>,
}

impl Default for BidWhistRules {
    fn default() -> Self {
        BidWhistRules {
            target: 7,
            min_bid: 3,
            bid_ranking: BidRanking::default(),
            all_pass: AllPass::default(),
            renege_books: 3,
            renege_needs_trick: false,
            notrump_multiplier: 2,
            defenders_score: false,
            boston: Boston::default(),
            boston_needs_bid_seven: false,
            max_sets: None,
            kitty: Kitty::default(),
            made_scores: MadeScores::default(),
            dealer_may_match: false,
            renege_loses_game: false,
            game_end_bonus: 0,
            hands_won: None,
        }
    }
}

/// The house rules of a whist game or rubber, every option filled in.
// Each flag is a yes-or-no house rule that RULES.md names as such, and JSON spells as one.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct WhistRules {
    pub target: u8,
    pub honours: bool,
    pub renege_penalty: RenegePenalty,
    pub slam_bonus: u8,
    pub trump: TrumpRule,
    pub rubber: bool,
    pub rubber_bonus: u8,
    pub game_points: GamePoints,
    pub honours_at_game_point: bool,
    pub revoker_cannot_win: bool,
}

impl Default for WhistRules {
    fn default() -> Self {
        WhistRules {
            target: 5,
            honours: true,
            renege_penalty: RenegePenalty::default(),
            slam_bonus: 0,
            trump: TrumpRule::default(),
            rubber: true,
            rubber_bonus: 2,
            game_points: GamePoints::default(),
            honours_at_game_point: true,
            revoker_cannot_win: false,
        }
    }
}

/// The rule set of one game, of either kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Rules {
    BidWhist(BidWhistRules),
    Whist(WhistRules),
}

impl Rules {
    /// The defaults of RULES.md for a game kind.
    pub fn defaults(kind: GameKind) -> Rules {
        match kind {
            GameKind::BidWhist => Rules::BidWhist(BidWhistRules::default()),
            GameKind::Whist => Rules::Whist(WhistRules::default()),
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            Rules::BidWhist(_) => GameKind::BidWhist,
            Rules::Whist(_) => GameKind::Whist,
        }
    }

    /// The names of the options a game of `kind` takes, as RULES.md names them.
    pub fn option_names(kind: GameKind) -> &'static [&'static str] {
        match kind {
            GameKind::BidWhist => BidWhistRules::OPTIONS,
            GameKind::Whist => WhistRules::OPTIONS,
        }
    }

    /// Reads the options given for a game of `kind`; what is left out takes its default.
    /// `null` stands for no options at all.
    pub fn from_options(kind: GameKind, options: &Value) -> Result<Rules, RulesError> {
        let options = match options {
            Value::Null => return Ok(Rules::defaults(kind)),
            Value::Object(options) => options,
            _ => return Err(RulesError::NotAnObject),
        };
        match kind {
            GameKind::BidWhist => BidWhistRules::from_options(options).map(Rules::BidWhist),
            GameKind::Whist => WhistRules::from_options(options).map(Rules::Whist),
        }
    }
}

/// An option's value as a person types it (`--rule min_bid=4`, the console's form): JSON
/// where it reads as JSON (`4`, `true`, `{"bonus": 5}`), else the word itself (`redeal`).
/// Whether it suits the option is for [`Rules::from_options`] to say.
pub fn option_value(typed: &str) -> Value {
    let typed = typed.trim();
    serde_json::from_str(typed).unwrap_or_else(|_| Value::String(typed.to_owned()))
}

/// A rule option that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("rules must be an object of options, like {{\"target\": 7}}")]
    NotAnObject,
    #[error("rules.{name} is not an option of {game} (its options are {})", known.join(", "))]
    Unknown {
        name: String,
        /// The game in words: `bid whist`, `cutthroat bid whist`.
        game: &'static str,
        known: &'static [&'static str],
    },
    #[error("rules.{name} {value} is out of range ({min} to {max})")]
    OutOfRange {
        name: &'static str,
        value: String,
        min: u8,
        max: u8,
    },
    #[error("rules.{name}: {reason}")]
    Invalid { name: &'static str, reason: String },
}

impl RulesError {
    /// The path of the offending option, e.g. `rules.target`.
    pub fn field(&self) -> String {
        match self {
            RulesError::NotAnObject => "rules".to_owned(),
            RulesError::Unknown { name, .. } => format!("rules.{name}"),
            RulesError::OutOfRange { name, .. } | RulesError::Invalid { name, .. } => {
                format!("rules.{name}")
            }
        }
    }
}

/// Reads an option that is one of the rule book's named choices.
pub(crate) fn choice<T: DeserializeOwned>(
    name: &'static str,
    value: &Value,
) -> Result<T, RulesError> {
    T::deserialize(value).map_err(|error| RulesError::Invalid {
        name,
        reason: error.to_string(),
    })
}

pub(crate) fn whole_number(
    name: &'static str,
    value: &Value,
    range: RangeInclusive<u8>,
) -> Result<u8, RulesError> {
    let out_of_range = || RulesError::OutOfRange {
        name,
        value: value.to_string(),
        min: *range.start(),
        max: *range.end(),
    };
    match value {
        Value::Number(number) => {
            let number = number.as_i64().ok_or_else(out_of_range)?;
            u8::try_from(number)
                .ok()
                .filter(|n| range.contains(n))
                .ok_or_else(out_of_range)
        }
        _ => Err(RulesError::Invalid {
            name,
            reason: format!("{value} is not a whole number"),
        }),
    }
}

pub(crate) fn flag(name: &'static str, value: &Value) -> Result<bool, RulesError> {
    value.as_bool().ok_or_else(|| RulesError::Invalid {
        name,
        reason: format!("{value} is not true or false"),
    })
}

/// The largest value any count-like option takes; it keeps a mistyped 700 from passing.
pub(crate) const MAX_OPTION: u8 = 99;

impl BidWhistRules {
    const OPTIONS: &'static [&'static str] = &[
        "target",
        "min_bid",
        "bid_ranking",
        "all_pass",
        "renege_books",
        "renege_needs_trick",
        "notrump_multiplier",
        "defenders_score",
        "boston",
        "boston_needs_bid_seven",
        "max_sets",
        "kitty",
        "made_scores",
        "dealer_may_match",
        "renege_loses_game",
        "game_end_bonus",
        "hands_won",
    ];

    fn from_options(options: &Map<String, Value>) -> Result<Self, RulesError> {
        let mut rules = BidWhistRules::default();
        for (name, value) in options {
            match name.as_str() {
                "target" => rules.target = whole_number("target", value, 1..=MAX_OPTION)?,
                "min_bid" => rules.min_bid = whole_number("min_bid", value, 1..=7)?,
                "bid_ranking" => rules.bid_ranking = choice("bid_ranking", value)?,
                "all_pass" => rules.all_pass = choice("all_pass", value)?,
                "renege_books" => rules.renege_books = whole_number("renege_books", value, 0..=13)?,
                "renege_needs_trick" => {
                    rules.renege_needs_trick = flag("renege_needs_trick", value)?;
                }
                "notrump_multiplier" => {
                    rules.notrump_multiplier = whole_number("notrump_multiplier", value, 1..=10)?;
                }
                "defenders_score" => rules.defenders_score = flag("defenders_score", value)?,
                "boston" => rules.boston = boston(value)?,
                "boston_needs_bid_seven" => {
                    rules.boston_needs_bid_seven = flag("boston_needs_bid_seven", value)?;
                }
                "max_sets" => {
                    rules.max_sets = match value {
                        Value::Null => None,
                        _ => Some(whole_number("max_sets", value, 0..=MAX_OPTION)?),
                    };
                }
                "kitty" => rules.kitty = choice("kitty", value)?,
                "made_scores" => rules.made_scores = choice("made_scores", value)?,
                "dealer_may_match" => rules.dealer_may_match = flag("dealer_may_match", value)?,
                "renege_loses_game" => {
                    rules.renege_loses_game = flag("renege_loses_game", value)?;
                }
                "game_end_bonus" => {
                    rules.game_end_bonus = whole_number("game_end_bonus", value, 0..=MAX_OPTION)?;
                }
                "hands_won" => rules.hands_won = hands_won(value)?,
                _ => return Err(unknown(name, "bid whist", Self::OPTIONS)),
            }
        }
        Ok(rules)
    }
}

pub(crate) fn boston(value: &Value) -> Result<Boston, RulesError> {
    if let Some(object) = value.as_object()
        && let Some(bonus) = object.get("bonus")
        && object.len() == 1
    {
        return whole_number("boston", bonus, 0..=MAX_OPTION).map(Boston::Bonus);
    }
    choice::<Boston>("boston", value).map_err(|_| RulesError::Invalid {
        name: "boston",
        reason: format!(
            "{value} is not a Boston rule (\"points\", \"double\", \"quadruple\", \"wins_game\" or {{\"bonus\": N}})"
        ),
    })
}

fn hands_won(value: &Value) -> Result<Option<HandsWon>, RulesError> {
    if value.is_null() {
        return Ok(None);
    }
    let terms = HandsWon::from_option(value).map_err(|reason| RulesError::Invalid {
        name: "hands_won",
        reason: format!(
            "{value} is not a match of hands won ({{\"count\": K, \"counts_double\": [\"boston\", \"notrump\"]}} or K): {reason}"
        ),
    })?;
    if terms.count == 0 || terms.count > MAX_OPTION {
        return Err(RulesError::OutOfRange {
            name: "hands_won",
            value: terms.count.to_string(),
            min: 1,
            max: MAX_OPTION,
        });
    }
    Ok(Some(terms))
}

impl WhistRules {
    const OPTIONS: &'static [&'static str] = &[
        "target",
        "honours",
        "renege_penalty",
        "slam_bonus",
        "trump",
        "rubber",
        "rubber_bonus",
        "game_points",
        "honours_at_game_point",
        "revoker_cannot_win",
    ];

    fn from_options(options: &Map<String, Value>) -> Result<Self, RulesError> {
        let mut rules = WhistRules::default();
        for (name, value) in options {
            match name.as_str() {
                "target" => rules.target = whole_number("target", value, 1..=MAX_OPTION)?,
                "honours" => rules.honours = flag("honours", value)?,
                "renege_penalty" => rules.renege_penalty = choice("renege_penalty", value)?,
                "slam_bonus" => {
                    rules.slam_bonus = whole_number("slam_bonus", value, 0..=MAX_OPTION)?;
                }
                "trump" => rules.trump = choice("trump", value)?,
                "rubber" => rules.rubber = flag("rubber", value)?,
                "rubber_bonus" => {
                    rules.rubber_bonus = whole_number("rubber_bonus", value, 0..=MAX_OPTION)?;
                }
                "game_points" => rules.game_points = choice("game_points", value)?,
                "honours_at_game_point" => {
                    rules.honours_at_game_point = flag("honours_at_game_point", value)?;
                }
                "revoker_cannot_win" => {
                    rules.revoker_cannot_win = flag("revoker_cannot_win", value)?;
                }
                _ => return Err(unknown(name, "whist", Self::OPTIONS)),
            }
        }
        Ok(rules)
    }
}

pub(crate) fn unknown(
    name: &str,
    game: &'static str,
    known: &'static [&'static str],
) -> RulesError {
    RulesError::Unknown {
        name: name.to_owned(),
        game,
        known,
    }
}

/// Rule sets read back from JSON go through the same checks as a record's options.
macro_rules! deserialize_via_options {
    ($($ty:ty),+) => {$(
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let options = Map::deserialize(deserializer)?;
                <$ty>::from_options(&options).map_err(serde::de::Error::custom)
            }
        }
    )+};
}
deserialize_via_options!(BidWhistRules, WhistRules);

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn bid_whist(options: &Value) -> Result<BidWhistRules, RulesError> {
        match Rules::from_options(GameKind::BidWhist, options)? {
            Rules::BidWhist(rules) => Ok(rules),
            Rules::Whist(_) => unreachable!("asked for bid whist"),
        }
    }

    #[test]
    fn defaults_follow_the_rule_book() {
        let rules = bid_whist(&Value::Null).unwrap();
        assert_eq!(rules, BidWhistRules::default());
        assert_eq!((rules.target, rules.min_bid, rules.renege_books), (7, 3, 3));
        assert_eq!(rules.notrump_multiplier, 2);
        assert_eq!(WhistRules::default().target, 5);
        assert_eq!(WhistRules::default().rubber_bonus, 2);
    }

    #[test]
    fn given_options_override_defaults_and_the_rest_stay() {
        let rules = bid_whist(
            &json!({"target": 5, "all_pass": "redeal", "boston": {"bonus": 4}, "max_sets": 2}),
        )
        .unwrap();
        assert_eq!(rules.target, 5);
        assert_eq!(rules.all_pass, AllPass::Redeal);
        assert_eq!(rules.boston, Boston::Bonus(4));
        assert_eq!(rules.max_sets, Some(2));
        assert_eq!(rules.min_bid, 3);
    }

    #[test]
    fn full_rule_sets_are_written_with_the_rule_book_names() {
        let rules = BidWhistRules {
            boston: Boston::Bonus(3),
            ..BidWhistRules::default()
        };
        let json = serde_json::to_value(Rules::BidWhist(rules)).unwrap();
        assert_eq!(
            json,
            json!({"target": 7, "min_bid": 3, "bid_ranking": "notrump_high", "all_pass": "dealer_must_bid",
                   "renege_books": 3, "renege_needs_trick": false, "notrump_multiplier": 2,
                   "defenders_score": false, "boston": {"bonus": 3}, "boston_needs_bid_seven": false,
                   "max_sets": null, "kitty": "book", "made_scores": "books", "dealer_may_match": false,
                   "renege_loses_game": false, "game_end_bonus": 0, "hands_won": null})
        );
        let back: BidWhistRules = serde_json::from_value(json).unwrap();
        assert_eq!(back, rules);
        let whist = serde_json::to_value(WhistRules::default()).unwrap();
        assert_eq!(whist["renege_penalty"], "tricks");
        assert_eq!(whist["trump"], "turned");
    }

    #[test]
    fn unknown_options_are_errors_not_ignored() {
        let error = bid_whist(&json!({"targt": 7})).unwrap_err();
        assert_eq!(error.field(), "rules.targt");
        assert!(
            error
                .to_string()
                .starts_with("rules.targt is not an option of bid whist")
        );
        let error = Rules::from_options(GameKind::Whist, &json!({"min_bid": 4})).unwrap_err();
        assert_eq!(
            error.to_string().split(" (").next().unwrap(),
            "rules.min_bid is not an option of whist"
        );
    }

    #[test]
    fn values_out_of_range_or_of_the_wrong_kind_name_the_option() {
        let cases = [
            (
                json!({"target": 0}),
                "rules.target 0 is out of range (1 to 99)",
            ),
            (
                json!({"target": 100}),
                "rules.target 100 is out of range (1 to 99)",
            ),
            (
                json!({"min_bid": 8}),
                "rules.min_bid 8 is out of range (1 to 7)",
            ),
            (
                json!({"min_bid": 2.5}),
                "rules.min_bid 2.5 is out of range (1 to 7)",
            ),
            (
                json!({"target": "7"}),
                "rules.target: \"7\" is not a whole number",
            ),
            (
                json!({"defenders_score": "yes"}),
                "rules.defenders_score: \"yes\" is not true or false",
            ),
        ];
        for (options, message) in cases {
            assert_eq!(bid_whist(&options).unwrap_err().to_string(), message);
        }
        let error = bid_whist(&json!({"bid_ranking": "nt_high"})).unwrap_err();
        assert_eq!(error.field(), "rules.bid_ranking");
        let error = bid_whist(&json!({"boston": {"bonus": 2, "extra": 1}})).unwrap_err();
        assert_eq!(error.field(), "rules.boston");
        assert!(bid_whist(&json!([1])).is_err());
    }

    #[test]
    fn min_bid_accepts_every_level_from_one_to_seven() {
        for level in 1..=7 {
            assert_eq!(
                bid_whist(&json!({"min_bid": level})).unwrap().min_bid,
                level
            );
        }
    }
}
