//! A director and a phone acting at the same moment, and a phone's resends racing its first
//! send. SQLite runs whole write transactions one at a time and hides these races; CI runs
//! this file on PostgreSQL too, where they are real. Each race is tried `TRIES` times, enough
//! to catch an interleaving that happens one time in eight with a chance of 99 % (1 − (7/8)^TRIES).

use std::collections::BTreeSet;

use crate::support::{
    Client, Job, TestServer, at_once, club_with_game, hand, next_hand, seat_round,
};
use serde_json::{Value, json};

const TRIES: usize = 36;

fn game_path(game: i64) -> String {
    format!("/api/v1/games/{game}")
}

/// The numbers of a game's hands as stored, after checking that the game still reads.
#[track_caller]
fn stored_numbers(client: &Client, game: i64) -> Vec<i64> {
    let view = client.get(&game_path(game));
    assert_eq!(view.status, 200, "the game stays readable: {}", view.body);
    let count = view.body["hands"].as_array().unwrap().len();
    let lines: Vec<i64> = view.body["sheet"]["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["number"].as_i64().unwrap())
        .collect();
    assert_eq!(lines.len(), count, "every stored hand is scored");
    lines
}

/// What the history says is stored now: every hand entered and not undone since.
fn stored_by_history(client: &Client, game: i64) -> BTreeSet<i64> {
    let mut stored = BTreeSet::new();
    for entry in client
        .get(&format!("{}/history", game_path(game)))
        .body
        .as_array()
        .unwrap()
    {
        let number = entry["number"].as_i64().unwrap();
        match entry["action"].as_str().unwrap() {
            "entered" => assert!(stored.insert(number), "hand {number} entered twice"),
            "undone" => assert!(stored.remove(&number), "hand {number} undone unstored"),
            _ => {}
        }
    }
    stored
}

#[test]
fn an_undo_racing_the_next_hand_never_loses_an_acknowledged_hand() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let table = club_with_game(&admin, &format!("Undo {attempt}"), &json!({ "target": 99 }));
        let path = game_path(table.game);
        let phone = server.client().as_table(&table.code);
        for (dealer, bidder) in [("N", "E"), ("E", "S")] {
            let reply = phone.post(&format!("{path}/hands"), &hand(dealer, bidder, 3, 9));
            assert_eq!(reply.status, 201, "{}", reply.body);
        }
        let (director, table_phone) = (admin.clone(), phone.clone());
        let [undo, append] = at_once(vec![
            Box::new(move || {
                director.post(&format!("{path}/undo"), &json!({ "reason": "wrong table" }))
            }) as Job,
            Box::new(move || {
                table_phone.post(
                    &format!("{}/hands", game_path(table.game)),
                    &hand("S", "W", 3, 9),
                )
            }),
        ])
        .try_into()
        .unwrap();
        assert_eq!(undo.status, 200, "the undo: {}", undo.body);
        let numbers = stored_numbers(&admin, table.game);
        assert_eq!(
            numbers,
            (1..=i64::try_from(numbers.len()).unwrap()).collect::<Vec<_>>(),
            "attempt {attempt}: hands are numbered without a gap"
        );
        assert_eq!(
            stored_by_history(&admin, table.game),
            numbers.iter().copied().collect(),
            "attempt {attempt}: the history accounts for every stored hand"
        );
        match append.status {
            // The hand came first: the undo took it back, in the history's words.
            201 => {
                assert_eq!(numbers, [1, 2], "attempt {attempt}");
                assert_eq!(undo.body["hands"].as_array().unwrap().len(), 2);
            }
            // The undo came first: hand 2 is gone and S is no longer the dealer.
            422 => {
                assert_eq!(numbers, [1], "attempt {attempt}");
                assert!(append.body["detail"].as_str().unwrap().contains("dealer"));
            }
            other => panic!("attempt {attempt}: the hand got {other} {}", append.body),
        }
    }
}

#[test]
fn a_correction_racing_the_next_hand_never_stores_a_hand_after_the_end() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let table = club_with_game(&admin, &format!("Fix {attempt}"), &json!({ "target": 7 }));
        let path = game_path(table.game);
        let phone = server.client().as_table(&table.code);
        let reply = phone.post(&format!("{path}/hands"), &hand("N", "E", 3, 9));
        assert_eq!(reply.status, 201, "{}", reply.body);
        // Corrected to a Boston, hand 1 ends the game: hand 2 then has no game to go in.
        let boston = json!({ "dealer": "N", "contract": { "bidder": "E", "level": 7, "mode": "uptown" }, "books": 13 });
        let (director, table_phone, hands) =
            (admin.clone(), phone.clone(), format!("{path}/hands"));
        let [fix, append] = at_once(vec![
            Box::new(move || {
                director.put(
                    &format!("{path}/hands/1"),
                    &json!({ "hand": boston, "reason": "it was a Boston" }),
                )
            }) as Job,
            Box::new(move || table_phone.post(&hands, &hand("E", "S", 3, 9))),
        ])
        .try_into()
        .unwrap();
        let numbers = stored_numbers(&admin, table.game);
        match (fix.status, append.status) {
            (200, 403 | 422) => assert_eq!(numbers, [1], "attempt {attempt}"),
            (422, 201) => assert_eq!(numbers, [1, 2], "attempt {attempt}"),
            other => panic!(
                "attempt {attempt}: {other:?}, one must refuse the other: {} / {}",
                fix.body, append.body
            ),
        }
    }
}

