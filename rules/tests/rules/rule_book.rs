//! Every worked example of RULES.md and every house-rule option, as named tests. Each option
//! test compares a game under the option with the same game under the default, so it fails
//! if the option is ignored.

use serde_json::{Value, json};
use uptown_rules::{HandResult, PerSide, Reason, ScoreSheet, Side, score_json};

fn record(game: &str, rules: Value, hands: Value) -> String {
    let fields = [("game", json!(game)), ("rules", rules), ("hands", hands)];
    Value::Object(
        fields
            .into_iter()
            .map(|(name, value)| (name.to_owned(), value))
            .collect(),
    )
    .to_string()
}

fn score(game: &str, rules: Value, hands: Value) -> ScoreSheet {
    score_json(&record(game, rules, hands)).unwrap_or_else(|error| panic!("{error}"))
}

fn bid_whist(rules: Value, hands: Value) -> ScoreSheet {
    score("bid_whist", rules, hands)
}

fn whist(rules: Value, hands: Value) -> ScoreSheet {
    score("whist", rules, hands)
}

fn refusal(game: &str, rules: Value, hands: Value) -> String {
    score_json(&record(game, rules, hands))
        .unwrap_err()
        .to_string()
}

/// A bid whist hand with only the fields scoring needs.
fn contract(dealer: &str, bidder: &str, level: u8, mode: &str, books: u8) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": level, "mode": mode }, "books": books })
}

fn with_reneges(mut hand: Value, reneges: Value) -> Value {
    hand["reneges"] = reneges;
    hand
}

fn points(sheet: &ScoreSheet, hand: usize) -> (i32, i32) {
    let line = &sheet.hands[hand - 1];
    (line.points.ns, line.points.ew)
}

fn totals(sheet: &ScoreSheet) -> (i32, i32) {
    (sheet.totals.ns, sheet.totals.ew)
}

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

/// `count` hands by the same bidder, the deal passing left from North.
fn repeat(count: usize, bidder: &str, level: u8, mode: &str, books: u8) -> Vec<Value> {
    (0..count)
        .map(|index| contract(SEATS[index % 4], bidder, level, mode, books))
        .collect()
}

// ---- RULES.md 1.4 and the seeds' worked examples ----

#[test]
fn example_000_four_uptown_with_eleven_books_scores_five() {
    let sheet = bid_whist(json!({}), json!([contract("W", "N", 4, "uptown", 11)]));
    assert_eq!(points(&sheet, 1), (5, 0));
    assert_eq!(sheet.hands[0].result, HandResult::Made);
}

#[test]
fn example_000_four_notrump_with_eleven_books_scores_ten() {
    let sheet = bid_whist(
        json!({"target": 11}),
        json!([contract("W", "N", 4, "notrump", 11)]),
    );
    assert_eq!(points(&sheet, 1), (10, 0));
}

#[test]
fn example_000_four_uptown_with_nine_books_is_set_for_four() {
    let sheet = bid_whist(json!({}), json!([contract("W", "N", 4, "uptown", 9)]));
    assert_eq!(points(&sheet, 1), (-4, 0));
    assert_eq!(sheet.hands[0].result, HandResult::Set);
}

#[test]
fn example_004_four_notrump_set_costs_eight() {
    let sheet = bid_whist(
        json!({"target": 9}),
        json!([contract("W", "E", 4, "notrump", 8)]),
    );
    assert_eq!(points(&sheet, 1), (0, -8));
}

#[test]
fn example_003_a_made_four_with_exactly_ten_books_scores_four() {
    let sheet = bid_whist(json!({}), json!([contract("N", "E", 4, "downtown", 10)]));
    assert_eq!(points(&sheet, 1), (0, 4));
}

#[test]
fn example_001_a_bid_of_two_needs_eight_books_and_seven_is_set() {
    let rules = json!({"min_bid": 2});
    assert_eq!(
        points(
            &bid_whist(rules.clone(), json!([contract("N", "S", 2, "uptown", 8)])),
            1
        ),
        (2, 0)
    );
    assert_eq!(
        points(
            &bid_whist(rules, json!([contract("N", "S", 2, "uptown", 7)])),
            1
        ),
        (-2, 0)
    );
}

