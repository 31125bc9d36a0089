//! When and where events are played, and the calendar feeds of clubs, seasons and events,
//! read back with a parser nobody here wrote (the `icalendar` crate).

use chrono::{DateTime, Utc};
use icalendar::{Calendar, CalendarDateTime, Component, DatePerhapsTime, EventLike};
use serde_json::{Value, json};

use crate::director::{csrf_of, get, log_in, post};
use crate::support::{Client, Job, Reply, TestServer, at_once};

/// A club with a season and two events in it, neither scheduled yet: (club, season, events).
fn a_club_with_events(admin: &Client, name: &str) -> (i64, i64, [i64; 2]) {
    let club = admin.post("/api/v1/clubs", &json!({ "name": name }));
    let club = club.body["id"].as_i64().unwrap();
    let season = admin.post(
        &format!("/api/v1/clubs/{club}/seasons"),
        &json!({ "name": "Winter" }),
    );
    let season = season.body["id"].as_i64().unwrap();
    let events = ["Tuesday drive", "Spring cup"].map(|event| {
        let made = admin.post(
            "/api/v1/events",
            &json!({ "club_id": club, "season_id": season, "name": event, "format": "rotating" }),
        );
        assert_eq!(made.status, 201, "{}", made.body);
        made.body["id"].as_i64().unwrap()
    });
    (club, season, events)
}

fn schedule_path(event: i64) -> String {
    format!("/api/v1/events/{event}/schedule")
}

/// A feed as text, with its `ETag`.
fn feed(client: &Client, path: &str) -> (String, String) {
    let reply = client.get(path);
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    assert_eq!(reply.content_type, "text/calendar; charset=utf-8");
    let text = reply.body.as_str().expect("a calendar is text").to_owned();
    (text, reply.etag.expect("a feed names its content"))
}

/// The feed's events as the parser reads them: (uid, sequence, start, end, summary, location).
type Read = (
    String,
    u32,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
    String,
    Option<String>,
);

fn events_of(text: &str) -> Vec<Read> {
    let calendar: Calendar = text
        .parse()
        .unwrap_or_else(|error| panic!("{error}: {text}"));
    let utc = |at: Option<DatePerhapsTime>| match at {
        Some(DatePerhapsTime::DateTime(CalendarDateTime::Utc(at))) => Some(at),
        _ => None,
    };
    calendar
        .events()
        .map(|event| {
            (
                event.get_uid().unwrap().to_owned(),
                event.get_sequence().unwrap(),
                utc(event.get_start()).expect("a start in UTC"),
                utc(event.get_end()),
                event.get_summary().unwrap().to_owned(),
                event.get_location().map(str::to_owned),
            )
        })
        .collect()
}

/// The status a calendar holding the copy named `tag` gets when it asks again.
fn asked_again(client: &Client, path: &str, tag: &str) -> u16 {
    client
        .send("GET", path, &[("If-None-Match", tag)], None)
        .status
}

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

