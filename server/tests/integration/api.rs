//! The API through a real server and a real database (SQLite, or PostgreSQL with
//! `UPTOWN_TEST_DATABASE_URL`), each test on a database of its own.

use crate::support::{Client, TestServer, club_with_game, hand};
use serde_json::{Value, json};

fn game_path(game: i64) -> String {
    format!("/api/v1/games/{game}")
}

fn totals(reply: &crate::support::Reply) -> (i64, i64) {
    let totals = &reply.body["sheet"]["totals"];
    (
        totals["NS"].as_i64().unwrap(),
        totals["EW"].as_i64().unwrap(),
    )
}

#[test]
fn health_and_readiness_answer() {
    let server = TestServer::start();
    let client = server.client();
    assert_eq!(client.get("/healthz").body, json!({ "status": "ok" }));
    assert_eq!(client.get("/readyz").body, json!({ "status": "ready" }));
}

#[test]
fn the_openapi_document_and_docs_page_are_served_offline() {
    let server = TestServer::start();
    let client = server.client();
    let spec = client.get("/api/openapi.json");
    assert_eq!(spec.status, 200);
    assert!(spec.body["openapi"].as_str().unwrap().starts_with("3.1"));
    for path in [
        "/api/v1/games/{id}/hands",
        "/api/v1/clubs/{id}/players",
        "/api/v1/login",
        "/readyz",
    ] {
        assert!(
            spec.body["paths"].get(path).is_some(),
            "{path} is documented"
        );
    }
    let docs = client.get("/api/docs/");
    assert_eq!(docs.status, 200);
    assert!(docs.body.as_str().unwrap().contains("swagger-ui"));
    let docs = client.get("/api/docs/swagger-ui.css");
    assert_eq!(
        docs.status, 200,
        "the docs page's assets are served by the server itself"
    );
}

#[test]
fn a_club_night_runs_from_club_to_finished_game() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Tuesday Club", &json!({ "target": 7 }));
    let path = game_path(table.game);

    let game = admin.get(&path);
    assert_eq!(game.status, 200);
    assert_eq!(
        game.body["rules"]["min_bid"], 3,
        "the full rule set is stored"
    );
    assert_eq!(game.body["seats"]["N"]["name"], "Ann");
    assert_eq!(game.body["status"], "in_progress");
    assert_eq!(game.etag.as_deref(), Some("\"1\""));

    let hands = [
        hand("N", "E", 4, 10),
        hand("E", "S", 3, 8),
        hand("S", "W", 3, 10),
    ];
    for entered in &hands {
        let reply = admin.post(&format!("{path}/hands"), entered);
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    let game = server.client().get(&path);
    assert_eq!(totals(&game), (-3, 8));
    assert_eq!(game.body["status"], "finished");
    assert_eq!(game.body["sheet"]["winner"], "EW");
    assert_eq!(game.body["sheet"]["reason"], "target");
    assert_eq!(game.body["hands"].as_array().unwrap().len(), 3);
    assert!(
        game.body.get("table_code").is_none(),
        "the table code is for directors only"
    );

    let record = server.client().get(&format!("{path}/record"));
    let sheet = uptown_rules::score_json(&record.body.to_string()).unwrap();
    assert_eq!(
        serde_json::to_value(&sheet).unwrap(),
        game.body["sheet"],
        "the record scores to the same sheet offline"
    );

    let finished = admin.get(&format!(
        "/api/v1/games?club={}&status=finished",
        table.club
    ));
    assert_eq!(finished.body.as_array().unwrap().len(), 1);
}

