//! Invariants of the three-handed games, on random games under random house rules: totals
//! are the sums of the hands' points, a finished game takes no hand, a refused hand changes
//! nothing, a player out scores nothing more, and a record read back scores the same.

use proptest::prelude::*;
use serde_json::{Value, json};
use uptown_rules::three_handed::{
    PerPlayer, PlayerSeat, PlayerSheet, ThreeHandedGame, ThreeHandedHand, ThreeHandedKind,
    ThreeHandedProblem, ThreeHandedRecord, ThreeHandedRules,
};
use uptown_rules::{Sheet, score_any_json};

const MODES: [&str; 3] = ["uptown", "downtown", "notrump"];

fn rules() -> impl Strategy<Value = (ThreeHandedKind, Value)> {
    (
        any::<bool>(),
        1u8..=40,
        0u8..=5,
        0usize..3,
        any::<bool>(),
        (0u8..=4, any::<bool>(), 1u8..=3, any::<bool>()),
        (0usize..5, any::<bool>(), proptest::option::of(0u8..=3)),
    )
        .prop_map(
            |(
                cutthroat,
                target,
                min_step,
                ranking,
                redeal,
                (renege_books, needs_trick, multiplier, defenders),
                (boston, seven, max_sets),
            )| {
                let kind = if cutthroat {
                    ThreeHandedKind::Cutthroat
                } else {
                    ThreeHandedKind::DummyWhist
                };
                let options = json!({
                    "target": target,
                    "min_bid": kind.levels().start() + min_step,
                    "bid_ranking": (["notrump_high", "downtown_over_uptown", "level_only"][ranking]),
                    "all_pass": if redeal { "redeal" } else { "dealer_must_bid" },
                    "renege_books": renege_books,
                    "renege_needs_trick": needs_trick,
                    "notrump_multiplier": multiplier,
                    "defenders_score": defenders,
                    "boston": ([json!("points"), json!("double"), json!("quadruple"), json!("wins_game"), json!({"bonus": 3})][boston]),
                    "boston_needs_bid_seven": seven,
                    "max_sets": max_sets,
                });
                (kind, options)
            },
        )
}

/// What varies between hands; turned into a hand for the game as it stands by `hand`.
#[derive(Debug, Clone)]
struct Draw {
    thrown_in: bool,
    bidder: usize,
    level: u8,
    mode: usize,
    books: u8,
    each: Option<(u8, u8)>,
    reneges: Vec<(usize, Option<u8>)>,
}

fn draw() -> impl Strategy<Value = Draw> {
    (
        prop::bool::weighted(0.1),
        0usize..3,
        0u8..=11,
        0usize..3,
        0u8..=18,
        proptest::option::of((0u8..=18, 0u8..=18)),
        prop::collection::vec((0usize..3, proptest::option::of(1u8..=13)), 0..3),
    )
        .prop_map(
            |(thrown_in, bidder, level, mode, books, each, reneges)| Draw {
                thrown_in,
                bidder,
                level,
                mode,
                books,
                each,
                reneges,
            },
        )
}

/// A hand for `game` as it stands, shaped by `draw`: dealt by the next player in, bid by a
/// player in, books the game can have. The rules may still refuse it (a bid under the
/// minimum, defenders' books missing under `defenders_score`).
fn hand(game: &ThreeHandedGame, first: usize, draw: &Draw) -> Value {
    let rules = game.rules();
    let kind = rules.game;
    let dealer = game.expected_dealer().unwrap_or(PlayerSeat::ALL[first]);
    let players: Vec<PlayerSeat> = PlayerSeat::ALL
        .into_iter()
        .filter(|seat| game.is_in(*seat))
        .collect();
    if draw.thrown_in {
        return json!({ "dealer": dealer.letter(), "auction": vec!["pass"; players.len()] });
    }
    let bidder = players[draw.bidder % players.len()];
    let levels = kind.levels();
    let level = levels.start() + draw.level % (levels.end() - levels.start() + 1);
    let all = kind.books_per_deal();
    let bidder_books = kind.fewest_books() + draw.books % (all - kind.fewest_books() + 1);
    let books = match (kind, draw.each) {
        (ThreeHandedKind::Cutthroat, Some((first, _))) => {
            // The rest between the defenders still in.
            let rest = all - bidder_books;
            let defenders: Vec<PlayerSeat> = players
                .iter()
                .copied()
                .filter(|seat| *seat != bidder)
                .collect();
            let mut each = PerPlayer::<u8>::default();
            *each.get_mut(bidder) = bidder_books;
            match defenders.as_slice() {
                [one] => *each.get_mut(*one) = rest,
                [one, two] => {
                    let part = first % (rest + 1);
                    *each.get_mut(*one) = part;
                    *each.get_mut(*two) = rest - part;
                }
                _ => unreachable!("a game over takes no hand"),
            }
            json!({ "N": each.n, "E": each.e, "W": each.w })
        }
        _ => json!(bidder_books),
    };
    let reneges: Vec<Value> = draw
        .reneges
        .iter()
        .map(|(seat, trick)| {
            let seat = players[seat % players.len()].letter();
            match trick {
                Some(trick) => json!({ "seat": seat, "trick": trick }),
                None => json!({ "seat": seat }),
            }
        })
        .collect();
    json!({ "dealer": dealer.letter(), "contract": { "bidder": bidder.letter(), "level": level, "mode": MODES[draw.mode] },
            "books": books, "reneges": reneges })
}