#[test]
fn an_event_moved_keeps_its_uid_and_every_feed_says_the_new_time() {
    let server = TestServer::start();
    let admin = server.admin();
    let (club, season, [drive, cup]) = a_club_with_events(&admin, "Skagen Whist");
    let (other_club, _, [elsewhere, _]) = a_club_with_events(&admin, "Elsewhere");
    let club_feed = format!("/clubs/{club}/calendar.ics");
    let (empty, _) = feed(&admin, &club_feed);
    assert!(events_of(&empty).is_empty(), "nothing is scheduled yet");

    let set = admin.put(
        &schedule_path(drive),
        &json!({
            "starts_at": "2026-12-08T19:30+01:00",
            "ends_at": "2026-12-08T23:00:00+01:00",
            "location": "Klubhus, Strandvej 4; 1st floor",
        }),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["starts_at"], "2026-12-08T19:30:00+01:00");
    assert_eq!(set.body["ends_at"], "2026-12-08T23:00:00+01:00");
    assert_eq!(set.body["sequence"], 0);
    let uid = set.body["uid"].as_str().unwrap().to_owned();
    assert!(uid.ends_with("@uptown") && uid.len() > 30, "{uid}");
    let shown = admin.get(&format!("/api/v1/events/{drive}"));
    assert_eq!(
        shown.body["schedule"], set.body,
        "the event's JSON says it too"
    );
    let elsewhere_set = admin.put(
        &schedule_path(elsewhere),
        &json!({ "starts_at": "2026-12-09T19:00:00Z" }),
    );
    assert_eq!(elsewhere_set.status, 200, "{}", elsewhere_set.body);
    assert_ne!(elsewhere_set.body["uid"], set.body["uid"]);

    let (text, tag) = feed(&server.client(), &club_feed);
    assert!(
        text.contains("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n"),
        "{text}"
    );
    assert_eq!(
        events_of(&text),
        [(
            uid.clone(),
            0,
            at("2026-12-08T18:30:00Z"),
            Some(at("2026-12-08T22:00:00Z")),
            "Tuesday drive".to_owned(),
            Some("Klubhus, Strandvej 4; 1st floor".to_owned()),
        )],
        "only this club's scheduled event, in UTC: {text}"
    );
    // What was typed comes back from the parser; on the wire it is escaped.
    assert!(text.contains("LOCATION:Klubhus\\, Strandvej 4\\; 1st floor\r\n"));
    assert!(text.contains(&format!("/events/{drive}\r\n")), "{text}");
    let again = asked_again(&server.client(), &club_feed, &tag);
    assert_eq!(again, 304, "a calendar asking again gets 'not modified'");

    // The same time and place again is no change: no calendar needs to fetch it again.
    let same = admin.put(
        &schedule_path(drive),
        &json!({
            "starts_at": "2026-12-08T18:30:00Z",
            "ends_at": "2026-12-08T22:00:00Z",
            "location": "Klubhus, Strandvej 4; 1st floor",
        }),
    );
    assert_eq!(same.status, 200, "{}", same.body);
    assert_eq!(same.body["sequence"], 0);
    assert_eq!(
        same.body["starts_at"], "2026-12-08T19:30:00+01:00",
        "the time as it was first given stands"
    );
    let unchanged = asked_again(&server.client(), &club_feed, &tag);
    assert_eq!(unchanged, 304);

    // Moved by half an hour: the same UID, one more in SEQUENCE, the new time everywhere.
    let moved = admin.put(
        &schedule_path(drive),
        &json!({ "starts_at": "2026-12-08T20:00:00+01:00", "location": "Klubhus, Strandvej 4; 1st floor" }),
    );
    assert_eq!(moved.body["sequence"], 1, "{}", moved.body);
    assert_eq!(moved.body["uid"], uid.as_str());
    let refetched = asked_again(&server.client(), &club_feed, &tag);
    assert_eq!(refetched, 200, "the old tag no longer matches");
    for path in [
        club_feed.clone(),
        format!("/seasons/{season}/calendar.ics"),
        format!("/events/{drive}/calendar.ics"),
    ] {
        let read = events_of(&feed(&server.client(), &path).0);
        assert_eq!(read.len(), 1, "{path}");
        let (read_uid, sequence, starts, ends, ..) = &read[0];
        assert_eq!((read_uid, *sequence), (&uid, 1), "{path}");
        assert_eq!(*starts, at("2026-12-08T19:00:00Z"), "{path}");
        assert_eq!(*ends, None, "{path}: the end was taken out");
    }
    let (unscheduled, _) = feed(&admin, &format!("/events/{cup}/calendar.ics"));
    assert!(events_of(&unscheduled).is_empty());
    let (theirs, _) = feed(&admin, &format!("/clubs/{other_club}/calendar.ics"));
    assert_eq!(events_of(&theirs).len(), 1, "{theirs}");

    let cleared = admin.send("DELETE", &schedule_path(drive), &[], None);
    assert_eq!(cleared.status, 200, "{}", cleared.body);
    assert_eq!(cleared.body["schedule"], Value::Null);
    let (after, _) = feed(&admin, &club_feed);
    assert!(events_of(&after).is_empty(), "{after}");
}