#[test]
fn overtricks_count_the_same_as_bid_books_without_a_bonus() {
    let sheet = bid_whist(json!({}), json!([contract("N", "S", 3, "uptown", 12)]));
    assert_eq!(points(&sheet, 1), (6, 0));
}

#[test]
fn defenders_score_nothing_by_default_however_many_books_they_take() {
    let sheet = bid_whist(json!({}), json!([contract("N", "S", 5, "uptown", 3)]));
    assert_eq!(points(&sheet, 1), (-5, 0));
}

#[test]
fn contract_md_example_record_scores_three_notrump_then_a_renege_then_a_thrown_in_hand() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/contract-example.json"
    ))
    .unwrap();
    let sheet = score_json(&text).unwrap();
    assert_eq!(points(&sheet, 1), (0, 6), "W makes 3NT: +6 to EW");
    assert_eq!(
        points(&sheet, 2),
        (6, 0),
        "S makes 4U with 9 books plus 3 for the renege"
    );
    assert_eq!(
        sheet.hands[1].detail,
        uptown_rules::HandDetail::BidWhist {
            bid: Some("4U".parse().unwrap()),
            bidder: Some(uptown_rules::Seat::South),
            books: Some(12),
            boston: false,
        }
    );
    assert_eq!(sheet.hands[2].result, HandResult::ThrownIn);
    assert_eq!(points(&sheet, 3), (0, 0));
    assert_eq!(totals(&sheet), (6, 6));
    assert!(!sheet.finished);
    assert_eq!((sheet.winner, sheet.reason), (None, None));
}

// ---- RULES.md 1.3: reneges ----

#[test]
fn a_renege_by_the_defenders_hands_three_books_to_the_bidders() {
    let hand = with_reneges(contract("N", "E", 4, "uptown", 8), json!([{"side": "NS"}]));
    let sheet = bid_whist(json!({}), json!([hand]));
    assert_eq!(sheet.hands[0].result, HandResult::Made);
    assert_eq!(points(&sheet, 1), (0, 5));
}

#[test]
fn a_renege_by_the_bidders_can_set_them() {
    let hand = with_reneges(
        contract("N", "E", 4, "uptown", 11),
        json!([{"side": "EW", "trick": 4}]),
    );
    let sheet = bid_whist(json!({}), json!([hand]));
    assert_eq!(points(&sheet, 1), (0, -4));
}

#[test]
fn a_side_with_fewer_books_than_the_penalty_counts_as_losing_all_thirteen() {
    // The defenders have 2 books and renege: the bidders are scored as taking all 13.
    let hand = with_reneges(contract("N", "E", 4, "uptown", 11), json!([{"side": "NS"}]));
    let sheet = bid_whist(json!({"target": 9}), json!([hand]));
    assert_eq!(points(&sheet, 1), (0, 7));
    assert!(matches!(
        sheet.hands[0].detail,
        uptown_rules::HandDetail::BidWhist {
            books: Some(13),
            boston: true,
            ..
        }
    ));
    // The bidders have 2 books and renege: they keep none.
    let hand = with_reneges(contract("N", "E", 3, "uptown", 2), json!([{"side": "EW"}]));
    let sheet = bid_whist(json!({}), json!([hand]));
    assert!(matches!(
        sheet.hands[0].detail,
        uptown_rules::HandDetail::BidWhist { books: Some(0), .. }
    ));
}

#[test]
fn several_reneges_apply_one_after_another() {
    // 10 books; bidders renege (7), defenders renege (10), defenders renege again (13).
    let hand = with_reneges(
        contract("N", "E", 4, "uptown", 10),
        json!([{"side": "EW"}, {"side": "NS"}, {"side": "NS"}]),
    );
    let sheet = bid_whist(json!({"target": 9}), json!([hand]));
    assert!(matches!(
        sheet.hands[0].detail,
        uptown_rules::HandDetail::BidWhist {
            books: Some(13),
            ..
        }
    ));
}