#[test]
fn copies_of_one_hand_sent_at_once_with_one_key_all_get_the_first_answer() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES / 4 {
        let table = club_with_game(
            &admin,
            &format!("Resend {attempt}"),
            &json!({ "target": 99 }),
        );
        let hands = format!("{}/hands", game_path(table.game));
        let phone = server.client().as_table(&table.code);
        let key = format!("resend-{attempt}");
        let copies = (0..20)
            .map(|_| {
                let (phone, hands, key) = (phone.clone(), hands.clone(), key.clone());
                Box::new(move || {
                    phone.post_with(&hands, &[("Idempotency-Key", &key)], &hand("N", "E", 4, 10))
                }) as Job
            })
            .collect();
        let replies = at_once(copies);
        let answers: BTreeSet<(u16, String)> = replies
            .iter()
            .map(|reply| (reply.status, reply.body.to_string()))
            .collect();
        assert_eq!(
            answers.len(),
            1,
            "attempt {attempt}: one key, one answer: {:?}",
            answers.iter().map(|(status, _)| status).collect::<Vec<_>>()
        );
        assert_eq!(replies[0].status, 201, "{}", replies[0].body);
        assert_eq!(stored_numbers(&admin, table.game), [1], "stored once");
    }
}

/// Hands stored by the history and by the game agree after a storm of appends and undos from
/// several phones and a director without `If-Match`, the console's way.
#[test]
fn appends_and_undos_from_every_side_keep_the_game_whole() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Storm", &json!({ "target": 99 }));
    let path = game_path(table.game);
    let phone = server.client().as_table(&table.code);
    for attempt in 0..TRIES {
        let next = next_hand(&admin, table.game);
        let mut jobs: Vec<Job> = (0..3)
            .map(|_| {
                let (phone, hands, next) = (phone.clone(), format!("{path}/hands"), next.clone());
                Box::new(move || phone.post(&hands, &next)) as Job
            })
            .collect();
        if attempt % 2 == 1 {
            let (director, undo) = (admin.clone(), format!("{path}/undo"));
            jobs.push(Box::new(move || {
                director.post(&undo, &json!({ "reason": "storm" }))
            }));
        }
        let replies = at_once(jobs);
        for reply in &replies {
            assert!(
                [200, 201, 422].contains(&reply.status),
                "attempt {attempt}: {} {}",
                reply.status,
                reply.body
            );
        }
        let numbers = stored_numbers(&admin, table.game);
        assert_eq!(
            numbers,
            (1..=i64::try_from(numbers.len()).unwrap()).collect::<Vec<_>>(),
            "attempt {attempt}"
        );
        assert_eq!(
            stored_by_history(&admin, table.game),
            numbers.iter().copied().collect(),
            "attempt {attempt}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Events: the director's changes to a round racing the tables' hands
// ---------------------------------------------------------------------------------------

/// A club of `pairs` partnerships and a `format` event with all of them entered.
fn event_of(client: &Client, name: &str, format: &str, pairs: usize) -> i64 {
    let club = client.post("/api/v1/clubs", &json!({ "name": name })).body["id"]
        .as_i64()
        .unwrap();
    let players: Vec<i64> = (1..=pairs * 2)
        .map(|number| {
            client
                .post(
                    &format!("/api/v1/clubs/{club}/players"),
                    &json!({ "name": format!("Player {number}") }),
                )
                .body["id"]
                .as_i64()
                .unwrap()
        })
        .collect();
    crate::support::event_of_pairs(client, club, &players, name, format)
}

/// A hand that ends a bid whist game at once: `side` bids seven and takes every book.
fn winning_hand(side: &str) -> serde_json::Value {
    hand("N", if side == "NS" { "N" } else { "E" }, 7, 13)
}

#[test]
fn closing_a_round_racing_its_last_hand_decides_the_game_once() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let event = event_of(&admin, &format!("Close {attempt}"), "round_robin", 2);
        let crate::support::SeatedTable { game, code, .. } = seat_round(&admin, event).remove(0);
        let phone = server.client().as_table(&code);
        let (director, close) = (
            admin.clone(),
            format!("/api/v1/events/{event}/rounds/1/close"),
        );
        let hands = format!("{}/hands", game_path(game));
        let [closed, entered] = at_once(vec![
            Box::new(move || director.post(&close, &json!({}))) as Job,
            Box::new(move || phone.post(&hands, &winning_hand("NS"))),
        ])
        .try_into()
        .unwrap();
        let view = admin.get(&game_path(game));
        assert_eq!(view.status, 200, "{}", view.body);
        match (closed.status, entered.status) {
            // The hand won the game by the rules, and then there was nothing to close.
            (409, 201) => {
                assert_eq!(view.body["decision"], Value::Null, "attempt {attempt}");
                assert_eq!(view.body["sheet"]["winner"], "NS");
            }
            // The director closed the round first: the game is decided, the hand refused.
            (200, 403) => {
                assert_eq!(view.body["decision"], "leading_score", "attempt {attempt}");
                assert_eq!(view.body["hands"].as_array().unwrap().len(), 0);
            }
            other => panic!(
                "attempt {attempt}: {other:?}: {} / {}",
                closed.body, entered.body
            ),
        }
    }
}

