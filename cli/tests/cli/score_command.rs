//! Black-box tests of `uptown score`: the real binary, real files and standard input.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::{Value, json};

fn uptown() -> Command {
    Command::cargo_bin("uptown").expect("the uptown binary is built")
}

fn example(name: &str) -> String {
    format!("{}/../examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn a_valid_record_prints_a_table_with_running_totals_and_the_winner() {
    uptown()
        .args(["score", &example("bid-whist-game.json")])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "#  dealer  contract  books  result  NS  EW  total NS  total EW",
        ))
        .stdout(predicate::str::contains(
            "2  E       3NT by W      8  set      0  -6         4        -6",
        ))
        .stdout(predicate::str::contains(
            "NS won: NS reached the target of 7, NS 9, EW -1.",
        ))
        .stderr("");
}

#[test]
fn a_valid_record_prints_the_score_sheet_json_with_json() {
    let output = uptown()
        .args(["score", "--json", &example("contract-example.json")])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let sheet: Value = serde_json::from_slice(&output).expect("stdout is JSON");
    assert_eq!(sheet["game"], "bid_whist");
    assert_eq!(sheet["rules"]["all_pass"], "redeal");
    assert_eq!(sheet["rules"]["min_bid"], 3, "defaults are filled in");
    assert_eq!(sheet["hands"][0]["points"], json!({"NS": 0, "EW": 6}));
    assert_eq!(sheet["hands"][1]["books"], 12);
    assert_eq!(sheet["hands"][2]["result"], "thrown_in");
    assert_eq!(sheet["totals"], json!({"NS": 6, "EW": 6}));
    assert_eq!(sheet["finished"], false);
    assert_eq!(sheet["winner"], Value::Null);
    assert_eq!(sheet["reason"], Value::Null);
}

#[test]
fn a_whist_rubber_shows_its_games_and_margin() {
    uptown()
        .args(["score", &example("whist-rubber.json")])
        .assert()
        .success()
        .stdout(predicate::str::contains("Game 2: EW won, NS 1, EW 5."))
        .stdout(predicate::str::contains(
            "NS won: the rubber 2-1; rubber totals NS 13, EW 5, a margin of 8.",
        ));
    let output = uptown()
        .args(["score", "--json", &example("whist-rubber.json")])
        .output()
        .unwrap();
    let sheet: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(sheet["reason"], "rubber");
    assert_eq!(sheet["rubber"]["margin"], 8);
    assert_eq!(sheet["games"].as_array().unwrap().len(), 3);
}

#[test]
fn standard_input_is_read_for_a_dash() {
    let record = std::fs::read_to_string(example("bid-whist-game.json")).unwrap();
    uptown()
        .args(["score", "-"])
        .write_stdin(record)
        .assert()
        .success()
        .stdout(predicate::str::contains("NS won"));
}

