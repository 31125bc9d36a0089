//! A club night through the real `uptown` binary against the real `uptown-server`:
//! login, a club, eight players, two tables of bid whist played to the end with a renege, a
//! notrump hand, a correction and an undo, a whist rubber, then the history, and export
//! followed by import giving the same sheet.

use std::process::Output;

use serde_json::{Value, json};
use uptown_e2e::{Night, Uptown};

fn totals(game: &Value) -> (i64, i64) {
    let totals = &game["sheet"]["totals"];
    (
        totals["NS"].as_i64().unwrap(),
        totals["EW"].as_i64().unwrap(),
    )
}

fn outcome(game: &Value) -> (Value, Value) {
    (
        game["sheet"]["winner"].clone(),
        game["sheet"]["reason"].clone(),
    )
}

fn seat_the_club(uptown: &Uptown<'_>) {
    uptown.login_admin();
    assert!(
        uptown
            .ok(&["whoami"])
            .starts_with("admin (admin) at http://127.0.0.1:")
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(uptown.config.join("credentials.json"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(
            mode & 0o777,
            0o600,
            "the token is readable by the user alone"
        );
    }
    assert_eq!(
        uptown.ok(&["club", "new", "Tuesday Club"]),
        "club 1 Tuesday Club\n"
    );
    let mut add = vec!["player", "add", "--club", "Tuesday Club"];
    add.extend(["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]);
    assert_eq!(uptown.ok(&add).lines().count(), 8);
    assert_eq!(
        uptown
            .json(&["player", "list", "--club", "1"])
            .as_array()
            .unwrap()
            .len(),
        8
    );
}

/// Table 1: bid whist to 7 with a notrump set, a renege and a corrected hand. Its game id.
fn table_one(uptown: &Uptown<'_>) -> String {
    let one = uptown.json(&[
        "game",
        "new",
        "--club",
        "Tuesday Club",
        "--ns",
        "Ann,Cal",
        "--ew",
        "Bob,Dee",
        "--target",
        "7",
    ]);
    let id = one["id"].to_string();
    assert_eq!(one["seats"]["S"]["name"], "Cal");
    uptown.ok(&[
        "hand", "add", &id, "--by", "S", "--bid", "3U", "--books", "9", "--trump", "spades",
    ]);
    let notrump = uptown.json(&[
        "hand",
        "add",
        &id,
        "--by",
        "W",
        "--bid",
        "3NT",
        "--books",
        "8",
        "--direction",
        "downtown",
    ]);
    assert_eq!(totals(&notrump), (3, -6), "a notrump set costs double");
    let renege = uptown.json(&[
        "hand", "add", &id, "--by", "E", "--bid", "4D", "--books", "11", "--renege", "NS@5",
    ]);
    assert_eq!(
        renege["sheet"]["hands"][2]["books"], 13,
        "NS had 2 books and reneged: EW count all 13"
    );
    assert_eq!(totals(&renege), (3, 1));
    let slip = uptown.json(&[
        "hand", "add", &id, "--by", "N", "--bid", "4U", "--books", "9",
    ]);
    assert_eq!(totals(&slip), (-1, 1));
    // A correction names what changes; North's 4 uptown is kept.
    assert_eq!(
        uptown.fails(2, &["hand", "fix", &id, "4", "--reason", "no flag"]),
        "error: say what to change, like --books 10 (the rest of the hand is kept)"
    );
    let fixed = uptown.json(&[
        "hand",
        "fix",
        &id,
        "4",
        "--books",
        "10",
        "--reason",
        "miscounted the books",
    ]);
    assert_eq!(
        fixed["hands"][3]["contract"],
        json!({ "bidder": "N", "level": 4, "mode": "uptown" })
    );
    assert_eq!(totals(&fixed), (7, 1));
    assert_eq!(outcome(&fixed), (json!("NS"), json!("target")));
    assert_eq!(fixed["status"], "finished");
    let over = uptown.fails(
        2,
        &[
            "hand", "add", &id, "--by", "E", "--bid", "3U", "--books", "9",
        ],
    );
    assert_eq!(
        over,
        "error: hand 5: the game is already over (NS won by target); it takes no more hands"
    );
    let shown = uptown.ok(&["game", "show", &id]);
    assert!(
        shown.contains("3  S       4D by E      13  made, Boston   0  +7         3         1"),
        "{shown}"
    );
    assert!(
        shown.ends_with("NS won: NS reached the target of 7, NS 7, EW 1.\n"),
        "{shown}"
    );
    id
}

/// Table 2: bid whist with redeals; a hand entered by mistake is undone. Its game id.
fn table_two(uptown: &Uptown<'_>) -> String {
    let two = uptown.json(&[
        "game",
        "new",
        "--club",
        "1",
        "--ns",
        "Eve,Gus",
        "--ew",
        "Fay,Hal",
        "--rule",
        "all_pass=redeal",
    ]);
    let id = two["id"].to_string();
    let thrown = uptown.json(&["hand", "add", &id, "--passed-out"]);
    assert_eq!(thrown["sheet"]["hands"][0]["result"], "thrown_in");
    assert_eq!(
        thrown["next_dealer"], "E",
        "the deal passes on after a thrown-in hand"
    );
    uptown.ok(&[
        "hand", "add", &id, "--by", "S", "--bid", "5U", "--books", "12",
    ]);
    uptown.ok(&[
        "hand", "add", &id, "--by", "E", "--bid", "3U", "--books", "9",
    ]);
    let undone = uptown.json(&[
        "hand",
        "undo",
        &id,
        "--reason",
        "entered on the wrong table",
    ]);
    assert_eq!(undone["hands"].as_array().unwrap().len(), 2);
    assert_eq!(totals(&undone), (6, 0));
    let done = uptown.json(&[
        "hand",
        "add",
        &id,
        "--by",
        "N",
        "--bid",
        "3NT",
        "--books",
        "9",
        "--auction",
        "pass,3NT,pass,pass",
    ]);
    assert_eq!(totals(&done), (12, 0));
    assert_eq!(outcome(&done), (json!("NS"), json!("target")));
    id
}

/// A whist rubber won 2-0. Its game id.
fn whist_rubber(uptown: &Uptown<'_>) -> String {
    let rubber = uptown.json(&[
        "game", "new", "--club", "1", "--game", "whist", "--ns", "Ann,Bob", "--ew", "Cal,Dee",
    ]);
    let id = rubber["id"].to_string();
    let first = uptown.json(&[
        "hand",
        "add",
        &id,
        "--tricks",
        "NS=8",
        "--honours",
        "NS:4",
        "--trump",
        "hearts",
    ]);
    assert_eq!(first["sheet"]["games"][0]["winner"], "NS");
    let won = uptown.json(&[
        "hand",
        "add",
        &id,
        "--tricks",
        "NS=11,EW=2",
        "--renege",
        "EW",
    ]);
    assert_eq!(outcome(&won), (json!("NS"), json!("rubber")));
    let expected = json!({ "games_won": { "NS": 2, "EW": 0 }, "bonus": { "NS": 2, "EW": 0 },
                           "totals": { "NS": 15, "EW": 0 }, "margin": 15 });
    assert_eq!(won["sheet"]["rubber"], expected);
    assert!(
        uptown
            .ok(&["game", "show", &id])
            .contains("NS won: the rubber 2-0 with a bonus of 2")
    );
    id
}

#[test]
fn a_whole_club_night_through_the_cli() {
    let night = Night::start();
    let uptown = night.uptown();
    seat_the_club(&uptown);
    let one = table_one(&uptown);
    let two = table_two(&uptown);
    let rubber = whist_rubber(&uptown);

    // The history keeps every version, with who and why.
    let history = uptown.json(&["game", "history", &one]);
    let actions: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["entered", "entered", "entered", "entered", "corrected"]
    );
    assert_eq!(history[4]["previous"]["books"], 9);
    assert_eq!(history[4]["hand"]["books"], 10);
    let table = uptown.ok(&["game", "history", &two]);
    let undone_line = table
        .lines()
        .find(|line| line.contains("undone"))
        .expect("an undone line");
    assert!(
        undone_line.contains("admin") && undone_line.ends_with("entered on the wrong table"),
        "{table}"
    );

    // Export then import gives the same sheet.
    for (game, ns, ew) in [
        (&one, "Ann,Cal", "Bob,Dee"),
        (&two, "Eve,Gus", "Fay,Hal"),
        (&rubber, "Ann,Bob", "Cal,Dee"),
    ] {
        let record = uptown.ok(&["export", game]);
        let file = night.directory.path().join(format!("game-{game}.json"));
        std::fs::write(&file, &record).unwrap();
        let offline = uptown_rules::score_json(&record).unwrap();
        let imported = uptown.json(&[
            "import",
            file.to_str().unwrap(),
            "--club",
            "Tuesday Club",
            "--ns",
            ns,
            "--ew",
            ew,
        ]);
        let original = uptown.json(&["game", "show", game]);
        assert_eq!(imported["sheet"], original["sheet"], "game {game}");
        assert_eq!(
            serde_json::to_value(offline).unwrap(),
            original["sheet"],
            "the exported record scores the same offline"
        );
        assert_ne!(imported["id"], original["id"]);
    }
    let listed = uptown.ok(&[
        "game",
        "list",
        "--club",
        "Tuesday Club",
        "--status",
        "finished",
    ]);
    assert_eq!(listed.lines().count(), 1 + 6, "{listed}");
}

#[test]
fn not_logged_in_and_server_down_exit_1() {
    let night = Night::start();
    let uptown = night.uptown();
    let base = &night.server.base;
    assert_eq!(
        uptown.fails(1, &["whoami"]),
        format!("error: not logged in to {base} (run `uptown login USERNAME`)")
    );
    assert!(
        uptown
            .fails(1, &["club", "new", "Sneaky"])
            .starts_with("error: log in first")
    );
    let wrong = uptown
        .command(&["login", "admin"])
        .write_stdin("wrong-password\n")
        .output()
        .unwrap();
    assert_eq!(wrong.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&wrong.stderr).starts_with("error: wrong username or password")
    );
    let message = uptown.fails(1, &["--server", "http://127.0.0.1:9", "club", "list"]);
    assert!(
        message.starts_with("error: cannot reach the server at http://127.0.0.1:9: "),
        "{message}"
    );
}

#[test]
fn the_cli_lists_its_sessions_and_ends_another() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    let phone = Uptown {
        server: &night.server.base,
        config: &night.directory.path().join("phone"),
    };
    phone.login_admin();
    let listed = uptown.ok(&["session", "list"]);
    assert_eq!(
        listed.lines().count(),
        3,
        "a header and two sessions: {listed}"
    );
    assert!(listed.contains("uptown/"), "opened by the CLI: {listed}");
    assert_eq!(listed.matches("this one").count(), 1, "{listed}");
    let sessions = uptown.json(&["session", "list"]);
    let other = sessions
        .as_array()
        .unwrap()
        .iter()
        .find(|session| session["current"] == false)
        .unwrap()["id"]
        .to_string();
    assert_eq!(
        uptown.ok(&["session", "end", &other]),
        format!("ended session {other}\n")
    );
    let refused = phone.fails(1, &["whoami"]);
    assert!(refused.contains("log in again"), "{refused}");
    assert!(uptown.ok(&["whoami"]).starts_with("admin"));
    assert_eq!(
        uptown.fails(3, &["session", "end", &other]),
        format!("error: you have no session {other}")
    );
}

/// A logged-in CLI with a club of four and a bid whist game; the game's id.
fn errors_club(uptown: &Uptown<'_>) -> String {
    uptown.login_admin();
    uptown.ok(&["club", "new", "Errors"]);
    uptown.ok(&[
        "player", "add", "--club", "Errors", "Ann", "Bob", "Cal", "Dee",
    ]);
    uptown.json(&[
        "game", "new", "--club", "Errors", "--ns", "Ann,Cal", "--ew", "Bob,Dee",
    ])["id"]
        .to_string()
}

#[test]
fn bad_input_exits_2_naming_the_flag_or_the_field() {
    let night = Night::start();
    let uptown = night.uptown();
    let game = errors_club(&uptown);
    let cases: [(&[&str], &str); 7] = [
        (
            &["--by", "X", "--bid", "4NT", "--books", "9"],
            "error: --by: \"X\" is not a seat (N, E, S or W)",
        ),
        (
            &["--by", "E", "--bid", "8NT", "--books", "9"],
            "error: --bid: \"8NT\": 8 is above the maximum bid of 7",
        ),
        (
            &["--by", "E", "--books", "9"],
            "error: --bid is needed: the winning bid, like 4NT",
        ),
        (
            &["--by", "E", "--bid", "2U", "--books", "9"],
            "error: hand 1: contract.level 2 is below the minimum bid of 3",
        ),
        (
            &["--dealer", "E", "--by", "E", "--bid", "3U", "--books", "0"],
            "error: hand 1: books 0 would leave the bidding side without the kitty, which is always its first book",
        ),
        // Checked as the rule book checks any hand, before anything is sent.
        (
            &["--by", "E", "--bid", "4NT", "--books", "14"],
            "error: --books: books 14 is not a number of books (0 to 13)",
        ),
        (
            &[
                "--by", "E", "--bid", "4NT", "--books", "9", "--renege", "NS@14",
            ],
            "error: --renege: reneges[0].trick 14 is not a trick number (1 to 13)",
        ),
    ];
    for (flags, message) in cases {
        let mut args = vec!["hand", "add", game.as_str()];
        args.extend_from_slice(flags);
        assert_eq!(uptown.fails(2, &args), message);
    }
    assert!(
        uptown
            .fails(
                2,
                &[
                    "game", "new", "--club", "Errors", "--ns", "Ann", "--ew", "Bob,Dee"
                ]
            )
            .starts_with("error: --ns takes two players")
    );
    let unknown_rule = uptown.fails(
        2,
        &[
            "game", "new", "--club", "Errors", "--ns", "Ann,Cal", "--ew", "Bob,Dee", "--rule",
            "targte=5",
        ],
    );
    assert_eq!(
        unknown_rule.split(" (").next().unwrap(),
        "error: rules.targte is not an option of bid whist"
    );
    let bad_record = night.directory.path().join("bad.json");
    let record = r#"{"game": "bid_whist", "hands": [{"dealer": "N", "contract": {"bidder": "E", "level": 8, "mode": "uptown"}, "books": 9}]}"#;
    std::fs::write(&bad_record, record).unwrap();
    assert_eq!(
        uptown.fails(
            2,
            &[
                "import",
                bad_record.to_str().unwrap(),
                "--club",
                "Errors",
                "--ns",
                "Ann,Cal",
                "--ew",
                "Bob,Dee"
            ]
        ),
        "error: hand 1: contract.level 8 is above the maximum bid of 7"
    );
    assert_eq!(
        uptown.json(&["game", "list"]).as_array().unwrap().len(),
        1,
        "a refused import creates nothing"
    );
}

#[test]
fn not_found_exits_3_and_conflicts_exit_4() {
    let night = Night::start();
    let uptown = night.uptown();
    let game = errors_club(&uptown);
    assert_eq!(
        uptown.fails(3, &["game", "show", "999"]),
        "error: there is no game 999"
    );
    assert_eq!(
        uptown.fails(3, &["player", "list", "--club", "Nowhere"]),
        "error: there is no club named Nowhere"
    );
    let fix = [
        "hand", "fix", &game, "7", "--by", "E", "--bid", "3U", "--books", "9", "--reason", "x",
    ];
    assert_eq!(
        uptown.fails(3, &fix),
        format!("error: game {game} has no hand 7")
    );
    assert_eq!(
        uptown.fails(4, &["player", "add", "--club", "Errors", "ann"]),
        "error: club 1 already has a player named ann"
    );

    // Several devices entering the next hand at once: each either enters it or is told that
    // someone else changed the game first (exit 4); never a hand twice.
    let outputs: Vec<Output> = std::thread::scope(|scope| {
        let running: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(|| {
                    uptown.run(&[
                        "hand", "add", &game, "--by", "S", "--bid", "3U", "--books", "7",
                    ])
                })
            })
            .collect();
        running
            .into_iter()
            .map(|thread| thread.join().unwrap())
            .collect()
    });
    for output in &outputs {
        match output.status.code() {
            Some(0) => {}
            Some(4) => assert!(
                String::from_utf8_lossy(&output.stderr)
                    .contains("someone else entered or corrected a hand")
            ),
            other => panic!(
                "unexpected exit {other:?}: {}",
                String::from_utf8_lossy(&output.stderr)
            ),
        }
    }
    let entered = outputs
        .iter()
        .filter(|output| output.status.success())
        .count();
    assert_eq!(
        uptown.json(&["game", "show", &game])["hands"]
            .as_array()
            .unwrap()
            .len(),
        entered
    );
}

