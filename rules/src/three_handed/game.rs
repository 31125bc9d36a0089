//! Scoring a three-handed game (RULES.md 3): the bidding, each hand's points for its
//! players, who drops out, and who wins. A fold over the hands, like the four-handed games.

use crate::bid::Mode;
use crate::error::RecordError;
use crate::house_rules::{AllPass, Boston};
use crate::sheet::{HandResult, Reason};

use super::bid::{ThreeHandedBid, ThreeHandedCall};
use super::error::{ThreeHandedError, ThreeHandedProblem};
use super::kind::ThreeHandedKind;
use super::record::{
    BooksTaken, PlayerRenege, ThreeHandedContract, ThreeHandedHand, ThreeHandedRecord,
};
use super::rules::ThreeHandedRules;
use super::seat::{PerPlayer, PlayerSeat};
use super::sheet::{OutLine, PlayerSheet, PlayerSheetHand};

/// A three-handed game in progress.
#[derive(Debug, Clone)]
pub struct ThreeHandedGame {
    rules: ThreeHandedRules,
    last_dealer: Option<PlayerSeat>,
    totals: PerPlayer<i32>,
    sets: PerPlayer<u8>,
    out: Vec<OutLine>,
    outcome: Option<(PlayerSeat, Reason)>,
    lines: Vec<PlayerSheetHand>,
}

/// What the table's report of a hand comes to once checked.
enum Play {
    ThrownIn,
    Contract {
        contract: ThreeHandedContract,
        score: HandScore,
    },
}

/// How one played hand scores, before the game's end is considered.
struct HandScore {
    points: PerPlayer<i32>,
    /// The bidder's books after reneges.
    books: u8,
    made: bool,
    boston: bool,
}

impl ThreeHandedGame {
    pub fn new(rules: ThreeHandedRules) -> ThreeHandedGame {
        ThreeHandedGame {
            rules,
            last_dealer: None,
            totals: PerPlayer::default(),
            sets: PerPlayer::default(),
            out: Vec::new(),
            outcome: None,
            lines: Vec::new(),
        }
    }

    pub fn rules(&self) -> &ThreeHandedRules {
        &self.rules
    }

    /// The winner and why, once the game is over.
    pub fn outcome(&self) -> Option<(PlayerSeat, Reason)> {
        self.outcome
    }

    /// The seat that deals next: the next player still in; `None` before the first hand.
    pub fn expected_dealer(&self) -> Option<PlayerSeat> {
        self.last_dealer.map(|seat| self.next_in(seat))
    }

    /// Whether `seat` is still in the game.
    pub fn is_in(&self, seat: PlayerSeat) -> bool {
        !self.out.iter().any(|line| line.seat == seat)
    }

