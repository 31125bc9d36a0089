//! How fast the engine scores: a long series of hands folded into a score sheet.
//!
//! Run with `cargo bench -p uptown-rules --bench scoring`; criterion reports hands per second
//! as its throughput.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use serde_json::{Value, json};
use uptown_rules::three_handed::{ThreeHandedKind, ThreeHandedRecord};
use uptown_rules::{GameRecord, score_json, score_record};

const SEATS: [&str; 4] = ["N", "E", "S", "W"];
const HANDS: usize = 10_000;

/// A bid whist game that never ends: NS make 4 uptown, then are set in it, over and over,
/// with a recorded auction on every other hand and a renege on every fifth.
fn long_bid_whist_record() -> Value {
    let hands: Vec<Value> = (0..HANDS)
        .map(|index| {
            let dealer = index % 4;
            let bidder = if dealer % 2 == 0 { (dealer + 2) % 4 } else { (dealer + 1) % 4 };
            let books = if index % 2 == 0 { 10 } else { 9 };
            let mut hand = json!({
                "dealer": SEATS[dealer],
                "contract": { "bidder": SEATS[bidder], "level": 4, "mode": "uptown", "trump": "hearts" },
                "books": { "NS": books, "EW": 13 - books },
            });
            if bidder % 2 == 1 {
                hand["books"] = json!({ "NS": 13 - books, "EW": books });
            }
            if index % 2 == 1 {
                let calls: Vec<&str> = (1..=4).map(|offset| if (dealer + offset) % 4 == bidder { "4U" } else { "pass" }).collect();
                hand["auction"] = json!(calls);
            }
            if index % 5 == 0 {
                hand["reneges"] = json!([{ "side": "NS", "trick": 5 }, { "side": "EW", "trick": 9 }]);
            }
            hand
        })
        .collect();
    json!({ "game": "bid_whist", "rules": { "target": 99 }, "hands": hands })
}

/// A cutthroat game that never ends: each bidder in turn makes 10 books, then is set in 10,
/// with every player's books on every third hand, a recorded auction on every other, and an
/// unnamed renege on every fifth (read and weighed, costing nothing under
/// `renege_needs_trick`).
fn long_cutthroat_record() -> Value {
    let seats = ["N", "E", "W"];
    let hands: Vec<Value> = (0..HANDS)
        .map(|index| {
            let dealer = index % 3;
            let bidder = (dealer + 1) % 3;
            let books: u8 = if (index / 3) % 2 == 0 { 10 } else { 9 };
            let mut hand = json!({
                "dealer": seats[dealer],
                "contract": { "bidder": seats[bidder], "level": 10, "mode": "uptown", "trump": "clubs" },
                "books": books,
            });
            if index % 3 == 0 {
                let mut each = json!({ "N": 4, "E": 4, "W": 4 });
                each[seats[bidder]] = json!(books);
                each[seats[(bidder + 1) % 3]] = json!(18 - books - 4);
                hand["books"] = each;
            }
            if index % 2 == 1 {
                let calls: Vec<&str> = (1..=3)
                    .map(|offset| if (dealer + offset) % 3 == bidder { "10U" } else { "pass" })
                    .collect();
                hand["auction"] = json!(calls);
            }
            if index % 5 == 0 {
                hand["reneges"] = json!([{ "seat": seats[dealer] }]);
            }
            hand
        })
        .collect();
    json!({ "game": "cutthroat", "rules": { "target": 99, "renege_needs_trick": true }, "hands": hands })
}

fn scoring(c: &mut Criterion) {
    let mut group = c.benchmark_group("scoring");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.sample_size(20);
    let record = long_bid_whist_record();
    let parsed = GameRecord::from_value(&record).expect("the benchmark record is valid");
    let sheet = score_record(&parsed).expect("the benchmark record scores");
    assert_eq!(sheet.hands.len(), HANDS, "every hand is scored");
    let text = record.to_string();
    group.bench_function(format!("bid_whist/fold {HANDS} hands"), |b| {
        b.iter(|| score_record(black_box(&parsed)));
    });
    group.bench_function(format!("bid_whist/parse and fold {HANDS} hands"), |b| {
        b.iter(|| score_json(black_box(&text)));
    });
    let record = long_cutthroat_record();
    let parsed = ThreeHandedRecord::from_object(
        ThreeHandedKind::Cutthroat,
        record.as_object().expect("an object"),
    )
    .expect("the benchmark record is valid");
    let sheet = parsed.score().expect("the benchmark record scores");
    assert_eq!(sheet.hands.len(), HANDS, "every hand is scored");
    assert!(!sheet.finished);
    group.bench_function(format!("cutthroat/fold {HANDS} hands"), |b| {
        b.iter(|| black_box(&parsed).score());
    });
    group.finish();
}

criterion_group!(benches, scoring);
criterion_main!(benches);
