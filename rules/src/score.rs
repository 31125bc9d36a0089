//! One entry point for either game: a match folds its hands into a score sheet.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::bid_whist::BidWhistGame;
use crate::error::{HandError, HandProblem, RecordError};
use crate::house_rules::{GameKind, Rules};
use crate::record::{GameRecord, Hand};
use crate::seat::{PerSide, Seat, Side};
use crate::sheet::{Reason, ScoreSheet, SheetHand};
use crate::three_handed::{PlayerSheet, ThreeHandedKind, ThreeHandedRecord};
use crate::whist::WhistMatch;

/// A bid whist game or a whist match, scored hand by hand.
///
/// Scores are never stored apart from the hands: a correction to any hand means folding the
/// corrected hands into a new `Match`, which re-derives everything after it.
#[derive(Debug, Clone)]
pub enum Match {
    BidWhist(BidWhistGame),
    Whist(WhistMatch),
}

impl Match {
    pub fn new(rules: Rules) -> Match {
        match rules {
            Rules::BidWhist(rules) => Match::BidWhist(BidWhistGame::new(rules)),
            Rules::Whist(rules) => Match::Whist(WhistMatch::new(rules)),
        }
    }

    pub fn kind(&self) -> GameKind {
        self.rules().kind()
    }

    pub fn rules(&self) -> Rules {
        match self {
            Match::BidWhist(game) => Rules::BidWhist(*game.rules()),
            Match::Whist(game) => Rules::Whist(*game.rules()),
        }
    }

    /// Scores a hand. On error the match is left exactly as it was.
    pub fn play(&mut self, hand: &Hand) -> Result<&SheetHand, HandError> {
        match (self, hand) {
            (Match::BidWhist(game), Hand::BidWhist(hand)) => game.play(hand),
            (Match::Whist(game), Hand::Whist(hand)) => game.play(hand),
            (scored, hand) => Err(HandError::new(
                "",
                HandProblem::Malformed(format!(
                    "a {} hand cannot be played in a {} game",
                    hand.kind(),
                    scored.kind()
                )),
            )),
        }
    }

    /// Reads a hand object of this match's kind (as the API and the CLI receive it) and
    /// scores it. On error the match is left exactly as it was.
    pub fn play_json(&mut self, hand: &Value) -> Result<&SheetHand, HandError> {
        let hand = Hand::from_value(self.kind(), hand)?;
        self.play(&hand)
    }

    /// The seat that deals next; `None` before the first hand.
    pub fn expected_dealer(&self) -> Option<Seat> {
        match self {
            Match::BidWhist(game) => game.expected_dealer(),
            Match::Whist(game) => game.expected_dealer(),
        }
    }

    /// The winner and why, once the match is over; a finished match takes no more hands.
    pub fn outcome(&self) -> Option<(Side, Reason)> {
        match self {
            Match::BidWhist(game) => game.outcome(),
            Match::Whist(game) => game.outcome(),
        }
    }

    pub fn hands_played(&self) -> usize {
        self.lines().len()
    }

    fn lines(&self) -> &[SheetHand] {
        match self {
            Match::BidWhist(game) => game.lines(),
            Match::Whist(game) => game.lines(),
        }
    }

    /// The score sheet so far.
    pub fn sheet(&self) -> ScoreSheet {
        let lines = self.lines();
        let outcome = self.outcome();
        let (games, rubber, hands_won) = match self {
            Match::BidWhist(game) => (None, None, game.hands_won()),
            Match::Whist(game) => (Some(game.games().to_vec()), game.rubber(), None),
        };
        ScoreSheet {
            game: self.kind(),
            rules: self.rules(),
            hands: lines.to_vec(),
            totals: lines
                .last()
                .map_or_else(PerSide::default, |line| line.totals),
            finished: outcome.is_some(),
            winner: outcome.map(|(winner, _)| winner),
            reason: outcome.map(|(_, reason)| reason),
            games,
            rubber,
            hands_won,
        }
    }
}

/// Scores a whole record: the first invalid hand stops it with an error naming the hand.
pub fn score_record(record: &GameRecord) -> Result<ScoreSheet, RecordError> {
    let at = |number: usize| move |error: HandError| RecordError::Hand { number, error };
    match record {
        GameRecord::BidWhist { rules, hands } => {
            let mut game = BidWhistGame::new(*rules);
            for (index, hand) in hands.iter().enumerate() {
                game.play(hand).map_err(at(index + 1))?;
            }
            Ok(Match::BidWhist(game).sheet())
        }
        GameRecord::Whist { rules, hands } => {
            let mut game = WhistMatch::new(*rules);
            for (index, hand) in hands.iter().enumerate() {
                game.play(hand).map_err(at(index + 1))?;
            }
            Ok(Match::Whist(game).sheet())
        }
    }
}

/// Reads a record from JSON text and scores it.
pub fn score_json(text: &str) -> Result<ScoreSheet, RecordError> {
    score_record(&GameRecord::from_json(text)?)
}

/// The sheet of any game Uptown scores: a partnership game's, or a three-handed game's with
/// a score for each player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Sheet {
    Partnerships(ScoreSheet),
    Players(PlayerSheet),
}

/// Reads a record of any game from JSON text and scores it; `game` says which.
pub fn score_any_json(text: &str) -> Result<Sheet, RecordError> {
    let value: Value =
        serde_json::from_str(text).map_err(|error| RecordError::Syntax(error.to_string()))?;
    let game = value.get("game");
    let three_handed = game
        .and_then(Value::as_str)
        .and_then(ThreeHandedKind::parse);
    let partnership = game.and_then(Value::as_str).and_then(GameKind::parse);
    if value.is_object() && three_handed.is_none() && partnership.is_none() {
        let reason = match game {
            None => "is missing".to_owned(),
            Some(game) => format!("{game} is not a game"),
        };
        return Err(RecordError::Malformed {
            field: "game".to_owned(),
            reason: format!("{reason} (bid_whist, whist, cutthroat or dummy_whist)"),
        });
    }
    match (three_handed, value.as_object()) {
        (Some(game), Some(object)) => {
            if let Some(name) = object
                .keys()
                .find(|name| !["game", "rules", "hands"].contains(&name.as_str()))
            {
                return Err(RecordError::Malformed {
                    field: name.clone(),
                    reason: "is not part of a game record (it has game, rules and hands)"
                        .to_owned(),
                });
            }
            ThreeHandedRecord::from_object(game, object)?
                .score()
                .map(Sheet::Players)
        }
        _ => score_record(&GameRecord::from_value(&value)?).map(Sheet::Partnerships),
    }
}