    /// The players still in, in the order they play after `dealer` (the dealer last).
    fn in_order_after(&self, dealer: PlayerSeat) -> impl Iterator<Item = PlayerSeat> + '_ {
        [dealer.next(), dealer.next().next(), dealer]
            .into_iter()
            .filter(|seat| self.is_in(*seat))
    }

    /// The next player still in after `seat`, clockwise.
    fn next_in(&self, seat: PlayerSeat) -> PlayerSeat {
        self.in_order_after(seat)
            .next()
            .unwrap_or_else(|| seat.next())
    }

    /// The score sheet so far.
    pub fn sheet(&self) -> PlayerSheet {
        PlayerSheet {
            game: self.rules.game,
            rules: self.rules,
            hands: self.lines.clone(),
            totals: self.totals,
            out: self.out.clone(),
            finished: self.outcome.is_some(),
            winner: self.outcome.map(|(winner, _)| winner),
            reason: self.outcome.map(|(_, reason)| reason),
        }
    }

    /// Scores the next hand. On error the game is left exactly as it was.
    pub fn play(&mut self, hand: &ThreeHandedHand) -> Result<&PlayerSheetHand, ThreeHandedError> {
        if let Some((winner, reason)) = self.outcome {
            return Err(ThreeHandedError::new(
                "",
                ThreeHandedProblem::GameOver { winner, reason },
            ));
        }
        self.check_dealer(hand.dealer)?;
        let play = self.check(hand)?;
        self.last_dealer = Some(hand.dealer);
        let number = self.lines.len() + 1;
        let line = match play {
            Play::ThrownIn => PlayerSheetHand {
                number,
                dealer: hand.dealer,
                bid: None,
                bidder: None,
                books: None,
                result: HandResult::ThrownIn,
                boston: false,
                points: PerPlayer::default(),
                totals: self.totals,
            },
            Play::Contract { contract, score } => {
                self.totals = self.totals + score.points;
                self.outcome = self.end_of_game(contract.bidder, &score, number, hand.dealer);
                PlayerSheetHand {
                    number,
                    dealer: hand.dealer,
                    bid: Some(contract.bid),
                    bidder: Some(contract.bidder),
                    books: Some(score.books),
                    result: if score.made {
                        HandResult::Made
                    } else {
                        HandResult::Set
                    },
                    boston: score.boston,
                    points: score.points,
                    totals: self.totals,
                }
            }
        };
        self.lines.push(line);
        Ok(self.lines.last().expect("just pushed"))
    }

    fn check_dealer(&self, dealer: PlayerSeat) -> Result<(), ThreeHandedError> {
        if !self.is_in(dealer) {
            return Err(ThreeHandedError::new(
                "dealer",
                ThreeHandedProblem::PlayerOut(dealer),
            ));
        }
        match self.last_dealer {
            Some(previous) if self.next_in(previous) != dealer => Err(ThreeHandedError::new(
                "dealer",
                ThreeHandedProblem::WrongDealer {
                    got: dealer,
                    expected: self.next_in(previous),
                    previous,
                },
            )),
            _ => Ok(()),
        }
    }

    /// Checks the bidding, the contract, the books and the reneges against the rules and
    /// who is still in, and scores the hand.
    fn check(&self, hand: &ThreeHandedHand) -> Result<Play, ThreeHandedError> {
        let auction = hand
            .auction
            .as_deref()
            .map(|calls| self.check_auction(calls, hand.dealer))
            .transpose()?;
        let contract = match (auction, hand.contract) {
            (Some(None), None) => {
                return match (&hand.books, hand.reneges.is_empty()) {
                    (Some(_), _) => {
                        Err(ThreeHandedError::new("books", ThreeHandedProblem::ThrownIn))
                    }
                    (None, false) => Err(ThreeHandedError::new(
                        "reneges",
                        ThreeHandedProblem::ThrownIn,
                    )),
                    (None, true) => Ok(Play::ThrownIn),
                };
            }
            (Some(None), Some(_)) => {
                return Err(ThreeHandedError::new(
                    "contract",
                    ThreeHandedProblem::ThrownIn,
                ));
            }
            (Some(Some((by, winning))), Some(contract)) => {
                matches_auction(contract, by, winning)?;
                contract
            }
            (Some(Some((by, winning))), None) => {
                return Err(ThreeHandedError::new(
                    "contract",
                    ThreeHandedProblem::ContractMissingAfterAuction { winning, by },
                ));
            }
            (None, Some(contract)) => contract,
            (None, None) => {
                return Err(ThreeHandedError::new(
                    "contract",
                    ThreeHandedProblem::ContractMissing,
                ));
            }
        };
        if !self.is_in(contract.bidder) {
            return Err(ThreeHandedError::new(
                "contract.bidder",
                ThreeHandedProblem::PlayerOut(contract.bidder),
            ));
        }
        if contract.bid.level < self.rules.min_bid {
            return Err(ThreeHandedError::new(
                "contract.level",
                ThreeHandedProblem::LevelBelowMinimum {
                    level: contract.bid.level,
                    min: self.rules.min_bid,
                },
            ));
        }
        let books = hand
            .books
            .ok_or_else(|| ThreeHandedError::new("books", ThreeHandedProblem::Missing))?;
        if let BooksTaken::Each(each) = books {
            for seat in PlayerSeat::ALL {
                let count = *each.get(seat);
                if !self.is_in(seat) && count > 0 {
                    return Err(ThreeHandedError::new(
                        format!("books.{seat}"),
                        ThreeHandedProblem::PlayerOut(seat),
                    ));
                }
                if seat == contract.bidder && count < self.rules.game.fewest_books() {
                    return Err(ThreeHandedError::new(
                        format!("books.{seat}"),
                        ThreeHandedProblem::BooksOutOfRange {
                            value: i64::from(count),
                            game: self.rules.game,
                        },
                    ));
                }
            }
        }
        if let Some((index, renege)) = hand
            .reneges
            .iter()
            .enumerate()
            .find(|(_, renege)| !self.is_in(renege.seat))
        {
            return Err(ThreeHandedError::new(
                format!("reneges[{index}].seat"),
                ThreeHandedProblem::PlayerOut(renege.seat),
            ));
        }
        let score = self.score(contract, books, &hand.reneges)?;
        Ok(Play::Contract { contract, score })
    }

    /// Checks that each player still in called once, starting left of the dealer, that every
    /// bid is one of the game's and beats the one before, and that the all-pass rule was kept.
    /// The winning bid and its bidder; `None` when everybody passed.
    fn check_auction(
        &self,
        calls: &[ThreeHandedCall],
        dealer: PlayerSeat,
    ) -> Result<Option<(PlayerSeat, ThreeHandedBid)>, ThreeHandedError> {
        let players = self.in_order_after(dealer).count();
        if calls.len() != players {
            return Err(ThreeHandedError::new(
                "auction",
                ThreeHandedProblem::AuctionLength {
                    calls: calls.len(),
                    players,
                },
            ));
        }
        let game = self.rules.game;
        let mut highest: Option<(PlayerSeat, ThreeHandedBid)> = None;
        for (index, (call, seat)) in calls.iter().zip(self.in_order_after(dealer)).enumerate() {
            let field = || format!("auction[{index}]");
            let ThreeHandedCall::Bid(bid) = *call else {
                continue;
            };
            if !game.levels().contains(&bid.level) {
                return Err(ThreeHandedError::new(
                    field(),
                    ThreeHandedProblem::CallOutOfRange { bid, game },
                ));
            }
            if bid.level < self.rules.min_bid {
                return Err(ThreeHandedError::new(
                    field(),
                    ThreeHandedProblem::CallBelowMinimum {
                        bid,
                        min: self.rules.min_bid,
                    },
                ));
            }
            if let Some((by, top)) = highest
                && !bid.beats(top, self.rules.bid_ranking)
            {
                return Err(ThreeHandedError::new(
                    field(),
                    ThreeHandedProblem::CallDoesNotBeat {
                        bid,
                        seat,
                        highest: top,
                        by,
                    },
                ));
            }
            highest = Some((seat, bid));
        }
        match highest {
            Some(won) => Ok(Some(won)),
            None if self.rules.all_pass == AllPass::Redeal => Ok(None),
            None => Err(ThreeHandedError::new(
                format!("auction[{}]", calls.len() - 1),
                ThreeHandedProblem::DealerMustBid { dealer },
            )),
        }
    }

    /// The points of a played contract (RULES.md 3.1, 3.2).
    fn score(
        &self,
        contract: ThreeHandedContract,
        books: BooksTaken,
        reneges: &[PlayerRenege],
    ) -> Result<HandScore, ThreeHandedError> {
        let rules = &self.rules;
        let game = rules.game;
        let bidder = contract.bidder;
        let multiplier = match contract.bid.mode {
            Mode::Notrump => i32::from(rules.notrump_multiplier),
            Mode::Uptown | Mode::Downtown => 1,
        };
        let counted = reneges
            .iter()
            .filter(|renege| !rules.renege_needs_trick || renege.trick.is_some());
        let (bidder_books, each, bidder_reneged) = match game {
            ThreeHandedKind::Cutthroat => {
                cutthroat_reneges(books, bidder, counted, rules.renege_books)
            }
            ThreeHandedKind::DummyWhist => (
                dummy_whist_reneges(books, bidder, counted, rules.renege_books),
                None,
                false,
            ),
        };
        let made = !bidder_reneged && bidder_books >= game.books_needed(contract.bid.level);
        let boston = made
            && bidder_books == game.books_per_deal()
            && (!rules.boston_needs_bid_seven || contract.bid.level == rules.highest_level());
        let mut points = PerPlayer::default();
        if made {
            let made_score = over_six(bidder_books) * multiplier;
            *points.get_mut(bidder) = match (boston, rules.boston) {
                (true, Boston::Double) => 2 * made_score,
                (true, Boston::Quadruple) => 4 * made_score,
                (true, Boston::Bonus(bonus)) => made_score + i32::from(bonus),
                _ => made_score,
            };
        } else {
            let lost = match game {
                ThreeHandedKind::Cutthroat => i32::from(contract.bid.level) - 6,
                ThreeHandedKind::DummyWhist => i32::from(contract.bid.level),
            };
            *points.get_mut(bidder) = -lost * multiplier;
            if rules.defenders_score {
                for defender in PlayerSeat::ALL
                    .into_iter()
                    .filter(|seat| *seat != bidder && self.is_in(*seat))
                {
                    let taken = match (game, each) {
                        (ThreeHandedKind::Cutthroat, Some(each)) => *each.get(defender),
                        (ThreeHandedKind::Cutthroat, None) => {
                            return Err(ThreeHandedError::new(
                                "books",
                                ThreeHandedProblem::EachPlayersBooksNeeded,
                            ));
                        }
                        // The defenders of dummy whist play as one side; each scores its books.
                        (ThreeHandedKind::DummyWhist, _) => game.books_per_deal() - bidder_books,
                    };
                    *points.get_mut(defender) = over_six(taken) * multiplier;
                }
            }
        }
        Ok(HandScore {
            points,
            books: bidder_books,
            made,
            boston,
        })
    }

    /// RULES.md 3 in the order of 1.6: a Boston that wins, the set limit, the setback (in
    /// cutthroat), the last player left, then the target.
    fn end_of_game(
        &mut self,
        bidder: PlayerSeat,
        score: &HandScore,
        number: usize,
        dealer: PlayerSeat,
    ) -> Option<(PlayerSeat, Reason)> {
        if score.boston && self.rules.boston == Boston::WinsGame {
            return Some((bidder, Reason::Boston));
        }
        if !score.made {
            // The count stops at 255, past every max_sets a club can choose (99 at most).
            let sets = self.sets.get_mut(bidder);
            *sets = sets.saturating_add(1);
            if self.rules.max_sets.is_some_and(|limit| *sets > limit) {
                self.out.push(OutLine {
                    seat: bidder,
                    hand: number,
                    reason: Reason::SetLimit,
                });
            }
        }
        let target = i32::from(self.rules.target);
        // Only the bidder loses points in a hand, so only the bidder can fall to the setback.
        if self.rules.game == ThreeHandedKind::Cutthroat
            && self.is_in(bidder)
            && *self.totals.get(bidder) <= -target
        {
            self.out.push(OutLine {
                seat: bidder,
                hand: number,
                reason: Reason::Setback,
            });
        }
        let mut left = self.in_order_after(dealer);
        if let (Some(last), None, Some(went)) = (left.next(), left.next(), self.out.last()) {
            return Some((last, went.reason));
        }
        // "The bidder first, then the higher score": a hand gives points to the bidder alone
        // (made) or to the defenders alone (set), so the bidder never reaches the target
        // together with another player. Between equal scores, the first to play after the
        // dealer.
        self.in_order_after(dealer)
            .filter(|seat| *self.totals.get(*seat) >= target)
            .reduce(|best, seat| {
                if self.totals.get(seat) > self.totals.get(best) {
                    seat
                } else {
                    best
                }
            })
            .map(|winner| (winner, Reason::Target))
    }
}

