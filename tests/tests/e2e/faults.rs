//! Faults, on the real binary: the server killed with SIGKILL in the middle of a load of
//! appends, a writer holding the database's lock, and PostgreSQL going away and coming back.
//! What must hold: every hand that got a 2xx is stored, no hand is stored twice, and the
//! server answers 503 (never 500) while the database is gone and recovers by itself.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection, SqliteConnection};
use serde_json::{Value, json};
use uptown_e2e::{Api, RunningServer, TestDatabase};

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

/// Hand `index` of a game that never ends: each dealer bids three and makes it, so the
/// sides take turns at +3 and neither reaches the target.
fn hand(index: usize) -> Value {
    let dealer = SEATS[index % 4];
    json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" }, "books": 9 })
}

/// A club with four players and `games` games to 99; their ids.
fn club_with_games(api: &Api, games: usize) -> Vec<i64> {
    let club = api.post("/api/v1/clubs", &json!({ "name": "Fault Club" }))["id"].clone();
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
    }
    (0..games)
        .map(|_| {
            api.post(
                "/api/v1/games",
                &json!({ "club_id": club, "game": "bid_whist", "rules": { "target": 99 },
                         "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
            )["id"]
                .as_i64()
                .unwrap()
        })
        .collect()
}

fn key(game: i64, index: usize) -> String {
    format!("fault-{game}-{index}")
}

/// What one table got through before the server died: the hands acknowledged with a 2xx,
/// and whether one more was in flight, its outcome unknown.
struct Played {
    acknowledged: usize,
    in_flight: bool,
}

/// Appends hands to `game` until the server stops answering.
fn play_until_the_server_dies(api: &Api, game: i64, total: &AtomicUsize) -> Played {
    let path = format!("/api/v1/games/{game}/hands");
    for index in 0.. {
        match api.try_post(&path, &key(game, index), &hand(index)) {
            Ok((201, _)) => {
                total.fetch_add(1, Ordering::Relaxed);
            }
            Ok((status, body)) => panic!("hand {index} of game {game}: {status} {body}"),
            Err(_) => {
                return Played {
                    acknowledged: index,
                    in_flight: true,
                };
            }
        }
    }
    unreachable!("the loop ends when the server dies")
}

fn stored_hands(api: &Api, game: i64) -> Vec<Value> {
    api.get(&format!("/api/v1/games/{game}"))["hands"]
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn sigkill_during_appends_loses_no_acknowledged_hand_and_enters_none_twice() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let games = club_with_games(&api, 4);

    let total = Arc::new(AtomicUsize::new(0));
    let tables: Vec<_> = games
        .iter()
        .map(|&game| {
            let (api, total) = (api.clone(), Arc::clone(&total));
            thread::spawn(move || play_until_the_server_dies(&api, game, &total))
        })
        .collect();
    while total.load(Ordering::Relaxed) < 60 {
        thread::sleep(Duration::from_millis(5));
    }
    server.kill();
    let played: Vec<Played> = tables.into_iter().map(|t| t.join().unwrap()).collect();

    let server = RunningServer::start(
        directory.path(),
        &["--bind", "127.0.0.1:0"],
        Some(database.url()),
    );
    let api = api.at(&server.base);
    for (&game, played) in games.iter().zip(&played) {
        let stored = stored_hands(&api, game);
        // Every acknowledged hand is there; the one in flight may or may not be.
        assert!(
            stored.len() == played.acknowledged
                || (played.in_flight && stored.len() == played.acknowledged + 1),
            "game {game}: {} acknowledged, {} stored",
            played.acknowledged,
            stored.len()
        );
        for (index, stored) in stored.iter().enumerate() {
            assert_eq!(stored, &hand(index), "game {game}, hand {}", index + 1);
        }
        // The table's phone retries the hand in flight with the same key: it is stored once.
        let retried = api
            .try_post(
                &format!("/api/v1/games/{game}/hands"),
                &key(game, played.acknowledged),
                &hand(played.acknowledged),
            )
            .unwrap();
        assert_eq!(retried.0, 201, "{}", retried.1);
        assert_eq!(stored_hands(&api, game).len(), played.acknowledged + 1);
    }
}

/// Holds the database's write lock from another connection for a moment.
fn hold_the_write_lock(database: &TestDatabase, held: &Barrier) {
    let keep_it = || {
        held.wait();
        thread::sleep(Duration::from_millis(1500));
    };
    if database.is_postgres() {
        let mut connection = PgConnection::establish(database.url()).unwrap();
        connection
            .transaction(|connection| {
                connection.batch_execute("LOCK TABLE hands IN EXCLUSIVE MODE")?;
                keep_it();
                diesel::QueryResult::Ok(())
            })
            .unwrap();
    } else {
        let mut connection = SqliteConnection::establish(database.url()).unwrap();
        connection.batch_execute("BEGIN IMMEDIATE").unwrap();
        keep_it();
        connection.batch_execute("COMMIT").unwrap();
    }
}

#[test]
fn a_writer_holding_the_lock_makes_appends_wait_not_fail() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let games = club_with_games(&api, 3);

    let held = Barrier::new(2);
    thread::scope(|scope| {
        scope.spawn(|| hold_the_write_lock(&database, &held));
        held.wait();
        // Appends sent while the lock is held: each waits for it and goes through.
        let appends: Vec<_> = games
            .iter()
            .map(|&game| {
                let api = api.clone();
                scope.spawn(move || {
                    api.try_post(
                        &format!("/api/v1/games/{game}/hands"),
                        &key(game, 0),
                        &hand(0),
                    )
                    .unwrap()
                })
            })
            .collect();
        for append in appends {
            let (status, body) = append.join().unwrap();
            assert_eq!(status, 201, "{body}");
        }
    });
    for game in games {
        assert_eq!(stored_hands(&api, game).len(), 1);
    }
}