#[test]
fn json_output_is_the_servers_json_and_completions_are_generated() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Json"]);
    let from_cli = uptown.json(&["club", "list"]);
    let mut response = ureq::get(format!("{}/api/v1/clubs", night.server.base))
        .call()
        .unwrap();
    assert_eq!(from_cli, response.body_mut().read_json::<Value>().unwrap());
    for shell in ["bash", "zsh", "fish"] {
        let script = uptown.ok(&["completions", shell]);
        assert!(
            script.contains("uptown") && script.contains("login"),
            "{shell}"
        );
    }
    // A script uses UPTOWN_TOKEN instead of a stored login.
    let credentials = std::fs::read_to_string(night.config.join("credentials.json")).unwrap();
    let token = serde_json::from_str::<Value>(&credentials).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let elsewhere = night.directory.path().join("elsewhere");
    let scripted = Uptown {
        server: &night.server.base,
        config: &elsewhere,
    };
    let whoami = |token: &str| {
        scripted
            .command(&["whoami"])
            .env("UPTOWN_TOKEN", token)
            .output()
            .unwrap()
    };
    let output = whoami(&token);
    assert!(
        String::from_utf8_lossy(&output.stdout).starts_with("admin (admin)"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    uptown.ok(&["logout"]);
    assert!(
        uptown
            .fails(1, &["whoami"])
            .starts_with("error: not logged in")
    );
    assert_eq!(
        whoami(&token).status.code(),
        Some(1),
        "the logged-out token no longer works"
    );
}

/// An admin makes a club's director from the CLI alone: an account, then the club; the
/// director logs in with it and directs that club only.
#[test]
fn an_admin_makes_a_director_from_the_cli() {
    let night = Night::start();
    let admin = night.uptown();
    admin.login_admin();
    admin.ok(&["club", "new", "Tuesday Club"]);
    let made = admin
        .command(&["account", "new", "eva"])
        .write_stdin("eva-password\n")
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(String::from_utf8_lossy(&made.stdout).starts_with("made an account eva"));
    admin.ok(&["club", "director", "Tuesday Club", "eva"]);
    let listed = admin.ok(&["account", "list"]);
    let eva = listed.lines().find(|line| line.contains("eva")).unwrap();
    assert_eq!(
        eva.split_whitespace().skip(1).collect::<Vec<_>>(),
        ["eva", "director", "1", "active"],
        "{listed}"
    );

    let config = night.directory.path().join("eva-config");
    let eva = Uptown {
        server: &night.server.base,
        config: &config,
    };
    let login = eva
        .command(&["login", "eva"])
        .write_stdin("eva-password\n")
        .output()
        .unwrap();
    assert!(
        login.status.success(),
        "{}",
        String::from_utf8_lossy(&login.stderr)
    );
    assert!(
        eva.ok(&["whoami"])
            .starts_with("eva (director, directs club 1)")
    );
    assert!(
        eva.fails(1, &["account", "list"]).contains("admin"),
        "only an admin lists the accounts"
    );

    // Eva forgets her password: the admin sets a new one, and her old session ends.
    let reset = admin
        .command(&["account", "password", "eva"])
        .write_stdin("a-new-password\n")
        .output()
        .unwrap();
    assert!(
        reset.status.success(),
        "{}",
        String::from_utf8_lossy(&reset.stderr)
    );
    assert!(
        eva.fails(1, &["whoami"]).contains("log in"),
        "her session ended"
    );
    let again = eva
        .command(&["login", "eva"])
        .write_stdin("a-new-password\n")
        .output()
        .unwrap();
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert!(eva.ok(&["whoami"]).starts_with("eva (director"));

    // Eva leaves the club: the admin disables her account, which ends her session and
    // refuses her password, until it is enabled again.
    assert_eq!(
        admin.ok(&["account", "disable", "eva"]).trim(),
        "eva disabled; its sessions have ended"
    );
    assert!(eva.fails(1, &["whoami"]).contains("log in"));
    let refused = eva
        .command(&["login", "eva"])
        .write_stdin("a-new-password\n")
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("eva is disabled"));
    assert!(admin.ok(&["account", "list"]).contains("disabled"));
    assert_eq!(
        admin.ok(&["account", "enable", "eva"]).trim(),
        "eva enabled"
    );
    assert!(
        admin
            .fails(3, &["account", "disable", "nobody"])
            .contains("no account named nobody")
    );
}

