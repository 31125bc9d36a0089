//! The real `uptown-server` binary, as a newcomer runs it.

mod support;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};

use serde_json::json;
use support::TestDatabase;

const BINARY: &str = env!("CARGO_BIN_EXE_uptown-server");

/// A running `uptown-server`, stopped with SIGTERM when dropped.
struct Running {
    child: Child,
    base: String,
}

impl Running {
    fn start(directory: &std::path::Path, args: &[&str], database_url: Option<&str>) -> Running {
        let mut command = Command::new(BINARY);
        command
            .current_dir(directory)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        command.env_remove("DATABASE_URL");
        if let Some(url) = database_url {
            command.env("DATABASE_URL", url);
        }
        let mut child = command.spawn().expect("uptown-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let base = line
            .trim()
            .strip_prefix("uptown-server listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_owned();
        Running { child, base }
    }

    /// SIGTERM, then the exit status: a graceful stop exits 0.
    fn terminate(mut self) -> std::process::ExitStatus {
        Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        self.child.wait().unwrap()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into()
}

fn create_admin(directory: &std::path::Path, database_url: Option<&str>) {
    let mut command = Command::new(BINARY);
    command
        .current_dir(directory)
        .args(["admin", "create", "admin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    command
        .env_remove("DATABASE_URL")
        .env_remove("UPTOWN_ADMIN_PASSWORD");
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"admin-password\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("created admin account admin"));
}

#[test]
fn with_no_arguments_it_serves_on_8080_with_an_sqlite_file_in_the_working_directory() {
    let directory = tempfile::tempdir().unwrap();
    let server = Running::start(directory.path(), &[], None);
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
    create_admin(directory.path(), url);
    let server = Running::start(
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