#[test]
fn option_renege_books_sets_the_penalty() {
    let hand = with_reneges(
        contract("N", "E", 4, "uptown", 11),
        json!([{"side": "EW", "trick": 2}]),
    );
    assert_eq!(
        points(&bid_whist(json!({}), json!([hand.clone()])), 1),
        (0, -4)
    );
    assert_eq!(
        points(&bid_whist(json!({"renege_books": 1}), json!([hand])), 1),
        (0, 4)
    );
}

#[test]
fn option_renege_needs_trick_makes_unnamed_reneges_free() {
    let unnamed = with_reneges(contract("N", "E", 4, "uptown", 11), json!([{"side": "EW"}]));
    let named = with_reneges(
        contract("N", "E", 4, "uptown", 11),
        json!([{"side": "EW", "trick": 9}]),
    );
    let rules = json!({"renege_needs_trick": true});
    assert_eq!(
        points(&bid_whist(json!({}), json!([unnamed.clone()])), 1),
        (0, -4)
    );
    assert_eq!(
        points(&bid_whist(rules.clone(), json!([unnamed])), 1),
        (0, 5)
    );
    assert_eq!(points(&bid_whist(rules, json!([named])), 1), (0, -4));
}

// ---- RULES.md 1.4 options ----

#[test]
fn option_notrump_multiplier_one_scores_notrump_singly() {
    let hands = json!([
        contract("N", "E", 4, "notrump", 11),
        contract("E", "S", 3, "notrump", 8)
    ]);
    let sheet = bid_whist(json!({"notrump_multiplier": 1}), hands.clone());
    assert_eq!((points(&sheet, 1), points(&sheet, 2)), ((0, 5), (-3, 0)));
    let sheet = bid_whist(json!({"target": 15}), hands);
    assert_eq!((points(&sheet, 1), points(&sheet, 2)), ((0, 10), (-6, 0)));
}

#[test]
fn option_defenders_score_gives_defenders_their_books_over_six() {
    let hands = json!([
        contract("N", "E", 4, "uptown", 5),
        contract("E", "S", 3, "notrump", 4)
    ]);
    let sheet = bid_whist(
        json!({"defenders_score": true, "target": 20}),
        hands.clone(),
    );
    assert_eq!(points(&sheet, 1), (2, -4), "defenders took 8 books");
    assert_eq!(
        points(&sheet, 2),
        (-6, 6),
        "defenders took 9 books in notrump"
    );
    let sheet = bid_whist(json!({"target": 20}), hands);
    assert_eq!(points(&sheet, 1), (0, -4));
}

#[test]
fn defenders_with_exactly_six_books_score_nothing_even_under_defenders_score() {
    let rules = json!({"defenders_score": true, "min_bid": 1});
    let sheet = bid_whist(rules.clone(), json!([contract("N", "E", 1, "uptown", 7)]));
    assert_eq!(points(&sheet, 1), (0, 1));
    let sheet = bid_whist(rules, json!([contract("N", "E", 3, "uptown", 7)]));
    assert_eq!(points(&sheet, 1), (0, -3));
}

// ---- RULES.md 1.5: Boston ----

#[test]
fn boston_points_scores_like_any_made_hand() {
    let sheet = bid_whist(json!({}), json!([contract("N", "E", 5, "uptown", 13)]));
    assert_eq!(points(&sheet, 1), (0, 7));
    assert!(matches!(
        sheet.hands[0].detail,
        uptown_rules::HandDetail::BidWhist { boston: true, .. }
    ));
    assert_eq!(sheet.reason, Some(Reason::Target));
    let sheet = bid_whist(
        json!({"target": 20}),
        json!([contract("N", "E", 5, "notrump", 13)]),
    );
    assert_eq!(points(&sheet, 1), (0, 14));
}

#[test]
fn option_boston_double_doubles_the_made_score() {
    let sheet = bid_whist(
        json!({"boston": "double", "target": 50}),
        json!([
            contract("N", "E", 5, "uptown", 13),
            contract("E", "E", 5, "notrump", 13)
        ]),
    );
    assert_eq!(points(&sheet, 1), (0, 14));
    assert_eq!(points(&sheet, 2), (0, 28));
}

#[test]
fn option_boston_bonus_adds_the_agreed_bonus() {
    let sheet = bid_whist(
        json!({"boston": {"bonus": 5}, "target": 50}),
        json!([contract("N", "E", 5, "uptown", 13)]),
    );
    assert_eq!(points(&sheet, 1), (0, 12));
}

