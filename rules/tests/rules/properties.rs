//! Invariants of scoring, checked on random games under random house rules.

use proptest::prelude::*;
use serde_json::{Value, json};
use uptown_rules::{
    GameKind, GamePoints, GameRecord, Hand, HandProblem, Match, PerSide, Rules, ScoreSheet,
    score_record,
};

const SEATS: [&str; 4] = ["N", "E", "S", "W"];
const SUITS: [&str; 4] = ["clubs", "diamonds", "hearts", "spades"];
const MODES: [&str; 3] = ["uptown", "downtown", "notrump"];

fn bid_whist_rules() -> impl Strategy<Value = Value> {
    (
        (1u8..=20, 1u8..=7, 0usize..3, any::<bool>(), 0u8..=13, any::<bool>()),
        (1u8..=3, any::<bool>(), 0usize..5, 0u8..=6, any::<bool>(), proptest::option::of(0u8..=4)),
        (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), 0u8..=3, proptest::option::of((1u8..=5, any::<bool>(), any::<bool>()))),
    )
        .prop_map(|((target, min_bid, ranking, redeal, renege_books, needs_trick), (multiplier, defenders, boston, bonus, seven, max_sets), (no_kitty, contract_only, matching, renege_loses, end_bonus, hands_won))| {
            let hands_won = hands_won.map(|(count, boston, notrump)| {
                let doubles: Vec<&str> = [(boston, "boston"), (notrump, "notrump")]
                    .into_iter()
                    .filter_map(|(counts, name)| counts.then_some(name))
                    .collect();
                json!({ "count": count, "counts_double": doubles })
            });
            json!({
                "target": target,
                "min_bid": min_bid,
                "bid_ranking": (["notrump_high", "downtown_over_uptown", "level_only"][ranking]),
                "all_pass": if redeal { "redeal" } else { "dealer_must_bid" },
                "renege_books": renege_books,
                "renege_needs_trick": needs_trick,
                "notrump_multiplier": multiplier,
                "defenders_score": defenders,
                "boston": ([json!("points"), json!("double"), json!("quadruple"), json!("wins_game"), json!({"bonus": bonus})][boston]),
                "boston_needs_bid_seven": seven,
                "max_sets": max_sets,
                "kitty": if no_kitty { "none" } else { "book" },
                "made_scores": if contract_only { "contract" } else { "books" },
                "dealer_may_match": matching,
                "renege_loses_game": renege_loses,
                "game_end_bonus": end_bonus,
                "hands_won": hands_won,
            })
        })
}

/// What varies between bid whist hands; turned into a valid hand by `bid_whist_hand`.
#[derive(Debug, Clone)]
struct BidWhistDraw {
    thrown_in: bool,
    bidder: usize,
    level_step: u8,
    mode: usize,
    books: u8,
    both_sides: bool,
    with_auction: bool,
    info: usize,
    reneges: RenegeDraws,
}

fn bid_whist_draw() -> impl Strategy<Value = BidWhistDraw> {
    (
        prop::bool::weighted(0.1),
        0usize..4,
        0u8..7,
        0usize..3,
        0u8..=13,
        any::<bool>(),
        any::<bool>(),
        0usize..4,
        renege_draws(),
    )
        .prop_map(
            |(
                thrown_in,
                bidder,
                level_step,
                mode,
                books,
                both_sides,
                with_auction,
                info,
                reneges,
            )| BidWhistDraw {
                thrown_in,
                bidder,
                level_step,
                mode,
                books,
                both_sides,
                with_auction,
                info,
                reneges,
            },
        )
}