/// Cutthroat's reneges (RULES.md 3.1): a defender's moves `renege_books` books from that
/// defender to the bidder (all they have if fewer; up to all 18 where only the bidder's books
/// are given), the bidder's sets the bidder. The bidder's books after them, every player's
/// books where given, and whether the bidder reneged.
fn cutthroat_reneges<'a>(
    books: BooksTaken,
    bidder: PlayerSeat,
    counted: impl Iterator<Item = &'a PlayerRenege>,
    renege_books: u8,
) -> (u8, Option<PerPlayer<u8>>, bool) {
    let all = ThreeHandedKind::Cutthroat.books_per_deal();
    let (mut bidder_books, mut each) = match books {
        BooksTaken::Bidder(count) => (count, None),
        BooksTaken::Each(each) => (*each.get(bidder), Some(each)),
    };
    let mut bidder_reneged = false;
    for renege in counted {
        if renege.seat == bidder {
            bidder_reneged = true;
            continue;
        }
        match each.as_mut() {
            Some(each) => {
                let given = each.get(renege.seat).min(&renege_books).to_owned();
                *each.get_mut(renege.seat) -= given;
                *each.get_mut(bidder) += given;
                bidder_books = *each.get(bidder);
            }
            None => bidder_books = (bidder_books + renege_books).min(all),
        }
    }
    (bidder_books, each, bidder_reneged)
}

