//! The three-handed games of RULES.md 3 (and docs/RULES.md 3, where the project decided what
//! the rule texts left open), as named tests. Each house-rule test compares a game under the
//! option with the same game under the default, so it fails if the option is ignored.

use serde_json::{Value, json};
use uptown_rules::three_handed::{PlayerSeat, PlayerSheet};
use uptown_rules::{HandResult, Reason, Sheet, score_any_json};

fn score(game: &str, rules: &Value, hands: &Value) -> Result<PlayerSheet, String> {
    let record = json!({ "game": game, "rules": rules, "hands": hands });
    match score_any_json(&record.to_string()) {
        Ok(Sheet::Players(sheet)) => Ok(sheet),
        Ok(Sheet::Partnerships(_)) => panic!("a three-handed record made a partnership sheet"),
        Err(error) => Err(error.to_string()),
    }
}

fn cutthroat(rules: &Value, hands: &Value) -> PlayerSheet {
    score("cutthroat", rules, hands).unwrap_or_else(|error| panic!("{error}"))
}

fn dummy(rules: &Value, hands: &Value) -> PlayerSheet {
    score("dummy_whist", rules, hands).unwrap_or_else(|error| panic!("{error}"))
}

fn refused(game: &str, rules: &Value, hands: &Value) -> String {
    score(game, rules, hands).expect_err("the record should be refused")
}

fn hand(dealer: &str, bidder: &str, level: u8, mode: &str, books: Value) -> Value {
    let hand =
        json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": level, "mode": mode } });
    with(hand, "books", books)
}

fn with(mut hand: Value, field: &str, value: Value) -> Value {
    hand[field] = value;
    hand
}

/// (N, E, W) of a hand's points.
fn points(sheet: &PlayerSheet, number: usize) -> (i32, i32, i32) {
    let points = sheet.hands[number - 1].points;
    (points.n, points.e, points.w)
}

fn totals(sheet: &PlayerSheet) -> (i32, i32, i32) {
    (sheet.totals.n, sheet.totals.e, sheet.totals.w)
}

fn outcome(sheet: &PlayerSheet) -> (Option<PlayerSeat>, Option<Reason>) {
    (sheet.winner, sheet.reason)
}

const SEATS: [&str; 3] = ["N", "E", "W"];

// ---- 3.1 Cutthroat ----

#[test]
fn cutthroat_bids_count_books_and_a_made_bid_scores_the_books_over_six() {
    let sheet = cutthroat(
        &json!({}),
        &json!([hand("N", "E", 10, "uptown", json!(12))]),
    );
    assert_eq!(points(&sheet, 1), (0, 6, 0));
    assert_eq!(sheet.hands[0].result, HandResult::Made);
    let sheet = cutthroat(
        &json!({}),
        &json!([hand("N", "E", 9, "notrump", json!(11))]),
    );
    assert_eq!(points(&sheet, 1), (0, 10, 0), "no trump counts twice");
}

#[test]
fn a_set_cutthroat_bidder_loses_the_bid_less_six() {
    let sheet = cutthroat(
        &json!({}),
        &json!([hand("N", "W", 12, "uptown", json!(11))]),
    );
    assert_eq!(points(&sheet, 1), (0, 0, -6));
    let sheet = cutthroat(
        &json!({"notrump_multiplier": 1}),
        &json!([hand("N", "W", 12, "notrump", json!(11))]),
    );
    assert_eq!(points(&sheet, 1), (0, 0, -6));
    let sheet = cutthroat(
        &json!({}),
        &json!([hand("N", "W", 12, "notrump", json!(11))]),
    );
    assert_eq!(points(&sheet, 1), (0, 0, -12));
}