fn bid_whist_hand(draw: &BidWhistDraw, dealer: usize, rules: &Value) -> Value {
    let redeal = rules["all_pass"] == "redeal";
    if draw.thrown_in && redeal {
        return json!({ "dealer": SEATS[dealer], "auction": ["pass", "pass", "pass", "pass"] });
    }
    let min_bid = u8::try_from(rules["min_bid"].as_u64().unwrap()).unwrap();
    let level = min_bid + draw.level_step % (8 - min_bid);
    let mode = MODES[draw.mode];
    let bidder_side = draw.bidder % 2;
    // With the kitty as their first book the bidders have at least one.
    let books = if rules["kitty"] == "book" {
        draw.books.max(1)
    } else {
        draw.books
    };
    let mut contract = json!({ "bidder": SEATS[draw.bidder], "level": level, "mode": mode });
    if draw.info > 0 {
        if mode == "notrump" {
            contract["direction"] = json!(if draw.info.is_multiple_of(2) {
                "uptown"
            } else {
                "downtown"
            });
        } else {
            contract["trump"] = json!(SUITS[draw.info]);
        }
    }
    let books = if draw.both_sides {
        let (ns, ew) = if bidder_side == 0 {
            (books, 13 - books)
        } else {
            (13 - books, books)
        };
        json!({ "NS": ns, "EW": ew })
    } else {
        json!(books)
    };
    let mut hand = json!({ "dealer": SEATS[dealer], "contract": contract, "books": books });
    if draw.with_auction {
        // The bidder's call is the only bid: legal under every ranking and all-pass rule.
        let calls: Vec<String> = (1..=4)
            .map(|offset| {
                if (dealer + offset) % 4 == draw.bidder {
                    format!("{level}{}", ["U", "D", "NT"][draw.mode])
                } else {
                    "pass".to_owned()
                }
            })
            .collect();
        hand["auction"] = json!(calls);
    }
    add_reneges(&mut hand, &draw.reneges);
    hand
}

fn side_name(ns: bool) -> &'static str {
    if ns { "NS" } else { "EW" }
}

/// Reneges drawn as (by north-south?, trick number if named).
type RenegeDraws = Vec<(bool, Option<u8>)>;

fn renege_draws() -> impl Strategy<Value = RenegeDraws> {
    prop::collection::vec((any::<bool>(), proptest::option::of(1u8..=13)), 0..3)
}

fn add_reneges(hand: &mut Value, reneges: &RenegeDraws) {
    if reneges.is_empty() {
        return;
    }
    let reneges: Vec<Value> = reneges
        .iter()
        .map(|(ns, trick)| match trick {
            Some(trick) => json!({ "side": side_name(*ns), "trick": trick }),
            None => json!({ "side": side_name(*ns) }),
        })
        .collect();
    hand["reneges"] = json!(reneges);
}