/// Dummy whist's reneges (RULES.md 3.2): the offending side (the bidder with the dummy, or
/// the two defenders) gives `renege_books` books to the other, all it has if fewer. The
/// bidder's books after them.
fn dummy_whist_reneges<'a>(
    books: BooksTaken,
    bidder: PlayerSeat,
    counted: impl Iterator<Item = &'a PlayerRenege>,
    renege_books: u8,
) -> u8 {
    let all = ThreeHandedKind::DummyWhist.books_per_deal();
    let BooksTaken::Bidder(mut bidder_books) = books else {
        unreachable!("dummy whist hands give the bidder's books alone (checked when read)")
    };
    for renege in counted {
        if renege.seat == bidder {
            bidder_books -= bidder_books.min(renege_books);
        } else {
            bidder_books += (all - bidder_books).min(renege_books);
        }
    }
    bidder_books
}

fn over_six(books: u8) -> i32 {
    i32::from(books.saturating_sub(6))
}

/// When the bidding is recorded, the contract must be its winning bid, by the seat that
/// made it.
fn matches_auction(
    contract: ThreeHandedContract,
    by: PlayerSeat,
    winning: ThreeHandedBid,
) -> Result<(), ThreeHandedError> {
    let mismatch = |field: &str, value: String| {
        Err(ThreeHandedError::new(
            field,
            ThreeHandedProblem::ContractDoesNotMatchAuction { value, winning, by },
        ))
    };
    if contract.bid.level != winning.level {
        return mismatch("contract.level", contract.bid.level.to_string());
    }
    if contract.bid.mode != winning.mode {
        return mismatch("contract.mode", contract.bid.mode.to_string());
    }
    if contract.bidder != by {
        return mismatch("contract.bidder", contract.bidder.to_string());
    }
    Ok(())
}

impl ThreeHandedRecord {
    /// Scores the whole record: the first invalid hand stops it with an error naming it.
    pub fn score(&self) -> Result<PlayerSheet, RecordError> {
        let mut game = ThreeHandedGame::new(self.rules);
        for (index, hand) in self.hands.iter().enumerate() {
            game.play(hand).map_err(|error| RecordError::PlayerHand {
                number: index + 1,
                error,
            })?;
        }
        Ok(game.sheet())
    }
}
