//! The house rules of RULES.md 1.8 (bid whist) and 2.5 (the Laws of Whist), each as a named
//! test that compares a game under the option with the same game under the default, so it
//! fails if the option is ignored; and the worked examples of those sections.

use serde_json::{Value, json};
use uptown_rules::{Reason, ScoreSheet, Side, score_json};

fn score(game: &str, rules: Value, hands: Value) -> Result<ScoreSheet, String> {
    let fields = [("game", json!(game)), ("rules", rules), ("hands", hands)];
    let record: serde_json::Map<String, Value> = fields
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .collect();
    let record = Value::Object(record);
    score_json(&record.to_string()).map_err(|error| error.to_string())
}

fn bid_whist(rules: Value, hands: Value) -> ScoreSheet {
    score("bid_whist", rules, hands).unwrap_or_else(|error| panic!("{error}"))
}

fn whist(rules: Value, hands: Value) -> ScoreSheet {
    score("whist", rules, hands).unwrap_or_else(|error| panic!("{error}"))
}

fn contract(dealer: &str, bidder: &str, level: u8, mode: &str, books: u8) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": level, "mode": mode }, "books": books })
}

fn renege(mut hand: Value, reneges: Value) -> Value {
    hand["reneges"] = reneges;
    hand
}

fn auction(dealer: &str, calls: [&str; 4], bidder: &str, level: u8, mode: &str) -> Value {
    let mut hand = contract(dealer, bidder, level, mode, 10);
    hand["auction"] = json!(calls);
    hand
}

fn points(sheet: &ScoreSheet, hand: usize) -> (i32, i32) {
    let line = &sheet.hands[hand - 1];
    (line.points.ns, line.points.ew)
}

fn totals(sheet: &ScoreSheet) -> (i32, i32) {
    (sheet.totals.ns, sheet.totals.ew)
}

fn outcome(sheet: &ScoreSheet) -> (Option<Side>, Option<Reason>) {
    (sheet.winner, sheet.reason)
}

// ---- RULES.md 1.8: bid whist ----

#[test]
fn option_kitty_none_lets_the_bidding_side_end_with_no_books() {
    let hands = json!([contract("N", "E", 4, "uptown", 0)]);
    assert!(
        score("bid_whist", json!({}), hands.clone())
            .unwrap_err()
            .contains("books 0 would leave the bidding side without the kitty")
    );
    let sheet = bid_whist(json!({"kitty": "none", "defenders_score": true}), hands);
    assert_eq!(points(&sheet, 1), (7, -4), "the defenders took all 13");
}

#[test]
fn option_made_scores_contract_scores_the_books_bid_not_the_overtricks() {
    let hands = json!([
        contract("N", "E", 4, "uptown", 12),
        contract("E", "S", 3, "notrump", 11)
    ]);
    let rules = json!({"made_scores": "contract", "target": 30});
    let sheet = bid_whist(rules, hands.clone());
    assert_eq!((points(&sheet, 1), points(&sheet, 2)), ((0, 4), (6, 0)));
    let sheet = bid_whist(json!({"target": 30}), hands);
    assert_eq!((points(&sheet, 1), points(&sheet, 2)), ((0, 6), (10, 0)));
}

#[test]
fn a_boston_under_made_scores_contract_is_worth_the_contract() {
    let sheet = bid_whist(
        json!({"made_scores": "contract", "boston": "double", "target": 30}),
        json!([contract("N", "E", 4, "uptown", 13)]),
    );
    assert_eq!(points(&sheet, 1), (0, 8));
    assert_eq!(sheet.hands[0].result, uptown_rules::HandResult::Made);
}

#[test]
fn option_boston_quadruple_scores_four_times_the_made_score() {
    let hands = json!([contract("N", "E", 5, "uptown", 13)]);
    let sheet = bid_whist(json!({"boston": "quadruple", "target": 50}), hands.clone());
    assert_eq!(points(&sheet, 1), (0, 28));
    let sheet = bid_whist(json!({"target": 50}), hands);
    assert_eq!(points(&sheet, 1), (0, 7));
}

#[test]
fn option_dealer_may_match_lets_the_dealer_take_the_bid_at_the_same_level() {
    // North deals: East, South, West, then North call. "4U does not beat 4U" by default.
    let matched = auction("N", ["4U", "pass", "pass", "4U"], "N", 4, "uptown");
    assert!(
        score("bid_whist", json!({}), json!([matched.clone()]))
            .unwrap_err()
            .contains("auction[3] 4U by N does not beat 4U by E")
    );
    let sheet = bid_whist(json!({"dealer_may_match": true}), json!([matched]));
    assert_eq!(
        sheet.hands[0].points.ns, 4,
        "North's side made 4 with 10 books"
    );
}

