//! Black-box tests of `uptown pairings`.

use assert_cmd::Command;
use serde_json::{Value, json};

fn pairings(args: &[&str]) -> std::process::Output {
    Command::cargo_bin("uptown")
        .unwrap()
        .arg("pairings")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn a_complete_schedule_in_contract_json() {
    let output = pairings(&["--players", "13", "--json"]);
    assert!(output.status.success());
    let schedule: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(schedule["players"], 13);
    assert_eq!(schedule["rounds"].as_array().unwrap().len(), 13);
    assert_eq!(schedule["rounds"][0]["tables"].as_array().unwrap().len(), 3);
    assert_eq!(
        schedule["quality"],
        json!({ "partner_repeats": 0, "opponent_min": 2, "opponent_max": 2, "sit_out_min": 1, "sit_out_max": 1, "sides_unbalanced": 0 })
    );
}

/// Six players: a table every round and two sitting out, not three rounds of play and then
/// three of everyone sitting out.
#[test]
fn six_players_fill_the_table_every_round() {
    let output = pairings(&["--players", "6"]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let rounds: Vec<&str> = text.split("\nRound ").skip(1).collect();
    assert_eq!(rounds.len(), 6, "{text}");
    for round in rounds {
        assert_eq!(round.matches("table  1: N").count(), 1, "{round}");
        let sitting = round
            .lines()
            .find_map(|line| line.trim().strip_prefix("sitting out: "))
            .unwrap_or_else(|| panic!("nobody sits out: {round}"));
        assert_eq!(sitting.split(", ").count(), 2, "{round}");
    }
    assert!(
        text.trim_end()
            .ends_with("partner repeats 0; opponents met 1 to 2 times; sat out 2 to 2 times; pairs of opponents on one side too often: 1"),
        "{text}"
    );
}

#[test]
fn the_same_seed_prints_the_same_schedule() {
    let first = pairings(&["--players", "18", "--rounds", "6", "--seed", "9"]).stdout;
    assert_eq!(
        first,
        pairings(&["--players", "18", "--rounds", "6", "--seed", "9"]).stdout
    );
    assert_ne!(
        first,
        pairings(&["--players", "18", "--rounds", "6", "--seed", "10"]).stdout
    );
    let text = String::from_utf8(first).unwrap();
    assert!(
        text.starts_with("18 players, 6 rounds\n\nRound 1\n  table  1: N "),
        "{text}"
    );
    assert!(text.contains("sitting out: "));
    assert!(text.contains("times; pairs of opponents on one side too often: "));
}

#[test]
fn impossible_requests_exit_2_with_one_line() {
    for (args, message) in [
        (
            vec!["--players", "3"],
            "error: players: 3 is too few; rotating partnerships need at least 4\n",
        ),
        (
            vec!["--players", "8", "--rounds", "15"],
            "error: rounds: 15 is more than the 14 rounds a schedule for 8 players is made for\n",
        ),
    ] {
        let output = pairings(&args);
        assert_eq!(output.status.code(), Some(2));
        assert!(output.stdout.is_empty());
        assert_eq!(String::from_utf8(output.stderr).unwrap(), message);
    }
}

#[test]
fn team_events_print_rounds_or_brackets() {
    let output = pairings(&["--partnerships", "5", "--json"]);
    assert!(output.status.success());
    let event: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(event["format"], "round-robin");
    assert_eq!(event["rounds"].as_array().unwrap().len(), 5);
    assert_eq!(event["rounds"][0]["matches"].as_array().unwrap().len(), 2);
    assert!(event["rounds"][0]["bye"].is_u64());

    let output = pairings(&["--partnerships", "6", "--format", "knockout", "--json"]);
    let bracket: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        (
            bracket["size"].as_u64(),
            bracket["matches"].as_array().unwrap().len()
        ),
        (Some(8), 7)
    );
    assert_eq!(bracket["matches"][0]["top"], json!({ "seed": 1 }));
    assert_eq!(
        bracket["matches"][0]["bottom"], "bye",
        "the top seed has the bye"
    );

    let text =
        String::from_utf8(pairings(&["--partnerships", "4", "--format", "double-knockout"]).stdout)
            .unwrap();
    assert!(
        text.contains("grand_final  round  1: winner of 3 v winner of 5"),
        "{text}"
    );
    assert!(text.contains("reset"), "{text}");

    let output = pairings(&["--partnerships", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "error: partnerships: 1 is too few; an event needs at least 2\n"
    );
}

#[test]
fn a_club_night_is_drawn_from_a_history_file() {
    let directory = tempfile::tempdir().unwrap();
    let history = directory.path().join("last.json");
    let last = json!([{ "number": 1, "tables": [{ "table": 1, "N": 1, "S": 2, "E": 3, "W": 4 },
                                                { "table": 2, "N": 5, "S": 6, "E": 7, "W": 8 }], "sitting_out": [] }]);
    std::fs::write(&history, last.to_string()).unwrap();
    let output = pairings(&[
        "--players",
        "8",
        "--history",
        history.to_str().unwrap(),
        "--json",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let night: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(night["rounds"].as_array().unwrap().len(), 1);
    for table in night["rounds"][0]["tables"].as_array().unwrap() {
        let pairs = [
            (table["N"].as_u64().unwrap(), table["S"].as_u64().unwrap()),
            (table["E"].as_u64().unwrap(), table["W"].as_u64().unwrap()),
        ];
        for (a, b) in pairs {
            let pair = (a.min(b), a.max(b));
            assert!(
                ![(1, 2), (3, 4), (5, 6), (7, 8)].contains(&pair),
                "{pair:?} partner again"
            );
        }
    }
    std::fs::write(&history, "{\"rounds\": 3}").unwrap();
    let output = pairings(&["--players", "8", "--history", history.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a list of rounds"));
}

#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::Read;
    use std::process::Stdio;

    // 200 players print far more than a pipe holds, so the writer is still writing when
    // the reader goes away, as with `uptown pairings --players 200 | head`.
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("uptown"))
        .args(["pairings", "--players", "200"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut start = [0; 64];
    child.stdout.take().unwrap().read_exact(&mut start).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(String::from_utf8_lossy(&start).starts_with("200 players, 199 rounds"));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(output.status.success(), "{:?}", output.status);
}
