//! Live pages without a poll per viewer: a write to an event reaches the streams of its
//! pages (a player's evening, the wall, the standings) because the database said the event
//! changed, on SQLite in memory and on PostgreSQL by LISTEN/NOTIFY.

use std::io::{BufRead, BufReader};
use std::sync::mpsc;
use std::time::Duration;

use crate::support::{Client, TestServer, agent, event_of_pairs, next_hand, seat_round};
use serde_json::{Value, json};

/// Longer than any change takes to arrive; a stream that says nothing for this long failed.
const PATIENCE: Duration = Duration::from_secs(10);

/// One server-sent event: its name and its data, the data lines joined.
#[derive(Debug)]
struct Sent {
    event: String,
    data: String,
}

/// A stream being read on a thread of its own, its events handed over as they come.
struct Stream {
    sent: mpsc::Receiver<Sent>,
}

impl Stream {
    fn open(server: &TestServer, path: &str) -> Stream {
        let response = agent()
            .get(format!("{}{path}", server.base))
            .call()
            .unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(
            response.headers().get("content-type").unwrap(),
            "text/event-stream"
        );
        let (sender, sent) = mpsc::channel();
        std::thread::spawn(move || {
            let (mut event, mut data) = (String::new(), Vec::new());
            for line in BufReader::new(response.into_body().into_reader()).lines() {
                let Ok(line) = line else { return };
                if let Some(name) = line.strip_prefix("event: ") {
                    name.clone_into(&mut event);
                } else if let Some(text) = line.strip_prefix("data: ") {
                    data.push(text.to_owned());
                } else if line.is_empty() && !event.is_empty() {
                    let whole = Sent {
                        event: std::mem::take(&mut event),
                        data: std::mem::take(&mut data).join("\n"),
                    };
                    if sender.send(whole).is_err() {
                        return;
                    }
                }
            }
        });
        Stream { sent }
    }

    /// The next event sent, within `PATIENCE`.
    #[track_caller]
    fn next(&self) -> Sent {
        self.sent
            .recv_timeout(PATIENCE)
            .expect("the stream sends within the time")
    }

    /// Nothing more was sent meanwhile.
    fn quiet(&self) -> bool {
        self.sent.recv_timeout(Duration::from_millis(300)).is_err()
    }
}

/// A round robin of four partnerships with its first round seated: the event and the
/// players at its first table, north first.
fn a_seated_evening(admin: &Client) -> (i64, Vec<i64>, Vec<Value>) {
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Live Club" }));
    let club = club.body["id"].as_i64().unwrap();
    let players: Vec<i64> = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]
        .iter()
        .map(|name| {
            let player = admin.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": name }),
            );
            player.body["id"].as_i64().unwrap()
        })
        .collect();
    let event = event_of_pairs(admin, club, &players, "Live night", "round_robin");
    seat_round(admin, event);
    let view = admin.get(&format!("/api/v1/events/{event}"));
    let tables = view.body["rounds"][0]["tables"].as_array().unwrap().clone();
    let seats = &tables[0]["seats"];
    let at_first = ["N", "E", "S", "W"]
        .iter()
        .map(|seat| seats[seat]["id"].as_i64().unwrap())
        .collect();
    (event, at_first, tables)
}

#[test]
fn a_game_played_out_reaches_its_players_evenings_and_others_only_as_the_standings_move() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, at_first, tables) = a_seated_evening(&admin);
    let north = Stream::open(
        &server,
        &format!("/events/{event}/players/{}/live?lang=en", at_first[0]),
    );
    let elsewhere = tables[1]["seats"]["N"]["id"].as_i64().unwrap();
    let other = Stream::open(
        &server,
        &format!("/events/{event}/players/{elsewhere}/live?lang=en"),
    );
    let first = north.next();
    assert_eq!(first.event, "evening");
    assert!(first.data.contains("Round 1: table 1"), "{}", first.data);
    assert!(first.data.contains("0 – 0"), "{}", first.data);
    assert_eq!(other.next().event, "evening");

    // The table plays its game out; each hand is a change to the event, and the evening
    // shows the table's result once the game is over.
    let code = tables[0]["games"][0]["table_code"].as_str().unwrap();
    let game = tables[0]["games"][0]["id"].as_i64().unwrap();
    let table = admin.anonymous().as_table(code);
    let path = format!("/api/v1/games/{game}/hands");
    let first_hand = table.post(&path, &next_hand(&table, game));
    assert_eq!(first_hand.status, 201, "{}", first_hand.body);
    let scored = north.next();
    assert!(
        scored.data.contains("in progress · 3 – 0"),
        "the first hand's score reaches the table's players: {}",
        scored.data
    );
    while table.get(&format!("/api/v1/games/{game}")).body["status"] != "finished" {
        let entered = table.post(&path, &next_hand(&table, game));
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let mut after = north.next();
    while !after.data.contains("won ·") {
        after = north.next();
    }
    assert!(after.data.contains("played 1 · won 1"), "{}", after.data);
    // Another table's player is sent their evening once, when the standings moved, and
    // nothing for the hands before: what they see changed only then.
    let theirs = other.next();
    assert!(
        theirs.data.contains("in progress · 0 – 0"),
        "{}",
        theirs.data
    );
    assert!(theirs.data.contains("played 0"), "{}", theirs.data);
    assert!(other.quiet(), "nothing else changed for them");
}