#[test]
fn under_dealer_may_match_only_the_dealer_matches_and_never_undercuts() {
    let rules = json!({"dealer_may_match": true});
    let early = auction("N", ["4U", "4D", "pass", "pass"], "S", 4, "downtown");
    assert!(
        score("bid_whist", rules.clone(), json!([early]))
            .unwrap_err()
            .contains("auction[1] 4D by S does not beat 4U by E")
    );
    let lower = auction("N", ["4NT", "pass", "pass", "4U"], "N", 4, "uptown");
    assert!(
        score("bid_whist", rules.clone(), json!([lower]))
            .unwrap_err()
            .contains("auction[3] 4U by N does not match 4NT by E")
    );
    // Under downtown_over_uptown the dealer may match 4D with 4D or take it with 4NT, not 4U.
    let ranked = json!({"dealer_may_match": true, "bid_ranking": "downtown_over_uptown"});
    let same = auction("N", ["4D", "pass", "pass", "4D"], "N", 4, "downtown");
    assert!(score("bid_whist", ranked.clone(), json!([same])).is_ok());
    let under = auction("N", ["4D", "pass", "pass", "4U"], "N", 4, "uptown");
    assert!(score("bid_whist", ranked, json!([under])).is_err());
}

#[test]
fn option_renege_loses_game_ends_it_at_once_for_the_other_side() {
    // EW at 6 make 4 uptown with 10 books after their own renege, which would win at 7;
    // the renege decides first, for NS.
    let hands = json!([
        contract("N", "E", 6, "uptown", 12),
        renege(
            contract("E", "W", 4, "uptown", 13),
            json!([{"side": "EW", "trick": 4}])
        )
    ]);
    let sheet = bid_whist(json!({"renege_loses_game": true}), hands.clone());
    assert_eq!(
        outcome(&sheet),
        (Some(Side::NorthSouth), Some(Reason::Renege))
    );
    assert_eq!(
        points(&sheet, 2),
        (0, 4),
        "the hand still scores its 10 books"
    );
    let sheet = bid_whist(json!({}), hands.clone());
    assert_eq!(
        outcome(&sheet),
        (Some(Side::EastWest), Some(Reason::Target))
    );
    let sheet = bid_whist(
        json!({"renege_loses_game": true}),
        json!([hands[1].clone()]),
    );
    assert_eq!(
        outcome(&sheet),
        (Some(Side::NorthSouth), Some(Reason::Renege))
    );
    let sheet = bid_whist(json!({}), json!([hands[1].clone()]));
    assert_eq!(outcome(&sheet), (None, None));
}

#[test]
fn a_renege_that_costs_nothing_does_not_lose_the_game() {
    let hand = renege(contract("N", "E", 4, "uptown", 10), json!([{"side": "EW"}]));
    let rules = json!({"renege_loses_game": true, "renege_needs_trick": true});
    let sheet = bid_whist(rules, json!([hand.clone()]));
    assert_eq!(outcome(&sheet), (None, None));
    let sheet = bid_whist(json!({"renege_loses_game": true}), json!([hand]));
    assert_eq!(
        outcome(&sheet),
        (Some(Side::NorthSouth), Some(Reason::Renege))
    );
}

#[test]
fn a_renege_that_loses_the_game_is_checked_before_a_boston_that_wins_it() {
    // EW take all 13 and the defenders NS renege: EW win either way, by the renege first.
    let hand = renege(
        contract("N", "E", 4, "uptown", 13),
        json!([{"side": "NS", "trick": 2}]),
    );
    let sheet = bid_whist(
        json!({"renege_loses_game": true, "boston": "wins_game"}),
        json!([hand.clone()]),
    );
    assert_eq!(
        outcome(&sheet),
        (Some(Side::EastWest), Some(Reason::Renege))
    );
    let sheet = bid_whist(json!({"boston": "wins_game"}), json!([hand]));
    assert_eq!(
        outcome(&sheet),
        (Some(Side::EastWest), Some(Reason::Boston))
    );
}

#[test]
fn the_first_renege_of_the_hand_decides_who_loses() {
    let hand = renege(
        contract("N", "E", 4, "uptown", 10),
        json!([{"side": "NS", "trick": 3}, {"side": "EW", "trick": 7}]),
    );
    let sheet = bid_whist(json!({"renege_loses_game": true}), json!([hand]));
    assert_eq!(
        outcome(&sheet),
        (Some(Side::EastWest), Some(Reason::Renege))
    );
}

