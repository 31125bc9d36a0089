//! A club moves to another server with the real binaries: `uptown-server export` from the
//! night's database (SQLite or PostgreSQL), `uptown-server import` into a new SQLite file,
//! and the new server shows the same score sheets.

use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use uptown_e2e::{Night, RunningServer, Uptown, binary};

fn server_command(database_url: &str, args: &[&str]) -> Command {
    let mut command = Command::new(binary("uptown-server"));
    command.args(args).env("DATABASE_URL", database_url);
    command
}

fn get(base: &str, path: &str) -> Value {
    ureq::get(format!("{base}{path}"))
        .call()
        .unwrap()
        .body_mut()
        .read_json()
        .unwrap()
}

#[track_caller]
fn fails_with_one_line(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

/// A club with a game of two hands, one corrected, and a scheduled event: the schedule.
fn a_played_club(uptown: &Uptown<'_>) -> Value {
    uptown.login_admin();
    uptown.ok(&["club", "new", "Tuesday Club"]);
    uptown.ok(&[
        "player",
        "add",
        "--club",
        "Tuesday Club",
        "Ann",
        "Bob",
        "Cal",
        "Dee",
    ]);
    uptown.ok(&[
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
    uptown.ok(&[
        "hand", "add", "1", "--dealer", "N", "--by", "E", "--bid", "4U", "--books", "10",
    ]);
    uptown.ok(&[
        "hand", "add", "1", "--by", "S", "--bid", "3NT", "--books", "8",
    ]);
    uptown.ok(&[
        "hand",
        "fix",
        "1",
        "2",
        "--by",
        "S",
        "--bid",
        "3NT",
        "--books",
        "9",
        "--reason",
        "miscounted",
    ]);
    uptown.ok(&[
        "event",
        "new",
        "--club",
        "Tuesday Club",
        "--name",
        "Drive",
        "--format",
        "rotating",
    ]);
    uptown.json(&[
        "event",
        "schedule",
        "1",
        "--starts",
        "2026-12-08T19:30:00+01:00",
        "--location",
        "Hall",
    ])
}

#[test]
fn a_club_moves_to_another_server_with_export_and_import() {
    let night = Night::start();
    let uptown = night.uptown();
    let scheduled = a_played_club(&uptown);
    let uid = scheduled["uid"].as_str().unwrap().to_owned();

    let file = night.directory.path().join("club.json");
    let file = file.to_str().unwrap();
    let exported = server_command(
        night.database_url(),
        &["export", "--club", "1", "--output", file],
    )
    .output()
    .unwrap();
    assert!(exported.status.success(), "{exported:?}");

    // A club the database does not have is named in one line.
    let missing = server_command(night.database_url(), &["export", "--club", "99"])
        .output()
        .unwrap();
    assert!(fails_with_one_line(&missing).contains("there is no club 99"));

    let target = tempfile::tempdir().unwrap();
    let target_url = target.path().join("moved.sqlite");
    let target_url = target_url.to_str().unwrap();
    let document = std::fs::read_to_string(file).unwrap();
    let imported = server_command(target_url, &["import"])
        .write_stdin(document.clone())
        .output()
        .unwrap();
    assert!(imported.status.success(), "{imported:?}");
    let said = String::from_utf8(imported.stdout).unwrap();
    assert_eq!(
        said.trim(),
        "imported club Tuesday Club as club 1: 4 players, 1 games, 2 hands, 1 events"
    );

    // A second import of the same club is refused by name, in one line, exit 2.
    let twice = server_command(target_url, &["import", "--input", file])
        .output()
        .unwrap();
    assert!(fails_with_one_line(&twice).contains("club.name"));
    // A document cut short names where it broke off, and stores nothing.
    let cut = server_command(target_url, &["import", "--name", "Cut"])
        .write_stdin(&document[..document.len() / 2])
        .output()
        .unwrap();
    fails_with_one_line(&cut);

    let moved = RunningServer::start(target.path(), &["--bind", "127.0.0.1:0"], Some(target_url));
    let (before, after) = (
        get(&night.server.base, "/api/v1/games/1"),
        get(&moved.base, "/api/v1/games/1"),
    );
    assert_eq!(before["sheet"], after["sheet"]);
    assert_eq!(after["sheet"]["hands"].as_array().unwrap().len(), 2);
    let history = get(&moved.base, "/api/v1/games/1/history");
    assert_eq!(history.as_array().unwrap().len(), 3, "{history}");
    assert_eq!(history[2]["reason"], "miscounted");
    assert_eq!(
        get(&moved.base, "/api/v1/clubs").as_array().unwrap().len(),
        1
    );
    // The event keeps its calendar UID, so members' calendars hold it once, not twice.
    assert_eq!(get(&moved.base, "/api/v1/events/1")["schedule"], scheduled);
    let feed = ureq::get(format!("{}/clubs/1/calendar.ics", moved.base))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    assert!(feed.contains(&format!("\r\nUID:{uid}\r\n")), "{feed}");
}
