//! The real `uptown-server` binary, as a newcomer runs it.

use serde_json::json;
use uptown_e2e::{RunningServer, TestDatabase, create_admin};

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into()
}

#[test]
fn with_no_arguments_it_serves_on_8080_with_an_sqlite_file_in_the_working_directory() {
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::start(directory.path(), &[], None);
    assert_eq!(server.base, "http://127.0.0.1:8080");
    assert!(
        directory.path().join("uptown.sqlite").exists(),
        "the SQLite file is created and migrated"
    );
    let mut ready = agent()
        .get(format!("{}/readyz", server.base))
        .call()
        .unwrap();
    assert_eq!(
        ready.body_mut().read_json::<serde_json::Value>().unwrap()["status"],
        "ready"
    );
    assert!(server.terminate().success(), "SIGTERM stops it gracefully");
}

/// The README's newcomer path: the server, an admin, a club, four players, a game, hands.
#[test]
fn a_newcomer_scores_a_game_with_the_binary_and_http() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let url = match &database {
        TestDatabase::Postgres { url, .. } => Some(url.as_str()),
        TestDatabase::Sqlite { .. } => None,
    };
    create_admin(directory.path(), url, "admin", "admin-password");
    let server = RunningServer::start(
        directory.path(),
        &["--bind", "127.0.0.1:0", "--log-format", "json"],
        url,
    );
    let agent = agent();
    let post = |path: &str, token: Option<&str>, body: serde_json::Value| {
        let mut request = agent.post(format!("{}{path}", server.base));
        if let Some(token) = token {
            request = request.header("Authorization", &format!("Bearer {token}"));
        }
        let mut response = request.send_json(body).unwrap();
        let status = response.status().as_u16();
        (
            status,
            response
                .body_mut()
                .read_json::<serde_json::Value>()
                .unwrap(),
        )
    };
    let (status, login) = post(
        "/api/v1/login",
        None,
        json!({ "username": "admin", "password": "admin-password" }),
    );
    assert_eq!(status, 200);
    let token = login["token"].as_str().unwrap().to_owned();
    let (_, club) = post(
        "/api/v1/clubs",
        Some(&token),
        json!({ "name": "Tuesday Club" }),
    );
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        assert_eq!(
            post(
                &format!("/api/v1/clubs/{}/players", club["id"]),
                Some(&token),
                json!({ "name": name })
            )
            .0,
            201
        );
    }
    let (status, game) = post(
        "/api/v1/games",
        Some(&token),
        json!({ "club_id": club["id"], "game": "bid_whist", "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
    );
    assert_eq!(status, 201);
    let hands = format!("/api/v1/games/{}/hands", game["id"]);
    let (status, after) = post(
        &hands,
        Some(&token),
        json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "notrump" }, "books": 11 }),
    );
    assert_eq!(status, 201);
    assert_eq!(after["sheet"]["totals"], json!({ "NS": 0, "EW": 10 }));
    assert_eq!(after["sheet"]["winner"], "EW");
    assert!(server.terminate().success());
}

/// A fresh start on SQLite opens the pool's connections at once while the first of them
/// creates the file; none of them may fail on the lock (which r2d2 logs as an error per
/// attempt). Several fresh starts, as the failure depended on timing.
#[test]
fn a_fresh_start_on_sqlite_logs_no_error() {
    for _ in 0..4 {
        let directory = tempfile::tempdir().unwrap();
        let log = directory.path().join("stderr.log");
        let mut command = std::process::Command::new(uptown_e2e::binary("uptown-server"));
        command
            .args(["--bind", "127.0.0.1:0"])
            .env_remove("RUST_LOG")
            .stderr(std::fs::File::create(&log).unwrap());
        let server = RunningServer::spawn(command, directory.path(), None);
        let mut ready = agent()
            .get(format!("{}/readyz", server.base))
            .call()
            .unwrap();
        assert_eq!(ready.status(), 200);
        ready.body_mut().read_to_string().unwrap();
        assert!(server.terminate().success());
        let logged = std::fs::read_to_string(&log).unwrap();
        assert!(
            !logged.contains("ERROR") && !logged.contains("database is locked"),
            "a fresh start logged: {logged}"
        );
    }
}