#[test]
fn option_game_end_bonus_goes_to_the_winner_of_a_game_ended_by_sets_or_a_renege() {
    // NS set twice under max_sets 1: EW win by set_limit and score the bonus in that hand.
    let hands = json!([
        contract("N", "S", 4, "uptown", 9),
        contract("E", "N", 3, "uptown", 8)
    ]);
    let rules = json!({"max_sets": 1, "game_end_bonus": 3, "target": 21});
    let sheet = bid_whist(rules, hands.clone());
    assert_eq!(
        outcome(&sheet),
        (Some(Side::EastWest), Some(Reason::SetLimit))
    );
    assert_eq!(points(&sheet, 2), (-3, 3));
    assert_eq!(
        totals(&sheet),
        (-7, 3),
        "totals stay the sum of hand points"
    );
    let sheet = bid_whist(json!({"max_sets": 1, "target": 21}), hands);
    assert_eq!(points(&sheet, 2), (-3, 0));

    let hand = renege(
        contract("N", "E", 4, "uptown", 10),
        json!([{"side": "NS", "trick": 1}]),
    );
    let sheet = bid_whist(
        json!({"renege_loses_game": true, "game_end_bonus": 2}),
        json!([hand]),
    );
    assert_eq!(points(&sheet, 1), (0, 9), "13 books: 7, and the bonus of 2");
}

#[test]
fn no_game_end_bonus_for_a_game_won_at_the_target_or_by_a_setback() {
    let rules = json!({"game_end_bonus": 5, "max_sets": 3});
    let sheet = bid_whist(rules.clone(), json!([contract("N", "E", 7, "uptown", 13)]));
    assert_eq!(
        (points(&sheet, 1), sheet.reason),
        ((0, 7), Some(Reason::Target))
    );
    let sheet = bid_whist(rules, json!([contract("N", "E", 4, "notrump", 9)]));
    assert_eq!(
        (points(&sheet, 1), sheet.reason),
        ((0, -8), Some(Reason::Setback))
    );
}

#[test]
fn every_new_bid_whist_option_is_written_out_with_the_rule_set() {
    let sheet = bid_whist(json!({}), json!([]));
    let rules = serde_json::to_value(sheet.rules).unwrap();
    assert_eq!(rules["kitty"], "book");
    assert_eq!(rules["made_scores"], "books");
    assert_eq!(rules["dealer_may_match"], false);
    assert_eq!(rules["renege_loses_game"], false);
    assert_eq!(rules["game_end_bonus"], 0);
}

/// Rule sets stored before these options existed read back with their defaults, and so
/// every game stored under them scores as it did.
#[test]
fn a_rule_set_written_before_the_new_options_reads_with_their_defaults() {
    let stored = json!({"target": 7, "min_bid": 3, "bid_ranking": "notrump_high",
        "all_pass": "dealer_must_bid", "renege_books": 3, "renege_needs_trick": false,
        "notrump_multiplier": 2, "defenders_score": false, "boston": "wins_game",
        "boston_needs_bid_seven": false, "max_sets": 2});
    let hands = json!([
        contract("N", "E", 4, "uptown", 12),
        renege(
            contract("E", "S", 3, "notrump", 11),
            json!([{"side": "EW"}])
        )
    ]);
    let sheet = bid_whist(stored, hands);
    assert_eq!((points(&sheet, 1), points(&sheet, 2)), ((0, 6), (14, 0)));
    assert_eq!(
        outcome(&sheet),
        (Some(Side::NorthSouth), Some(Reason::Boston))
    );
    let whist_stored = json!({"target": 5, "honours": true, "renege_penalty": "tricks",
        "slam_bonus": 0, "trump": "turned", "rubber": true, "rubber_bonus": 2});
    let sheet = whist(whist_stored, json!(games(&[("NS", 12), ("NS", 12)])));
    let rubber = sheet.rubber.unwrap();
    assert_eq!((rubber.totals.ns, rubber.bonus.ns), (14, 2));
}

// ---- RULES.md 2.5: the Laws of Whist ----

fn whist_hand(dealer: &str, ns: u8) -> Value {
    json!({ "dealer": dealer, "trump": "hearts", "tricks": { "NS": ns, "EW": 13 - ns } })
}

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