#[test]
fn cutthroat_bids_run_from_seven_to_eighteen_books() {
    let low = refused(
        "cutthroat",
        &json!({}),
        &json!([hand("N", "E", 6, "uptown", json!(9))]),
    );
    assert_eq!(
        low,
        "hand 1: contract.level 6 is not a bid of cutthroat bid whist (7 to 18)"
    );
    assert!(
        refused(
            "cutthroat",
            &json!({}),
            &json!([hand("N", "E", 19, "uptown", json!(9))])
        )
        .starts_with("hand 1: contract.level 19")
    );
    let sheet = cutthroat(&json!({}), &json!([hand("N", "E", 7, "uptown", json!(7))]));
    assert_eq!(points(&sheet, 1), (0, 1, 0));
    let min_bid = refused(
        "cutthroat",
        &json!({"min_bid": 9}),
        &json!([hand("N", "E", 8, "uptown", json!(9))]),
    );
    assert_eq!(
        min_bid,
        "hand 1: contract.level 8 is below the minimum bid of 9"
    );
}

#[test]
fn the_kitty_is_the_cutthroat_bidders_first_book() {
    assert_eq!(
        refused(
            "cutthroat",
            &json!({}),
            &json!([hand("N", "E", 8, "uptown", json!(0))])
        ),
        "hand 1: books 0 is not a number of books (1 to 18 in cutthroat bid whist)"
    );
    assert!(
        refused(
            "cutthroat",
            &json!({}),
            &json!([hand("N", "E", 8, "uptown", json!({"N": 9, "E": 5, "W": 5}))])
        )
        .contains("books make 19, not the 18")
    );
}

#[test]
fn a_defenders_renege_hands_the_bidder_their_books() {
    let each = hand("N", "E", 12, "uptown", json!({"N": 4, "E": 10, "W": 4}));
    let reneged = with(each.clone(), "reneges", json!([{"seat": "W", "trick": 5}]));
    let sheet = cutthroat(&json!({}), &json!([reneged]));
    assert_eq!(
        (sheet.hands[0].books, points(&sheet, 1)),
        (Some(13), (0, 7, 0))
    );
    let sheet = cutthroat(&json!({}), &json!([each]));
    assert_eq!(points(&sheet, 1), (0, -6, 0));
    // A defender with fewer books than the penalty gives what they have.
    let poor = with(
        hand("N", "E", 17, "uptown", json!({"N": 1, "E": 16, "W": 1})),
        "reneges",
        json!([{"seat": "N"}]),
    );
    assert_eq!(
        cutthroat(&json!({}), &json!([poor])).hands[0].books,
        Some(17)
    );
    // With the bidder's books alone, a renege adds the penalty, up to all 18.
    let alone = with(
        hand("N", "E", 12, "uptown", json!(17)),
        "reneges",
        json!([{"seat": "W"}]),
    );
    assert_eq!(
        cutthroat(&json!({}), &json!([alone])).hands[0].books,
        Some(18)
    );
}

#[test]
fn the_bidders_renege_sets_the_bidder_whatever_the_books() {
    let reneged = with(
        hand("N", "E", 10, "uptown", json!(14)),
        "reneges",
        json!([{"seat": "E", "trick": 2}]),
    );
    let sheet = cutthroat(&json!({}), &json!([reneged]));
    assert_eq!(sheet.hands[0].result, HandResult::Set);
    assert_eq!(points(&sheet, 1), (0, -4, 0));
}

#[test]
fn option_renege_needs_trick_in_cutthroat() {
    let reneged = with(
        hand("N", "E", 10, "uptown", json!(14)),
        "reneges",
        json!([{"seat": "E"}]),
    );
    let sheet = cutthroat(
        &json!({"renege_needs_trick": true}),
        &json!([reneged.clone()]),
    );
    assert_eq!(
        points(&sheet, 1),
        (0, 8, 0),
        "a renege without its trick costs nothing"
    );
    let sheet = cutthroat(&json!({}), &json!([reneged]));
    assert_eq!(points(&sheet, 1), (0, -4, 0));
}

#[test]
fn option_defenders_score_in_cutthroat_needs_every_players_books() {
    let set = hand("N", "E", 12, "uptown", json!({"N": 8, "E": 3, "W": 7}));
    let sheet = cutthroat(&json!({"defenders_score": true}), &json!([set.clone()]));
    assert_eq!(points(&sheet, 1), (2, -6, 1));
    let sheet = cutthroat(&json!({}), &json!([set]));
    assert_eq!(points(&sheet, 1), (0, -6, 0));
    assert!(
        refused(
            "cutthroat",
            &json!({"defenders_score": true}),
            &json!([hand("N", "E", 12, "uptown", json!(3))])
        )
        .starts_with("hand 1: books must give each player's books")
    );
    // A made bid needs no more than the bidder's books.
    let sheet = cutthroat(
        &json!({"defenders_score": true}),
        &json!([hand("N", "E", 12, "uptown", json!(12))]),
    );
    assert_eq!(points(&sheet, 1), (0, 6, 0));
}