/// A table's players enter their hands from a terminal with the code on their card: no
/// login, no game id; the code does nothing else.
#[test]
fn a_table_enters_its_hands_with_its_code_alone() {
    let night = Night::start();
    let admin = night.uptown();
    let game = errors_club(&admin);
    let code = admin.json(&["game", "show", &game])["table_code"]
        .as_str()
        .unwrap()
        .to_owned();
    let config = night.directory.path().join("table-config");
    let table = Uptown {
        server: &night.server.base,
        config: &config,
    };
    let entered = table.json(&[
        "--table-code",
        &code.to_lowercase(),
        "hand",
        "add",
        "--by",
        "E",
        "--bid",
        "4NT",
        "--books",
        "10",
    ]);
    assert_eq!(entered["id"].to_string(), game);
    assert_eq!(entered["sheet"]["totals"], json!({ "NS": 0, "EW": 8 }));
    let refused = table.fails(
        1,
        &[
            "--table-code",
            &code,
            "hand",
            "undo",
            &game,
            "--reason",
            "not ours",
        ],
    );
    assert!(refused.starts_with("error: "), "{refused}");
    assert_eq!(
        admin.json(&["game", "show", &game])["hands"]
            .as_array()
            .unwrap()
            .len(),
        1,
        "a table code only enters"
    );
    assert_eq!(
        table.fails(
            2,
            &["hand", "add", "--by", "E", "--bid", "4NT", "--books", "10"]
        ),
        "error: give the game, like uptown hand add 12, or the table's --table-code"
    );
}