#[test]
fn the_next_round_seated_reaches_the_wall_and_the_players() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, at_first, _) = a_seated_evening(&admin);
    let wall = Stream::open(&server, &format!("/events/{event}/projector/live?lang=en"));
    let player = Stream::open(
        &server,
        &format!("/events/{event}/players/{}/live?lang=de", at_first[1]),
    );
    assert!(wall.next().data.contains("Round 1"));
    let before = player.next();
    assert!(before.data.contains("Runde 1"), "{}", before.data);
    // The director closes the round, deciding it by the leading score, and seats the next.
    let closed = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/close"),
        &json!({}),
    );
    assert_eq!(closed.status, 200, "{}", closed.body);
    seat_round(&admin, event);
    let mut seated = player.next();
    while !seated.data.contains("Runde 2") {
        seated = player.next();
    }
    assert!(
        seated.data.contains("Runde 1"),
        "the earlier round stays listed"
    );
    let mut shown = wall.next();
    while !shown.data.contains("Round 2") {
        shown = wall.next();
    }
}

#[test]
fn a_clock_started_reaches_the_wall_and_a_stream_of_a_gone_player_stays_quiet() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, _, _) = a_seated_evening(&admin);
    let wall = Stream::open(&server, &format!("/events/{event}/projector/live?lang=en"));
    let nobody = Stream::open(&server, &format!("/events/{event}/players/999999/live"));
    assert!(!wall.next().data.contains("role=\"timer\""));
    let started = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/clock"),
        &json!({ "action": "start", "minutes": 20 }),
    );
    assert_eq!(started.status, 200, "{}", started.body);
    let shown = wall.next();
    assert!(
        shown.data.contains("data-state=\"running\""),
        "{}",
        shown.data
    );
    assert!(nobody.quiet(), "no evening to show for someone not playing");
}

/// PostgreSQL drops the connection that listens for changes (a restart, a proxy's idle
/// timeout): the server connects again, and a change made meanwhile still reaches the
/// viewers, who need not reload. SQLite has no such connection; there the change arrives
/// as ever.
#[test]
fn a_change_reaches_viewers_after_the_listening_connection_was_lost() {
    use diesel::{Connection, RunQueryDsl};
    let server = TestServer::start();
    let admin = server.admin();
    let (event, _, _) = a_seated_evening(&admin);
    let wall = Stream::open(&server, &format!("/events/{event}/projector/live?lang=en"));
    assert!(!wall.next().data.contains("role=\"timer\""));
    if let Some(url) = server.postgres_url() {
        let mut connection = diesel::PgConnection::establish(url).unwrap();
        // The listening connection is opened beside the stream, which can answer first
        // from its first reading: wait for it to be listening, then cut it.
        let since = std::time::Instant::now();
        loop {
            let cut = diesel::sql_query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                 WHERE datname = current_database() AND query LIKE 'LISTEN%'",
            )
            .execute(&mut connection)
            .unwrap();
            if cut == 1 {
                break;
            }
            assert_eq!(cut, 0, "one connection listens");
            assert!(since.elapsed() < PATIENCE, "no connection listened");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    let started = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/clock"),
        &json!({ "action": "start", "minutes": 20 }),
    );
    assert_eq!(started.status, 200, "{}", started.body);
    let mut shown = wall.next();
    while !shown.data.contains("data-state=\"running\"") {
        shown = wall.next();
    }
}

/// The director pauses the clock: every table's page shows it paused at once, without a
/// reload, and shows the clock of its own round.
#[test]
fn the_clock_a_director_starts_and_pauses_reaches_the_table_pages() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, _, tables) = a_seated_evening(&admin);
    let code = tables[0]["games"][0]["table_code"].as_str().unwrap();
    let page = crate::support::read(
        agent()
            .get(format!("{}/t/{code}?lang=en", server.base))
            .call()
            .unwrap(),
    );
    let live = format!("/events/{event}/rounds/1/clock/live?lang=en");
    assert!(
        page.html.contains(&format!("data-live=\"{live}\"")),
        "{}",
        page.html
    );
    let table = Stream::open(&server, &live);
    let first = table.next();
    assert_eq!(first.event, "clock");
    assert!(!first.data.contains("role=\"timer\""), "no clock yet");
    let clock = format!("/api/v1/events/{event}/rounds/1/clock");
    admin.post(&clock, &json!({ "action": "start", "minutes": 20 }));
    assert!(table.next().data.contains("data-state=\"running\""));
    let paused = admin.post(&clock, &json!({ "action": "pause" }));
    assert_eq!(paused.status, 200, "{}", paused.body);
    let shown = table.next();
    assert!(
        shown.data.contains("data-state=\"paused\""),
        "{}",
        shown.data
    );
    assert!(shown.data.contains("Clock paused: 19:"), "{}", shown.data);
}

/// The director hides the standings for the last rounds: the live standings go empty for
/// everyone watching, and come back when revealed.
#[test]
fn hidden_standings_leave_the_live_pages_and_come_back_when_revealed() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, _, _) = a_seated_evening(&admin);
    let standings = Stream::open(&server, &format!("/events/{event}/live?lang=en"));
    let rows = |sent: &Sent| sent.data.matches("<tr>").count();
    assert_eq!(rows(&standings.next()), 5, "a header and four partnerships");
    let hidden = admin.post(
        &format!("/api/v1/events/{event}/standings/hide"),
        &json!({}),
    );
    assert_eq!(hidden.status, 200, "{}", hidden.body);
    let shown = standings.next();
    assert!(
        rows(&shown) < 5,
        "no partnership's row while hidden: {}",
        shown.data
    );
    assert!(!shown.data.contains("Ann"), "{}", shown.data);
    admin.post(
        &format!("/api/v1/events/{event}/standings/reveal"),
        &json!({}),
    );
    assert_eq!(rows(&standings.next()), 5);
}