#[test]
fn a_correction_racing_the_next_knockout_round_never_seats_a_loser() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let event = event_of(&admin, &format!("Cup {attempt}"), "knockout", 4);
        let first = seat_round(&admin, event);
        for table in &first {
            let won = admin.post(
                &format!("{}/hands", game_path(table.game)),
                &winning_hand("NS"),
            );
            assert_eq!(won.status, 201, "{}", won.body);
        }
        // Table 1's result turned round: East–West took all thirteen books.
        let (game, east_west) = (first[0].game, first[0].ew.clone());
        let (director, other_director) = (admin.clone(), admin.clone());
        let [fixed, seated] = at_once(vec![
            Box::new(move || {
                director.put(
                    &format!("{}/hands/1", game_path(game)),
                    &json!({ "hand": winning_hand("EW"), "reason": "the sides were swapped" }),
                )
            }) as Job,
            Box::new(move || {
                other_director.post(&format!("/api/v1/events/{event}/rounds"), &json!({}))
            }),
        ])
        .try_into()
        .unwrap();
        assert_eq!(seated.status, 201, "attempt {attempt}: {}", seated.body);
        let final_table = &seated.body["tables"][0];
        let finalists = [final_table["NS"][0].clone(), final_table["EW"][0].clone()];
        match fixed.status {
            // Corrected before the final was seated: East–West of table 1 plays in it.
            200 => assert!(
                finalists.contains(&east_west),
                "attempt {attempt}: {finalists:?}"
            ),
            // The final was seated first, and from it the result can no longer change.
            409 => assert!(
                !finalists.contains(&east_west),
                "attempt {attempt}: {finalists:?}"
            ),
            other => panic!(
                "attempt {attempt}: the correction got {other} {}",
                fixed.body
            ),
        }
        let view = admin.get(&format!("/api/v1/events/{event}"));
        let winner = &view.body["rounds"][0]["tables"][0]["result"]["winner"];
        let winner_entrant = if winner == "NS" {
            &first[0].ns
        } else {
            &first[0].ew
        };
        assert!(
            finalists.contains(winner_entrant),
            "attempt {attempt}: the final seats table 1's winner as the hands now say"
        );
    }
}

/// An admin disables an account at the moment it logs in (a director's laptop left logged
/// in, say): whichever comes first, no session of the account works afterwards.
#[test]
fn a_login_racing_its_accounts_disabling_opens_nothing() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let username = format!("eva{attempt}");
        let made = admin.post(
            "/api/v1/accounts",
            &json!({ "username": username, "password": "eva-password" }),
        );
        assert_eq!(made.status, 201, "{}", made.body);
        let id = made.body["id"].as_i64().unwrap();
        let (director, phone) = (admin.clone(), server.client());
        let [disabled, login] = at_once(vec![
            Box::new(move || director.post(&format!("/api/v1/accounts/{id}/disable"), &json!({})))
                as Job,
            Box::new(move || {
                phone.post(
                    "/api/v1/login",
                    &json!({ "username": username, "password": "eva-password" }),
                )
            }),
        ])
        .try_into()
        .unwrap();
        assert_eq!(disabled.status, 200, "the disabling: {}", disabled.body);
        match login.status {
            200 => {
                let token = login.body["token"].as_str().unwrap();
                let me = server
                    .client()
                    .with_auth(&format!("Bearer {token}"))
                    .get("/api/v1/me");
                assert_ne!(
                    me.status, 200,
                    "attempt {attempt}: a session outlived the disabling"
                );
            }
            403 => {}
            other => panic!(
                "attempt {attempt}: the login answered {other}: {}",
                login.body
            ),
        }
    }
}