/// Each invalid record: exit status 2, one line on stderr naming the hand and field, and
/// nothing on stdout.
#[test]
fn invalid_records_exit_2_with_one_line_naming_the_hand_and_the_field() {
    let good = |dealer: &str| json!({ "dealer": dealer, "contract": { "bidder": "E", "level": 3, "mode": "uptown" }, "books": 7 });
    let third = |hand: Value| {
        json!({ "game": "bid_whist", "hands": [good("N"), good("E"), hand] }).to_string()
    };
    let cases: Vec<(String, &str)> = vec![
        (
            third(json!({ "dealer": "S", "contract": { "bidder": "W", "level": 8, "mode": "uptown" }, "books": 9 })),
            "error: hand 3: contract.level 8 is above the maximum bid of 7",
        ),
        (
            third(good("N")),
            "error: hand 3: dealer N is not the next dealer: E dealt the hand before, so S deals this one",
        ),
        (
            third(json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": { "NS": 5, "EW": 9 } })),
            "error: hand 3: books NS 5 and EW 9 make 14, not 13",
        ),
        (
            third(json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" } })),
            "error: hand 3: books is missing",
        ),
        (
            third(json!({ "dealer": "S", "auction": ["pass", "4D", "4U", "pass"], "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 9 })),
            "error: hand 3: auction[2] 4U by E does not beat 4D by N (rules.bid_ranking is notrump_high: at one level notrump beats uptown and downtown, which are equal)",
        ),
        (
            third(json!({ "dealer": "S", "auction": ["pass", "pass", "pass", "pass"] })),
            "error: hand 3: auction[3] pass by the dealer S is not allowed: the other three passed, so the dealer must bid (rules.all_pass is dealer_must_bid)",
        ),
        (
            third(json!({ "dealer": "S", "auction": ["pass", "4NT", "pass", "pass"], "contract": { "bidder": "E", "level": 4, "mode": "notrump" }, "books": 9 })),
            "error: hand 3: contract.bidder E does not match the auction, which N won with 4NT",
        ),
        (
            third(json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "sideways" }, "books": 9 })),
            "error: hand 3: contract.mode: \"sideways\" is not a mode (uptown, downtown or notrump)",
        ),
        (
            third(json!({ "dealer": "S", "contract": { "bidder": "W", "level": 4, "mode": "uptown" }, "books": 9, "reneges": [{ "side": "NW" }] })),
            "error: hand 3: reneges[0].side: \"NW\" is not a side (NS or EW)",
        ),
        (
            json!({ "game": "bid_whist", "rules": { "min_bid": 4 }, "hands": [good("N")] }).to_string(),
            "error: hand 1: contract.level 3 is below the minimum bid of 4",
        ),
        (
            json!({ "game": "bid_whist", "hands": [good("N"), { "dealer": "E", "contract": { "bidder": "N", "level": 7, "mode": "uptown" }, "books": 13 }, good("S")] }).to_string(),
            "error: hand 3: the game is already over (NS won by target); it takes no more hands",
        ),
        (
            json!({ "game": "whist", "hands": [{ "dealer": "N", "tricks": { "NS": 7, "EW": 6 }, "honours": { "side": "EW", "count": 5 } }] }).to_string(),
            "error: hand 1: honours.count 5 is not a count of honours (3 or 4; a 2-2 split is not recorded)",
        ),
        (
            json!({ "game": "whist", "rules": { "target": 300 }, "hands": [] }).to_string(),
            "error: rules.target 300 is out of range (1 to 99)",
        ),
        ("{\"game\": \"whist\", \"hands\": [".to_owned(), "error: the record is not valid JSON: EOF while parsing a list at line 1 column 28"),
    ];
    assert!(cases.len() >= 10);
    for (record, message) in cases {
        uptown()
            .args(["score", "-"])
            .write_stdin(record.clone())
            .assert()
            .code(2)
            .stdout("")
            .stderr(format!("{message}\n"));
    }
}

#[test]
fn an_unknown_rule_option_exits_2_and_names_it() {
    uptown()
        .args(["score", "-"])
        .write_stdin(r#"{"game": "bid_whist", "rules": {"min_bids": 4}, "hands": []}"#)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with(
            "error: rules.min_bids is not an option of bid whist",
        ));
}

#[test]
fn a_file_that_cannot_be_read_exits_2_and_names_it() {
    uptown()
        .args(["score", "no-such-record.json"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with(
            "error: cannot read no-such-record.json: ",
        ));
}

#[test]
fn help_explains_the_record_format_with_an_example() {
    for args in [vec!["--help"], vec!["score", "--help"]] {
        uptown()
            .args(&args)
            .assert()
            .success()
            .stdout(predicate::str::contains(
                "Game record (JSON): {\"game\": \"bid_whist\", \"whist\", \"cutthroat\" or \"dummy_whist\"",
            ))
            .stdout(predicate::str::contains(
                "Example: {\"game\":\"bid_whist\",\"hands\":[{\"dealer\":\"N\"",
            ));
    }
}

#[test]
fn a_missing_argument_is_a_usage_error_with_status_2() {
    uptown().arg("score").assert().code(2).stdout("");
}

#[test]
fn colour_only_when_asked_or_on_a_terminal_and_never_with_no_color() {
    let file = example("bid-whist-game.json");
    let bold = "\u{1b}[1m";
    let coloured = uptown()
        .args(["--color", "always", "score", &file])
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&coloured.stdout).starts_with(&format!("{bold}Bid Whist to 7"))
    );
    let plain = uptown()
        .args(["--color", "always", "score", &file])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&plain.stdout).contains('\u{1b}'));
    let piped = uptown()
        .args(["score", &file])
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    assert!(
        !String::from_utf8_lossy(&piped.stdout).contains('\u{1b}'),
        "not a terminal: no colour"
    );
}

