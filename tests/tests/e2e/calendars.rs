//! `uptown event schedule` through the real binaries: a time on the director's own clock,
//! the mistakes a director types, and the club's feed that a calendar subscribes to.

use uptown_e2e::{Night, Uptown};

/// The club's calendar feed, as a calendar app fetches it.
fn feed(base: &str) -> String {
    ureq::get(format!("{base}/clubs/1/calendar.ics"))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap()
}

/// `uptown` on a computer whose clock is Copenhagen's.
fn in_copenhagen(uptown: &Uptown<'_>, args: &[&str]) -> serde_json::Value {
    let mut with_json = vec!["--json"];
    with_json.extend_from_slice(args);
    let output = uptown
        .command(&with_json)
        .env("TZ", "Europe/Copenhagen")
        .output()
        .unwrap();
    assert!(output.status.success(), "{args:?}: {output:?}");
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn a_director_schedules_an_evening_from_the_cli_and_the_clubs_feed_follows() {
    let night = Night::start();
    let uptown = night.uptown();
    let base = night.server.base.clone();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Skagen Whist"]);
    uptown.ok(&[
        "event",
        "new",
        "--club",
        "Skagen Whist",
        "--name",
        "Tuesday",
        "--format",
        "rotating",
    ]);

    // Winter and summer on the same clock: the offset is the one the date has there.
    let winter = in_copenhagen(
        &uptown,
        &[
            "event",
            "schedule",
            "1",
            "--starts",
            "2026-12-08 19:30",
            "--ends",
            "23:00",
        ],
    );
    assert_eq!(winter["starts_at"], "2026-12-08T19:30:00+01:00", "{winter}");
    assert_eq!(winter["ends_at"], "2026-12-08T23:00:00+01:00");
    let text = feed(&base);
    assert!(text.contains("\r\nDTSTART:20261208T183000Z\r\n"), "{text}");
    let uid = winter["uid"].as_str().unwrap();

    let summer = in_copenhagen(
        &uptown,
        &[
            "event",
            "schedule",
            "1",
            "--starts",
            "2027-06-08 19:30",
            "--location",
            "Klubhus, Strandvej 4",
        ],
    );
    assert_eq!(summer["starts_at"], "2027-06-08T19:30:00+02:00", "{summer}");
    assert_eq!(summer["uid"], uid, "a moved event keeps its UID");
    assert_eq!(summer["sequence"], 1);
    let text = feed(&base);
    assert!(text.contains("\r\nDTSTART:20270608T173000Z\r\n"), "{text}");
    assert!(text.contains("\r\nSEQUENCE:1\r\n"), "{text}");
    assert!(
        text.contains("\r\nLOCATION:Klubhus\\, Strandvej 4\r\n"),
        "{text}"
    );
    let shown = uptown.ok(&["event", "show", "1"]);
    assert!(
        shown.contains("2027-06-08T19:30:00+02:00, at Klubhus, Strandvej 4"),
        "{shown}"
    );

    // Mistakes are named in one line with exit 2, and the stored schedule stands.
    for (args, named) in [
        (vec!["--starts", "tomorrow"], "--starts"),
        (
            vec!["--starts", "2026-12-08 19:30", "--ends", "late"],
            "--ends",
        ),
        (
            vec!["--starts", "2026-12-08 19:30", "--ends", "18:00"],
            "ends_at",
        ),
        (
            vec!["--starts", "2026-12-08 19:30", "--location", ""],
            "location",
        ),
    ] {
        let mut command = vec!["event", "schedule", "1"];
        command.extend(args);
        let line = uptown.fails(2, &command);
        assert!(line.contains(named), "{command:?}: {line}");
    }
    assert_eq!(uptown.json(&["event", "show", "1"])["schedule"], summer);

    uptown.ok(&["event", "unschedule", "1"]);
    assert!(!feed(&base).contains("BEGIN:VEVENT"));
    assert!(!uptown.ok(&["event", "show", "1"]).contains("when:"));
}