/// Two directors let one arrival in at the same moment (the laptop and a phone at the door):
/// the player is registered once, and the second director is told they no longer wait.
#[test]
fn two_directors_letting_one_arrival_in_at_once_register_them_once() {
    let server = TestServer::start();
    let admin = server.admin();
    let made = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "door", "password": "door-password" }),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    let door = server.login("door", "door-password");
    for attempt in 0..TRIES {
        let club = admin.post(
            "/api/v1/clubs",
            &json!({ "name": format!("Door {attempt}") }),
        );
        let club = club.body["id"].as_i64().unwrap();
        let named = admin.post(
            &format!("/api/v1/clubs/{club}/directors"),
            &json!({ "username": "door" }),
        );
        assert_eq!(named.status, 200, "{}", named.body);
        let event = admin.post(
            "/api/v1/events",
            &json!({ "club_id": club, "name": "Tuesday", "format": "rotating" }),
        );
        let event = event.body["id"].as_i64().unwrap();
        let checkins = format!("/api/v1/events/{event}/checkins");
        // A newcomer: letting them in twice would also add them to the club twice.
        let arrived = server.client().post(&checkins, &json!({ "name": "Nia" }));
        assert_eq!(arrived.status, 201, "{}", arrived.body);
        let id = admin.get(&checkins).body[0]["id"].as_i64().unwrap();
        let let_in = format!("{checkins}/{id}/admit");
        let (laptop, phone, again) = (admin.clone(), door.clone(), let_in.clone());
        let answers: Vec<u16> = at_once(vec![
            Box::new(move || laptop.post(&let_in, &json!({}))) as Job,
            Box::new(move || phone.post(&again, &json!({}))),
        ])
        .iter()
        .map(|reply| reply.status)
        .collect();
        let mut sorted = answers.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [200, 404], "attempt {attempt}: {answers:?}");
        let entrants = admin.get(&format!("/api/v1/events/{event}")).body["entrants"].clone();
        assert_eq!(
            entrants.as_array().unwrap().len(),
            1,
            "attempt {attempt}: {entrants}"
        );
        let players = admin.get(&format!("/api/v1/clubs/{club}/players")).body;
        assert_eq!(
            players.as_array().unwrap().len(),
            1,
            "attempt {attempt}: {players}"
        );
    }
}

/// An event whose first round is seated, its clock started to close the round on time, and
/// its time just up.
fn a_round_out_of_time(server: &TestServer, admin: &Client, name: &str) -> i64 {
    let event = event_of(admin, name, "round_robin", 2);
    seat_round(admin, event);
    let started = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/clock"),
        &json!({ "action": "start", "minutes": 5, "closes": true }),
    );
    assert_eq!(started.status, 200, "{}", started.body);
    let mut connection = server.pool.get().unwrap();
    let ran_out = uptown_server::db::repo::events::ClockRow {
        ends_at: Some(uptown_server::db::repo::now() - chrono::TimeDelta::seconds(1)),
        left_seconds: None,
        closes: true,
    };
    uptown_server::db::repo::events::set_clock(&mut connection, event, 1, ran_out).unwrap();
    event
}

/// One pass of a server's timekeeper, as a job: its answer's body is how many rounds it
/// closed.
fn timekeeper(server: &TestServer) -> Job {
    let pool = server.pool.clone();
    Box::new(move || {
        let mut connection = pool.get().unwrap();
        let closed =
            uptown_server::services::events::close_rounds_out_of_time(&mut connection).unwrap();
        crate::support::Reply {
            status: 200,
            body: json!(closed),
            etag: None,
            content_type: String::new(),
        }
    })
}

/// Two servers' timekeepers find the same round's time up at once: one closes it, the other
/// finds it closed, and its games are decided once.
#[test]
fn two_timekeepers_close_a_round_out_of_time_once() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let event = a_round_out_of_time(&server, &admin, &format!("Keepers {attempt}"));
        let swept = at_once(vec![timekeeper(&server), timekeeper(&server)]);
        let closed: Vec<&Value> = swept.iter().map(|reply| &reply.body).collect();
        let view = admin.get(&format!("/api/v1/events/{event}")).body;
        let round = &view["rounds"][0];
        assert_eq!(round["status"], "closed", "attempt {attempt}: {round}");
        let mut counted = closed.clone();
        counted.sort_by_key(|count| count.as_i64());
        // Each pass counts the round it found out of time; only one decided its games.
        assert!(
            counted == [&json!(0), &json!(1)] || counted == [&json!(1), &json!(1)],
            "attempt {attempt}: {closed:?}"
        );
        let standings = admin.get(&format!("/api/v1/events/{event}/standings")).body;
        let played: Vec<i64> = standings["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| row["played"].as_i64().unwrap())
            .collect();
        assert_eq!(played, [1, 1], "attempt {attempt}: {standings}");
    }
}