#[test]
fn clubs_players_and_seasons_are_created_read_listed_and_renamed() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Eastside" }))
        .body;
    let id = club["id"].as_i64().unwrap();
    assert_eq!(admin.get("/api/v1/clubs").body.as_array().unwrap().len(), 1);
    assert_eq!(
        admin.get(&format!("/api/v1/clubs/{id}")).body["name"],
        "Eastside"
    );
    assert_eq!(
        admin
            .patch(
                &format!("/api/v1/clubs/{id}"),
                &json!({ "name": "East Side" })
            )
            .body["name"],
        "East Side"
    );

    for (plural, item) in [("players", "players"), ("seasons", "seasons")] {
        let created = admin.post(
            &format!("/api/v1/clubs/{id}/{plural}"),
            &json!({ "name": "  Spring  " }),
        );
        assert_eq!(created.status, 201, "{}", created.body);
        assert_eq!(created.body["name"], "Spring", "names are trimmed");
        let row = created.body["id"].as_i64().unwrap();
        assert_eq!(
            admin.get(&format!("/api/v1/{item}/{row}")).body["club_id"],
            id
        );
        let renamed = admin.patch(
            &format!("/api/v1/{item}/{row}"),
            &json!({ "name": "Autumn" }),
        );
        assert_eq!(renamed.body["name"], "Autumn");
        let listed = admin.get(&format!("/api/v1/clubs/{id}/{plural}")).body;
        assert_eq!(listed.as_array().unwrap().len(), 1);
        assert_eq!(listed[0]["name"], "Autumn");
        let duplicate = admin.post(
            &format!("/api/v1/clubs/{id}/{plural}"),
            &json!({ "name": "autumn" }),
        );
        assert!(duplicate.problem(409).contains("already has a"));
    }
}

#[test]
fn games_are_listed_by_club_season_player_and_status() {
    let server = TestServer::start();
    let admin = server.admin();
    let first = club_with_game(&admin, "One", &json!({}));
    let second = club_with_game(&admin, "Two", &json!({}));
    let season = admin
        .post(
            &format!("/api/v1/clubs/{}/seasons", first.club),
            &json!({ "name": "2026" }),
        )
        .body;
    let seasonal = admin.post(
        "/api/v1/games",
        &json!({ "club_id": first.club, "season_id": season["id"], "game": "whist",
                 "seats": { "N": "Dee", "E": "Cal", "S": "Bob", "W": "Ann" } }),
    );
    assert_eq!(seasonal.status, 201, "{}", seasonal.body);
    assert_eq!(seasonal.body["rules"]["target"], 5, "whist defaults");
    let count = |query: &str| {
        admin
            .get(&format!("/api/v1/games?{query}"))
            .body
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(count(""), 3);
    assert_eq!(count(&format!("club={}", first.club)), 2);
    assert_eq!(count(&format!("club={}", second.club)), 1);
    assert_eq!(count(&format!("season={}", season["id"])), 1);
    assert_eq!(count(&format!("player={}", second.players[0])), 1);
    assert_eq!(count("status=in_progress"), 3);
    assert_eq!(count("status=finished"), 0);
    admin.get("/api/v1/games?status=over").problem(422);
    assert_eq!(
        admin.get("/api/v1/games?club=x").problem(422),
        "club: invalid type: string \"x\", expected i64"
    );
}

#[test]
fn accounts_log_in_see_themselves_and_log_out() {
    let server = TestServer::start();
    let admin = server.admin();
    let created = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "dana", "password": "dana-password" }),
    );
    assert_eq!(created.status, 201, "{}", created.body);
    assert_eq!(created.body["admin"], false);
    assert_eq!(
        admin.get("/api/v1/accounts").body.as_array().unwrap().len(),
        2
    );

    let dana = server.login("dana", "dana-password");
    assert_eq!(dana.get("/api/v1/me").body["username"], "dana");
    assert_eq!(dana.post("/api/v1/logout", &json!({})).status, 204);
    assert!(dana.get("/api/v1/me").problem(401).contains("log in again"));

    let wrong = server.client().post(
        "/api/v1/login",
        &json!({ "username": "dana", "password": "nope-nope" }),
    );
    assert_eq!(wrong.problem(401), "wrong username or password");
    let unknown = server.client().post(
        "/api/v1/login",
        &json!({ "username": "nobody", "password": "nope-nope" }),
    );
    assert_eq!(
        unknown.problem(401),
        "wrong username or password",
        "no hint which part was wrong"
    );
    let short = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "eve", "password": "short" }),
    );
    assert_eq!(short.problem(422), "password must be at least 8 characters");
    assert_eq!(short.body["field"], "password");
}