#[test]
fn a_cutthroat_boston_is_all_eighteen_books_in_every_form() {
    let sweep = json!([hand("N", "E", 14, "uptown", json!(18))]);
    let cases = [
        (json!({"target": 99}), 12),
        (json!({"boston": "double", "target": 99}), 24),
        (json!({"boston": "quadruple", "target": 99}), 48),
        (json!({"boston": {"bonus": 5}, "target": 99}), 17),
    ];
    for (rules, expected) in cases {
        let sheet = cutthroat(&rules, &sweep);
        assert_eq!(points(&sheet, 1).1, expected, "{rules}");
        assert!(sheet.hands[0].boston);
    }
    let sheet = cutthroat(&json!({"boston": "wins_game"}), &sweep);
    assert_eq!(
        outcome(&sheet),
        (Some(PlayerSeat::East), Some(Reason::Boston))
    );
    let sheet = cutthroat(
        &json!({"boston": "double", "boston_needs_bid_seven": true}),
        &sweep,
    );
    assert_eq!(
        points(&sheet, 1).1,
        12,
        "only a bid of all 18 makes a Boston"
    );
    let all = json!([hand("N", "E", 18, "uptown", json!(18))]);
    let sheet = cutthroat(
        &json!({"boston": "double", "boston_needs_bid_seven": true, "target": 99}),
        &all,
    );
    assert_eq!(points(&sheet, 1).1, 24);
}

/// `count` hands in turn from North, each bidder bidding and taking as given.
fn deals(from: usize, plays: &[(&str, u8, u8)]) -> Value {
    Value::Array(
        plays
            .iter()
            .enumerate()
            .map(|(index, (bidder, level, books))| {
                hand(
                    SEATS[(from + index) % 3],
                    bidder,
                    *level,
                    "uptown",
                    json!(books),
                )
            })
            .collect(),
    )
}

#[test]
fn the_first_cutthroat_player_to_the_target_wins() {
    let sheet = cutthroat(
        &json!({"target": 10}),
        &deals(0, &[("E", 12, 12), ("E", 12, 12)]),
    );
    assert_eq!(totals(&sheet), (0, 12, 0));
    assert_eq!(
        outcome(&sheet),
        (Some(PlayerSeat::East), Some(Reason::Target))
    );
    assert_eq!(sheet.hands.len(), 2);
    assert!(
        refused(
            "cutthroat",
            &json!({"target": 6}),
            &deals(0, &[("E", 12, 12), ("W", 12, 12)])
        )
        .starts_with("hand 2: the game is already over (E won by target)")
    );
}

#[test]
fn with_several_at_the_target_the_higher_score_wins() {
    // Under defenders_score N and W both pass 10 while E is set: the higher score wins.
    let rules = json!({"target": 10, "defenders_score": true});
    let hands = json!([
        hand("N", "N", 14, "uptown", json!({"N": 14, "E": 2, "W": 2})),
        hand("E", "W", 13, "uptown", json!({"N": 2, "E": 3, "W": 13})),
        hand("W", "E", 12, "notrump", json!({"N": 8, "E": 2, "W": 8}))
    ]);
    let sheet = cutthroat(&rules, &hands);
    assert_eq!(totals(&sheet), (12, -12, 11));
    assert_eq!(
        outcome(&sheet),
        (Some(PlayerSeat::North), Some(Reason::Target))
    );
    // Level after the same hand, the first to play after the dealer (W dealt: N first).
    let level = json!([
        hand("N", "N", 13, "uptown", json!({"N": 13, "E": 2, "W": 3})),
        hand("E", "W", 13, "uptown", json!({"N": 2, "E": 3, "W": 13})),
        hand("W", "E", 12, "notrump", json!({"N": 8, "E": 2, "W": 8}))
    ]);
    let sheet = cutthroat(&rules, &level);
    assert_eq!(totals(&sheet), (11, -12, 11));
    assert_eq!(sheet.winner, Some(PlayerSeat::North));
}

