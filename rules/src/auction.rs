//! Checking a recorded auction against the house rules (RULES.md 1.2).

use crate::bid::{Bid, Call};
use crate::error::{HandError, HandProblem};
use crate::house_rules::{AllPass, BidWhistRules};
use crate::seat::Seat;

/// How an auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionResult {
    /// The highest bid and the seat that made it.
    Won { bidder: Seat, bid: Bid },
    /// All four passed: the hand is thrown in.
    PassedOut,
}

/// Checks that each of the four seats called once, starting left of `dealer`, that every
/// bid is legal and beats the one before it, and that the all-pass rule was kept.
pub fn check_auction(
    calls: &[Call],
    dealer: Seat,
    rules: &BidWhistRules,
) -> Result<AuctionResult, HandError> {
    if calls.len() != 4 {
        return Err(HandError::new(
            "auction",
            HandProblem::AuctionLength(calls.len()),
        ));
    }
    let mut highest: Option<(Seat, Bid)> = None;
    let mut seat = dealer;
    for (index, call) in calls.iter().enumerate() {
        seat = seat.next();
        let field = || format!("auction[{index}]");
        let Call::Bid(bid) = *call else { continue };
        if bid.level.get() < rules.min_bid {
            let problem = HandProblem::CallBelowMinimum {
                bid,
                min: rules.min_bid,
            };
            return Err(HandError::new(field(), problem));
        }
        if let Some((by, highest)) = highest {
            // Under dealer_may_match the dealer, calling last, takes the contract with a bid
            // the highest does not beat (RULES.md 1.8); every other call must beat it.
            let matching = rules.dealer_may_match && seat == dealer;
            let refused = if matching {
                highest.beats(bid, rules.bid_ranking)
            } else {
                !bid.beats(highest, rules.bid_ranking)
            };
            if refused {
                let problem = HandProblem::CallDoesNotBeat {
                    bid,
                    seat,
                    highest,
                    by,
                    ranking: rules.bid_ranking,
                    dealer_may_match: matching,
                };
                return Err(HandError::new(field(), problem));
            }
        }
        highest = Some((seat, bid));
    }
    match highest {
        Some((bidder, bid)) => Ok(AuctionResult::Won { bidder, bid }),
        None if rules.all_pass == AllPass::Redeal => Ok(AuctionResult::PassedOut),
        None => Err(HandError::new(
            "auction[3]",
            HandProblem::DealerMustBid { dealer },
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::house_rules::BidRanking;

    fn calls(texts: [&str; 4]) -> Vec<Call> {
        texts.iter().map(|text| text.parse().unwrap()).collect()
    }

    fn check(texts: [&str; 4], rules: &BidWhistRules) -> Result<AuctionResult, HandError> {
        check_auction(&calls(texts), Seat::North, rules)
    }

    #[test]
    fn the_contract_example_is_won_by_west_with_three_notrump() {
        let result = check(["pass", "3U", "3NT", "pass"], &BidWhistRules::default()).unwrap();
        assert_eq!(
            result,
            AuctionResult::Won {
                bidder: Seat::West,
                bid: "3NT".parse().unwrap()
            }
        );
    }

    #[test]
    fn uptown_cannot_overcall_downtown_of_the_same_level_by_default() {
        let error = check(["3D", "3U", "pass", "pass"], &BidWhistRules::default()).unwrap_err();
        assert_eq!(error.field, "auction[1]");
        assert!(
            error
                .to_string()
                .starts_with("auction[1] 3U by S does not beat 3D by E (rules.bid_ranking")
        );
    }

    #[test]
    fn downtown_overcalls_uptown_when_the_club_ranks_it_higher() {
        let rules = BidWhistRules {
            bid_ranking: BidRanking::DowntownOverUptown,
            ..BidWhistRules::default()
        };
        assert!(matches!(
            check(["3U", "3D", "3NT", "pass"], &rules).unwrap(),
            AuctionResult::Won {
                bidder: Seat::West,
                ..
            }
        ));
        assert!(check(["3D", "3U", "pass", "pass"], &rules).is_err());
    }

    #[test]
    fn level_only_ranking_refuses_notrump_over_uptown_of_the_same_level() {
        let rules = BidWhistRules {
            bid_ranking: BidRanking::LevelOnly,
            ..BidWhistRules::default()
        };
        assert!(check(["3U", "3NT", "pass", "pass"], &rules).is_err());
        assert!(check(["3U", "4U", "pass", "pass"], &rules).is_ok());
    }

    #[test]
    fn bids_below_the_minimum_are_refused() {
        let rules = BidWhistRules {
            min_bid: 4,
            ..BidWhistRules::default()
        };
        let error = check(["3NT", "pass", "pass", "pass"], &rules).unwrap_err();
        assert_eq!(
            error.to_string(),
            "auction[0] 3NT is below the minimum bid of 4"
        );
    }

    #[test]
    fn the_dealer_must_bid_after_three_passes_unless_the_club_redeals() {
        let error = check(["pass", "pass", "pass", "pass"], &BidWhistRules::default()).unwrap_err();
        assert_eq!(error.field, "auction[3]");
        assert_eq!(
            error.problem,
            HandProblem::DealerMustBid {
                dealer: Seat::North
            }
        );
        assert!(check(["pass", "pass", "pass", "3U"], &BidWhistRules::default()).is_ok());
        let redeal = BidWhistRules {
            all_pass: AllPass::Redeal,
            ..BidWhistRules::default()
        };
        assert_eq!(
            check(["pass", "pass", "pass", "pass"], &redeal).unwrap(),
            AuctionResult::PassedOut
        );
    }

    #[test]
    fn under_dealer_may_match_only_the_dealer_takes_the_bid_by_matching_it() {
        let rules = BidWhistRules {
            dealer_may_match: true,
            ..BidWhistRules::default()
        };
        assert!(check(["4U", "pass", "pass", "4U"], &BidWhistRules::default()).is_err());
        assert_eq!(
            check(["4U", "pass", "pass", "4D"], &rules).unwrap(),
            AuctionResult::Won {
                bidder: Seat::North,
                bid: "4D".parse().unwrap()
            }
        );
        let error = check(["4U", "4U", "pass", "pass"], &rules).unwrap_err();
        assert_eq!(error.field, "auction[1]");
        let error = check(["4NT", "pass", "pass", "4U"], &rules).unwrap_err();
        assert_eq!(
            error.to_string(),
            "auction[3] 4U by N does not match 4NT by E (rules.bid_ranking is notrump_high: at one level notrump beats uptown and downtown, which are equal)"
        );
    }

    #[test]
    fn every_seat_calls_exactly_once() {
        let error = check_auction(
            &calls(["pass", "3U", "pass", "pass"])[..3],
            Seat::North,
            &BidWhistRules::default(),
        )
        .unwrap_err();
        assert_eq!(error.problem, HandProblem::AuctionLength(3));
    }
}
