//! Records found by fuzzing (`scripts/fuzz.sh`) that once made the rules panic. Each is
//! scored here as a plain test, so the panic cannot come back unnoticed.

use serde_json::{Value, json};
use uptown_rules::{HandResult, Reason, Side, score_json};

/// `count` bid whist hands, dealt in turn, in which N bids 3 uptown and is alternately set
/// (8 books, -3) and makes it (9 books, +3): the totals swing between 0 and -3 for ever.
fn set_and_made_alternately(count: usize, rules: &Value) -> Value {
    let hands: Vec<Value> = (0..count)
        .map(|index| {
            let dealer = ["N", "E", "S", "W"][index % 4];
            json!({
                "dealer": dealer,
                "contract": { "bidder": "N", "level": 3, "mode": "uptown" },
                "books": if index % 2 == 0 { 8 } else { 9 },
            })
        })
        .collect();
    json!({ "game": "bid_whist", "rules": rules, "hands": hands })
}

/// 256 sets of one side overflowed its count of sets (a `u8`): "attempt to add with
/// overflow" in `bid_whist.rs` under debug assertions, the count silently back at 0 without.
#[test]
fn a_game_with_more_than_255_sets_of_one_side_is_scored() {
    let record = set_and_made_alternately(520, &Value::Null);
    let sheet = score_json(&record.to_string()).expect("every hand is legal");
    assert_eq!(sheet.hands.len(), 520);
    assert!(!sheet.finished);
    assert_eq!(sheet.totals.ns, 0);
    let sets = sheet
        .hands
        .iter()
        .filter(|hand| hand.result == HandResult::Set)
        .count();
    assert_eq!(sets, 260);
    assert_eq!(sheet.tally().ns.sets, 260);
}

/// With the set count saturating, a set limit still ends the game at the first set past it.
#[test]
fn a_set_limit_still_ends_the_game_after_many_hands() {
    let record = set_and_made_alternately(520, &json!({ "max_sets": 99 }));
    let error = score_json(&record.to_string()).expect_err("the game ends at the 100th set");
    // The 100th set is hand 199; hand 200 comes after the end.
    assert_eq!(error.field(), "hands[199]");
    let sheet = score_json(&set_and_made_alternately(199, &json!({ "max_sets": 99 })).to_string())
        .expect("199 hands are scored");
    assert_eq!(sheet.winner, Some(Side::EastWest));
    assert_eq!(sheet.reason, Some(Reason::SetLimit));
}