/// The door from the CLI: two arrivals check in from their phones (over the API), the
/// director lists who waits and lets one in by name and turns the other away by id; a name
/// nobody gave is bad input.
#[test]
fn the_director_answers_the_door_from_the_cli() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Door Club"]);
    uptown.ok(&["player", "add", "--club", "Door Club", "Ann"]);
    let event = uptown.json(&[
        "event",
        "new",
        "--club",
        "Door Club",
        "--name",
        "Tuesday",
        "--format",
        "rotating",
    ])["id"]
        .as_i64()
        .unwrap()
        .to_string();
    let phone = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .new_agent();
    for name in ["ann", "Nia"] {
        let checked = phone
            .post(format!(
                "{}/api/v1/events/{event}/checkins",
                night.server.base
            ))
            .send_json(json!({ "name": name }))
            .unwrap();
        assert_eq!(checked.status(), 201);
    }
    let door = uptown.ok(&["event", "door", &event]);
    assert!(door.contains("Ann") && door.contains("Nia"), "{door}");
    let waiting = uptown.json(&["event", "door", &event]);
    let nia = waiting
        .as_array()
        .unwrap()
        .iter()
        .find(|checkin| checkin["name"] == "Nia")
        .unwrap()["id"]
        .to_string();
    let left = uptown.ok(&["event", "admit", &event, "ANN"]);
    assert!(!left.contains("Ann") && left.contains("Nia"), "{left}");
    assert_eq!(
        uptown.ok(&["event", "turn-away", &event, &nia]).trim(),
        "nobody waits at the door"
    );
    assert_eq!(
        uptown.fails(2, &["event", "admit", &event, "Zed"]),
        "error: nobody called \"Zed\" waits at the door"
    );
    let shown = uptown.json(&["event", "show", &event]);
    assert_eq!(shown["entrants"].as_array().unwrap().len(), 1, "{shown}");
    assert_eq!(shown["entrants"][0]["players"][0]["name"], "Ann");
}