#[test]
fn a_cutthroat_player_at_minus_the_target_drops_out_and_the_game_goes_on() {
    // East is set twice for −6: out at −10. North and West play on, West deals after North.
    let rules = json!({"target": 10});
    let out = json!([
        hand("N", "E", 12, "uptown", json!(9)),
        hand("E", "E", 12, "uptown", json!(9)),
        hand("W", "N", 10, "uptown", json!(11))
    ]);
    let sheet = cutthroat(&rules, &out);
    assert_eq!(totals(&sheet), (5, -12, 0));
    assert_eq!(sheet.out.len(), 1);
    assert_eq!(
        (sheet.out[0].seat, sheet.out[0].hand, sheet.out[0].reason),
        (PlayerSeat::East, 2, Reason::Setback)
    );
    assert!(!sheet.finished);
    let mut next = out.as_array().unwrap().clone();
    // After W dealt, N deals; after N, W deals (East is skipped).
    next.push(with(
        hand("N", "W", 10, "uptown", json!(10)),
        "auction",
        json!(["10U", "pass"]),
    ));
    next.push(hand("W", "W", 10, "uptown", json!(10)));
    let sheet = cutthroat(&rules, &json!(next));
    assert_eq!(totals(&sheet), (5, -12, 8));
    let mut wrong = out.as_array().unwrap().clone();
    wrong.push(hand("N", "E", 10, "uptown", json!(10)));
    assert_eq!(
        refused("cutthroat", &rules, &json!(wrong)),
        "hand 4: contract.bidder E is out of the game and no longer deals, bids or takes books"
    );
    let mut skipped = out.as_array().unwrap().clone();
    skipped.push(hand("E", "N", 10, "uptown", json!(10)));
    assert!(refused("cutthroat", &rules, &json!(skipped)).starts_with("hand 4: dealer E is out"));
    let mut three_calls = out.as_array().unwrap().clone();
    three_calls.push(with(
        hand("N", "W", 10, "uptown", json!(10)),
        "auction",
        json!(["10U", "pass", "pass"]),
    ));
    assert!(
        refused("cutthroat", &rules, &json!(three_calls))
            .starts_with("hand 4: auction has 3 calls, but each of the 2 players")
    );
}

#[test]
fn the_last_cutthroat_player_left_wins() {
    let rules = json!({"target": 6});
    // East goes out at −6, so West deals next; West goes out too, and North is left.
    let hands = json!([
        hand("N", "E", 12, "uptown", json!(9)),
        hand("W", "W", 12, "uptown", json!(9))
    ]);
    let sheet = cutthroat(&rules, &hands);
    assert_eq!(totals(&sheet), (0, -6, -6));
    assert_eq!(
        outcome(&sheet),
        (Some(PlayerSeat::North), Some(Reason::Setback))
    );
}

#[test]
fn option_max_sets_puts_a_player_out() {
    let hands = deals(0, &[("E", 8, 7), ("E", 8, 7)]);
    let sheet = cutthroat(&json!({"max_sets": 1}), &hands);
    assert_eq!(sheet.out[0].reason, Reason::SetLimit);
    assert_eq!(sheet.out[0].seat, PlayerSeat::East);
    assert!(cutthroat(&json!({}), &hands).out.is_empty());
}

// ---- 3.2 Dummy whist ----

