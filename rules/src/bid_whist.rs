//! Scoring bid whist: one hand (RULES.md 1.3 to 1.5) and the game it belongs to (1.6).

use crate::auction::{AuctionResult, check_auction};
use crate::bid::{Bid, Mode};
use crate::counts::{Split, Tricks};
use crate::error::{HandError, HandProblem};
use crate::house_rules::{BidWhistRules, Boston, Kitty, MadeScores};
use crate::match_terms::HandsWon;
use crate::record::{BidWhistHand, BooksReport, Contract, Renege};
use crate::rotation::DealerRotation;
use crate::seat::{PerSide, Seat, Side};
use crate::sheet::{HandDetail, HandResult, Reason, SheetHand};

/// How one played hand scores, before the game's end is considered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandScore {
    pub points: PerSide<i32>,
    /// The bidding side's books after reneges.
    pub books: Tricks,
    pub made: bool,
    pub boston: bool,
}

/// The reneges that count (RULES.md 1.3), in the order given: under `renege_needs_trick` a
/// renege with no trick named stays on the record and costs nothing.
pub fn counted_reneges<'a>(
    reneges: &'a [Renege],
    rules: &BidWhistRules,
) -> impl Iterator<Item = &'a Renege> {
    let needs_trick = rules.renege_needs_trick;
    reneges
        .iter()
        .filter(move |renege| !needs_trick || renege.trick.is_some())
}

/// Applies reneges in the order given (RULES.md 1.3): each that counts costs the offending
/// side `renege_books` books, handed to the other side; a side with fewer gives all it has,
/// so the other side counts as having taken all 13.
pub fn apply_reneges(split: Split, reneges: &[Renege], rules: &BidWhistRules) -> Split {
    counted_reneges(reneges, rules).fold(split, |mut split, renege| {
        split.transfer(renege.side, rules.renege_books);
        split
    })
}

/// Scores a played contract from the bidding side's books after reneges (RULES.md 1.4, 1.5).
pub fn score_contract(bid: Bid, bidders: Side, books: Tricks, rules: &BidWhistRules) -> HandScore {
    let multiplier = match bid.mode {
        Mode::Notrump => i32::from(rules.notrump_multiplier),
        Mode::Uptown | Mode::Downtown => 1,
    };
    let level = i32::from(bid.level.get());
    let made = books.get() >= bid.level.books_needed();
    let boston = books == Tricks::ALL && (!rules.boston_needs_bid_seven || bid.level.get() == 7);
    let points = if made {
        let made_score = match rules.made_scores {
            MadeScores::Books => i32::from(books.over_book()) * multiplier,
            MadeScores::Contract => level * multiplier,
        };
        let score = match (boston, rules.boston) {
            (true, Boston::Double) => 2 * made_score,
            (true, Boston::Quadruple) => 4 * made_score,
            (true, Boston::Bonus(bonus)) => made_score + i32::from(bonus),
            _ => made_score,
        };
        PerSide::one(bidders, score, 0)
    } else {
        let defenders_books = books.rest().over_book();
        let defenders = if rules.defenders_score {
            i32::from(defenders_books) * multiplier
        } else {
            0
        };
        PerSide::one(bidders, -level * multiplier, defenders)
    };
    HandScore {
        points,
        books,
        made,
        boston,
    }
}

/// A bid whist game in progress: a fold over its hands.
#[derive(Debug, Clone)]
pub struct BidWhistGame {
    rules: BidWhistRules,
    rotation: DealerRotation,
    totals: PerSide<i32>,
    sets: PerSide<u8>,
    /// Hands won by each side, in a game played to hands won.
    won: PerSide<u32>,
    outcome: Option<(Side, Reason)>,
    lines: Vec<SheetHand>,
}

/// What the table's report of a hand comes to once checked.
enum Play {
    ThrownIn,
    Contract { contract: Contract, books: Tricks },
}

impl BidWhistGame {
    pub fn new(rules: BidWhistRules) -> BidWhistGame {
        BidWhistGame {
            rules,
            rotation: DealerRotation::default(),
            totals: PerSide::default(),
            sets: PerSide::default(),
            won: PerSide::default(),
            outcome: None,
            lines: Vec::new(),
        }
    }