#[test]
fn option_boston_wins_game_ends_the_game_whatever_the_score() {
    let mut hands = repeat(2, "N", 4, "uptown", 8);
    hands.push(contract("S", "E", 3, "uptown", 13));
    let sheet = bid_whist(
        json!({"boston": "wins_game", "target": 20}),
        json!(hands.clone()),
    );
    assert!(sheet.finished);
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::EastWest), Some(Reason::Boston))
    );
    assert_eq!(
        totals(&sheet),
        (-8, 7),
        "the Boston's points are still recorded"
    );
    let sheet = bid_whist(json!({"target": 20}), json!(hands));
    assert!(!sheet.finished);
}

#[test]
fn option_boston_needs_bid_seven_counts_only_a_made_seven() {
    let six = json!([contract("N", "E", 6, "uptown", 13)]);
    let seven = json!([contract("N", "E", 7, "uptown", 13)]);
    let rules = json!({"boston": "double", "boston_needs_bid_seven": true, "target": 30});
    assert_eq!(points(&bid_whist(rules.clone(), six.clone()), 1), (0, 7));
    assert_eq!(points(&bid_whist(rules, seven), 1), (0, 14));
    assert_eq!(
        points(
            &bid_whist(json!({"boston": "double", "target": 30}), six),
            1
        ),
        (0, 14)
    );
}

// ---- RULES.md 1.6: the end of the game ----

#[test]
fn a_side_reaching_the_target_wins() {
    let sheet = bid_whist(
        json!({}),
        json!([
            contract("N", "E", 3, "uptown", 10),
            contract("E", "W", 3, "uptown", 9)
        ]),
    );
    assert!(sheet.finished);
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::EastWest), Some(Reason::Target))
    );
    assert_eq!(totals(&sheet), (0, 7));
}

#[test]
fn a_side_at_minus_the_target_loses() {
    let sheet = bid_whist(
        json!({}),
        json!([
            contract("N", "E", 4, "uptown", 9),
            contract("E", "W", 3, "uptown", 8)
        ]),
    );
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::NorthSouth), Some(Reason::Setback))
    );
    assert_eq!(totals(&sheet), (0, -7));
}

#[test]
fn setback_decides_first_when_one_side_reaches_plus_and_the_other_minus_target() {
    // EW are at +6 and NS at -5; NS are set in 1NT with defenders scoring: NS -7, EW +8.
    let hands = json!([
        contract("N", "E", 3, "uptown", 9),
        contract("E", "E", 3, "uptown", 9),
        contract("S", "N", 5, "uptown", 10),
        contract("W", "N", 1, "notrump", 6),
    ]);
    let sheet = bid_whist(
        json!({"defenders_score": true, "target": 7, "min_bid": 1}),
        hands,
    );
    assert_eq!(totals(&sheet), (-7, 8));
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::EastWest), Some(Reason::Setback))
    );
}

#[test]
fn option_target_moves_the_finishing_line() {
    let hands = json!([contract("N", "E", 5, "uptown", 11)]);
    assert!(bid_whist(json!({"target": 5}), hands.clone()).finished);
    assert!(!bid_whist(json!({}), hands).finished);
}

#[test]
fn option_max_sets_ends_the_game_at_the_set_after_the_limit() {
    let hands = repeat(3, "N", 1, "uptown", 6);
    let rules = json!({"max_sets": 2, "min_bid": 1});
    let sheet = bid_whist(rules.clone(), json!(hands[..2]));
    assert!(!sheet.finished, "set twice is allowed");
    let sheet = bid_whist(rules, json!(hands));
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::EastWest), Some(Reason::SetLimit))
    );
    assert!(!bid_whist(json!({"min_bid": 1}), json!(hands)).finished);
}

#[test]
fn max_sets_counts_each_side_separately() {
    let sheet = bid_whist(
        json!({"max_sets": 1, "min_bid": 1}),
        json!(repeat(2, "N", 1, "uptown", 6)),
    );
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::EastWest), Some(Reason::SetLimit))
    );
    let sheet = bid_whist(
        json!({"max_sets": 1, "min_bid": 1}),
        json!([
            contract("N", "N", 1, "uptown", 6),
            contract("E", "E", 1, "uptown", 6)
        ]),
    );
    assert!(!sheet.finished);
}

