//! A record the rules refuse gets one message naming the hand and the field, and the field's
//! path for the API. Each case here is a different way a table's report can be wrong.

use serde_json::{Value, json};
use uptown_rules::{GameKind, Hand, Match, RecordError, Rules, score_json};

fn refuse(record: &Value) -> RecordError {
    score_json(&record.to_string()).expect_err("the record should be refused")
}

fn bid_whist_hands(hands: &Value) -> Value {
    json!({ "game": "bid_whist", "hands": hands })
}

fn good(dealer: &str) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": "E", "level": 3, "mode": "uptown" }, "books": 7 })
}

/// Two good hands, then `third` as hand 3.
fn third_hand(third: Value) -> Value {
    bid_whist_hands(&Value::Array(vec![good("N"), good("E"), third]))
}

#[track_caller]
fn assert_refused(record: &Value, field: &str, message: &str) {
    let error = refuse(record);
    assert_eq!(error.to_string(), message);
    assert_eq!(error.field(), field);
}

#[test]
fn level_above_seven_is_refused_as_contract_md_words_it() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 8, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.level",
        "hand 3: contract.level 8 is above the maximum bid of 7",
    );
}

#[test]
fn level_zero_and_negative_levels_are_refused() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 0, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.level",
        "hand 3: contract.level 0 is not a bid level (1 to 7 books over six)",
    );
}

#[test]
fn a_level_written_as_text_names_the_field() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": "four", "mode": "uptown" }, "books": 9 });
    let error = refuse(&third_hand(hand));
    assert_eq!(error.field(), "hands[2].contract.level");
    assert!(
        error
            .to_string()
            .starts_with("hand 3: contract.level: invalid type: string \"four\""),
        "{error}"
    );
}

#[test]
fn dealer_out_of_turn_names_both_seats() {
    assert_refused(
        &third_hand(good("W")),
        "hands[2].dealer",
        "hand 3: dealer W is not the next dealer: E dealt the hand before, so S deals this one",
    );
}

#[test]
fn both_sides_books_must_make_thirteen() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": { "NS": 4, "EW": 10 } });
    assert_refused(
        &third_hand(hand),
        "hands[2].books",
        "hand 3: books NS 4 and EW 10 make 14, not 13",
    );
}

#[test]
fn books_out_of_range_are_refused() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 14 });
    assert_refused(
        &third_hand(hand),
        "hands[2].books",
        "hand 3: books 14 is not a number of books (0 to 13)",
    );
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": { "NS": -1, "EW": 14 } });
    assert_refused(
        &third_hand(hand),
        "hands[2].books.NS",
        "hand 3: books.NS -1 is not a number of books (0 to 13)",
    );
}

#[test]
fn the_bidding_side_always_has_the_kitty() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": { "NS": 13, "EW": 0 } });
    assert_refused(
        &third_hand(hand),
        "hands[2].books.EW",
        "hand 3: books.EW 0 would leave the bidding side without the kitty, which is always its first book",
    );
}

#[test]
fn missing_books_and_missing_contract_are_named() {
    let hand =
        json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" } });
    assert_refused(
        &third_hand(hand),
        "hands[2].books",
        "hand 3: books is missing",
    );
    let hand = json!({ "dealer": "S", "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract",
        "hand 3: contract is missing (a hand passed out by all four records its four passes in auction)",
    );
    let hand = json!({ "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].dealer",
        "hand 3: dealer is missing",
    );
    let hand = json!({ "dealer": "S", "contract": { "level": 4, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.bidder",
        "hand 3: contract.bidder is missing",
    );
}

#[test]
fn an_unknown_field_in_a_hand_is_refused_not_ignored() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 9, "renege": [{ "side": "NS" }] });
    let error = refuse(&third_hand(hand));
    assert!(
        error
            .to_string()
            .starts_with("hand 3: renege: unknown field `renege`"),
        "{error}"
    );
    assert_eq!(error.field(), "hands[2].renege");
}

#[test]
fn a_seat_that_does_not_exist_is_refused() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "X", "level": 4, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.bidder",
        "hand 3: contract.bidder: \"X\" is not a seat (N, E, S or W)",
    );
}