#[test]
fn a_director_runs_their_own_club() {
    let server = TestServer::start();
    let admin = server.admin();
    admin.post(
        "/api/v1/accounts",
        &json!({ "username": "dana", "password": "dana-password" }),
    );
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Dana's" }))
        .body["id"]
        .as_i64()
        .unwrap();
    let director = admin.post(
        &format!("/api/v1/clubs/{club}/directors"),
        &json!({ "username": "dana" }),
    );
    assert_eq!(director.status, 200, "{}", director.body);
    assert_eq!(director.body["directs"], json!([club]));
    let dana = server.login("dana", "dana-password");
    let table = {
        for name in ["Ann", "Bob", "Cal", "Dee"] {
            assert_eq!(
                dana.post(
                    &format!("/api/v1/clubs/{club}/players"),
                    &json!({ "name": name })
                )
                .status,
                201
            );
        }
        dana.post(
            "/api/v1/games",
            &json!({ "club_id": club, "game": "bid_whist", "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
        )
    };
    assert_eq!(table.status, 201, "{}", table.body);
    assert_eq!(table.body["table_code"].as_str().unwrap().len(), 6);
}

#[test]
fn every_validation_error_names_its_field() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Checks", &json!({}));
    let hands = format!("{}/hands", game_path(table.game));
    let cases: Vec<(crate::support::Reply, &str, &str)> = vec![
        (
            admin.post(&hands, &hand("N", "E", 8, 11)),
            "hands[0].contract.level",
            "hand 1: contract.level 8 is above the maximum bid of 7",
        ),
        (
            admin.post(&hands, &json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" } })),
            "hands[0].books",
            "hand 1: books is missing",
        ),
        (admin.send("POST", "/api/v1/clubs", &[], Some("{not json")), "", "the body is not valid JSON"),
        (admin.post("/api/v1/clubs", &json!({})), "name", "name is missing"),
        (admin.post("/api/v1/clubs", &json!({ "name": "  " })), "name", "name must not be empty"),
        (admin.post("/api/v1/clubs", &json!({ "name": "X", "colour": "red" })), "colour", "colour: unknown field"),
        (
            admin.post("/api/v1/games", &json!({ "club_id": table.club, "game": "bid_whist", "rules": { "target": 0 },
                                                 "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } })),
            "rules.target",
            "rules.target 0 is out of range (1 to 99)",
        ),
        (
            admin.post("/api/v1/games", &json!({ "club_id": table.club, "game": "bid_whist", "rules": { "taget": 5 },
                                                 "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } })),
            "rules.taget",
            "rules.taget is not an option of bid whist",
        ),
        (
            admin.post("/api/v1/games", &json!({ "club_id": table.club, "game": "bid_whist",
                                                 "seats": { "N": "Ann", "E": "Ann", "S": "Cal", "W": "Dee" } })),
            "seats.E",
            "seats.E: a player can sit in one seat only",
        ),
        (
            admin.post("/api/v1/games", &json!({ "club_id": table.club, "game": "bid_whist",
                                                 "seats": { "N": "Ann", "E": "Zed", "S": "Cal", "W": "Dee" } })),
            "seats.E",
            "seats.E: club 1 has no player named Zed",
        ),
        (
            admin.post("/api/v1/games", &json!({ "club_id": table.club, "game": "poker",
                                                 "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } })),
            "game",
            "game: unknown variant `poker`",
        ),
        (
            admin.send("POST", &hands, &[("If-Match", "yesterday")], Some(&hand("N", "E", 4, 10).to_string())),
            "If-Match",
            "If-Match yesterday is not an ETag",
        ),
        (admin.post(&format!("{}/undo", game_path(table.game)), &json!({ "reason": "" })), "reason", "reason must say why"),
    ];
    for (reply, field, detail) in cases {
        let got = reply.problem(422);
        assert!(
            got.starts_with(detail),
            "{got:?} should start with {detail:?}"
        );
        if !field.is_empty() {
            assert_eq!(reply.body["field"], field, "{}", reply.body);
        }
    }
    let game = admin.get(&game_path(table.game));
    assert_eq!(
        game.body["hands"],
        json!([]),
        "refused hands left the game untouched"
    );
    assert_eq!(game.body["version"], 1);
}

#[test]
fn missing_things_are_404_problems() {
    let server = TestServer::start();
    let client = server.client();
    assert_eq!(
        client.get("/api/v1/games/999").problem(404),
        "there is no game 999"
    );
    assert_eq!(
        client.get("/api/v1/clubs/999").problem(404),
        "there is no club 999"
    );
    assert_eq!(
        client.get("/api/v1/players/999").problem(404),
        "there is no player 999"
    );
    assert_eq!(
        client.get("/api/v1/seasons/999/").problem(404),
        "no such page or endpoint"
    );
    client.get("/api/v1/games/999/history").problem(404);
    let admin = server.admin();
    let table = club_with_game(&admin, "C", &json!({}));
    let missing = admin.put(
        &format!("{}/hands/3", game_path(table.game)),
        &json!({ "hand": hand("N", "E", 3, 9), "reason": "typo" }),
    );
    assert_eq!(
        missing.problem(404),
        "game 1 has no hand 3 (it has 0 hands)"
    );
}

#[test]
fn a_retried_post_with_the_same_idempotency_key_writes_once() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Retry", &json!({}));
    let hands = format!("{}/hands", game_path(table.game));
    let first = admin.post_with(
        &hands,
        &[("Idempotency-Key", "hand-1")],
        &hand("N", "E", 4, 10),
    );
    assert_eq!(first.status, 201);
    let again = admin.post_with(
        &hands,
        &[("Idempotency-Key", "hand-1")],
        &hand("N", "E", 4, 10),
    );
    assert_eq!(again.status, 201, "{}", again.body);
    assert_eq!(again.body, first.body, "the first answer, replayed");
    assert_eq!(again.etag, first.etag);
    let game = admin.get(&game_path(table.game));
    assert_eq!(
        game.body["hands"].as_array().unwrap().len(),
        1,
        "written once"
    );
    let other = admin.post_with(
        &hands,
        &[("Idempotency-Key", "hand-1")],
        &hand("E", "S", 3, 9),
    );
    assert!(
        other
            .problem(422)
            .contains("was already used for a different request")
    );
    assert_eq!(other.body["field"], "Idempotency-Key");

    let club = admin.post_with(
        "/api/v1/clubs",
        &[("Idempotency-Key", "club")],
        &json!({ "name": "Once" }),
    );
    let club_again = admin.post_with(
        "/api/v1/clubs",
        &[("Idempotency-Key", "club")],
        &json!({ "name": "Once" }),
    );
    assert_eq!(club.body, club_again.body);
    assert_eq!(admin.get("/api/v1/clubs").body.as_array().unwrap().len(), 2);
}

#[test]
fn a_stale_if_match_is_a_conflict() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Stale", &json!({}));
    let hands = format!("{}/hands", game_path(table.game));
    let etag = admin.get(&game_path(table.game)).etag.unwrap();
    let first = admin.send(
        "POST",
        &hands,
        &[("If-Match", &etag)],
        Some(&hand("N", "E", 4, 10).to_string()),
    );
    assert_eq!(first.status, 201);
    assert_eq!(first.etag.as_deref(), Some("\"2\""));
    let stale = admin.send(
        "POST",
        &hands,
        &[("If-Match", &etag)],
        Some(&hand("E", "S", 3, 9).to_string()),
    );
    assert!(stale.problem(409).contains("has changed since version 1"));
    assert_eq!(
        admin.get(&game_path(table.game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn two_devices_appending_the_same_hand_at_once_get_one_hand_and_conflicts() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Race", &json!({ "target": 99 }));
    let hands = format!("{}/hands", game_path(table.game));
    for dealer in ["N", "E", "S", "W"] {
        assert_eq!(admin.post(&hands, &hand(dealer, dealer, 3, 9)).status, 201);
    }
    let etag = admin.get(&game_path(table.game)).etag.unwrap();
    let devices: Vec<Client> = (0..6)
        .map(|_| admin.anonymous().as_table(&table.code))
        .collect();
    let statuses = at_once(&devices, |device| {
        let body = hand("N", "E", 4, 10).to_string();
        device
            .send("POST", &hands, &[("If-Match", &etag)], Some(&body))
            .status
    });
    assert_eq!(
        statuses.iter().filter(|status| **status == 201).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|status| **status == 409).count(),
        devices.len() - 1,
        "{statuses:?}"
    );
    let game = admin.get(&game_path(table.game));
    assert_eq!(
        game.body["hands"].as_array().unwrap().len(),
        5,
        "one hand 5, never two"
    );

    // Without If-Match the writes queue: each is scored against the hands before it.
    let statuses = at_once(&devices, |device| {
        device.post(&hands, &hand("E", "S", 3, 9)).status
    });
    assert_eq!(
        statuses.iter().filter(|status| **status == 201).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|status| **status == 422).count(),
        devices.len() - 1,
        "the dealer is out of turn for the rest"
    );
    let numbers: Vec<i64> = admin
        .get(&format!("{}/history", game_path(table.game)))
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["number"].as_i64().unwrap())
        .collect();
    assert_eq!(numbers, vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn correcting_an_early_hand_re_derives_every_later_total() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Fix", &json!({ "target": 11 }));
    let path = game_path(table.game);
    for entered in [
        hand("N", "N", 4, 10),
        hand("E", "E", 3, 9),
        hand("S", "S", 3, 10),
        hand("W", "E", 3, 9),
    ] {
        assert_eq!(admin.post(&format!("{path}/hands"), &entered).status, 201);
    }
    let before: Vec<Value> = admin.get(&path).body["sheet"]["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["totals"].clone())
        .collect();
    assert_eq!(before[3], json!({ "NS": 8, "EW": 6 }));
    let fixed = admin.put(
        &format!("{path}/hands/1"),
        &json!({ "hand": hand("N", "N", 4, 9), "reason": "N had 9 books, not 10" }),
    );
    assert_eq!(fixed.status, 200, "{}", fixed.body);
    let after: Vec<Value> = fixed.body["sheet"]["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["totals"].clone())
        .collect();
    assert_eq!(
        after,
        vec![
            json!({ "NS": -4, "EW": 0 }),
            json!({ "NS": -4, "EW": 3 }),
            json!({ "NS": 0, "EW": 3 }),
            json!({ "NS": 0, "EW": 6 })
        ]
    );

    // A correction that would make a later hand invalid is refused whole.
    let boston = json!({ "dealer": "N", "contract": { "bidder": "N", "level": 7, "mode": "notrump" }, "books": 13 });
    let refused = admin.put(
        &format!("{path}/hands/1"),
        &json!({ "hand": boston, "reason": "a Boston" }),
    );
    assert!(
        refused
            .problem(422)
            .starts_with("hand 2: the game is already over")
    );
    assert_eq!(refused.body["field"], "hands[1]");
    assert_eq!(
        admin.get(&path).body["sheet"]["hands"][0]["points"],
        json!({ "NS": -4, "EW": 0 })
    );
}

#[test]
fn history_keeps_every_version_after_correction_and_undo() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "History", &json!({ "target": 20 }));
    let path = game_path(table.game);
    let table_device = server.client().as_table(&table.code);
    assert_eq!(
        table_device
            .post(&format!("{path}/hands"), &hand("N", "E", 4, 10))
            .status,
        201
    );
    assert_eq!(
        table_device
            .post(&format!("{path}/hands"), &hand("E", "S", 3, 9))
            .status,
        201
    );
    admin.put(
        &format!("{path}/hands/2"),
        &json!({ "hand": hand("E", "S", 3, 10), "reason": "miscounted" }),
    );
    let undone = admin.post(
        &format!("{path}/undo"),
        &json!({ "reason": "entered on the wrong table" }),
    );
    assert_eq!(undone.status, 200, "{}", undone.body);
    assert_eq!(undone.body["hands"].as_array().unwrap().len(), 1);
    assert_eq!(undone.body["next_dealer"], "E");

    let history = server.client().get(&format!("{path}/history")).body;
    let entries = history.as_array().unwrap();
    let summary: Vec<(i64, &str, &str)> = entries
        .iter()
        .map(|entry| {
            (
                entry["number"].as_i64().unwrap(),
                entry["action"].as_str().unwrap(),
                entry["by"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            (1, "entered", "the table"),
            (2, "entered", "the table"),
            (2, "corrected", "admin"),
            (2, "undone", "admin")
        ]
    );
    assert_eq!(entries[2]["previous"]["books"], 9);
    assert_eq!(entries[2]["hand"]["books"], 10);
    assert_eq!(entries[2]["reason"], "miscounted");
    assert_eq!(
        entries[3]["previous"]["books"], 10,
        "the undone hand is kept"
    );
    assert_eq!(entries[3]["hand"], Value::Null);
    assert!(entries[3]["at"].as_str().is_some());
}

#[test]
fn a_finished_game_takes_no_more_hands_even_from_its_table() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Done", &json!({}));
    let device = server.client().as_table(&table.code);
    let hands = format!("{}/hands", game_path(table.game));
    assert_eq!(device.post(&hands, &hand("N", "E", 7, 13)).status, 201);
    assert!(
        device
            .post(&hands, &hand("E", "S", 3, 9))
            .problem(403)
            .contains("is finished")
    );
    assert!(
        admin
            .post(&hands, &hand("E", "S", 3, 9))
            .problem(422)
            .starts_with("hand 2: the game is already over")
    );
}

/// Each device makes its request on a thread of its own, all released at the same moment.
fn at_once(devices: &[Client], request: impl Fn(&Client) -> u16 + Sync) -> Vec<u16> {
    let barrier = std::sync::Barrier::new(devices.len());
    std::thread::scope(|scope| {
        let running: Vec<_> = devices
            .iter()
            .map(|device| {
                let (barrier, request) = (&barrier, &request);
                scope.spawn(move || {
                    barrier.wait();
                    request(device)
                })
            })
            .collect();
        running
            .into_iter()
            .map(|thread| thread.join().unwrap())
            .collect()
    })
}

/// The OpenAPI document, as the server serves it, against the copy kept in
/// `openapi.json` beside this file: a change to the API shows as a change to that file in
/// the same commit. `UPTOWN_UPDATE_SNAPSHOTS=1 cargo test -p uptown-server --test integration
/// openapi` writes the copy anew.
#[test]
fn the_openapi_document_is_the_one_kept_in_the_repository() {
    let server = TestServer::start();
    let document = server.client().get("/api/openapi.json");
    assert_eq!(document.status, 200);
    let answered = serde_json::to_string_pretty(&document.body).unwrap() + "\n";
    let kept =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/integration/openapi.json");
    if std::env::var_os("UPTOWN_UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&kept, &answered).unwrap();
    }
    let expected = std::fs::read_to_string(&kept).unwrap_or_default();
    assert!(
        answered == expected,
        "the answered OpenAPI document differs from {}; if the change is meant, run with \
         UPTOWN_UPDATE_SNAPSHOTS=1 and commit the file",
        kept.display()
    );
}

#[test]
fn a_players_record_names_partners_and_opponents_and_counts_each_partnership() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Record", &json!({}));
    // Two games of Ann (N) with Cal (S) against Bob and Dee: won, then lost.
    let won = admin.post(
        &format!("{}/hands", game_path(table.game)),
        &hand("N", "N", 7, 13),
    );
    assert_eq!(won.status, 201, "{}", won.body);
    let second = admin.post(
        "/api/v1/games",
        &json!({ "club_id": table.club, "game": "bid_whist",
                 "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
    );
    let second = second.body["id"].as_i64().unwrap();
    let lost = admin.post(
        &format!("{}/hands", game_path(second)),
        &hand("N", "E", 7, 13),
    );
    assert_eq!(lost.status, 201, "{}", lost.body);

    let record = server
        .client()
        .get(&format!("/api/v1/players/{}/record", table.players[0]));
    assert_eq!(record.status, 200, "{}", record.body);
    let games = record.body["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["game_id"], second, "the newest first");
    assert_eq!(games[0]["result"], "lost");
    assert_eq!(games[1]["result"], "won");
    assert_eq!(games[0]["partner"]["name"], "Cal");
    let opponents: Vec<&str> = games[0]["opponents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| player["name"].as_str().unwrap())
        .collect();
    assert_eq!(opponents, ["Bob", "Dee"]);
    assert_eq!(
        record.body["partners"],
        json!([{ "partner": { "id": table.players[2], "name": "Cal" }, "played": 2, "won": 1 }])
    );
}

/// A password is set by its account or by an admin, never by another director; the other
/// sessions of the account end, the one that set it goes on.
#[test]
fn a_password_is_set_by_its_account_or_an_admin_and_ends_the_other_sessions() {
    let server = TestServer::start();
    let admin = server.admin();
    for username in ["eva", "max"] {
        let made = admin.post(
            "/api/v1/accounts",
            &json!({ "username": username, "password": format!("{username}-password") }),
        );
        assert_eq!(made.status, 201, "{}", made.body);
    }
    let eva = server.login("eva", "eva-password");
    let eva_elsewhere = server.login("eva", "eva-password");
    let max = server.login("max", "max-password");
    let eva_id = eva.get("/api/v1/me").body["id"].as_i64().unwrap();
    let path = format!("/api/v1/accounts/{eva_id}/password");

    let refused = max.put(&path, &json!({ "password": "taken-over" }));
    assert_eq!(refused.status, 403, "{}", refused.body);
    let short = eva.put(&path, &json!({ "password": "short" }));
    assert_eq!(short.status, 422);
    assert_eq!(short.body["field"], "password");

    let set = eva.put(&path, &json!({ "password": "eva-new-password" }));
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(
        eva.get("/api/v1/me").status,
        200,
        "the session that set it goes on"
    );
    assert_eq!(
        eva_elsewhere.get("/api/v1/me").status,
        401,
        "the others end"
    );
    server.login("eva", "eva-new-password");
    let by_admin = admin.put(&path, &json!({ "password": "eva-third-password" }));
    assert_eq!(by_admin.status, 200);
    assert_eq!(
        eva.get("/api/v1/me").status,
        401,
        "an admin's reset ends them all"
    );
}

/// A disabled account cannot log in and its sessions end at once; the refusal says why only
/// to whoever knows the password. Enabled again, it logs in and still directs its club. An
/// admin cannot disable their own account, which could leave nobody to enable the others.
#[test]
fn a_disabled_account_cannot_log_in_until_it_is_enabled_again() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Tuesday Club" }));
    let made = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "eva", "password": "eva-password" }),
    );
    let eva_id = made.body["id"].as_i64().unwrap();
    admin.post(
        &format!("/api/v1/clubs/{}/directors", club.body["id"]),
        &json!({ "username": "eva" }),
    );
    let eva = server.login("eva", "eva-password");

    let disabled = admin.post(&format!("/api/v1/accounts/{eva_id}/disable"), &json!({}));
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    assert_eq!(disabled.body["disabled"], true);
    assert_eq!(eva.get("/api/v1/me").status, 401, "its sessions end");
    let login = |password: &str| {
        server.client().post(
            "/api/v1/login",
            &json!({ "username": "eva", "password": password }),
        )
    };
    let refused = login("eva-password");
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(
        refused.problem(403).contains("eva is disabled"),
        "{}",
        refused.body
    );
    let guessed = login("a-wrong-guess");
    assert_eq!(guessed.status, 401, "a wrong password says nothing more");
    let listed = admin.get("/api/v1/accounts");
    let eva_listed = listed
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["username"] == "eva")
        .unwrap()
        .clone();
    assert_eq!(eva_listed["disabled"], true);

    let me = admin.get("/api/v1/me").body["id"].as_i64().unwrap();
    let own = admin.post(&format!("/api/v1/accounts/{me}/disable"), &json!({}));
    assert_eq!(own.status, 409, "{}", own.body);
    let nobody = admin.post("/api/v1/accounts/9999/disable", &json!({}));
    assert_eq!(nobody.status, 404);

    let enabled = admin.post(&format!("/api/v1/accounts/{eva_id}/enable"), &json!({}));
    assert_eq!(enabled.status, 200);
    assert_eq!(enabled.body["disabled"], false);
    let again = server.login("eva", "eva-password");
    assert_eq!(
        again.get("/api/v1/me").body["directs"],
        json!([club.body["id"]])
    );
}