#[test]
fn max_sets_is_checked_before_setback_and_target() {
    // NS set a third time and fall to -7 at once: the set limit is the reason.
    let hands = json!([
        contract("N", "N", 3, "uptown", 8),
        contract("E", "N", 1, "uptown", 6),
        contract("S", "N", 3, "uptown", 5)
    ]);
    let sheet = bid_whist(json!({"max_sets": 2, "min_bid": 1}), hands);
    assert_eq!(totals(&sheet), (-7, 0));
    assert_eq!(sheet.reason, Some(Reason::SetLimit));
}

#[test]
fn boston_wins_game_is_checked_before_the_set_limit_and_target() {
    let sheet = bid_whist(
        json!({"boston": "wins_game"}),
        json!([contract("N", "E", 7, "notrump", 13)]),
    );
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::EastWest), Some(Reason::Boston))
    );
    assert_eq!(totals(&sheet), (0, 14));
}

#[test]
fn a_finished_game_accepts_no_more_hands() {
    let message = refusal(
        "bid_whist",
        json!({}),
        json!([
            contract("N", "E", 7, "uptown", 13),
            contract("E", "S", 3, "uptown", 9)
        ]),
    );
    assert_eq!(
        message,
        "hand 2: the game is already over (EW won by target); it takes no more hands"
    );
}

// ---- RULES.md 1.2: bidding options through whole records ----

#[test]
fn option_min_bid_refuses_lower_contracts() {
    let hands = json!([contract("N", "E", 3, "uptown", 9)]);
    assert_eq!(
        refusal("bid_whist", json!({"min_bid": 4}), hands.clone()),
        "hand 1: contract.level 3 is below the minimum bid of 4"
    );
    assert!(!bid_whist(json!({}), hands).finished);
}

#[test]
fn option_bid_ranking_decides_equal_level_overcalls() {
    let hand = json!([{ "dealer": "N", "auction": ["3U", "3D", "pass", "pass"],
                       "contract": { "bidder": "S", "level": 3, "mode": "downtown" }, "books": 9 }]);
    assert_eq!(
        points(
            &bid_whist(json!({"bid_ranking": "downtown_over_uptown"}), hand.clone()),
            1
        ),
        (3, 0)
    );
    assert!(
        refusal("bid_whist", json!({}), hand.clone())
            .starts_with("hand 1: auction[1] 3D by S does not beat 3U by E")
    );
    assert!(
        refusal("bid_whist", json!({"bid_ranking": "level_only"}), hand).contains("auction[1]")
    );
    let notrump_over = json!([{ "dealer": "N", "auction": ["3U", "3NT", "pass", "pass"],
                               "contract": { "bidder": "S", "level": 3, "mode": "notrump" }, "books": 9 }]);
    assert!(bid_whist(json!({}), notrump_over.clone()).hands[0].result == HandResult::Made);
    assert!(
        refusal(
            "bid_whist",
            json!({"bid_ranking": "level_only"}),
            notrump_over
        )
        .contains("only a higher level")
    );
}

#[test]
fn option_all_pass_redeal_throws_the_hand_in_and_passes_the_deal() {
    let hands = json!([{ "dealer": "N", "auction": ["pass", "pass", "pass", "pass"] }, contract("E", "S", 3, "uptown", 9)]);
    let sheet = bid_whist(json!({"all_pass": "redeal"}), hands.clone());
    assert_eq!(sheet.hands[0].result, HandResult::ThrownIn);
    assert_eq!(totals(&sheet), (3, 0));
    assert_eq!(
        refusal("bid_whist", json!({}), hands),
        "hand 1: auction[3] pass by the dealer N is not allowed: the other three passed, so the dealer must bid (rules.all_pass is dealer_must_bid)"
    );
}

#[test]
fn under_dealer_must_bid_the_dealer_takes_the_contract_after_three_passes() {
    let hand = json!([{ "dealer": "W", "auction": ["pass", "pass", "pass", "3D"],
                       "contract": { "bidder": "W", "level": 3, "mode": "downtown", "trump": "clubs" }, "books": 10 }]);
    assert_eq!(points(&bid_whist(json!({}), hand), 1), (0, 4));
}