#[test]
fn the_calendar_of_nothing_is_not_found() {
    let server = TestServer::start();
    for missing in [
        "/clubs/999999/calendar.ics",
        "/seasons/999999/calendar.ics",
        "/events/999999/calendar.ics",
    ] {
        let reply = server.client().get(missing);
        assert_eq!(reply.status, 404, "{missing}");
    }
}

#[test]
fn a_schedule_that_cannot_be_is_refused_naming_its_field_and_changes_nothing() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, [drive, _]) = a_club_with_events(&admin, "Careful Club");
    let path = schedule_path(drive);
    let good =
        json!({ "starts_at": "2026-12-08T19:30:00+01:00", "ends_at": "2026-12-08T23:00:00+01:00" });
    let stored = admin.put(&path, &good);
    assert_eq!(stored.status, 200, "{}", stored.body);
    for (body, field) in [
        (json!({}), "starts_at"),
        (json!({ "starts_at": "" }), "starts_at"),
        (json!({ "starts_at": "tomorrow evening" }), "starts_at"),
        // Without its offset a time could be anybody's clock.
        (json!({ "starts_at": "2026-12-08T19:30:00" }), "starts_at"),
        (
            json!({ "starts_at": "2026-02-30T19:30:00+01:00" }),
            "starts_at",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "ends_at": "23:00" }),
            "ends_at",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "ends_at": "2026-12-08T19:30:00+01:00" }),
            "ends_at",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "ends_at": "2026-12-08T17:00:00Z" }),
            "ends_at",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "ends_at": "2027-12-08T23:00:00+01:00" }),
            "ends_at",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "location": "Hall\r\nEND:VEVENT" }),
            "location",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "location": "   " }),
            "location",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "location": "x".repeat(101) }),
            "location",
        ),
        (
            json!({ "starts_at": "2026-12-08T19:30:00+01:00", "room": 4 }),
            "room",
        ),
    ] {
        let refused = admin.put(&path, &body);
        let detail = refused.problem(422).to_owned();
        assert_eq!(refused.body["field"], field, "{body}: {}", refused.body);
        assert!(!detail.is_empty());
    }
    admin.put(&schedule_path(999_999), &good).problem(404);
    server.client().put(&path, &good).problem(401);
    let shown = admin.get(&format!("/api/v1/events/{drive}"));
    assert_eq!(
        shown.body["schedule"], stored.body,
        "nothing refused was stored"
    );
}

/// Two directors move the same event at the same moment, over and over on a fresh event:
/// neither answer is an error, the first schedule is created once, and each move counts once.
#[test]
fn two_directors_moving_an_event_at_once_both_count() {
    const TRIES: usize = 36;
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, [drive, _]) = a_club_with_events(&admin, "Racing Club");
    let path = schedule_path(drive);
    let mut sequence = None;
    for attempt in 0..TRIES {
        let jobs: Vec<Job> = [19, 20]
            .into_iter()
            .map(|hour| {
                let (admin, path) = (admin.clone(), path.clone());
                let body = json!({ "starts_at": format!("2026-12-{:02}T{hour}:00:00+01:00", attempt % 28 + 1) });
                Box::new(move || admin.put(&path, &body)) as Job
            })
            .collect();
        let answers: Vec<Reply> = at_once(jobs);
        for answer in &answers {
            assert_eq!(answer.status, 200, "try {attempt}: {}", answer.body);
        }
        let mut seen: Vec<i64> = answers
            .iter()
            .map(|answer| answer.body["sequence"].as_i64().unwrap())
            .collect();
        seen.sort_unstable();
        let first = sequence.map_or(0, |last: i64| last + 1);
        assert_eq!(
            seen,
            [first, first + 1],
            "try {attempt}: each move counts once"
        );
        sequence = Some(first + 1);
        let uids: Vec<&Value> = answers.iter().map(|answer| &answer.body["uid"]).collect();
        assert_eq!(uids[0], uids[1], "one schedule, one UID");
    }
}