#[test]
fn an_unreadable_bid_in_the_auction_is_refused() {
    let hand = json!({ "dealer": "S", "auction": ["pass", "4X", "pass", "pass"], "contract": { "bidder": "N", "level": 4, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].auction[1]",
        "hand 3: auction[1]: \"4X\" is not a bid (write it like 4U, 3D, 4NT, 4 no trump or pass)",
    );
}

#[test]
fn a_contract_that_is_not_the_winning_bid_is_refused() {
    let hand = json!({ "dealer": "S", "auction": ["pass", "4U", "4NT", "pass"], "contract": { "bidder": "N", "level": 4, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.mode",
        "hand 3: contract.mode uptown does not match the auction, which E won with 4NT",
    );
    let hand = json!({ "dealer": "S", "auction": ["pass", "4U", "4NT", "pass"], "contract": { "bidder": "W", "level": 4, "mode": "notrump" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.bidder",
        "hand 3: contract.bidder W does not match the auction, which E won with 4NT",
    );
    let hand = json!({ "dealer": "S", "auction": ["pass", "4U", "4NT", "pass"], "contract": { "bidder": "E", "level": 5, "mode": "notrump" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.level",
        "hand 3: contract.level 5 does not match the auction, which E won with 4NT",
    );
}

#[test]
fn an_auction_of_the_wrong_length_is_refused() {
    let hand = json!({ "dealer": "S", "auction": ["4U", "pass", "pass"], "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].auction",
        "hand 3: auction has 3 calls, but each of the four seats calls once, starting left of the dealer",
    );
}

#[test]
fn informational_fields_must_fit_the_mode() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "notrump", "trump": "hearts" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.trump",
        "hand 3: contract.trump hearts is given, but a notrump contract has no trump suit (give its direction instead)",
    );
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown", "direction": "downtown" }, "books": 9 });
    assert_refused(
        &third_hand(hand),
        "hands[2].contract.direction",
        "hand 3: contract.direction downtown is for notrump contracts; uptown contracts name a trump suit instead",
    );
}

#[test]
fn a_thrown_in_hand_has_no_contract_books_or_reneges() {
    let passed = json!(["pass", "pass", "pass", "pass"]);
    let rules = json!({ "all_pass": "redeal" });
    let with = |extra: Value| {
        let mut hand = json!({ "dealer": "S", "auction": passed });
        hand.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        json!({ "game": "bid_whist", "rules": rules, "hands": [good("N"), good("E"), hand] })
    };
    assert_refused(
        &with(json!({"books": 4})),
        "hands[2].books",
        "hand 3: books is given, but all four passed: the hand was thrown in and never played",
    );
    assert_refused(
        &with(json!({"reneges": [{"side": "NS"}]})),
        "hands[2].reneges",
        "hand 3: reneges is given, but all four passed: the hand was thrown in and never played",
    );
    assert_refused(
        &with(json!({"contract": { "bidder": "W", "level": 4, "mode": "uptown" }})),
        "hands[2].contract",
        "hand 3: contract is given, but all four passed: the hand was thrown in and never played",
    );
}

#[test]
fn renege_trick_numbers_run_from_one_to_thirteen() {
    let hand = json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 9, "reneges": [{ "side": "NS", "trick": 14 }] });
    assert_refused(
        &third_hand(hand),
        "hands[2].reneges[0].trick",
        "hand 3: reneges[0].trick 14 is not a trick number (1 to 13)",
    );
}

#[test]
fn whist_hands_are_checked_too() {
    let record =
        json!({ "game": "whist", "hands": [{ "dealer": "N", "tricks": { "NS": 7, "EW": 5 } }] });
    assert_refused(
        &record,
        "hands[0].tricks",
        "hand 1: tricks NS 7 and EW 5 make 12, not 13",
    );
    let record = json!({ "game": "whist", "hands": [{ "dealer": "N", "tricks": { "NS": 7, "EW": 6 }, "honours": { "side": "NS", "count": 2 } }] });
    assert_refused(
        &record,
        "hands[0].honours.count",
        "hand 1: honours.count 2 is not a count of honours (3 or 4; a 2-2 split is not recorded)",
    );
    let record = json!({ "game": "whist", "hands": [{ "dealer": "N", "tricks": { "NS": 7 } }] });
    assert_refused(
        &record,
        "hands[0].tricks.EW",
        "hand 1: tricks.EW is missing",
    );
    let record = json!({ "game": "whist", "hands": [{ "dealer": "N", "trump": "stars", "tricks": { "NS": 7, "EW": 6 } }] });
    assert_eq!(refuse(&record).field(), "hands[0].trump");
}

#[test]
fn the_record_itself_must_name_a_game_and_list_hands() {
    assert_refused(
        &json!({ "hands": [] }),
        "game",
        "game is missing (bid_whist or whist)",
    );
    assert_refused(
        &json!({ "game": "poker", "hands": [] }),
        "game",
        "game \"poker\" is not a game (bid_whist or whist)",
    );
    assert_refused(
        &json!({ "game": "whist" }),
        "hands",
        "hands is missing (a list of hands, which may be empty)",
    );
    assert_refused(
        &json!({ "game": "whist", "hands": {} }),
        "hands",
        "hands must be a list of hands",
    );
    assert_refused(
        &json!({ "game": "whist", "hands": [], "players": 4 }),
        "players",
        "players is not part of a game record (it has game, rules and hands)",
    );
    assert_refused(
        &json!([]),
        "record",
        "record must be a JSON object with game, rules and hands",
    );
}

#[test]
fn unknown_rule_options_are_refused() {
    let error = refuse(&json!({ "game": "bid_whist", "rules": { "trump": "none" }, "hands": [] }));
    assert_eq!(error.field(), "rules.trump");
    assert!(
        error.to_string().starts_with(
            "rules.trump is not an option of bid whist (its options are target, min_bid"
        )
    );
}

#[test]
fn text_that_is_not_json_is_refused_with_its_position() {
    let error = score_json("{\"game\": \"whist\",").unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("the record is not valid JSON: EOF while parsing a value at line 1"),
        "{error}"
    );
}

#[test]
fn an_empty_record_is_a_game_not_yet_begun() {
    let sheet = score_json(r#"{"game": "bid_whist", "hands": []}"#).unwrap();
    assert!(sheet.hands.is_empty());
    assert!(!sheet.finished);
    assert_eq!((sheet.totals.ns, sheet.totals.ew), (0, 0));
}

#[test]
fn a_hand_of_the_other_game_is_refused_and_changes_nothing() {
    let mut scored = Match::new(Rules::defaults(GameKind::BidWhist));
    let whist = Hand::from_value(
        GameKind::Whist,
        &json!({ "dealer": "N", "tricks": { "NS": 8, "EW": 5 } }),
    )
    .unwrap();
    let before = scored.sheet();
    let error = scored.play(&whist).unwrap_err();
    assert!(error.to_string().contains("whist hand"), "{error}");
    assert_eq!(scored.sheet(), before);
}