    /// The hands each side has won, in a game played to hands won.
    pub fn hands_won(&self) -> Option<PerSide<u32>> {
        self.rules.hands_won.map(|_| self.won)
    }

    pub fn rules(&self) -> &BidWhistRules {
        &self.rules
    }

    pub fn expected_dealer(&self) -> Option<Seat> {
        self.rotation.expected()
    }

    pub fn totals(&self) -> PerSide<i32> {
        self.totals
    }

    /// The winner and why, once the game is over.
    pub fn outcome(&self) -> Option<(Side, Reason)> {
        self.outcome
    }

    pub fn lines(&self) -> &[SheetHand] {
        &self.lines
    }

    /// Scores the next hand. On error the game is left exactly as it was.
    pub fn play(&mut self, hand: &BidWhistHand) -> Result<&SheetHand, HandError> {
        if let Some((winner, reason)) = self.outcome {
            return Err(HandError::new(
                "",
                HandProblem::MatchOver {
                    match_name: "game",
                    winner,
                    reason,
                },
            ));
        }
        self.rotation.check(hand.dealer)?;
        let play = self.check(hand)?;
        self.rotation.dealt(hand.dealer);
        let number = self.lines.len() + 1;
        let line = match play {
            Play::ThrownIn => SheetHand {
                number,
                dealer: hand.dealer,
                points: PerSide::default(),
                totals: self.totals,
                result: HandResult::ThrownIn,
                detail: HandDetail::BidWhist {
                    bid: None,
                    bidder: None,
                    books: None,
                    boston: false,
                },
                game: 1,
            },
            Play::Contract { contract, books } => {
                let bidders = contract.bidder.side();
                let split =
                    apply_reneges(Split::giving(bidders, books), &hand.reneges, &self.rules);
                let mut score =
                    score_contract(contract.bid, bidders, split.of(bidders), &self.rules);
                if !score.made {
                    // Without max_sets nothing ends a game that stays between the targets,
                    // so a record may hold any number of sets: the count stops at 255,
                    // which is past every max_sets a club can choose (99 at most).
                    let sets = self.sets.get_mut(bidders);
                    *sets = sets.saturating_add(1);
                }
                self.outcome = match self.rules.hands_won {
                    Some(terms) => self.hand_won(terms, bidders, &score, contract.bid.mode),
                    None => self.end_of_game(bidders, &score, &hand.reneges),
                };
                if let Some((winner, Reason::SetLimit | Reason::Renege)) = self.outcome {
                    *score.points.get_mut(winner) += i32::from(self.rules.game_end_bonus);
                }
                self.totals = self.totals + score.points;
                SheetHand {
                    number,
                    dealer: hand.dealer,
                    points: score.points,
                    totals: self.totals,
                    result: if score.made {
                        HandResult::Made
                    } else {
                        HandResult::Set
                    },
                    detail: HandDetail::BidWhist {
                        bid: Some(contract.bid),
                        bidder: Some(contract.bidder),
                        books: Some(score.books.get()),
                        boston: score.boston,
                    },
                    game: 1,
                }
            }
        };
        self.lines.push(line);
        Ok(self.lines.last().expect("just pushed"))
    }