// ---- RULES.md 2: whist ----

fn whist_hand(dealer: &str, ns: u8) -> Value {
    json!({ "dealer": dealer, "trump": "hearts", "tricks": { "NS": ns, "EW": 13 - ns } })
}

#[test]
fn whist_tricks_over_six_score_one_each() {
    let sheet = whist(json!({}), json!([whist_hand("N", 7), whist_hand("E", 4)]));
    assert_eq!(points(&sheet, 1), (1, 0));
    assert_eq!(points(&sheet, 2), (0, 3));
    assert_eq!(sheet.hands[0].result, HandResult::Scored);
}

#[test]
fn whist_slam_scores_seven_plus_the_slam_bonus() {
    let sheet = whist(json!({"target": 9}), json!([whist_hand("N", 13)]));
    assert_eq!(points(&sheet, 1), (7, 0));
    let sheet = whist(
        json!({"target": 20, "slam_bonus": 3}),
        json!([whist_hand("N", 13)]),
    );
    assert_eq!(points(&sheet, 1), (10, 0));
}

#[test]
fn whist_honours_score_four_for_four_and_two_for_three() {
    let mut four = whist_hand("N", 7);
    four["honours"] = json!({"side": "EW", "count": 4});
    let mut three = whist_hand("E", 8);
    three["honours"] = json!({"side": "NS", "count": 3});
    let sheet = whist(json!({"target": 9}), json!([four, three]));
    assert_eq!(points(&sheet, 1), (1, 4));
    assert_eq!(points(&sheet, 2), (4, 0));
}

#[test]
fn option_honours_false_is_american_whist_and_refuses_honours() {
    let mut hand = whist_hand("N", 7);
    hand["honours"] = json!({"side": "EW", "count": 4});
    assert_eq!(
        refusal("whist", json!({"honours": false}), json!([hand])),
        "hand 1: honours are not scored in this game (rules.honours is false); leave them out"
    );
}

#[test]
fn whist_tricks_decide_the_game_before_honours() {
    // NS at 4 make 7 tricks (5: game). EW's four honours take them from 4 to 8, too late.
    let mut last = whist_hand("S", 7);
    last["honours"] = json!({"side": "EW", "count": 4});
    let sheet = whist(
        json!({"rubber": false}),
        json!([whist_hand("N", 10), whist_hand("E", 3), last]),
    );
    assert_eq!(totals(&sheet), (5, 8));
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::NorthSouth), Some(Reason::Target))
    );
}

#[test]
fn whist_honours_can_win_the_game() {
    let mut last = whist_hand("E", 7);
    last["honours"] = json!({"side": "EW", "count": 3});
    let sheet = whist(json!({"rubber": false}), json!([whist_hand("N", 3), last]));
    assert_eq!(
        totals(&sheet),
        (1, 6),
        "EW at 4 lose the tricks but win with honours"
    );
    assert_eq!(sheet.winner, Some(Side::EastWest));
}

#[test]
fn whist_renege_moves_three_tricks_by_default() {
    let mut hand = whist_hand("N", 7);
    hand["reneges"] = json!([{"side": "NS"}]);
    let sheet = whist(json!({}), json!([hand]));
    assert_eq!(points(&sheet, 1), (0, 3), "NS 4, EW 9");
    assert!(matches!(
        sheet.hands[0].detail,
        uptown_rules::HandDetail::Whist {
            tricks: PerSide { ns: 4, ew: 9 }
        }
    ));
}

#[test]
fn option_renege_penalty_points_pays_three_points_after_the_tricks() {
    let mut hand = whist_hand("N", 7);
    hand["reneges"] = json!([{"side": "NS"}]);
    let sheet = whist(json!({"renege_penalty": "points"}), json!([hand]));
    assert_eq!(points(&sheet, 1), (1, 3));
    assert!(matches!(
        sheet.hands[0].detail,
        uptown_rules::HandDetail::Whist {
            tricks: PerSide { ns: 7, ew: 6 }
        }
    ));
}

