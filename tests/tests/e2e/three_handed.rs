//! A cutthroat game through the real `uptown` binary against the real `uptown-server`: the
//! director starts it, the table enters its hands with its code, a wrong flag is one line on
//! stderr with exit 2, the director takes a hand back, and the club's list names the winner.

use uptown_e2e::Night;

#[test]
fn a_cutthroat_game_is_played_from_the_command_line() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Three Club"]);
    uptown.ok(&["player", "add", "--club", "Three Club", "Ann", "Bob", "Cal"]);
    let game = uptown.json(&[
        "three-handed",
        "new",
        "--club",
        "Three Club",
        "--north",
        "Ann",
        "--east",
        "Bob",
        "--west",
        "Cal",
        "--target",
        "10",
    ]);
    let id = game["id"].to_string();
    let code = game["table_code"].as_str().unwrap().to_owned();
    assert_eq!(game["sheet"]["rules"]["target"], 10);

    // The table, with its code: E makes 10 with 12 (+6); the dealer is the next in turn.
    let table = ["--table-code", code.as_str()];
    let hand = |args: &[&str]| {
        let mut all = table.to_vec();
        all.extend(["three-handed", "hand", id.as_str()]);
        all.extend(args);
        all.iter()
            .map(|arg| (*arg).to_owned())
            .collect::<Vec<String>>()
    };
    let run = |args: Vec<String>| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        uptown.json(&args)
    };
    let first = run(hand(&["--by", "E", "--bid", "10U", "--books", "12"]));
    assert_eq!(first["sheet"]["totals"]["E"], 6);
    assert_eq!(first["next_dealer"], "E");
    // A bid the game does not have: one line, naming the flag, exit 2; nothing stored.
    let args = hand(&["--by", "W", "--bid", "5U", "--books", "11"]);
    let refused = uptown.fails(2, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(refused.contains("level"), "{refused}");
    let args = hand(&["--by", "W", "--bid", "9U", "--books", "eleven"]);
    let refused = uptown.fails(2, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(refused.contains("--books"), "{refused}");
    let second = run(hand(&[
        "--by",
        "W",
        "--bid",
        "9U",
        "--books",
        "N=2,E=5,W=11",
    ]));
    assert_eq!(second["sheet"]["totals"]["W"], 5);
    let last = run(hand(&["--by", "E", "--bid", "8NT", "--books", "10"]));
    assert_eq!(last["status"], "finished");
    assert_eq!(last["sheet"]["winner"], "E");

    // The director lists the club's games, then takes the last hand back.
    let listed = uptown.ok(&["three-handed", "list", "--club", "Three Club"]);
    assert!(listed.contains("finished"), "{listed}");
    let shown = uptown.ok(&["three-handed", "show", &id]);
    assert!(shown.contains("Bob (E)"), "{shown}");
    let undone = uptown.json(&["three-handed", "undo", &id, "--reason", "8NT was 8U"]);
    assert_eq!(undone["status"], "in_progress");
    let history = uptown.ok(&["three-handed", "history", &id]);
    assert!(history.contains("8NT was 8U"), "{history}");
    // The table may not take a hand back.
    let mut undo = table.to_vec();
    undo.extend(["three-handed", "undo", id.as_str(), "--reason", "mine"]);
    let refused = uptown.run(&undo);
    assert!(!refused.status.success());
}