#[test]
fn dummy_whist_scores_books_over_six_from_a_bid_of_one() {
    let sheet = dummy(&json!({}), &json!([hand("N", "E", 1, "uptown", json!(9))]));
    assert_eq!(points(&sheet, 1), (0, 3, 0));
    let sheet = dummy(&json!({}), &json!([hand("N", "E", 3, "notrump", json!(8))]));
    assert_eq!(points(&sheet, 1), (0, -6, 0), "set by one in no trump");
    let sheet = dummy(&json!({}), &json!([hand("N", "E", 3, "uptown", json!(0))]));
    assert_eq!(
        points(&sheet, 1),
        (0, -3, 0),
        "no kitty: the bidder may take none"
    );
    assert!(
        refused(
            "dummy_whist",
            &json!({}),
            &json!([hand("N", "E", 8, "uptown", json!(9))])
        )
        .starts_with("hand 1: contract.level 8 is not a bid of dummy whist (1 to 7)")
    );
    assert!(
        refused(
            "dummy_whist",
            &json!({}),
            &json!([hand("N", "E", 3, "uptown", json!({"N": 2, "E": 9, "W": 2}))])
        )
        .contains("dummy whist counts only the bidder's books")
    );
}

#[test]
fn option_defenders_score_in_dummy_whist_gives_each_defender_the_sides_books() {
    let set = json!([hand("N", "E", 2, "uptown", json!(4))]);
    let sheet = dummy(&json!({"defenders_score": true}), &set);
    assert_eq!(points(&sheet, 1), (3, -2, 3));
    let sheet = dummy(&json!({}), &set);
    assert_eq!(points(&sheet, 1), (0, -2, 0));
}

#[test]
fn a_dummy_whist_renege_moves_books_between_the_sides() {
    let by_defender = with(
        hand("N", "E", 3, "uptown", json!(7)),
        "reneges",
        json!([{"seat": "W"}]),
    );
    assert_eq!(
        points(&dummy(&json!({}), &json!([by_defender])), 1),
        (0, 4, 0)
    );
    let by_bidder = with(
        hand("N", "E", 3, "uptown", json!(11)),
        "reneges",
        json!([{"seat": "E"}]),
    );
    let sheet = dummy(&json!({}), &json!([by_bidder]));
    assert_eq!(
        (sheet.hands[0].books, points(&sheet, 1)),
        (Some(8), (0, -3, 0))
    );
}

#[test]
fn a_dummy_whist_boston_and_the_target_of_21() {
    let sheet = dummy(
        &json!({"boston": "double"}),
        &json!([hand("N", "W", 4, "uptown", json!(13))]),
    );
    assert_eq!(points(&sheet, 1), (0, 0, 14));
    let plays = deals(0, &[("N", 7, 13), ("N", 7, 13), ("N", 7, 13)]);
    let sheet = dummy(&json!({}), &plays);
    assert_eq!(totals(&sheet), (21, 0, 0));
    assert_eq!(
        outcome(&sheet),
        (Some(PlayerSeat::North), Some(Reason::Target))
    );
}

#[test]
fn dummy_whist_has_no_setback() {
    let plays = deals(0, &[("E", 7, 0), ("E", 7, 0), ("E", 7, 0), ("E", 7, 0)]);
    let sheet = dummy(&json!({}), &plays);
    assert_eq!(totals(&sheet), (0, -28, 0));
    assert!(sheet.out.is_empty() && !sheet.finished);
}

// ---- Bidding, dealing and the record ----

#[test]
fn three_handed_bidding_goes_round_three_players() {
    let won = with(
        hand("N", "N", 11, "notrump", json!(12)),
        "auction",
        json!(["10U", "pass", "11NT"]),
    );
    assert_eq!(points(&cutthroat(&json!({}), &json!([won])), 1), (12, 0, 0));
    let short = with(
        hand("N", "N", 11, "notrump", json!(12)),
        "auction",
        json!(["10U", "11NT"]),
    );
    assert!(
        refused("cutthroat", &json!({}), &json!([short]))
            .starts_with("hand 1: auction has 2 calls")
    );
    let under = with(
        hand("N", "W", 10, "uptown", json!(12)),
        "auction",
        json!(["10NT", "10U", "pass"]),
    );
    assert_eq!(
        refused("cutthroat", &json!({}), &json!([under])),
        "hand 1: auction[1] 10U by W does not beat 10NT by E (rules.bid_ranking)"
    );
    let ranked = with(
        hand("N", "W", 10, "downtown", json!(12)),
        "auction",
        json!(["10U", "10D", "pass"]),
    );
    assert!(score("cutthroat", &json!({}), &json!([ranked.clone()])).is_err());
    assert!(
        score(
            "cutthroat",
            &json!({"bid_ranking": "downtown_over_uptown"}),
            &json!([ranked])
        )
        .is_ok()
    );
}