#[test]
fn whist_renege_points_come_after_honours_in_deciding_the_game() {
    // Both sides at 3. EW take 7 tricks (4); NS's four honours bring NS to 7: game to NS.
    // NS's renege then gives EW 3 points (7), too late to change the winner.
    let mut last = whist_hand("S", 6);
    last["honours"] = json!({"side": "NS", "count": 4});
    last["reneges"] = json!([{"side": "NS"}]);
    let hands = json!([whist_hand("N", 9), whist_hand("E", 4), last]);
    let sheet = whist(json!({"renege_penalty": "points", "rubber": false}), hands);
    assert_eq!(points(&sheet, 3), (4, 4));
    assert_eq!(totals(&sheet), (7, 7));
    assert_eq!(sheet.winner, Some(Side::NorthSouth));
}

#[test]
fn whist_renege_by_a_side_with_fewer_than_three_tricks_gives_all_it_has() {
    let mut hand = whist_hand("N", 11);
    hand["reneges"] = json!([{"side": "EW"}]);
    let sheet = whist(json!({"target": 9}), json!([hand]));
    assert_eq!(points(&sheet, 1), (7, 0), "NS count all 13 tricks: a slam");
}

#[test]
fn option_target_nine_is_long_whist() {
    let hands = json!([whist_hand("N", 12)]);
    assert_eq!(
        whist(json!({}), hands.clone()).games.unwrap()[0].winner,
        Some(Side::NorthSouth)
    );
    assert_eq!(
        whist(json!({"target": 9}), hands).games.unwrap()[0].winner,
        None
    );
}

#[test]
fn option_trump_none_refuses_a_trump_suit_and_honours() {
    let sheet = whist(
        json!({"trump": "none"}),
        json!([{ "dealer": "N", "trump": "none", "tricks": { "NS": 8, "EW": 5 } }]),
    );
    assert_eq!(points(&sheet, 1), (2, 0));
    assert_eq!(
        refusal(
            "whist",
            json!({"trump": "none"}),
            json!([whist_hand("N", 8)])
        ),
        "hand 1: trump hearts is given, but this game is played without trumps (rules.trump is none)"
    );
    let honours = json!([{ "dealer": "N", "tricks": { "NS": 8, "EW": 5 }, "honours": {"side": "NS", "count": 3} }]);
    assert!(
        refusal("whist", json!({"trump": "none"}), honours.clone())
            .contains("honours cannot be held")
    );
    assert_eq!(points(&whist(json!({}), honours), 1), (4, 0));
    assert!(
        refusal(
            "whist",
            json!({}),
            json!([{ "dealer": "N", "trump": "none", "tricks": { "NS": 8, "EW": 5 } }])
        )
        .contains("rules.trump is turned")
    );
}

fn whist_games(winners: &[(&str, u8)]) -> Vec<Value> {
    // Each entry is one game won in one hand by a side taking `tricks` tricks.
    winners
        .iter()
        .enumerate()
        .map(|(index, (side, tricks))| {
            let ns = if *side == "NS" { *tricks } else { 13 - *tricks };
            whist_hand(SEATS[index % 4], ns)
        })
        .collect()
}

#[test]
fn a_rubber_won_two_nil_earns_the_rubber_bonus() {
    let hands = json!([whist_hand("N", 8), whist_hand("E", 11), whist_hand("S", 12)]);
    let sheet = whist(json!({}), hands);
    assert_eq!(
        (sheet.winner, sheet.reason),
        (Some(Side::NorthSouth), Some(Reason::Rubber))
    );
    let rubber = sheet.rubber.clone().unwrap();
    assert_eq!(rubber.games_won, PerSide::new(2, 0));
    assert_eq!(rubber.bonus, PerSide::new(2, 0));
    assert_eq!(rubber.totals, PerSide::new(2 + 5 + 6 + 2, 0));
    assert_eq!(rubber.margin, Some(15));
    let games = sheet.games.clone().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].points, PerSide::new(7, 0));
    assert_eq!(sheet.hands[2].game, 2);
    assert_eq!(totals(&sheet), (6, 0), "the last game's total");
}