    /// Checks the auction, the contract and the books against each other and the rules.
    fn check(&self, hand: &BidWhistHand) -> Result<Play, HandError> {
        let auction = hand
            .auction
            .as_deref()
            .map(|calls| check_auction(calls, hand.dealer, &self.rules))
            .transpose()?;
        let contract = match (auction, hand.contract) {
            (Some(AuctionResult::PassedOut), None) => {
                return match (&hand.books, hand.reneges.is_empty()) {
                    (Some(_), _) => Err(HandError::new("books", HandProblem::ThrownIn)),
                    (None, false) => Err(HandError::new("reneges", HandProblem::ThrownIn)),
                    (None, true) => Ok(Play::ThrownIn),
                };
            }
            (Some(AuctionResult::PassedOut), Some(_)) => {
                return Err(HandError::new("contract", HandProblem::ThrownIn));
            }
            (Some(AuctionResult::Won { bidder, bid }), Some(contract)) => {
                matches_auction(contract, bidder, bid)?;
                contract
            }
            (Some(AuctionResult::Won { bidder, bid }), None) => {
                return Err(HandError::new(
                    "contract",
                    HandProblem::ContractMissingAfterAuction {
                        winning: bid,
                        by: bidder,
                    },
                ));
            }
            (None, Some(contract)) => contract,
            (None, None) => return Err(HandError::new("contract", HandProblem::ContractMissing)),
        };
        let level = contract.bid.level.get();
        if level < self.rules.min_bid {
            let problem = HandProblem::LevelBelowMinimum {
                level,
                min: self.rules.min_bid,
            };
            return Err(HandError::new("contract.level", problem));
        }
        let bidders = contract.bidder.side();
        let (field, books) = match hand.books {
            None => return Err(HandError::new("books", HandProblem::Missing)),
            Some(BooksReport::Bidders(books)) => ("books".to_owned(), books),
            Some(BooksReport::BothSides(split)) => (format!("books.{bidders}"), split.of(bidders)),
        };
        if books == Tricks::NONE && self.rules.kitty == Kitty::Book {
            return Err(HandError::new(field, HandProblem::BiddersWithoutKitty(0)));
        }
        Ok(Play::Contract { contract, books })
    }

    /// RULES.md 1.9, a game played to hands won: the hand goes to the bidders if made and
    /// to the defenders if set, counting two where the terms say; the first side to the
    /// count wins. Nothing else ends such a game.
    fn hand_won(
        &mut self,
        terms: HandsWon,
        bidders: Side,
        score: &HandScore,
        mode: Mode,
    ) -> Option<(Side, Reason)> {
        let winner = if score.made { bidders } else { bidders.other() };
        let won = self.won.get_mut(winner);
        *won += terms.weight(score.boston, mode == Mode::Notrump);
        (*won >= u32::from(terms.count)).then_some((winner, Reason::HandsWon))
    }

    /// RULES.md 1.8 and 1.6, in their order: a renege that loses the game, Boston, set
    /// limit, setback, target. `score` is the hand's, not yet in the totals.
    fn end_of_game(
        &self,
        bidders: Side,
        score: &HandScore,
        reneges: &[Renege],
    ) -> Option<(Side, Reason)> {
        if self.rules.renege_loses_game
            && let Some(renege) = counted_reneges(reneges, &self.rules).next()
        {
            return Some((renege.side.other(), Reason::Renege));
        }
        let target = i32::from(self.rules.target);
        let totals = self.totals + score.points;
        if score.boston && self.rules.boston == Boston::WinsGame {
            return Some((bidders, Reason::Boston));
        }
        if let Some(limit) = self.rules.max_sets
            && !score.made
            && *self.sets.get(bidders) > limit
        {
            return Some((bidders.other(), Reason::SetLimit));
        }
        if let Some(loser) = Side::BOTH
            .into_iter()
            .find(|side| *totals.get(*side) <= -target)
        {
            return Some((loser.other(), Reason::Setback));
        }
        Side::BOTH
            .into_iter()
            .find(|side| *totals.get(*side) >= target)
            .map(|winner| (winner, Reason::Target))
    }
}

/// When the auction is recorded, the contract must be its winning bid, by the seat that made it.
fn matches_auction(contract: Contract, bidder: Seat, bid: Bid) -> Result<(), HandError> {
    let mismatch = |field: &str, value: String| {
        Err(HandError::new(
            field,
            HandProblem::ContractDoesNotMatchAuction {
                value,
                winning: bid,
                by: bidder,
            },
        ))
    };
    if contract.bid.level != bid.level {
        return mismatch("contract.level", contract.bid.level.to_string());
    }
    if contract.bid.mode != bid.mode {
        return mismatch("contract.mode", contract.bid.mode.to_string());
    }
    if contract.bidder != bidder {
        return mismatch("contract.bidder", contract.bidder.to_string());
    }
    Ok(())
}