/// The director pauses a round's clock as the timekeeper finds its time up: either the
/// pause came first and the round stays open, paused, or the timekeeper did and the pause
/// is refused on a closed round. Never a paused clock on a round closed on time.
#[test]
fn a_pause_racing_the_timekeeper_either_holds_the_round_or_finds_it_closed() {
    let server = TestServer::start();
    let admin = server.admin();
    let (mut held, mut closed) = (0, 0);
    for attempt in 0..TRIES {
        let event = a_round_out_of_time(&server, &admin, &format!("Clock {attempt}"));
        let clock = format!("/api/v1/events/{event}/rounds/1/clock");
        let director = admin.clone();
        let [paused, swept] = at_once(vec![
            Box::new(move || director.post(&clock, &json!({ "action": "pause" }))) as Job,
            timekeeper(&server),
        ])
        .try_into()
        .unwrap();
        let round = &admin.get(&format!("/api/v1/events/{event}")).body["rounds"][0];
        match (paused.status, round["status"].as_str().unwrap()) {
            (200, "open") => {
                assert_eq!(
                    round["clock"]["state"], "paused",
                    "attempt {attempt}: {round}"
                );
                assert_eq!(swept.body, 0);
                held += 1;
            }
            (409, "closed") => {
                assert_eq!(swept.body, 1, "attempt {attempt}");
                closed += 1;
            }
            other => panic!("attempt {attempt}: {other:?}: {} / {round}", paused.body),
        }
    }
    assert_eq!(held + closed, TRIES);
}

/// A rotating event of club `name`'s first `entered` players of `players`, and their ids.
fn rotating_of(client: &Client, name: &str, players: usize, entered: usize) -> (i64, Vec<i64>) {
    let club = client.post("/api/v1/clubs", &json!({ "name": name }));
    let club = club.body["id"].as_i64().unwrap();
    let players: Vec<i64> = (1..=players)
        .map(|number| {
            let made = client.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": format!("Player {number}") }),
            );
            made.body["id"].as_i64().unwrap()
        })
        .collect();
    let event = client.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "rotating" }),
    );
    let event = event.body["id"].as_i64().unwrap();
    for player in &players[..entered] {
        let entered = client.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player] }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    (event, players)
}

/// The entrants at `table`, sorted.
fn at_table(table: &Value) -> Vec<u64> {
    let mut entrants: Vec<u64> = ["NS", "EW"]
        .iter()
        .flat_map(|side| table[side].as_array().unwrap())
        .map(|entrant| entrant.as_u64().unwrap())
        .collect();
    entrants.sort_unstable();
    entrants
}

/// Two players arrive while three sit round 1 out, as the round ends (the director closes it
/// on even tries, the last table's phone enters the winning hand on odd ones). At most one
/// arrival completes a table, with the three who waited; anyone else joins round 2. Every
/// player of round 1 is listed once, the round ends once its tables have, and round 2 seats
/// everyone who came.
#[test]
fn two_late_arrivals_racing_the_end_of_the_round_fill_one_table_at_most() {
    let server = TestServer::start();
    let admin = server.admin();
    let mut outcomes = BTreeSet::new();
    for attempt in 0..TRIES {
        let (event, players) = rotating_of(&admin, &format!("Late {attempt}"), 9, 7);
        let table = seat_round(&admin, event).remove(0);
        let event_path = format!("/api/v1/events/{event}");
        let waiting = admin.get(&event_path).body["rounds"][0]["sitting_out"].clone();
        let entrants = format!("{event_path}/entrants");
        let (first, second, ending) = (admin.clone(), admin.clone(), admin.clone());
        let (first_path, second_path) = (entrants.clone(), entrants);
        let (ann, bob) = (players[7], players[8]);
        let close = format!("{event_path}/rounds/1/close");
        let end: Job = if attempt % 2 == 0 {
            let close = close.clone();
            Box::new(move || ending.post(&close, &json!({})))
        } else {
            let phone = server.client().as_table(&table.code);
            let hands = format!("{}/hands", game_path(table.game));
            Box::new(move || phone.post(&hands, &winning_hand("NS")))
        };
        let answers = at_once(vec![
            Box::new(move || first.post(&first_path, &json!({ "players": [ann] }))) as Job,
            Box::new(move || second.post(&second_path, &json!({ "players": [bob] }))),
            end,
        ]);
        for reply in &answers[..2] {
            assert_eq!(reply.status, 201, "attempt {attempt}: {}", reply.body);
        }
        let view = admin.get(&event_path).body;
        let joined: Vec<(u64, u64)> = view["entrants"].as_array().unwrap()[7..]
            .iter()
            .map(|entrant| {
                let number = entrant["number"].as_u64().unwrap();
                (number, entrant["joined_round"].as_u64().unwrap())
            })
            .collect();
        let in_round_one: Vec<u64> = joined
            .iter()
            .filter(|(_, round)| *round == 1)
            .map(|(number, _)| *number)
            .collect();
        assert!(in_round_one.len() <= 1, "attempt {attempt}: {joined:?}");
        let round = &view["rounds"][0];
        let tables = round["tables"].as_array().unwrap();
        let mut listed: Vec<u64> = tables.iter().flat_map(at_table).collect();
        listed.extend(waiting_now(round));
        listed.sort_unstable();
        let mut expected: Vec<u64> = (1..=7).chain(in_round_one.iter().copied()).collect();
        expected.sort_unstable();
        assert_eq!(listed, expected, "attempt {attempt}: {round}");
        assert_eq!(tables.len(), 1 + in_round_one.len(), "attempt {attempt}");
        for table in tables {
            assert_eq!(table["games"].as_array().unwrap().len(), 1, "{table}");
        }
        if let [arrival] = in_round_one[..] {
            let mut waited = waiting_now(&json!({ "sitting_out": waiting }));
            waited.push(arrival);
            waited.sort_unstable();
            assert_eq!(at_table(&tables[1]), waited, "attempt {attempt}: {round}");
        }
        outcomes.insert((attempt % 2, in_round_one.len(), round["status"].to_string()));
        if round["status"] == "open" {
            let closed = admin.post(&close, &json!({}));
            assert_eq!(closed.status, 200, "attempt {attempt}: {}", closed.body);
        }
        let next = seat_round(&admin, event);
        assert_eq!(
            next.len(),
            2,
            "attempt {attempt}: nine players seat two tables"
        );
    }
    eprintln!("late arrivals racing the end of a round: {outcomes:?}");
}