#[test]
fn a_rubber_won_two_games_to_one_earns_no_bonus_and_may_have_a_negative_margin() {
    let hands = whist_games(&[("NS", 11), ("EW", 13), ("NS", 11)]);
    let sheet = whist(json!({"target": 5}), json!(hands));
    let rubber = sheet.rubber.unwrap();
    assert_eq!(rubber.games_won, PerSide::new(2, 1));
    assert_eq!(rubber.bonus, PerSide::new(0, 0));
    assert_eq!(rubber.totals, PerSide::new(10, 7));
    assert_eq!(rubber.margin, Some(3));
    let hands = whist_games(&[
        ("EW", 13),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
        ("NS", 7),
    ]);
    let sheet = whist(json!({"target": 5}), json!(hands));
    assert_eq!(sheet.winner, Some(Side::NorthSouth));
    assert_eq!(sheet.rubber.unwrap().margin, Some(10 - 7));
}

#[test]
fn option_rubber_bonus_sets_the_bonus() {
    let hands = json!(whist_games(&[("EW", 11), ("EW", 11)]));
    assert_eq!(
        whist(json!({"rubber_bonus": 5}), hands.clone())
            .rubber
            .unwrap()
            .bonus,
        PerSide::new(0, 5)
    );
    assert_eq!(
        whist(json!({}), hands).rubber.unwrap().bonus,
        PerSide::new(0, 2)
    );
}

#[test]
fn option_rubber_false_makes_the_match_one_game() {
    let hands = json!(whist_games(&[("EW", 11)]));
    let single = whist(json!({"rubber": false}), hands.clone());
    assert_eq!(
        (single.winner, single.reason),
        (Some(Side::EastWest), Some(Reason::Target))
    );
    assert!(single.rubber.is_none());
    let rubber = whist(json!({}), hands);
    assert!(!rubber.finished);
    assert_eq!(rubber.rubber.unwrap().margin, None);
}

#[test]
fn a_finished_rubber_accepts_no_more_hands() {
    let hands = json!(whist_games(&[("EW", 11), ("EW", 11), ("NS", 8)]));
    assert_eq!(
        refusal("whist", json!({}), hands),
        "hand 3: the rubber is already over (EW won by rubber); it takes no more hands"
    );
}

#[test]
fn the_deal_keeps_passing_left_across_the_games_of_a_rubber() {
    let hands = json!([whist_hand("W", 11), whist_hand("N", 4)]);
    assert_eq!(whist(json!({}), hands).hands[1].game, 2);
    let message = refusal(
        "whist",
        json!({}),
        json!([whist_hand("W", 11), whist_hand("W", 4)]),
    );
    assert_eq!(
        message,
        "hand 2: dealer W is not the next dealer: W dealt the hand before, so N deals this one"
    );
}

// ---- Thrown-in hands and the deal ----

#[test]
fn a_thrown_in_hand_still_passes_the_deal() {
    let hands = json!([{ "dealer": "N", "auction": ["pass", "pass", "pass", "pass"] }, contract("N", "S", 3, "uptown", 9)]);
    assert_eq!(
        refusal("bid_whist", json!({"all_pass": "redeal"}), hands),
        "hand 2: dealer N is not the next dealer: N dealt the hand before, so E deals this one"
    );
}

// ---- Corrections ----

#[test]
fn correcting_an_early_hand_re_derives_every_later_total_and_the_result() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/bid-whist-game.json"
    ))
    .unwrap();
    let mut record: Value = serde_json::from_str(&text).unwrap();
    let before = score_json(&record.to_string()).unwrap();
    assert_eq!(
        (before.winner, before.reason),
        (Some(Side::NorthSouth), Some(Reason::Target))
    );
    // Hand 1 is corrected: S took 9 books, not 10, so 4 uptown was set.
    record["hands"][0]["books"] = json!(9);
    let after = score_json(&record.to_string()).unwrap();
    let running: Vec<(i32, i32)> = after
        .hands
        .iter()
        .map(|line| (line.totals.ns, line.totals.ew))
        .collect();
    assert_eq!(running, vec![(-4, 0), (-4, -6), (-4, -1), (1, -1)]);
    assert!(!after.finished);
    assert_eq!((after.winner, after.reason), (None, None));
}
