//! A player's own page for the evening, in real Chromium: it follows them through three
//! rounds as the director seats them, without a reload. Ignored like `browser`.

use serde_json::json;
use uptown_e2e::browser::Driver;
use uptown_e2e::{Api, RunningServer, TestDatabase};

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_players_page_follows_them_through_three_rounds_without_a_reload() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Five Club" }))["id"].clone();
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "rotating", "rounds": 3, "seed": 2 }),
    )["id"]
        .as_i64()
        .unwrap();
    let mut first = None;
    for name in ["Ann", "Bob", "Cal", "Dee", "Eve"] {
        let player = api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        first.get_or_insert(player["id"].as_i64().unwrap());
        api.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player["id"]] }),
        );
    }
    let ann = first.unwrap();

    let driver = Driver::start();
    let phone = driver.browser(360, 740);
    phone.open(&format!(
        "{}/events/{event}/players/{ann}?lang=en",
        server.base
    ));
    assert!(phone.wait_for_text("#evening", "You are not seated yet", 10));
    phone.script("window.stayed = true; return true;");
    for round in 1..=3 {
        let seated = api.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
        let sits_out = seated["sitting_out"][0] == 1;
        let expected = if sits_out {
            format!("Round {round}: you sit this round out.")
        } else {
            format!("Round {round}: table 1,")
        };
        assert!(
            phone.wait_for_text("#evening", &expected, 15),
            "round {round}: {}",
            phone.text("main")
        );
        api.post(
            &format!("/api/v1/events/{event}/rounds/{round}/close"),
            &json!({}),
        );
    }
    assert_eq!(
        phone.script("return window.stayed === true;"),
        true,
        "the page followed without a reload"
    );
}

/// The director's one-minute clock, started to close the round on time: the wall counts it
/// down by itself and says when the time is up; the server then closes the round, deciding
/// the unfinished table by its leading score.
#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn the_clock_runs_out_and_the_unfinished_table_is_decided_by_the_leading_score() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Clock Club" }))["id"].clone();
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Cup", "format": "round_robin" }),
    )["id"]
        .as_i64()
        .unwrap();
    let mut players = Vec::new();
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        let player = api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        players.push(player["id"].clone());
    }
    for pair in players.chunks(2) {
        api.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
    }
    let round = api.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    let game = round["tables"][0]["games"][0]["id"].as_i64().unwrap();
    // North–South lead 4 to 0 when the time runs out.
    api.post(
        &format!("/api/v1/games/{game}/hands"),
        &json!({ "dealer": "N", "contract": { "bidder": "S", "level": 4, "mode": "uptown" }, "books": 10 }),
    );
    // The browser starts before the clock does: on a busy machine starting it can take most
    // of the minute the clock runs.
    let driver = Driver::start();
    let wall = driver.browser(1280, 800);
    let started = api.post(
        &format!("/api/v1/events/{event}/rounds/1/clock"),
        &json!({ "action": "start", "minutes": 1, "closes": true }),
    );
    assert_eq!(started["clock"]["state"], "running");
    wall.open(&format!("{}/events/{event}/projector?lang=en", server.base));
    wall.script("window.stayed = true; return true;");
    assert!(
        wall.wait_for_text(".clock", "Time left: 0:5", 10),
        "{}",
        wall.text("main")
    );
    assert!(
        wall.wait_for_text(".clock", "Time is up", 75),
        "{}",
        wall.text("main")
    );
    let closed = (0..50).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(200));
        api.get(&format!("/api/v1/events/{event}"))["rounds"][0]["status"] == "closed"
    });
    assert!(closed, "the timekeeper closes the round");
    let decided = api.get(&format!("/api/v1/games/{game}"));
    assert_eq!(
        decided["decision"], "time",
        "the record says the time decided"
    );
    let table = &api.get(&format!("/api/v1/events/{event}"))["rounds"][0]["tables"][0];
    assert_eq!(table["result"]["winner"], "NS", "{table}");
    // The wall hears of the closing as it happens, without reloading.
    assert!(
        wall.wait_for_text("#seating-heading", "finished", 10),
        "{}",
        wall.text("main")
    );
    assert_eq!(wall.script("return window.stayed === true;"), true);
}

/// Four players check in from their own phones, one of them new to the club; the director
/// lets them in from the console, and they are the evening's entrants.
#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn four_players_check_in_from_their_phones() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Door Club" }))["id"].clone();
    for name in ["Ann", "Bob", "Cal"] {
        api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
    }
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "club_night" }),
    )["id"]
        .as_i64()
        .unwrap();

    let driver = Driver::start();
    let door = format!("{}/events/{event}/checkin?lang=en", server.base);
    for name in ["Ann", "Bob", "Cal"] {
        let phone = driver.browser(360, 740);
        phone.open(&door);
        let button = phone.script(&format!(
            "return [...document.querySelectorAll('button[name=player]')].findIndex(b => b.textContent === {name:?});"
        ));
        phone.click(&format!(
            ".names li:nth-child({}) button",
            button.as_i64().unwrap() + 1
        ));
        assert!(phone.wait_for_text("main", &format!("Thank you, {name}"), 10));
    }
    let newcomer = driver.browser(360, 740);
    newcomer.open(&door);
    newcomer.fill("#name", "Dee");
    newcomer.click("button.primary");
    assert!(newcomer.wait_for_text("main", "Thank you, Dee", 10));

    let laptop = driver.browser(1280, 900);
    laptop.open(&format!("{}/director/login?lang=en", server.base));
    laptop.fill("#username", "admin");
    laptop.fill("#password", "admin-password");
    laptop.click("button[type=submit]");
    assert!(laptop.wait_for_text("h1", "Director's console", 10));
    let entrants = || {
        api.get(&format!("/api/v1/events/{event}"))["entrants"]
            .as_array()
            .unwrap()
            .len()
    };
    for admitted in 1..=4 {
        laptop.open(&format!("{}/director/events/{event}?lang=en", server.base));
        assert!(
            laptop.wait_for_text("#door", "Let in", 10),
            "{}",
            laptop.text("main")
        );
        laptop.click("#door form[action$='/admit'] button");
        let done = (0..50).any(|_| {
            std::thread::sleep(std::time::Duration::from_millis(200));
            entrants() == admitted
        });
        assert!(done, "{}", laptop.text("main"));
    }
    let names: Vec<String> = api.get(&format!("/api/v1/events/{event}"))["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entrant| entrant["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cal", "Dee"]);
}

/// On a wall too small for the seating and the standings at once, they take turns.
#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_wall_too_small_for_everything_shows_the_seating_and_the_standings_in_turn() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Big Club" }))["id"].clone();
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "rotating", "rounds": 2 }),
    )["id"]
        .as_i64()
        .unwrap();
    for name in [
        "Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
    ] {
        let player = api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        api.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player["id"]] }),
        );
    }
    api.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));

    let driver = Driver::start();
    let wall = driver.browser(1024, 420);
    wall.open(&format!("{}/events/{event}/projector?lang=en", server.base));
    let visible = |wall: &uptown_e2e::browser::Browser| {
        wall.script("return [...document.querySelectorAll('.wall-part')].map(p => !p.hidden);")
    };
    assert!(wall.wait_for_text("main", "Round 1", 10));
    assert_eq!(visible(&wall), json!([true, false]), "the seating first");
    let turned = (0..40).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(500));
        visible(&wall) == json!([false, true])
    });
    assert!(turned, "then the standings");
}
