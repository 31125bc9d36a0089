//! An event's money from the command line against the real server: the terms, a payment at
//! the door and one before the day, a player in the Boston pot, the accounts and the
//! treasurer's CSV; and the mistakes a treasurer makes typing them, each one line on stderr
//! and exit 2 without anything stored.

use uptown_e2e::{Night, Uptown};

/// A club of five, an event of two partnerships, and its terms set: a 20.00 entry fee,
/// 5.00 table money, 70/30 payouts and a 10.00 Boston pot.
fn spring_open(uptown: &Uptown<'_>) {
    uptown.login_admin();
    uptown.ok(&["club", "new", "Cash Club"]);
    uptown.ok(&[
        "player",
        "add",
        "--club",
        "Cash Club",
        "Ann",
        "Bob",
        "Cal",
        "Dee",
        "Eve",
    ]);
    uptown.ok(&[
        "event",
        "new",
        "--club",
        "Cash Club",
        "--name",
        "Spring Open",
        "--format",
        "round_robin",
    ]);
    uptown.ok(&["event", "register", "1", "Ann", "Cal"]);
    uptown.ok(&["event", "register", "1", "Bob", "Dee"]);
    let unset = uptown.ok(&["money", "show", "1"]);
    assert!(unset.contains("no money terms yet"), "{unset}");
    let set = uptown.ok(&[
        "money",
        "terms",
        "1",
        "--currency",
        "usd",
        "--entry-fee",
        "20",
        "--table-money",
        "5",
        "--payouts",
        "70,30",
        "--boston-pot",
        "10",
    ]);
    assert!(set.contains("owed 100.00"), "{set}");
}

#[test]
fn money_typed_wrong_is_refused_in_one_line_and_nothing_is_taken() {
    let night = Night::start();
    let uptown = night.uptown();
    spring_open(&uptown);
    for (args, says) in [
        (
            vec!["money", "pay", "1", "Ann", "twenty"],
            "is not an amount",
        ),
        (
            vec![
                "money",
                "terms",
                "1",
                "--currency",
                "USD",
                "--entry-fee",
                "20",
                "--payouts",
                "70,20",
            ],
            "payouts",
        ),
        (vec!["money", "pay", "1", "Ann", "0"], "amount_cents"),
    ] {
        let error = uptown.fails(2, &args);
        assert_eq!(error.trim().lines().count(), 1, "{error}");
        assert!(error.contains(says), "{args:?}: {error}");
    }
    let unknown = uptown.fails(3, &["money", "pay", "1", "Zed", "20"]);
    assert!(unknown.contains("has no player named \"Zed\""), "{unknown}");
    let money = uptown.json(&["money", "show", "1"]);
    assert_eq!(money["payments"], serde_json::json!([]));
    assert_eq!(money["terms"]["payouts"], serde_json::json!([70, 30]));
}

#[test]
fn a_treasurer_keeps_an_events_money_from_the_cli() {
    let night = Night::start();
    let uptown = night.uptown();
    spring_open(&uptown);
    let paid = uptown.ok(&["money", "pay", "1", "Ann", "35"]);
    assert!(
        paid.starts_with("payment 1: 35.00 from player 1 (cash)"),
        "{paid}"
    );
    uptown.ok(&[
        "money",
        "pay",
        "1",
        "bob",
        "25,00",
        "--prepaid",
        "--note",
        "transfer",
    ]);
    uptown.ok(&["money", "pay", "1", "Eve", "20"]);
    uptown.ok(&["money", "pot", "1", "Ann"]);
    let shown = uptown.ok(&["money", "pot", "1", "Cal"]);
    assert!(shown.contains("Boston pot (so far): 20.00 USD"), "{shown}");
    let money = uptown.json(&["money", "show", "1"]);
    let account = |name: &str| {
        money["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|account| account["player"]["name"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(account("Ann")["due_cents"], 0);
    assert_eq!(account("Cal")["due_cents"], 3500);
    assert_eq!(account("Bob")["due_cents"], 0);
    assert_eq!(account("Bob")["in_boston_pot"], false);
    assert_eq!(account("Eve")["due_cents"], -2000, "paid before entering");
    assert_eq!(money["payments"][1]["method"], "prepaid");

    uptown.ok(&["money", "unpay", "3"]);
    let csv = uptown.ok(&["money", "csv", "1"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 4 + 1, "{csv}");
    assert!(lines[0].starts_with("player_id,player,entrant"), "{csv}");
    assert!(
        csv.contains("\"Ann\",1,in,20.00,5.00,10.00,35.00,35.00,0.00,"),
        "{csv}"
    );
    assert!(lines[5].contains(",60.00,"), "the total paid: {csv}");
}
