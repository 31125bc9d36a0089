//! How fast the engine scores: a long series of hands folded into a score sheet.
//!
//! Run with `cargo bench -p uptown-rules --bench scoring`; criterion reports hands per second
//! as its throughput.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use serde_json::{Value, json};
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
    group.finish();
}

criterion_group!(benches, scoring);
criterion_main!(benches);