/// The entrants sitting `round` out.
fn waiting_now(round: &Value) -> Vec<u64> {
    round["sitting_out"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entrant| entrant.as_u64().unwrap())
        .collect()
}

/// The director awards a table by forfeit while its phone enters the first hand: either the
/// hand came first (the table has played, the forfeit is refused) or the forfeit did (the
/// hand finds the game decided). Never a forfeit over a hand, never a hand after a forfeit.
#[test]
fn a_forfeit_racing_the_first_hand_decides_the_table_once() {
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let event = event_of(&admin, &format!("Forfeit {attempt}"), "round_robin", 2);
        let crate::support::SeatedTable { game, code, .. } = seat_round(&admin, event).remove(0);
        let phone = server.client().as_table(&code);
        let (director, award) = (admin.clone(), format!("/api/v1/games/{game}/forfeit"));
        let hands = format!("{}/hands", game_path(game));
        let [awarded, entered] = at_once(vec![
            Box::new(move || director.post(&award, &json!({ "winner": "EW" }))) as Job,
            Box::new(move || phone.post(&hands, &hand("N", "N", 4, 10))),
        ])
        .try_into()
        .unwrap();
        let view = admin.get(&game_path(game));
        assert_eq!(view.status, 200, "{}", view.body);
        let stored = view.body["hands"].as_array().unwrap().len();
        match (awarded.status, entered.status) {
            (409, 201) => {
                assert_eq!(view.body["decision"], Value::Null, "attempt {attempt}");
                assert_eq!((stored, &view.body["status"]), (1, &json!("in_progress")));
            }
            (200, 403) => {
                assert_eq!(view.body["decision"], "forfeit", "attempt {attempt}");
                assert_eq!((stored, &view.body["sheet"]["winner"]), (0, &json!("EW")));
            }
            other => panic!(
                "attempt {attempt}: {other:?}: {} / {}",
                awarded.body, entered.body
            ),
        }
    }
}

/// Two directors set how a new player is shown at the same moment: the first setting makes
/// the player's row, and the other must not fail on it (the club's row queues them).
#[test]
fn two_directors_setting_how_a_player_is_shown_at_once_both_succeed() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Shown Club" }))
        .body["id"]
        .as_i64()
        .unwrap();
    for attempt in 0..TRIES {
        let player = admin.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": format!("Player {attempt}") }),
        );
        let player = player.body["id"].as_i64().unwrap();
        let path = format!("/api/v1/players/{player}/privacy");
        let (first, second) = (admin.clone(), admin.clone());
        let (first_path, second_path) = (path.clone(), path.clone());
        let [initials, hidden] = at_once(vec![
            Box::new(move || first.put(&first_path, &json!({ "shown_as": "initials" }))) as Job,
            Box::new(move || second.put(&second_path, &json!({ "shown_as": "hidden" }))),
        ])
        .try_into()
        .unwrap();
        assert_eq!(
            (initials.status, hidden.status),
            (200, 200),
            "attempt {attempt}: {} / {}",
            initials.body,
            hidden.body
        );
        let now = admin.get(&path).body["shown_as"].clone();
        assert!(
            now == "initials" || now == "hidden",
            "attempt {attempt}: {now}"
        );
        // Both are in the club's history, whichever came second.
        let history = admin.get(&format!("/api/v1/clubs/{club}/history")).body;
        let lines = history
            .as_array()
            .unwrap()
            .iter()
            .filter(|line| line["player_id"] == player)
            .count();
        assert_eq!(lines, 2, "attempt {attempt}: {history}");
    }
}