/// Logs in as the admin, makes a game and enters its first hand: the admin's API and the game.
fn a_game_with_one_hand(server: &RunningServer) -> (Api, i64) {
    let api = Api::login(&server.base, "admin", "admin-password");
    let game = club_with_games(&api, 1)[0];
    let path = format!("/api/v1/games/{game}/hands");
    assert_eq!(api.try_post(&path, &key(game, 0), &hand(0)).unwrap().0, 201);
    (api, game)
}

/// Runs `ALTER DATABASE <the test's database> <change>` on PostgreSQL and, with `end_sessions`,
/// ends the sessions the server holds, so that its pool reconnects and meets the change.
fn alter_postgres(database: &TestDatabase, change: &str, end_sessions: bool) {
    let TestDatabase::Postgres {
        admin_url, name, ..
    } = database
    else {
        panic!("this test needs PostgreSQL: set UPTOWN_TEST_DATABASE_URL to a postgres:// URL");
    };
    let mut admin = PgConnection::establish(admin_url).unwrap();
    admin
        .batch_execute(&format!("ALTER DATABASE {name} {change}"))
        .unwrap();
    if end_sessions {
        admin
            .batch_execute(&format!(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
            ))
            .unwrap();
    }
}

/// Makes the test's PostgreSQL database refuse connections and ends the ones it has, as a
/// stopped server would; `back` lets connections in again.
fn take_postgres_away(database: &TestDatabase, back: bool) {
    alter_postgres(database, &format!("ALLOW_CONNECTIONS {back}"), !back);
}

#[test]
#[ignore = "needs PostgreSQL; .ci/run runs it in its PostgreSQL pass"]
fn postgres_going_away_answers_503_and_the_server_recovers_by_itself() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let (api, game) = a_game_with_one_hand(&server);
    let path = format!("/api/v1/games/{game}/hands");

    take_postgres_away(&database, false);
    let (status, problem) = api.try_post(&path, &key(game, 1), &hand(1)).unwrap();
    assert_eq!(status, 503, "{problem}");
    assert_eq!(problem["type"], "urn:uptown:problem:unavailable");
    assert_eq!(
        api.try_get(&format!("/api/v1/games/{game}")).unwrap().0,
        503
    );
    assert_eq!(api.try_get("/readyz").unwrap().0, 503);
    assert_eq!(
        api.try_get("/healthz").unwrap().0,
        200,
        "the process itself is fine"
    );

    take_postgres_away(&database, true);
    // The same server, not restarted: the phone's retry of the refused hand goes through.
    let (status, body) = api.try_post(&path, &key(game, 1), &hand(1)).unwrap();
    assert_eq!(status, 201, "{body}");
    assert_eq!(api.try_get("/readyz").unwrap().0, 200);
    assert_eq!(stored_hands(&api, game), vec![hand(0), hand(1)]);
}

