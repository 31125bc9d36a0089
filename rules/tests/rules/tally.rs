//! What a sheet tallies per side for standings, whist drives and ratings.

use uptown_rules::score_json;

#[test]
fn bid_whist_credits_books_bostons_and_sets_to_the_sides() {
    let sheet = score_json(
        r#"{ "game": "bid_whist", "hands": [
            { "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 9 },
            { "dealer": "E", "contract": { "bidder": "S", "level": 5, "mode": "uptown" }, "books": 11 },
            { "dealer": "S", "contract": { "bidder": "W", "level": 7, "mode": "uptown" }, "books": 13 }
        ] }"#,
    )
    .unwrap();
    let tally = sheet.tally();
    assert_eq!(
        (tally.ns.points, tally.ew.points),
        (sheet.totals.ns, sheet.totals.ew)
    );
    assert_eq!((tally.ns.sets, tally.ew.sets), (0, 1), "EW's 4 was set");
    assert_eq!(
        (tally.ns.bostons, tally.ew.bostons),
        (0, 1),
        "EW's 13 books"
    );
    // EW took 9 then 2 then 13; NS the rest of each hand's 13.
    assert_eq!((tally.ns.tricks, tally.ew.tricks), (4 + 11, 9 + 2 + 13));
}

#[test]
fn whist_counts_tricks_and_a_rubber_counts_its_totals_with_the_bonus() {
    let record = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/whist-rubber.json"
    ))
    .unwrap();
    let sheet = score_json(&record).unwrap();
    let tally = sheet.tally();
    let tricks: u32 = sheet
        .hands
        .iter()
        .map(|hand| match &hand.detail {
            uptown_rules::HandDetail::Whist { tricks } => u32::from(tricks.ns),
            uptown_rules::HandDetail::BidWhist { .. } => 0,
        })
        .sum();
    assert_eq!(tally.ns.tricks, tricks);
    assert_eq!(tally.ns.tricks + tally.ew.tricks, 13 * 5);
    let expected = sheet
        .rubber
        .as_ref()
        .map_or(sheet.totals, |rubber| rubber.totals);
    assert_eq!(
        (tally.ns.points, tally.ew.points),
        (expected.ns, expected.ew)
    );
}