/// A guesser sends many wrong table codes at the same moment: however they interleave (on
/// PostgreSQL, on the client's one row of the shared allowance), the allowance lets through
/// twelve guesses at ten each, not a guess for every request in flight.
#[test]
fn wrong_codes_sent_at_once_spend_one_allowance() {
    let server =
        TestServer::start_with(uptown_server::state::throttles::Allowance::default(), true);
    for attempt in 0..TRIES {
        // A client address of its own each time, as the proxy in front says.
        let address = format!("203.0.113.{}", attempt + 1);
        let jobs: Vec<Job> = (0..24)
            .map(|index| {
                let (client, address) = (server.client(), address.clone());
                Box::new(move || {
                    client.as_table(&format!("ZZZ{index:03}")).send(
                        "GET",
                        "/api/v1/table",
                        &[("X-Forwarded-For", &address)],
                        None,
                    )
                }) as Job
            })
            .collect();
        let statuses: Vec<u16> = at_once(jobs).iter().map(|reply| reply.status).collect();
        let checked = statuses.iter().filter(|status| **status == 401).count();
        let held = statuses.iter().filter(|status| **status == 429).count();
        assert_eq!(checked + held, 24, "attempt {attempt}: {statuses:?}");
        // Twelve, or one more if a guess's worth refilled (two tokens a second) meanwhile.
        assert!(
            (12..=13).contains(&checked),
            "attempt {attempt}: {checked} wrong codes checked: {statuses:?}"
        );
    }
}

/// Two servers' deliverers find the same webhook deliveries due at the same moment: each
/// delivery is taken by one of them and sent once.
#[test]
fn two_deliverers_send_each_webhook_delivery_once() {
    use uptown_e2e::receiver::Receiver;
    use uptown_server::services::webhooks::Reach;
    use uptown_server::services::webhooks::deliver::{agent, deliver_due};

    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Delivered Club", &json!({ "target": 99 }));
    let receiver = Receiver::start(&[]);
    let made = admin.post(
        &format!("/api/v1/clubs/{}/webhooks", table.club),
        &json!({ "url": receiver.url, "events": ["hand.entered"] }),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    let phone = admin.anonymous().as_table(&table.code);
    let seats = ["N", "E", "S", "W"];
    let mut entered = 0;
    for attempt in 0..TRIES {
        // Three hands, three deliveries due; the sides make and are set in turn, so the
        // game never ends.
        for _ in 0..3 {
            let dealer = seats[entered % 4];
            let books = if (entered / 2) % 2 == 0 { 9 } else { 8 };
            let reply = phone.post(
                &format!("/api/v1/games/{}/hands", table.game),
                &hand(dealer, dealer, 3, books),
            );
            assert_eq!(reply.status, 201, "{}", reply.body);
            entered += 1;
        }
        let at = uptown_server::db::repo::now();
        let deliverer = || -> Job {
            let pool = server.pool.clone();
            Box::new(move || {
                let tried = deliver_due(&pool, &agent(Reach::Any), at).unwrap();
                crate::support::Reply {
                    status: 200,
                    body: json!(tried),
                    etag: None,
                    content_type: String::new(),
                }
            })
        };
        let tried: u64 = at_once(vec![deliverer(), deliverer()])
            .iter()
            .map(|reply| reply.body.as_u64().unwrap())
            .sum();
        assert_eq!(tried, 3, "attempt {attempt}");
        let ids: BTreeSet<String> = receiver
            .received()
            .iter()
            .map(|got| got.header("webhook-id").to_owned())
            .collect();
        assert_eq!(receiver.received().len(), entered, "attempt {attempt}");
        assert_eq!(
            ids.len(),
            entered,
            "attempt {attempt}: a delivery sent twice"
        );
    }
}

/// Two directors set the money terms of an event that has none at the same moment, and a
/// laptop and a phone put one player in its Boston pot at once: both answer, neither with a
/// 500, and the event has one set of terms and the player is in the pot once.
#[test]
fn two_directors_setting_an_events_money_at_once_keep_one_set_of_terms() {
    let server = TestServer::start();
    let admin = server.admin();
    let made = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "treasurer", "password": "treasurer-password" }),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    let treasurer = server.login("treasurer", "treasurer-password");
    let terms = |fee: i64| {
        json!({ "currency": "EUR", "entry_fee_cents": fee, "table_money_cents": 0,
                "payouts": [100], "boston_pot": { "stake_cents": 500, "by_game": 1 } })
    };
    for attempt in 0..TRIES {
        let event = event_of(&admin, &format!("Cash {attempt}"), "round_robin", 2);
        let club = admin.get(&format!("/api/v1/events/{event}")).body["club_id"].clone();
        let named = admin.post(
            &format!("/api/v1/clubs/{club}/directors"),
            &json!({ "username": "treasurer" }),
        );
        assert_eq!(named.status, 200, "{}", named.body);
        let path = format!("/api/v1/events/{event}/money");
        let (laptop, phone, again) = (admin.clone(), treasurer.clone(), path.clone());
        let (first, second) = (terms(1000), terms(1500));
        let answers: Vec<u16> = at_once(vec![
            Box::new(move || laptop.put(&path, &first)) as Job,
            Box::new(move || phone.put(&again, &second)),
        ])
        .iter()
        .map(|reply| reply.status)
        .collect();
        assert_eq!(answers, [200, 200], "attempt {attempt}");
        let money = admin.get(&format!("/api/v1/events/{event}/money")).body;
        let fee = &money["terms"]["entry_fee_cents"];
        assert!(fee == 1000 || fee == 1500, "attempt {attempt}: {money}");

        let player = money["players"][0]["player"]["id"].clone();
        let choice = format!("/api/v1/events/{event}/money/players/{player}");
        let (laptop, phone, again) = (admin.clone(), treasurer.clone(), choice.clone());
        let answers: Vec<u16> = at_once(vec![
            Box::new(move || laptop.put(&choice, &json!({ "boston_pot": true }))) as Job,
            Box::new(move || phone.put(&again, &json!({ "boston_pot": true }))),
        ])
        .iter()
        .map(|reply| reply.status)
        .collect();
        assert_eq!(answers, [200, 200], "attempt {attempt}");
        let money = admin.get(&format!("/api/v1/events/{event}/money")).body;
        assert_eq!(money["players"][0]["opted_in"], true, "attempt {attempt}");
    }
}