/// A random game, and the hands the rules refused on the way (with the sheet before each).
fn game() -> impl Strategy<Value = (Value, Vec<(Value, PlayerSheet)>)> {
    (rules(), 0usize..3, prop::collection::vec(draw(), 0..50)).prop_map(
        |((kind, options), first, draws)| {
            let rules = ThreeHandedRules::from_options(kind, &options).unwrap();
            let mut game = ThreeHandedGame::new(rules);
            let mut hands = Vec::new();
            let mut refused = Vec::new();
            for draw in &draws {
                if game.outcome().is_some() {
                    break;
                }
                let next = hand(&game, first, draw);
                let before = game.sheet();
                let checked = ThreeHandedHand::from_value(kind, &next).unwrap();
                if game.play(&checked).is_ok() {
                    hands.push(next);
                } else {
                    refused.push((next, before));
                }
            }
            let record = json!({ "game": kind.name(), "rules": options, "hands": hands });
            (record, refused)
        },
    )
}

fn sheet_of(record: &Value) -> PlayerSheet {
    match score_any_json(&record.to_string()).unwrap() {
        Sheet::Players(sheet) => sheet,
        Sheet::Partnerships(_) => unreachable!("a three-handed record"),
    }
}

fn replay(sheet: &PlayerSheet, record: &Value) -> ThreeHandedGame {
    let mut game = ThreeHandedGame::new(sheet.rules);
    for hand in record["hands"].as_array().unwrap() {
        game.play(&ThreeHandedHand::from_value(sheet.game, hand).unwrap())
            .unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn totals_are_the_sum_of_hand_points((record, _) in game()) {
        let sheet = sheet_of(&record);
        let mut running = PerPlayer::<i32>::default();
        for line in &sheet.hands {
            running = running + line.points;
            prop_assert_eq!(line.totals, running);
        }
        prop_assert_eq!(sheet.totals, running);
    }

    #[test]
    fn a_finished_game_takes_no_hand_and_a_player_out_scores_nothing_more((record, _) in game()) {
        let sheet = sheet_of(&record);
        prop_assert_eq!(sheet.finished, sheet.winner.is_some());
        prop_assert_eq!(sheet.finished, sheet.reason.is_some());
        for out in &sheet.out {
            for line in sheet.hands.iter().filter(|line| line.number > out.hand) {
                prop_assert_eq!(*line.points.get(out.seat), 0);
                prop_assert!(line.dealer != out.seat && line.bidder != Some(out.seat));
            }
            prop_assert!(sheet.winner != Some(out.seat));
        }
        if sheet.finished {
            let mut game = replay(&sheet, &record);
            let any = json!({ "dealer": "N", "contract": { "bidder": "N", "level": 7, "mode": "uptown" }, "books": 7 });
            let error = game.play(&ThreeHandedHand::from_value(sheet.game, &any).unwrap()).unwrap_err();
            let over = matches!(error.problem, ThreeHandedProblem::GameOver { .. });
            prop_assert!(over, "{}", error);
        }
    }

    #[test]
    fn a_refused_hand_leaves_the_game_as_it_was((record, refused) in game()) {
        let sheet = sheet_of(&record);
        for (hand, before) in refused {
            let hands_before = before.hands.len();
            let mut prefix = record.clone();
            prefix["hands"] = Value::Array(record["hands"].as_array().unwrap()[..hands_before].to_vec());
            let mut game = replay(&sheet, &prefix);
            prop_assert!(game.play(&ThreeHandedHand::from_value(sheet.game, &hand).unwrap()).is_err());
            prop_assert_eq!(game.sheet(), before);
        }
    }

    #[test]
    fn a_record_and_its_sheet_read_back_the_same((record, _) in game()) {
        let sheet = sheet_of(&record);
        let kind = sheet.game;
        let parsed = ThreeHandedRecord::from_object(kind, record.as_object().unwrap()).unwrap();
        let again = sheet_of(&parsed.to_value());
        prop_assert_eq!(&again, &sheet);
        let text = serde_json::to_string(&sheet).unwrap();
        prop_assert_eq!(serde_json::from_str::<PlayerSheet>(&text).unwrap(), sheet);
    }
}