fn whist_rules() -> impl Strategy<Value = Value> {
    (
        1u8..=12,
        any::<bool>(),
        any::<bool>(),
        0u8..=5,
        any::<bool>(),
        any::<bool>(),
        0u8..=5,
        (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |(
                target,
                honours,
                points,
                slam_bonus,
                no_trump,
                rubber,
                rubber_bonus,
                (laws, at_game_point, revoker, deduct),
            )| {
                let penalty = match (points, deduct) {
                    (_, true) => "deduct",
                    (true, false) => "points",
                    (false, false) => "tricks",
                };
                json!({
                    "target": target,
                    "honours": honours,
                    "renege_penalty": penalty,
                    "slam_bonus": slam_bonus,
                    "trump": if no_trump { "none" } else { "turned" },
                    "rubber": rubber,
                    "rubber_bonus": rubber_bonus,
                    "game_points": if laws { "laws" } else { "points" },
                    "honours_at_game_point": at_game_point,
                    "revoker_cannot_win": revoker,
                })
            },
        )
}

#[derive(Debug, Clone)]
struct WhistDraw {
    ns_tricks: u8,
    honours: Option<(bool, u8)>,
    trump: usize,
    reneges: RenegeDraws,
}

fn whist_draw() -> impl Strategy<Value = WhistDraw> {
    (
        0u8..=13,
        proptest::option::of((any::<bool>(), 3u8..=4)),
        0usize..5,
        renege_draws(),
    )
        .prop_map(|(ns_tricks, honours, trump, reneges)| WhistDraw {
            ns_tricks,
            honours,
            trump,
            reneges,
        })
}

fn whist_hand(draw: &WhistDraw, dealer: usize, rules: &Value) -> Value {
    let turned = rules["trump"] == "turned";
    let mut hand = json!({ "dealer": SEATS[dealer], "tricks": { "NS": draw.ns_tricks, "EW": 13 - draw.ns_tricks } });
    if draw.trump < 4 {
        hand["trump"] = json!(if turned { SUITS[draw.trump] } else { "none" });
    }
    if let Some((ns, count)) = draw.honours
        && turned
        && rules["honours"] == true
    {
        hand["honours"] = json!({ "side": side_name(ns), "count": count });
    }
    add_reneges(&mut hand, &draw.reneges);
    hand
}

/// A random game: rules, then hands until the match ends or the draws run out. Also
/// returns one more hand, the one a finished match must refuse.
fn game() -> impl Strategy<Value = (Value, Value)> {
    let bid_whist = (
        bid_whist_rules(),
        0usize..4,
        prop::collection::vec(bid_whist_draw(), 0..40),
    )
        .prop_map(|(rules, first, draws)| {
            build("bid_whist", &rules, first, &draws, bid_whist_hand)
        });
    let whist = (
        whist_rules(),
        0usize..4,
        prop::collection::vec(whist_draw(), 0..40),
    )
        .prop_map(|(rules, first, draws)| build("whist", &rules, first, &draws, whist_hand));
    prop_oneof![bid_whist, whist]
}

fn build<D>(
    game: &str,
    rules: &Value,
    first_dealer: usize,
    draws: &[D],
    hand: fn(&D, usize, &Value) -> Value,
) -> (Value, Value) {
    let parsed =
        GameRecord::from_value(&json!({ "game": game, "rules": rules, "hands": [] })).unwrap();
    let mut scored = Match::new(parsed.rules());
    let mut hands = Vec::new();
    for draw in draws {
        if scored.outcome().is_some() {
            break;
        }
        let next = hand(draw, (first_dealer + hands.len()) % 4, rules);
        scored
            .play_json(&next)
            .unwrap_or_else(|error| panic!("generated an invalid hand {next}: {error}"));
        hands.push(next);
    }
    // A hand that would be valid next, were the match not over.
    let extra = draws.first().map_or(Value::Null, |draw| {
        hand(draw, (first_dealer + hands.len()) % 4, rules)
    });
    (
        json!({ "game": game, "rules": rules, "hands": hands }),
        extra,
    )
}

fn sheet_of(record: &Value) -> ScoreSheet {
    score_record(&GameRecord::from_value(record).unwrap()).unwrap()
}

fn sum(points: impl Iterator<Item = PerSide<i32>>) -> PerSide<i32> {
    points.fold(PerSide::default(), |total, points| total + points)
}

/// What a rubber counts before its bonus, worked out from the games: every point, or under
/// `game_points: laws` 3, 2 or 1 for each game won by what its losers scored (RULES.md 2.5).
fn rubber_counts(sheet: &ScoreSheet) -> PerSide<i32> {
    let Rules::Whist(rules) = sheet.rules else {
        unreachable!("only whist has rubbers")
    };
    let games = sheet.games.as_deref().unwrap_or_default();
    if rules.game_points == GamePoints::Points {
        return sum(sheet.hands.iter().map(|line| line.points));
    }
    let mut counted = PerSide::default();
    for game in games {
        if let Some(winner) = game.winner {
            let losers = *game.points.get(winner.other());
            let half = (i32::from(rules.target) - 1) / 2;
            *counted.get_mut(winner) += match losers {
                ..=0 => 3,
                _ if losers <= half => 2,
                _ => 1,
            };
        }
    }
    counted
}

/// Removes or changes what RULES.md marks as for information only.
fn vary_informational_fields(record: &Value) -> Value {
    let mut varied = record.clone();
    let turned = varied["rules"]["trump"] == "turned";
    for hand in varied["hands"].as_array_mut().unwrap() {
        if let Some(contract) = hand.get_mut("contract").and_then(Value::as_object_mut) {
            match (contract.remove("trump"), contract.remove("direction")) {
                (None, None) if contract["mode"] == "notrump" => {
                    contract.insert("direction".into(), json!("downtown"));
                }
                (None, None) => {
                    contract.insert("trump".into(), json!("spades"));
                }
                _ => {}
            }
        } else if hand.get("tricks").is_some() {
            let object = hand.as_object_mut().unwrap();
            if object.remove("trump").is_none() {
                object.insert(
                    "trump".into(),
                    json!(if turned { "diamonds" } else { "none" }),
                );
            }
        }
    }
    varied
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn totals_are_the_sum_of_hand_points((record, _) in game()) {
        let sheet = sheet_of(&record);
        for line in &sheet.hands {
            let same_game = sheet.hands.iter().take(line.number).filter(|earlier| earlier.game == line.game);
            prop_assert_eq!(line.totals, sum(same_game.map(|earlier| earlier.points)));
        }
        prop_assert_eq!(sheet.totals, sheet.hands.last().map(|line| line.totals).unwrap_or_default());
        if let Some(games) = &sheet.games {
            for game in games {
                let points = sum(sheet.hands.iter().filter(|line| line.game == game.number).map(|line| line.points));
                prop_assert_eq!(game.points, points);
            }
        }
        if let Some(rubber) = &sheet.rubber {
            prop_assert_eq!(rubber.totals, rubber_counts(&sheet) + rubber.bonus);
        }
    }

    #[test]
    fn a_finished_match_accepts_no_hand((record, extra) in game()) {
        let sheet = sheet_of(&record);
        prop_assert_eq!(sheet.finished, sheet.winner.is_some());
        prop_assert_eq!(sheet.finished, sheet.reason.is_some());
        if sheet.finished {
            let mut scored = Match::new(sheet.rules);
            for hand in record["hands"].as_array().unwrap() {
                scored.play_json(hand).unwrap();
            }
            let error = scored.play_json(&extra).unwrap_err();
            prop_assert!(matches!(error.problem, HandProblem::MatchOver { .. }), "{}", error);
            prop_assert_eq!(scored.hands_played(), sheet.hands.len());
        }
    }

    #[test]
    fn informational_fields_never_change_a_score((record, _) in game()) {
        let original = sheet_of(&record);
        let varied = sheet_of(&vary_informational_fields(&record));
        prop_assert_eq!(original, varied);
    }

    #[test]
    fn recorded_auctions_never_change_a_score((record, _) in game()) {
        let mut without = record.clone();
        for hand in without["hands"].as_array_mut().unwrap() {
            if hand.get("contract").is_some() {
                hand.as_object_mut().unwrap().remove("auction");
            }
        }
        prop_assert_eq!(sheet_of(&record), sheet_of(&without));
    }

    #[test]
    fn a_json_round_trip_gives_the_same_sheet((record, _) in game()) {
        let parsed = GameRecord::from_value(&record).unwrap();
        let text = parsed.to_value().to_string();
        let again = GameRecord::from_json(&text).unwrap();
        prop_assert_eq!(&again, &parsed);
        let sheet = score_record(&parsed).unwrap();
        prop_assert_eq!(&score_record(&again).unwrap(), &sheet);
        let sheet_text = serde_json::to_string(&sheet).unwrap();
        prop_assert_eq!(serde_json::from_str::<ScoreSheet>(&sheet_text).unwrap(), sheet);
    }

    #[test]
    fn a_refused_hand_leaves_the_match_as_it_was((record, _) in game(), dealer in 0usize..4) {
        let sheet = sheet_of(&record);
        let mut scored = Match::new(sheet.rules);
        for hand in record["hands"].as_array().unwrap() {
            scored.play_json(hand).unwrap();
        }
        // A hand with a level of 9 is always refused, whoever deals.
        let bad = json!({ "dealer": SEATS[dealer], "contract": { "bidder": "N", "level": 9, "mode": "uptown" }, "books": 9,
                          "tricks": { "NS": 14, "EW": 0 } });
        prop_assert!(scored.play_json(&bad).is_err());
        prop_assert_eq!(scored.sheet(), sheet);
    }

    #[test]
    fn rules_are_written_in_full_and_read_back_unchanged((record, _) in game()) {
        let rules = GameRecord::from_value(&record).unwrap().rules();
        let written = serde_json::to_value(rules).unwrap();
        prop_assert_eq!(serde_json::from_value::<Rules>(written).unwrap(), rules);
    }

    /// A hand written out and read back is the same hand, read with its game's kind or
    /// without it (as a client reads a server's answer), and scores the same.
    #[test]
    fn a_hand_read_back_is_the_same_hand((record, _) in game()) {
        let kind: GameKind = serde_json::from_value(record["game"].clone()).unwrap();
        let mut scored = Match::new(sheet_of(&record).rules);
        for hand in record["hands"].as_array().unwrap() {
            let typed = Hand::from_value(kind, hand).unwrap();
            prop_assert_eq!(typed.kind(), kind);
            let text = typed.to_json();
            prop_assert_eq!(&Hand::from_json(kind, &text).unwrap(), &typed);
            prop_assert_eq!(&serde_json::from_str::<Hand>(&text).unwrap(), &typed);
            scored.play(&typed).unwrap();
        }
        prop_assert_eq!(scored.sheet(), sheet_of(&record));
    }
}