/// The last hands of an evening's three tables, entered at once: every hand counts, and the
/// club's webhook is told once that the evening ended, whichever table finished last. Each
/// table reads the others' games unfinished until they commit, so without the writes taking
/// turns at the end, no table would say the evening ended.
#[test]
fn the_last_tables_of_an_evening_finishing_at_once_tell_of_its_end_once() {
    use crate::events::{bid_hand, club, game_ids, next_dealer, seated_evening};
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let club = club(&admin, &format!("Last tables {attempt}"), 11);
        let hook = admin.post(
            &format!("/api/v1/clubs/{}/webhooks", club.id),
            &json!({ "url": "http://127.0.0.1:9/ends", "events": ["event.finished"] }),
        );
        assert_eq!(hook.status, 201, "{}", hook.body);
        let (event, round) = seated_evening(&admin, &club, Some(10));
        let three = round["three_handed"]["game_id"].as_i64().unwrap();
        let three_path = format!("/api/v1/three-handed-games/{three}/hands");
        let three_hand = |dealer: &str, books: u8| json!({ "dealer": dealer, "contract": { "bidder": "E", "level": 9, "mode": "uptown" }, "books": books });
        let first = admin.post(&three_path, &three_hand("N", 12));
        assert_eq!(first.status, 201, "{}", first.body);
        // Each partnership table's one hand, and the three-handed table's second, end them.
        let mut last_hands: Vec<Job> = (0..2)
            .map(|table| {
                let game = game_ids(&round["tables"][table])[0];
                let hand = bid_hand(&next_dealer(&admin, game), "E", 7, 13);
                let (director, path) = (admin.clone(), format!("{}/hands", game_path(game)));
                Box::new(move || director.post(&path, &hand)) as Job
            })
            .collect();
        let (director, hand) = (admin.clone(), three_hand("E", 10));
        last_hands.push(Box::new(move || director.post(&three_path, &hand)));
        for reply in at_once(last_hands) {
            assert_eq!(reply.status, 201, "attempt {attempt}: {}", reply.body);
            assert_eq!(reply.body["status"], "finished", "attempt {attempt}");
        }
        let view = admin.get(&format!("/api/v1/events/{event}"));
        assert_eq!(view.body["status"], "finished", "attempt {attempt}");
        let told = admin.get(&format!("/api/v1/webhooks/{}/deliveries", hook.body["id"]));
        let ends = told.body.as_array().unwrap();
        assert_eq!(ends.len(), 1, "attempt {attempt}: {ends:?}");
        assert_eq!(ends[0]["event"], "event.finished", "attempt {attempt}");
    }
}