/// The house rules of RULES.md 1.8 from the command line: a game made with `--rule`, in which
/// the dealer takes the bid by matching it, and a renege loses the game with a bonus.
#[test]
fn a_game_under_the_new_house_rules_through_the_cli() {
    let night = Night::start();
    let uptown = night.uptown();
    errors_club(&uptown);
    let game = uptown.json(&[
        "game",
        "new",
        "--club",
        "Errors",
        "--ns",
        "Ann,Cal",
        "--ew",
        "Bob,Dee",
        "--rule",
        "dealer_may_match=true",
        "--rule",
        "renege_loses_game=true",
        "--rule",
        "game_end_bonus=2",
    ]);
    assert_eq!(game["rules"]["dealer_may_match"], true);
    let id = game["id"].to_string();
    // North deals; East bids 4 uptown and North, calling last, takes it at 4 downtown.
    let matched = uptown.json(&[
        "hand",
        "add",
        &id,
        "--dealer",
        "N",
        "--by",
        "N",
        "--bid",
        "4D",
        "--books",
        "10",
        "--auction",
        "4U,pass,pass,4D",
    ]);
    assert_eq!(totals(&matched), (4, 0));
    let reneged = uptown.json(&[
        "hand", "add", &id, "--by", "S", "--bid", "4NT", "--books", "9", "--renege", "EW@6",
    ]);
    assert_eq!(outcome(&reneged), (json!("NS"), json!("renege")));
    assert_eq!(
        totals(&reneged),
        (4 + 12 + 2, 0),
        "12 books in notrump, and the bonus"
    );
    let shown = uptown.ok(&["game", "show", &id]);
    assert!(
        shown.ends_with(
            "NS won: EW reneged, and a renege loses the game under these house rules.\n"
        ),
        "{shown}"
    );
}