/// Each entry is one game won in one hand by a side taking that many tricks.
fn games(winners: &[(&str, u8)]) -> Vec<Value> {
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
fn example_laws_a_two_one_rubber_of_six_nil_nil_six_seven_nil_is_worth_five() {
    let hands = json!(games(&[("NS", 12), ("EW", 12), ("NS", 13)]));
    let sheet = whist(json!({"game_points": "laws"}), hands.clone());
    let rubber = sheet.rubber.unwrap();
    assert_eq!((rubber.totals.ns, rubber.totals.ew), (8, 3));
    assert_eq!((rubber.bonus.ns, rubber.bonus.ew), (2, 0));
    assert_eq!(rubber.margin, Some(5));
    let rubber = whist(json!({}), hands).rubber.unwrap();
    assert_eq!(rubber.margin, Some(7), "points: 13 to 6, no bonus at 2-1");
}

#[test]
fn under_the_laws_a_game_is_a_treble_double_or_single_by_what_the_losers_scored() {
    // Target 5: losers at 0 give a treble, at 1 or 2 a double, at 3 or 4 a single.
    let treble = json!(games(&[("NS", 12)]));
    let double = json!([whist_hand("N", 5), whist_hand("E", 11)]);
    let single = json!([whist_hand("N", 3), whist_hand("E", 12)]);
    for (hands, expected) in [(treble, 3), (double, 2), (single, 1)] {
        let sheet = whist(json!({"game_points": "laws"}), hands);
        assert_eq!(sheet.rubber.unwrap().totals.ns, expected);
    }
    // Long whist: (9 - 1) / 2 = 4, so losers at 4 still give a double, at 5 a single.
    let long = json!({"game_points": "laws", "target": 9});
    let at_four = json!([whist_hand("N", 3), whist_hand("E", 13), whist_hand("S", 9)]);
    assert_eq!(whist(long.clone(), at_four).rubber.unwrap().totals.ns, 2);
    let at_five = json!([whist_hand("N", 2), whist_hand("E", 13), whist_hand("S", 12)]);
    assert_eq!(whist(long, at_five).rubber.unwrap().totals.ns, 1);
}

#[test]
fn under_the_laws_a_single_game_is_scored_as_ever() {
    let hands = json!([whist_hand("N", 12)]);
    let laws = whist(
        json!({"game_points": "laws", "rubber": false}),
        hands.clone(),
    );
    let points = whist(json!({"rubber": false}), hands);
    assert_eq!(laws.totals, points.totals);
    assert!(laws.rubber.is_none());
}

#[test]
fn option_honours_at_game_point_false_scores_no_honours_one_short_of_game() {
    // NS at 4 (one short of 5) hold four honours but take only 6 tricks.
    let mut last = whist_hand("E", 6);
    last["honours"] = json!({"side": "NS", "count": 4});
    let hands = json!([whist_hand("N", 10), last]);
    let sheet = whist(json!({"honours_at_game_point": false}), hands.clone());
    assert_eq!(points(&sheet, 2), (0, 1));
    assert_eq!(sheet.games.unwrap()[0].winner, None);
    let sheet = whist(json!({}), hands);
    assert_eq!(points(&sheet, 2), (4, 1));
    assert_eq!(sheet.games.unwrap()[0].winner, Some(Side::NorthSouth));
}

#[test]
fn honours_still_count_for_a_side_not_at_game_point() {
    let mut last = whist_hand("E", 6);
    last["honours"] = json!({"side": "NS", "count": 3});
    let sheet = whist(
        json!({"honours_at_game_point": false}),
        json!([whist_hand("N", 9), last]),
    );
    assert_eq!(points(&sheet, 2), (2, 1), "NS at 3 need two");
}

#[test]
fn option_revoker_cannot_win_stops_the_revoking_side_one_short_of_game() {
    // NS at 3 take 11 tricks and revoke: 8 after the penalty, 2 points, which would be game.
    let mut last = whist_hand("E", 11);
    last["reneges"] = json!([{"side": "NS"}]);
    let hands = json!([whist_hand("N", 9), last]);
    let sheet = whist(json!({"revoker_cannot_win": true}), hands.clone());
    assert_eq!(points(&sheet, 2), (1, 0));
    assert_eq!(totals(&sheet), (4, 0));
    assert_eq!(sheet.games.unwrap()[0].winner, None);
    let sheet = whist(json!({}), hands);
    assert_eq!(points(&sheet, 2), (2, 0));
    assert_eq!(sheet.games.unwrap()[0].winner, Some(Side::NorthSouth));
}

#[test]
fn a_revoking_side_at_game_point_scores_nothing_that_hand() {
    let mut last = whist_hand("E", 12);
    last["reneges"] = json!([{"side": "NS"}]);
    last["honours"] = json!({"side": "NS", "count": 4});
    let sheet = whist(
        json!({"revoker_cannot_win": true, "renege_penalty": "points"}),
        json!([whist_hand("N", 10), last]),
    );
    assert_eq!(points(&sheet, 2), (0, 3));
    assert_eq!(totals(&sheet), (4, 3));
}

#[test]
fn option_renege_penalty_deduct_takes_three_points_off_the_offenders() {
    let mut hand = whist_hand("N", 8);
    hand["reneges"] = json!([{"side": "EW"}]);
    let sheet = whist(json!({"renege_penalty": "deduct"}), json!([hand.clone()]));
    assert_eq!(points(&sheet, 1), (2, -3), "below nothing");
    let sheet = whist(json!({"renege_penalty": "points"}), json!([hand.clone()]));
    assert_eq!(points(&sheet, 1), (5, 0));
    let sheet = whist(json!({}), json!([hand]));
    assert_eq!(points(&sheet, 1), (5, 0));
}

#[test]
fn every_new_whist_option_is_written_out_with_the_rule_set() {
    let rules = serde_json::to_value(whist(json!({}), json!([])).rules).unwrap();
    assert_eq!(rules["game_points"], "points");
    assert_eq!(rules["honours_at_game_point"], true);
    assert_eq!(rules["revoker_cannot_win"], false);
}

// ---- RULES.md 1.9: a game played to hands won ----

#[test]
fn example_chicago_best_three_of_five_hands_a_boston_or_notrump_counting_two() {
    // NS make 4 uptown (1), EW set NS's 4 notrump (2 for EW), NS make a Boston (2): 3 to 2.
    let hands = json!([
        contract("N", "S", 4, "uptown", 10),
        contract("E", "N", 4, "notrump", 9),
        contract("S", "N", 5, "uptown", 13)
    ]);
    let terms = json!({"hands_won": {"count": 3, "counts_double": ["boston", "notrump"]}});
    let sheet = bid_whist(terms, hands.clone());
    assert_eq!(
        outcome(&sheet),
        (Some(Side::NorthSouth), Some(Reason::HandsWon))
    );
    assert_eq!(sheet.hands_won, Some(uptown_rules::PerSide::new(3, 2)));
    // Without the doubles, 2 to 1: the match goes on.
    let sheet = bid_whist(json!({"hands_won": 3}), hands);
    assert_eq!(sheet.hands_won, Some(uptown_rules::PerSide::new(2, 1)));
    assert_eq!(outcome(&sheet), (None, None));
}

#[test]
fn a_notrump_set_counts_two_for_the_defenders() {
    let hands = json!([contract("N", "E", 3, "notrump", 8)]);
    let sheet = bid_whist(
        json!({"hands_won": {"count": 2, "counts_double": ["notrump"]}}),
        hands,
    );
    assert_eq!(
        outcome(&sheet),
        (Some(Side::NorthSouth), Some(Reason::HandsWon))
    );
}

#[test]
fn in_a_game_to_hands_won_points_and_targets_end_nothing() {
    // 7 notrump made with all 13 is 14 points: past the target, and a Boston that would win
    // the game; here it is one hand of three.
    let hands = json!([contract("N", "E", 7, "notrump", 13)]);
    let rules = json!({"hands_won": 3, "boston": "wins_game"});
    let sheet = bid_whist(rules, hands.clone());
    assert_eq!(totals(&sheet), (0, 14));
    assert_eq!(outcome(&sheet), (None, None));
    assert_eq!(sheet.hands_won, Some(uptown_rules::PerSide::new(0, 1)));
    let sheet = bid_whist(json!({"boston": "wins_game"}), hands);
    assert_eq!(
        outcome(&sheet),
        (Some(Side::EastWest), Some(Reason::Boston))
    );
    assert_eq!(sheet.hands_won, None);
}

#[test]
fn a_thrown_in_hand_is_won_by_nobody() {
    let passed = json!({"dealer": "N", "auction": ["pass", "pass", "pass", "pass"]});
    let sheet = bid_whist(
        json!({"hands_won": 1, "all_pass": "redeal"}),
        json!([passed]),
    );
    assert_eq!(sheet.hands_won, Some(uptown_rules::PerSide::new(0, 0)));
    assert!(!sheet.finished);
    assert!(
        score("bid_whist", json!({"hands_won": 0}), json!([]))
            .unwrap_err()
            .starts_with("rules.hands_won 0 is out of range")
    );
    assert!(
        score(
            "bid_whist",
            json!({"hands_won": {"count": 3, "counts_double": ["slam"]}}),
            json!([])
        )
        .unwrap_err()
        .starts_with("rules.hands_won: ")
    );
}
