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

/// A rotating evening of seven from the command line, with a three-handed table: the seated
/// round names it with its code, and the table plays it with `three-handed hand`.
#[test]
fn an_evening_of_seven_seats_a_three_handed_table_from_the_command_line() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Seven Club"]);
    let players = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus"];
    let mut add = vec!["player", "add", "--club", "Seven Club"];
    add.extend(players);
    uptown.ok(&add);
    let event = uptown.json(&[
        "event",
        "new",
        "--club",
        "Seven Club",
        "--name",
        "Seven",
        "--format",
        "rotating",
        "--rounds",
        "1",
        "--three-handed-rule",
        "target=10",
    ]);
    assert_eq!(event["three_handed_rules"]["target"], 10);
    let id = event["id"].to_string();
    for player in players {
        uptown.ok(&["event", "register", &id, player]);
    }
    let seated = uptown.ok(&["event", "round", &id]);
    assert!(seated.contains("table 2, three-handed:"), "{seated}");
    let round = uptown.json(&["event", "show", &id])["rounds"][0]["three_handed"].clone();
    let (game, code) = (
        round["game_id"].to_string(),
        round["table_code"].as_str().unwrap().to_owned(),
    );
    let entered = uptown.json(&[
        "--table-code",
        &code,
        "three-handed",
        "hand",
        &game,
        "--by",
        "E",
        "--bid",
        "16U",
        "--books",
        "16",
    ]);
    assert_eq!(entered["sheet"]["winner"], "E");
    let shown = uptown.ok(&["event", "show", &id]);
    assert!(shown.contains("won by E"), "{shown}");
}
