//! The house rules of a three-handed game (RULES.md 3): the options of 1.2 to 1.6, with the
//! defaults and ranges of each game.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::house_rules::{
    AllPass, BidRanking, Boston, MAX_OPTION, RulesError, boston, choice, flag, unknown,
    whole_number,
};

use super::kind::ThreeHandedKind;

/// The house rules of a cutthroat or dummy whist game, every option filled in.
// Each flag is a yes-or-no house rule that RULES.md names as such, and JSON spells as one.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ThreeHandedRules {
    /// Which game these are the rules of; a record says so in its `game`.
    #[serde(skip)]
    pub game: ThreeHandedKind,
    pub target: u8,
    pub min_bid: u8,
    pub bid_ranking: BidRanking,
    pub all_pass: AllPass,
    pub renege_books: u8,
    pub renege_needs_trick: bool,
    pub notrump_multiplier: u8,
    pub defenders_score: bool,
    pub boston: Boston,
    /// In cutthroat: only a made bid of all 18 books is a Boston.
    pub boston_needs_bid_seven: bool,
    pub max_sets: Option<u8>,
}

impl ThreeHandedRules {
    pub const OPTIONS: &'static [&'static str] = &[
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
    ];

    /// The rule book's defaults for `game`: to 30 from a bid of 7 books in cutthroat (003),
    /// to 21 from any bid in dummy whist.
    pub fn defaults(game: ThreeHandedKind) -> ThreeHandedRules {
        let (target, min_bid) = match game {
            ThreeHandedKind::Cutthroat => (30, 7),
            ThreeHandedKind::DummyWhist => (21, 1),
        };
        ThreeHandedRules {
            game,
            target,
            min_bid,
            bid_ranking: BidRanking::default(),
            all_pass: AllPass::default(),
            renege_books: 3,
            renege_needs_trick: false,
            notrump_multiplier: 2,
            defenders_score: false,
            boston: Boston::default(),
            boston_needs_bid_seven: false,
            max_sets: None,
        }
    }

    /// Reads the options given for `game`; what is left out takes its default, `null` stands
    /// for none, and an option the game does not have is an error naming it.
    pub fn from_options(game: ThreeHandedKind, options: &Value) -> Result<Self, RulesError> {
        let options: &Map<String, Value> = match options {
            Value::Null => return Ok(ThreeHandedRules::defaults(game)),
            Value::Object(options) => options,
            _ => return Err(RulesError::NotAnObject),
        };
        let mut rules = ThreeHandedRules::defaults(game);
        let levels = game.levels();
        let books = game.books_per_deal();
        for (name, value) in options {
            match name.as_str() {
                "target" => rules.target = whole_number("target", value, 1..=MAX_OPTION)?,
                "min_bid" => rules.min_bid = whole_number("min_bid", value, levels.clone())?,
                "bid_ranking" => rules.bid_ranking = choice("bid_ranking", value)?,
                "all_pass" => rules.all_pass = choice("all_pass", value)?,
                "renege_books" => {
                    rules.renege_books = whole_number("renege_books", value, 0..=books)?;
                }
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
                _ => return Err(unknown(name, game.words(), Self::OPTIONS)),
            }
        }
        Ok(rules)
    }

    /// The highest bid of the game: the one `boston_needs_bid_seven` asks for.
    pub fn highest_level(&self) -> u8 {
        *self.game.levels().end()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn each_game_has_its_own_defaults_and_ranges() {
        let cutthroat = ThreeHandedRules::defaults(ThreeHandedKind::Cutthroat);
        assert_eq!((cutthroat.target, cutthroat.min_bid), (30, 7));
        let dummy = ThreeHandedRules::defaults(ThreeHandedKind::DummyWhist);
        assert_eq!((dummy.target, dummy.min_bid), (21, 1));
        let error =
            ThreeHandedRules::from_options(ThreeHandedKind::Cutthroat, &json!({"min_bid": 6}))
                .unwrap_err();
        assert_eq!(
            error.to_string(),
            "rules.min_bid 6 is out of range (7 to 18)"
        );
        let error =
            ThreeHandedRules::from_options(ThreeHandedKind::DummyWhist, &json!({"kitty": "none"}))
                .unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("rules.kitty is not an option of dummy whist")
        );
    }
}