#[test]
fn all_pass_redeal_throws_the_hand_in_and_the_dealer_must_bid_otherwise() {
    let passed = json!({"dealer": "E", "auction": ["pass", "pass", "pass"]});
    assert_eq!(
        refused("dummy_whist", &json!({}), &json!([passed.clone()])),
        "hand 1: auction[2] pass by the dealer E is not allowed: the others passed, so the dealer must bid (rules.all_pass is dealer_must_bid)"
    );
    let next = hand("W", "N", 2, "uptown", json!(9));
    let sheet = dummy(&json!({"all_pass": "redeal"}), &json!([passed, next]));
    assert_eq!(sheet.hands[0].result, HandResult::ThrownIn);
    assert_eq!(points(&sheet, 2), (3, 0, 0));
}

#[test]
fn the_deal_passes_clockwise_round_three_seats() {
    assert_eq!(
        refused(
            "cutthroat",
            &json!({}),
            &json!([
                hand("N", "E", 10, "uptown", json!(10)),
                hand("W", "E", 10, "uptown", json!(10))
            ])
        ),
        "hand 2: dealer W is not the next dealer: N dealt the hand before, so E deals this one"
    );
    let south = json!([{ "dealer": "S", "contract": { "bidder": "E", "level": 10, "mode": "uptown" }, "books": 10 }]);
    assert!(
        refused("cutthroat", &json!({}), &south)
            .contains("\"S\" is not a seat of a three-handed table")
    );
    let renege_south = with(
        hand("N", "E", 10, "uptown", json!(10)),
        "reneges",
        json!([{"seat": "S"}]),
    );
    assert!(
        refused("cutthroat", &json!({}), &json!([renege_south]))
            .starts_with("hand 1: reneges[0].seat")
    );
    let trick = with(
        hand("N", "E", 10, "uptown", json!(10)),
        "reneges",
        json!([{"seat": "N", "trick": 18}]),
    );
    assert_eq!(
        refused("cutthroat", &json!({}), &json!([trick])),
        "hand 1: reneges[0].trick 18 is not a trick number (1 to 17)"
    );
}

#[test]
fn the_house_rules_of_the_partnership_game_are_not_offered() {
    for option in [
        "kitty",
        "made_scores",
        "dealer_may_match",
        "renege_loses_game",
        "game_end_bonus",
    ] {
        let rules = json!({ option: true });
        assert!(
            refused("cutthroat", &rules, &json!([])).starts_with(&format!(
                "rules.{option} is not an option of cutthroat bid whist"
            )),
            "{option}"
        );
    }
}

#[test]
fn a_three_handed_sheet_and_record_read_back_unchanged() {
    let record = json!({ "game": "cutthroat", "rules": {"defenders_score": true}, "hands": [
        with(hand("N", "E", 12, "notrump", json!({"N": 8, "E": 3, "W": 7})), "reneges", json!([{"seat": "N", "trick": 16}])),
        with(hand("E", "N", 10, "uptown", json!(10)), "auction", json!(["pass", "10U", "pass"]))
    ]});
    let Sheet::Players(sheet) = score_any_json(&record.to_string()).unwrap() else {
        panic!("three-handed")
    };
    let text = serde_json::to_string(&sheet).unwrap();
    assert_eq!(serde_json::from_str::<PlayerSheet>(&text).unwrap(), sheet);
    assert_eq!(
        serde_json::from_str::<Sheet>(&text).unwrap(),
        Sheet::Players(sheet.clone())
    );
    let written = uptown_rules::three_handed::ThreeHandedRecord::from_object(
        uptown_rules::three_handed::ThreeHandedKind::Cutthroat,
        record.as_object().unwrap(),
    )
    .unwrap()
    .to_value();
    let Sheet::Players(again) = score_any_json(&written.to_string()).unwrap() else {
        panic!("three-handed")
    };
    assert_eq!(again, sheet);
    assert_eq!(written["rules"]["target"], 30, "rules written out in full");
}