/// The code of `game`'s table, as its club's directors see it.
fn table_code(api: &Api, game: i64) -> String {
    api.get_signed_in(&format!("/api/v1/games/{game}"))["table_code"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// What a write, a read and `/readyz` answer while the database cannot store: a write is
/// 503 `unavailable` saying so, a read still answers (also one with the table's `code`), the
/// server says it is not ready.
fn assert_unwritable(api: &Api, game: i64, code: &str, index: usize) {
    let path = format!("/api/v1/games/{game}/hands");
    let (status, problem) = api
        .try_post(&path, &key(game, index), &hand(index))
        .unwrap();
    assert_eq!(status, 503, "{problem}");
    assert_eq!(problem["type"], "urn:uptown:problem:unavailable");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .starts_with("the database cannot store anything now"),
        "{problem}"
    );
    assert_eq!(
        stored_hands(api, game).len(),
        index,
        "reads go on, nothing lost"
    );
    // The table's phone reads its game too: its code's allowance, which PostgreSQL keeps,
    // is counted by the server meanwhile.
    let at_table = uptown_e2e::http_agent()
        .get(format!("{}/api/v1/table", api.base))
        .header("Authorization", &format!("Table {code}"))
        .call()
        .unwrap();
    assert_eq!(at_table.status(), 200, "the table page's game still reads");
    let (status, ready) = api.try_get("/readyz").unwrap();
    assert_eq!(status, 503, "{ready}");
    assert_eq!(api.try_get("/healthz").unwrap().0, 200);
}

/// The same hand retried once the database stores again: stored, and the server ready.
fn assert_recovered(api: &Api, game: i64, index: usize) {
    let path = format!("/api/v1/games/{game}/hands");
    let (status, body) = api
        .try_post(&path, &key(game, index), &hand(index))
        .unwrap();
    assert_eq!(status, 201, "{body}");
    assert_eq!(api.try_get("/readyz").unwrap().0, 200);
    let stored = stored_hands(api, game);
    assert_eq!(stored, (0..=index).map(hand).collect::<Vec<_>>());
}

/// Sets the most bytes any file the server writes may grow to (the soft `RLIMIT_FSIZE`,
/// which the kernel enforces as it would a full disk), or lifts the limit.
fn limit_file_size(server: &RunningServer, bytes: Option<u64>) {
    let limit = bytes.map_or_else(|| "unlimited".to_owned(), |bytes| bytes.to_string());
    let status = std::process::Command::new("prlimit")
        .args([
            "--pid",
            &server.pid().to_string(),
            &format!("--fsize={limit}:"),
        ])
        .status()
        .expect("prlimit (util-linux) runs");
    assert!(status.success());
}

#[test]
fn a_full_disk_answers_503_says_not_ready_and_loses_nothing() {
    // SQLite, whatever the run: only its files are written by the server's own process.
    let database = TestDatabase::sqlite();
    let directory = tempfile::tempdir().unwrap();
    uptown_e2e::create_admin(
        directory.path(),
        Some(database.url()),
        "admin",
        "admin-password",
    );
    // A write past the limit fails with EFBIG, as one on a full disk fails with ENOSPC; the
    // signal that would kill the process first is ignored, as a server's should be.
    let mut command = std::process::Command::new("sh");
    command.args([
        "-c",
        "trap '' XFSZ; exec \"$0\" --bind 127.0.0.1:0",
        uptown_e2e::binary("uptown-server").to_str().unwrap(),
    ]);
    command.stderr(std::process::Stdio::null());
    let server = RunningServer::spawn(command, directory.path(), Some(database.url()));
    let api = Api::login(&server.base, "admin", "admin-password");
    let game = club_with_games(&api, 1)[0];
    let path = format!("/api/v1/games/{game}/hands");
    for index in 0..3 {
        assert_eq!(
            api.try_post(&path, &key(game, index), &hand(index))
                .unwrap()
                .0,
            201
        );
    }
    let code = table_code(&api, game);
    // No byte more may be written to any file: SQLite's write-ahead log, once checkpointed,
    // is written again from its start, so a limit at the files' sizes lets some writes
    // through, as a full disk does when the log has room; the test wants none to.
    limit_file_size(&server, Some(0));
    assert_unwritable(&api, game, &code, 3);
    limit_file_size(&server, None);
    assert_recovered(&api, game, 3);
}

/// Sets the test's PostgreSQL database to read-only transactions, or back, and ends its
/// sessions, as a failover to a standby would leave the server.
fn make_postgres_read_only(database: &TestDatabase, read_only: bool) {
    let change = if read_only {
        "SET default_transaction_read_only = on"
    } else {
        "RESET default_transaction_read_only"
    };
    alter_postgres(database, change, true);
}

#[test]
#[ignore = "needs PostgreSQL; .ci/run runs it in its PostgreSQL pass"]
fn a_read_only_postgres_answers_503_says_not_ready_and_loses_nothing() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let (api, game) = a_game_with_one_hand(&server);
    let code = table_code(&api, game);
    make_postgres_read_only(&database, true);
    assert_unwritable(&api, game, &code, 1);
    make_postgres_read_only(&database, false);
    assert_recovered(&api, game, 1);
}
