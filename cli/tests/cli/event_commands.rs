//! Black-box tests of `uptown event`, `uptown standings` and `uptown ratings`: the argument
//! errors caught before any server is asked. Runs against a real server are in tests/.

use assert_cmd::Command;

/// The binary pointed at a port where nothing listens, with no login: a command that asked
/// the server would fail with status 1, not 2.
fn uptown(config: &tempfile::TempDir) -> Command {
    let mut command = Command::cargo_bin("uptown").expect("the uptown binary is built");
    command
        .env("UPTOWN_SERVER", "http://127.0.0.1:9")
        .env("UPTOWN_CONFIG_DIR", config.path())
        .env_remove("UPTOWN_TOKEN");
    command
}

/// Each case: exit status 2, nothing on stdout, and exactly this one line on stderr.
fn refused(cases: &[(Vec<&str>, &str)]) {
    let config = tempfile::tempdir().unwrap();
    for (args, message) in cases {
        let output = uptown(&config).args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr, format!("error: {message}\n"), "{args:?}");
    }
}

/// `event new` for the club named 'Tuesday Club' with these extra flags; the club is looked
/// up only after the flags are read, so a bad flag needs no server.
fn new_event<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "event",
        "new",
        "--club",
        "Tuesday Club",
        "--name",
        "Tuesday",
        "--format",
        "swiss",
    ];
    args.extend_from_slice(extra);
    args
}

#[test]
fn a_match_that_is_not_one_the_rule_book_names_exits_2_naming_match() {
    refused(&[
        (
            new_event(&["--match", "sets:3"]),
            "--match sets:3: \"sets\" is not games, best-of, hands, minutes or hands-won",
        ),
        (
            new_event(&["--match", "best_of:3"]),
            "--match best_of:3: \"best_of\" is not games, best-of, hands, minutes or hands-won",
        ),
        (
            new_event(&["--match", "games"]),
            "--match games: write it as games:N, best-of:N, hands:N, minutes:M or hands-won:K",
        ),
        (
            new_event(&["--match", "hands:0"]),
            "--match hands:0: \"0\" is not a count of one or more",
        ),
        (
            new_event(&["--match", "minutes:0"]),
            "--match minutes:0: \"0\" is not a count of one or more",
        ),
        (
            new_event(&["--match", "games:two"]),
            "--match games:two: \"two\" is not a count of one or more",
        ),
        (
            new_event(&["--match", "best-of:4"]),
            "--match best-of:4: best-of takes an odd count, so that one side wins more than half, not 4",
        ),
    ]);
}

#[test]
fn a_playoff_that_is_not_a_knockout_of_a_count_exits_2_naming_playoff() {
    refused(&[
        (
            new_event(&["--playoff", "swiss:4"]),
            "--playoff swiss:4: \"swiss\" is not knockout or double-knockout",
        ),
        (
            new_event(&["--playoff", "knockout"]),
            "--playoff knockout: write it as knockout:K or double-knockout:K",
        ),
        (
            new_event(&["--playoff", "knockout:four"]),
            "--playoff knockout:four: \"four\" is not a whole number",
        ),
    ]);
}

#[test]
fn house_rules_are_read_as_for_a_game_and_refused_the_same_way() {
    let directory = tempfile::tempdir().unwrap();
    let list = directory.path().join("rules.json");
    std::fs::write(&list, "[7]").unwrap();
    let list = list.to_str().unwrap();
    let missing = directory.path().join("missing.json");
    let missing = missing.to_str().unwrap();
    let unreadable = uptown(&directory)
        .args(new_event(&["--rules", missing]))
        .output()
        .unwrap();
    assert_eq!(unreadable.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&unreadable.stderr)
            .starts_with(&format!("error: cannot read {missing}: "))
    );
    refused(&[
        (
            new_event(&["--rules", list]),
            &format!("--rules {list}: not a JSON object of rules"),
        ),
        (
            new_event(&["--rule", "min_bid"]),
            "--rule min_bid: write it as NAME=VALUE, like min_bid=4",
        ),
    ]);
}

#[test]
fn standings_take_exactly_one_of_event_and_season() {
    refused(&[
        (vec!["standings"], "--event or --season is needed"),
        (
            vec!["standings", "--event", "3", "--season", "2"],
            "--event and --season exclude each other: give one of them",
        ),
        (
            vec!["standings", "--min-events", "4"],
            "--event or --season is needed",
        ),
        (
            vec!["standings", "--event", "3", "--min-events", "4"],
            "--min-events goes with --season: an event ranks all its entrants",
        ),
    ]);
}

#[test]
fn ratings_take_exactly_one_of_club_and_player() {
    refused(&[
        (vec!["ratings"], "--club or --player is needed"),
        (
            vec!["ratings", "--club", "Tuesday Club", "--player", "4"],
            "--club and --player exclude each other: give one of them",
        ),
    ]);
}

#[test]
fn a_team_name_needs_a_partner() {
    refused(&[(
        vec!["event", "register", "3", "Ann", "--name", "The Aces"],
        "--name names a partnership: give the partner too",
    )]);
}

#[test]
fn a_command_that_asks_the_server_fails_with_1_when_there_is_none() {
    let config = tempfile::tempdir().unwrap();
    let output = uptown(&config)
        .args(new_event(&["--match", "best-of:3"]))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .starts_with("error: cannot reach the server at http://127.0.0.1:9: ")
    );
}

#[test]
fn help_shows_an_example_for_every_event_command() {
    let config = tempfile::tempdir().unwrap();
    for command in [
        "new",
        "list",
        "show",
        "register",
        "withdraw",
        "round",
        "close",
        "finish",
        "schedule",
        "unschedule",
    ] {
        let output = uptown(&config)
            .args(["event", command, "--help"])
            .output()
            .unwrap();
        assert!(output.status.success());
        let help = String::from_utf8(output.stdout).unwrap();
        assert!(
            help.contains(&format!("uptown event {command} ")),
            "{command}: {help}"
        );
    }
    for command in ["standings", "ratings"] {
        let output = uptown(&config).args([command, "--help"]).output().unwrap();
        let help = String::from_utf8(output.stdout).unwrap();
        assert!(help.contains(&format!("uptown {command} --")), "{help}");
    }
}