/// RULES.md 2.5's example: a 2-1 rubber of 6-0, 0-6, 7-0 is worth 5 under the Laws (8 game
/// points to 3), where counting points makes it 7.
#[test]
fn a_rubber_under_the_laws_of_whist_counts_game_points() {
    uptown()
        .args(["score", &example("laws-of-whist-rubber.json")])
        .assert()
        .success()
        .stdout(predicate::str::contains("house rules: game_points laws"))
        .stdout(predicate::str::contains(
            "NS won: the rubber 2-1 with a bonus of 2; game points NS 8, EW 3, a margin of 5.",
        ));
}

#[test]
fn a_renege_that_loses_the_game_says_so() {
    let record = json!({ "game": "bid_whist", "rules": { "renege_loses_game": true },
        "hands": [{ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" },
                    "books": 11, "reneges": [{ "side": "EW", "trick": 5 }] }] });
    uptown()
        .args(["score", "-"])
        .write_stdin(record.to_string())
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "NS won: EW reneged, and a renege loses the game under these house rules.",
        ));
    uptown()
        .args(["score", "-"])
        .write_stdin(r#"{"game": "bid_whist", "rules": {"kitty": "sometimes"}, "hands": []}"#)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with(
            "error: rules.kitty: unknown variant `sometimes`",
        ));
}

/// RULES.md 3: a three-handed game is scored per player, offline like the others.
#[test]
fn a_cutthroat_game_is_scored_for_each_player() {
    uptown()
        .args(["score", &example("cutthroat-game.json")])
        .assert()
        .success()
        .stdout(predicate::str::contains("Cutthroat Bid Whist to 30"))
        .stdout(predicate::str::contains(
            "#  dealer  contract   books  result    N   E   W  total N  total E  total W",
        ))
        .stdout(predicate::str::contains(
            "2  E       9U by W       12  made      0   0  +6       12        0        6",
        ))
        .stdout(predicate::str::contains(
            "The game goes on: N 12, E -8, W 6.",
        ));
    let output = uptown()
        .args(["score", "--json", &example("cutthroat-game.json")])
        .output()
        .unwrap();
    let sheet: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(sheet["game"], "cutthroat");
    assert_eq!(sheet["totals"], json!({"N": 12, "E": -8, "W": 6}));
    assert_eq!(sheet["rules"]["min_bid"], 7);
    let south = r#"{"game": "dummy_whist", "hands": [{"dealer": "S", "contract": {"bidder": "N", "level": 2, "mode": "uptown"}, "books": 9}]}"#;
    uptown()
        .args(["score", "-"])
        .write_stdin(south)
        .assert()
        .code(2)
        .stdout("")
        .stderr("error: hand 1: dealer: \"S\" is not a seat of a three-handed table (N, E or W)\n");
    uptown()
        .args(["score", "-"])
        .write_stdin(r#"{"game": "poker", "hands": []}"#)
        .assert()
        .code(2)
        .stderr(
            "error: game \"poker\" is not a game (bid_whist, whist, cutthroat or dummy_whist)\n",
        );
}