#[test]
fn a_director_schedules_from_the_console_and_the_pages_say_when() {
    let server = TestServer::start();
    let admin = server.admin();
    let (club, season, [drive, _]) = a_club_with_events(&admin, "Console Club");
    let session = log_in(&server, "admin", "admin-password");
    let console_path = format!("/director/events/{drive}");
    let console = get(&server, &console_path, &session);
    let csrf = csrf_of(&console.html);
    assert!(
        console.html.contains("type=\"datetime-local\""),
        "{}",
        console.html
    );

    let action = format!("/director/events/{drive}/schedule");
    // A form without its start is sent back with a refusal that names the field.
    let empty = post(
        &server,
        &action,
        &session,
        &[("csrf", &csrf), ("starts", ""), ("offset", "+01:00")],
    );
    assert_eq!(empty.status, 303, "{}", empty.html);
    let refused = get(&server, empty.location.as_deref().unwrap(), &session);
    assert!(refused.html.contains("starts"), "{}", refused.html);
    assert_eq!(
        admin.get(&format!("/api/v1/events/{drive}")).body["schedule"],
        Value::Null
    );

    let saved = post(
        &server,
        &action,
        &session,
        &[
            ("csrf", &csrf),
            ("starts", "2026-12-08T19:30"),
            ("ends", "2026-12-08T23:00"),
            ("offset", "+01:00"),
            ("location", "Klubhus <b>"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.html);
    let schedule = &admin.get(&format!("/api/v1/events/{drive}")).body["schedule"];
    assert_eq!(
        schedule["starts_at"], "2026-12-08T19:30:00+01:00",
        "{schedule}"
    );
    assert_eq!(schedule["ends_at"], "2026-12-08T23:00:00+01:00");
    let again = get(&server, &console_path, &session);
    assert!(
        again.html.contains("value=\"2026-12-08T19:30\""),
        "the form shows what is stored"
    );
    assert!(again.html.contains("value=\"+01:00\""));

    let public = get(&server, &format!("/events/{drive}"), "");
    assert!(
        public.html.contains("2026-12-08 19:30–23:00"),
        "{}",
        public.html
    );
    assert!(
        public.html.contains("Klubhus &#60;b&#62;") && !public.html.contains("Klubhus <b>"),
        "typed text is escaped on the page"
    );
    assert!(
        public
            .html
            .contains(&format!("/events/{drive}/calendar.ics"))
    );
    let club_page = get(&server, &format!("/clubs/{club}"), "");
    assert!(
        club_page
            .html
            .contains(&format!("/clubs/{club}/calendar.ics"))
    );
    let season_page = get(&server, &format!("/seasons/{season}"), "");
    assert!(
        season_page
            .html
            .contains(&format!("/seasons/{season}/calendar.ics"))
    );
    let german = crate::director::get_in(&server, &format!("/events/{drive}"), "", "de");
    assert!(german.html.contains("In den Kalender"), "{}", german.html);

    let cleared = post(
        &server,
        &format!("/director/events/{drive}/unschedule"),
        &session,
        &[("csrf", &csrf)],
    );
    assert_eq!(cleared.status, 303, "{}", cleared.html);
    assert_eq!(
        admin.get(&format!("/api/v1/events/{drive}")).body["schedule"],
        Value::Null
    );
    let plain = get(&server, &format!("/events/{drive}"), "");
    assert!(
        !plain.html.contains("calendar.ics"),
        "no calendar link for an unscheduled event"
    );
}
