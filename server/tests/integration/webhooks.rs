//! A club's webhooks against a receiver on 127.0.0.1: what is sent and when, signed as
//! Standard Webhooks says, retried less often until a day has passed, logged with each
//! answer, sent again on request; and the addresses a director may not send to. The
//! deliverer is called here as the server's loop calls it, at the moments the test names.

use std::time::Duration;

use chrono::{NaiveDateTime, TimeDelta};
use serde_json::{Value, json};
use uptown_e2e::receiver::Receiver;
use uptown_server::db::repo::now;
use uptown_server::services::webhooks::Reach;
use uptown_server::services::webhooks::deliver::{agent, deliver_due};

use crate::support::{
    Client, TestServer, club_with_game, club_with_players, event_of_pairs, hand, next_hand,
    seat_round,
};

/// Registers a webhook of `club` for `events` at `url`: the webhook.
fn register(admin: &Client, club: i64, url: &str, events: &[&str]) -> Value {
    let made = admin.post(
        &format!("/api/v1/clubs/{club}/webhooks"),
        &json!({ "url": url, "events": events }),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    made.body
}

/// Runs the deliverer as at `at`: how many deliveries it tried.
fn deliver(server: &TestServer, reach: Reach, at: NaiveDateTime) -> usize {
    deliver_due(&server.pool, &agent(reach), at).unwrap()
}

fn deliveries(admin: &Client, webhook: &Value) -> Vec<Value> {
    let log = admin.get(&format!("/api/v1/webhooks/{}/deliveries", webhook["id"]));
    assert_eq!(log.status, 200, "{}", log.body);
    log.body.as_array().unwrap().clone()
}

#[test]
fn a_hand_and_the_end_of_its_game_reach_the_clubs_webhook_signed() {
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Hooked Club", &json!({ "target": 7 }));
    let receiver = Receiver::start(&[]);
    let webhook = register(
        &admin,
        table.club,
        &receiver.url,
        &["hand.entered", "game.finished"],
    );
    let secret = webhook["secret"].as_str().unwrap();
    assert!(secret.starts_with("whsec_"), "{webhook}");
    assert_eq!(webhook["events"], json!(["hand.entered", "game.finished"]));

    let phone = admin.anonymous().as_table(&table.code);
    let path = format!("/api/v1/games/{}/hands", table.game);
    let entered = phone.post(&path, &next_hand(&phone, table.game));
    assert_eq!(entered.status, 201, "{}", entered.body);
    let at = now();
    assert_eq!(deliver(&server, Reach::Any, at), 1);
    let got = receiver.received();
    assert_eq!(got.len(), 1);
    let first = &got[0];
    assert_eq!(first.path, "/hooks/uptown");
    assert_eq!(first.header("content-type"), "application/json");
    assert_eq!(
        first.header("webhook-timestamp"),
        at.and_utc().timestamp().to_string()
    );
    assert!(first.signed_with(secret), "{first:?}");
    let message = first.json();
    assert_eq!(message["type"], "hand.entered");
    assert_eq!(message["data"]["game_id"], table.game);
    assert_eq!(message["data"]["hand"], 1);
    assert_eq!(message["data"]["totals"], json!({ "NS": 3, "EW": 0 }));
    assert_eq!(
        message["data"]["path"],
        format!("/api/v1/games/{}", table.game)
    );
    assert!(
        !first.body.contains("Ann"),
        "no player's name: {}",
        first.body
    );
    let log = deliveries(&admin, &webhook);
    assert_eq!(log[0]["id"].to_string(), first.header("webhook-id"));
    assert_eq!(log[0]["state"], "delivered");
    assert_eq!(log[0]["attempts"][0]["status"], 200);
    assert_eq!(log[0]["attempts"][0]["response"], "thanks");

    // A director's correction is no hand entered; the game's end is told once.
    let hand_one = admin.get(&format!("/api/v1/games/{}", table.game)).body["hands"][0].clone();
    let corrected = admin.put(
        &format!("{path}/1"),
        &json!({ "hand": hand_one, "reason": "checked the tally" }),
    );
    assert_eq!(corrected.status, 200, "{}", corrected.body);
    while admin.get(&format!("/api/v1/games/{}", table.game)).body["status"] != "finished" {
        let entered = phone.post(&path, &next_hand(&phone, table.game));
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    deliver(&server, Reach::Any, now());
    let kinds: Vec<String> = receiver
        .received()
        .iter()
        .map(|request| request.json()["type"].as_str().unwrap().to_owned())
        .collect();
    let hands = admin.get(&format!("/api/v1/games/{}", table.game)).body["hands"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(
        kinds.iter().filter(|kind| *kind == "hand.entered").count(),
        hands
    );
    assert_eq!(kinds.last().unwrap(), "game.finished");
    let finished = receiver.received().last().unwrap().json();
    assert_eq!(finished["data"]["winner"], "NS", "{finished}");
    assert!(
        receiver
            .received()
            .iter()
            .all(|got| got.signed_with(secret))
    );
}

/// A three-handed table's hands and its game's end go to the same webhook, marked
/// `three_handed`, each player's score by seat and no player's name.
#[test]
fn a_three_handed_hand_and_the_end_of_its_game_reach_the_clubs_webhook() {
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let (club, players) = club_with_players(&admin, "Three Hooks", &["Ann", "Bob", "Cal"]);
    let receiver = Receiver::start(&[]);
    let webhook = register(
        &admin,
        club,
        &receiver.url,
        &["hand.entered", "game.finished"],
    );
    let game = admin.post(
        "/api/v1/three-handed-games",
        &json!({ "club_id": club, "game": "cutthroat", "rules": { "target": 10 },
                 "seats": { "N": players[0], "E": players[1], "W": players[2] } }),
    );
    let (id, code) = (
        game.body["id"].clone(),
        game.body["table_code"].as_str().unwrap().to_owned(),
    );
    let phone = admin.anonymous().as_table(&code);
    let path = format!("/api/v1/three-handed-games/{id}/hands");
    for (dealer, bidder, books) in [("N", "E", 12), ("E", "E", 10)] {
        let hand = json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": 9, "mode": "uptown" }, "books": books });
        assert_eq!(phone.post(&path, &hand).status, 201);
    }
    assert_eq!(deliver(&server, Reach::Any, now()), 3);
    let got = receiver.received();
    let messages: Vec<Value> = got
        .iter()
        .map(uptown_e2e::receiver::Received::json)
        .collect();
    let kinds: Vec<&str> = messages
        .iter()
        .map(|message| message["type"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["hand.entered", "hand.entered", "game.finished"]);
    assert_eq!(messages[0]["data"]["three_handed"], true);
    assert_eq!(
        messages[0]["data"]["points"],
        json!({ "N": 0, "E": 6, "W": 0 })
    );
    assert_eq!(messages[2]["data"]["winner"], "E");
    assert_eq!(
        messages[2]["data"]["totals"],
        json!({ "N": 0, "E": 10, "W": 0 })
    );
    assert_eq!(
        messages[2]["data"]["path"],
        format!("/api/v1/three-handed-games/{id}")
    );
    let secret = webhook["secret"].as_str().unwrap();
    assert!(got.iter().all(|request| request.signed_with(secret)));
    assert!(
        got.iter().all(|request| !request.body.contains("Bob")),
        "no player's name"
    );
}

/// A three-handed table seated at an evening names the evening, round and table in its
/// webhooks, and when its game is the last of the evening to end, the evening's end is told.
#[test]
fn a_three_handed_game_that_ends_the_evening_tells_of_its_end() {
    use crate::events::{club, game_ids, play_game, seated_evening};
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let club = club(&admin, "Seven Hooks", 7);
    let receiver = Receiver::start(&[]);
    register(
        &admin,
        club.id,
        &receiver.url,
        &["hand.entered", "game.finished", "event.finished"],
    );
    let (event, round) = seated_evening(&admin, &club, Some(10));
    // The partnership table finishes first; the evening ends with the three-handed game.
    play_game(&admin, game_ids(&round["tables"][0])[0], "NS");
    let three = &round["three_handed"];
    let game = three["game_id"].as_i64().unwrap();
    let phone = admin
        .anonymous()
        .as_table(three["table_code"].as_str().unwrap());
    let path = format!("/api/v1/three-handed-games/{game}/hands");
    for (dealer, books) in [("N", 12), ("E", 10)] {
        let hand = json!({ "dealer": dealer, "contract": { "bidder": "E", "level": 9, "mode": "uptown" }, "books": books });
        let added = phone.post(&path, &hand);
        assert_eq!(added.status, 201, "{}", added.body);
    }
    assert_eq!(
        admin.get(&format!("/api/v1/events/{event}")).body["status"],
        "finished"
    );
    deliver(&server, Reach::Any, now());
    let messages: Vec<Value> = receiver
        .received()
        .iter()
        .map(uptown_e2e::receiver::Received::json)
        .collect();
    let three_handed: Vec<&Value> = messages
        .iter()
        .filter(|message| message["data"]["three_handed"] == true)
        .collect();
    assert_eq!(
        three_handed.len(),
        3,
        "two hands and the game's end: {messages:?}"
    );
    for message in three_handed {
        assert_eq!(
            message["data"]["event"],
            json!({ "event_id": event, "round": 1, "table": three["table"] }),
            "{message}"
        );
    }
    let last = messages.last().unwrap();
    assert_eq!(last["type"], "event.finished", "{messages:?}");
    assert_eq!(last["data"]["event_id"], event);
    let ends = messages
        .iter()
        .filter(|message| message["type"] == "event.finished")
        .count();
    assert_eq!(ends, 1, "told once: {messages:?}");
}

#[test]
fn an_unanswered_delivery_is_tried_less_often_until_a_day_has_passed_and_can_be_sent_again() {
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Patient Club", &json!({}));
    let receiver = Receiver::start(&[500, 503]);
    let webhook = register(&admin, table.club, &receiver.url, &["hand.entered"]);
    let phone = admin.anonymous().as_table(&table.code);
    let entered = phone.post(
        &format!("/api/v1/games/{}/hands", table.game),
        &hand("N", "N", 3, 9),
    );
    assert_eq!(entered.status, 201, "{}", entered.body);

    let start = now();
    let later = |seconds: i64| start + TimeDelta::seconds(seconds);
    assert_eq!(deliver(&server, Reach::Any, start), 1, "500");
    let log = deliveries(&admin, &webhook);
    assert_eq!(log[0]["state"], "pending");
    assert_eq!(log[0]["attempts"][0]["status"], 500);
    assert_eq!(log[0]["attempts"][0]["response"], "not now");
    assert_eq!(
        deliver(&server, Reach::Any, later(9)),
        0,
        "not due before 10 s"
    );
    assert_eq!(deliver(&server, Reach::Any, later(10)), 1, "503");
    assert_eq!(deliver(&server, Reach::Any, later(39)), 0, "then 30 s");
    assert_eq!(deliver(&server, Reach::Any, later(40)), 1, "200");
    let got = receiver.received();
    assert_eq!(got.len(), 3);
    // One message: the same id each time, each try signed with its own timestamp.
    assert!(
        got.iter()
            .all(|try_| try_.header("webhook-id") == got[0].header("webhook-id"))
    );
    assert_ne!(
        got[0].header("webhook-timestamp"),
        got[2].header("webhook-timestamp")
    );
    let secret = webhook["secret"].as_str().unwrap();
    assert!(got.iter().all(|try_| try_.signed_with(secret)));
    let log = deliveries(&admin, &webhook);
    assert_eq!(log[0]["state"], "delivered");
    let statuses: Vec<&Value> = log[0]["attempts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|attempt| &attempt["status"])
        .collect();
    assert_eq!(statuses, [&json!(500), &json!(503), &json!(200)]);

    // An address that never answers is given up after a day, each try's reason written.
    let gone = register(
        &admin,
        table.club,
        "http://127.0.0.1:9/nobody",
        &["hand.entered"],
    );
    let entered = phone.post(
        &format!("/api/v1/games/{}/hands", table.game),
        &next_hand(&phone, table.game),
    );
    assert_eq!(entered.status, 201, "{}", entered.body);
    let second = now();
    deliver(&server, Reach::Any, second);
    let log = deliveries(&admin, &gone);
    assert_eq!(log[0]["state"], "pending");
    assert!(log[0]["attempts"][0]["status"].is_null());
    assert!(
        log[0]["attempts"][0]["error"].as_str().unwrap().len() > 5,
        "{}",
        log[0]
    );
    deliver(&server, Reach::Any, second + TimeDelta::hours(25));
    let log = deliveries(&admin, &gone);
    assert_eq!(log[0]["state"], "failed", "{}", log[0]);
    assert!(log[0]["next_attempt_at"].is_null());

    // Sent again on request: the delivered message, to the receiver, with its id.
    let first = deliveries(&admin, &webhook).last().unwrap().clone();
    let replayed = admin.post(
        &format!(
            "/api/v1/webhooks/{}/deliveries/{}/replay",
            webhook["id"], first["id"]
        ),
        &json!({}),
    );
    assert_eq!(replayed.status, 200, "{}", replayed.body);
    assert_eq!(replayed.body["state"], "pending");
    assert_eq!(deliver(&server, Reach::Any, now()), 1);
    let got = receiver.received();
    let again = got.last().unwrap();
    assert_eq!(again.header("webhook-id"), first["id"].to_string());
    assert_eq!(again.body, got[0].body);
    assert!(again.signed_with(secret));
}

#[test]
fn a_round_seated_its_games_decided_and_the_event_ended_are_told() {
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Event Club", &json!({}));
    let receiver = Receiver::start(&[]);
    register(
        &admin,
        table.club,
        &receiver.url,
        &["round.seated", "game.finished", "event.finished"],
    );
    let event = event_of_pairs(
        &admin,
        table.club,
        &table.players,
        "Hooked night",
        "round_robin",
    );
    let seated = seat_round(&admin, event);
    let close = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/close"),
        &json!({}),
    );
    assert_eq!(close.status, 200, "{}", close.body);
    deliver(&server, Reach::Any, now());
    let messages: Vec<Value> = receiver
        .received()
        .iter()
        .map(uptown_e2e::receiver::Received::json)
        .collect();
    let kinds: Vec<&str> = messages
        .iter()
        .map(|message| message["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["round.seated", "game.finished", "event.finished"],
        "{messages:?}"
    );
    assert_eq!(messages[0]["data"]["event_id"], event);
    assert_eq!(messages[0]["data"]["round"], 1);
    assert_eq!(messages[0]["data"]["tables"], 1);
    assert_eq!(messages[1]["data"]["game_id"], seated[0].game);
    assert_eq!(messages[1]["data"]["decision"], "leading_score");
    assert_eq!(messages[1]["data"]["event"]["event_id"], event);
    assert_eq!(messages[2]["data"]["event_id"], event);
}

#[test]
fn a_webhook_goes_only_to_an_address_on_the_internet_unless_the_server_is_told_otherwise() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Careful Club", &json!({}));
    let hooks = format!("/api/v1/clubs/{}/webhooks", table.club);
    for (url, events, field) in [
        ("http://127.0.0.1:5432/", json!(["hand.entered"]), "url"),
        (
            "http://169.254.169.254/latest/meta-data/",
            json!(["hand.entered"]),
            "url",
        ),
        ("http://localhost:8080/hook", json!(["hand.entered"]), "url"),
        ("ftp://club.example/hook", json!(["hand.entered"]), "url"),
        (
            "https://eva:secret@club.example/hook",
            json!(["hand.entered"]),
            "url",
        ),
        ("https://club.example/hook", json!([]), "events"),
        (
            "https://club.example/hook",
            json!(["hand.deleted"]),
            "events[0]",
        ),
    ] {
        let refused = admin.post(&hooks, &json!({ "url": url, "events": events }));
        assert_eq!(refused.status, 422, "{url}: {}", refused.body);
        assert_eq!(refused.body["field"], field, "{url}: {}", refused.body);
    }
    assert!(
        admin.get(&hooks).body.as_array().unwrap().is_empty(),
        "nothing registered"
    );
    // A club has at most ten.
    for number in 0..10 {
        register(
            &admin,
            table.club,
            &format!("https://club.example/hook/{number}"),
            &["hand.entered"],
        );
    }
    let eleventh = admin.post(
        &hooks,
        &json!({ "url": "https://club.example/hook/10", "events": ["hand.entered"] }),
    );
    assert_eq!(eleventh.status, 422, "{}", eleventh.body);
    assert!(
        eleventh.body["detail"]
            .as_str()
            .unwrap()
            .contains("at most 10"),
        "{}",
        eleventh.body
    );
}

/// A name registered while the server sent to private addresses, delivered once it no
/// longer does: refused when it resolves, before any connection, and written in the log.
#[test]
fn a_delivery_to_an_address_inside_is_refused_when_it_is_sent_and_no_redirect_is_followed() {
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Moved Club", &json!({}));
    let receiver = Receiver::start(&[302]);
    let webhook = register(&admin, table.club, &receiver.url, &["hand.entered"]);
    let phone = admin.anonymous().as_table(&table.code);
    let entered = phone.post(
        &format!("/api/v1/games/{}/hands", table.game),
        &next_hand(&phone, table.game),
    );
    assert_eq!(entered.status, 201, "{}", entered.body);
    let start = now();
    assert_eq!(deliver(&server, Reach::Public, start), 1);
    assert!(receiver.received().is_empty(), "nothing reached it");
    let log = deliveries(&admin, &webhook);
    let error = log[0]["attempts"][0]["error"].as_str().unwrap();
    assert!(error.contains("not a public address"), "{error}");

    // Allowed, it answers with a redirect elsewhere: not followed, tried again later.
    assert_eq!(
        deliver(&server, Reach::Any, start + TimeDelta::seconds(10)),
        1
    );
    let log = deliveries(&admin, &webhook);
    assert_eq!(log[0]["attempts"][1]["status"], 302);
    assert_eq!(log[0]["state"], "pending");
    assert_eq!(receiver.wait_for(1, Duration::from_secs(1)).len(), 1);
}

/// The console's webhook pages in Danish: a refused form keeps its address, a webhook added
/// shows its secret, its log says what the receiver answered, a delivery is sent again, and
/// the webhook is removed.
#[test]
fn a_director_keeps_the_clubs_webhooks_from_the_console() {
    use crate::director::{csrf_of, get_in, log_in, post_in};
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Console Club", &json!({}));
    let receiver = Receiver::start(&[]);
    let session = log_in(&server, "admin", "admin-password");
    let clubs = get_in(&server, "/director/clubs", &session, "da");
    let page_path = format!("/director/clubs/{}/webhooks", table.club);
    assert!(
        clubs.html.contains(&format!("href=\"{page_path}\"")),
        "{}",
        clubs.html
    );
    let page = get_in(&server, &page_path, &session, "da");
    assert_eq!(page.status, 200, "{}", page.html);
    assert!(page.html.contains("Ingen webhooks endnu."), "{}", page.html);
    let csrf = csrf_of(&page.html);

    // No event ticked: refused in Danish, the address kept.
    let refused = post_in(
        &server,
        &page_path,
        &session,
        "da",
        &[("csrf", &csrf), ("url", &receiver.url)],
    );
    assert_eq!(refused.status, 422, "{}", refused.html);
    assert!(
        refused.html.contains("vælg mindst én hændelse at sende"),
        "{}",
        refused.html
    );
    assert!(
        refused
            .html
            .contains(&format!("value=\"{}\"", receiver.url))
    );
    let added = post_in(
        &server,
        &page_path,
        &session,
        "da",
        &[
            ("csrf", &csrf),
            ("url", &receiver.url),
            ("hand.entered", "yes"),
        ],
    );
    assert_eq!(added.status, 303, "{}", added.html);
    let hooks = admin
        .get(&format!("/api/v1/clubs/{}/webhooks", table.club))
        .body;
    let hook = hooks[0]["id"].as_i64().unwrap();
    let page = get_in(&server, &page_path, &session, "da");
    assert!(page.html.contains(hooks[0]["secret"].as_str().unwrap()));
    assert!(page.html.contains("en indtastet hånd"), "{}", page.html);

    let phone = admin.anonymous().as_table(&table.code);
    let entered = phone.post(
        &format!("/api/v1/games/{}/hands", table.game),
        &next_hand(&phone, table.game),
    );
    assert_eq!(entered.status, 201, "{}", entered.body);
    deliver(&server, Reach::Any, now());
    let log_path = format!("/director/webhooks/{hook}");
    let log = get_in(&server, &log_path, &session, "da");
    assert!(log.html.contains("Leveret"), "{}", log.html);
    assert!(log.html.contains("svarede 200"), "{}", log.html);
    let delivery = admin
        .get(&format!("/api/v1/webhooks/{hook}/deliveries"))
        .body[0]["id"]
        .clone();
    let again = post_in(
        &server,
        &format!("{log_path}/deliveries/{delivery}/replay"),
        &session,
        "da",
        &[("csrf", &csrf)],
    );
    assert_eq!(again.status, 303, "{}", again.html);
    let log = get_in(&server, &log_path, &session, "da");
    assert!(log.html.contains("Venter; næste forsøg"), "{}", log.html);
    deliver(&server, Reach::Any, now());
    assert_eq!(receiver.received().len(), 2);

    let removed = post_in(
        &server,
        &format!("{log_path}/remove"),
        &session,
        "da",
        &[("csrf", &csrf)],
    );
    assert_eq!(removed.status, 303, "{}", removed.html);
    assert!(
        admin
            .get(&format!("/api/v1/clubs/{}/webhooks", table.club))
            .body[0]
            .is_null(),
        "removed"
    );
}

/// The hourly sweep forgets deliveries done with for 30 days, and keeps those still being
/// tried however old.
#[test]
fn the_sweep_forgets_deliveries_done_with_for_a_month() {
    use diesel::prelude::*;
    use uptown_server::db::schema::webhook_deliveries;
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let table = club_with_game(&admin, "Tidy Club", &json!({ "target": 99 }));
    let receiver = Receiver::start(&[200, 500]);
    let webhook = register(&admin, table.club, &receiver.url, &["hand.entered"]);
    let phone = admin.anonymous().as_table(&table.code);
    for _ in 0..2 {
        let entered = phone.post(
            &format!("/api/v1/games/{}/hands", table.game),
            &next_hand(&phone, table.game),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    // The first is delivered, the second answered 500 and waits.
    assert_eq!(deliver(&server, Reach::Any, now()), 2);
    let mut connection = server.pool.get().unwrap();
    diesel::update(webhook_deliveries::table)
        .set(webhook_deliveries::created_at.eq(now() - TimeDelta::days(31)))
        .execute(&mut connection)
        .unwrap();
    let swept = uptown_server::housekeeping::sweep(&mut connection).unwrap();
    assert_eq!(swept.deliveries, 1);
    let log = deliveries(&admin, &webhook);
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["state"], "pending");
    assert_eq!(log[0]["attempts"][0]["status"], 500);
}

/// The evening's end is told by the hand that ends its last game (it was not: the write
/// read the event as over before its own game had ended it), once; an undo that reopens the
/// evening tells nothing, and its second end is told again.
#[test]
fn the_hand_that_ends_the_last_game_of_the_evening_tells_of_its_end_and_an_undo_reopens_it() {
    use crate::events::{club, game_ids, play_game, seated_evening};
    let server = TestServer::start_reaching_this_machine();
    let admin = server.admin();
    let club = club(&admin, "Last Hand Hooks", 8);
    let receiver = Receiver::start(&[]);
    let hook = register(&admin, club.id, &receiver.url, &["event.finished"]);
    let (event, round) = seated_evening(&admin, &club, None);
    let [first, last] = [0, 1].map(|table| game_ids(&round["tables"][table])[0]);
    play_game(&admin, first, "NS");
    assert!(
        deliveries(&admin, &hook).is_empty(),
        "one table still plays"
    );
    play_game(&admin, last, "EW");
    let event_path = format!("/api/v1/events/{event}");
    assert_eq!(admin.get(&event_path).body["status"], "finished");
    let told = deliveries(&admin, &hook);
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0]["event"], "event.finished");
    // The director takes the last hand back: the evening goes on, and ends again.
    let undo = admin.post(
        &format!("/api/v1/games/{last}/undo"),
        &json!({ "reason": "wrong side" }),
    );
    assert_eq!(undo.status, 200, "{}", undo.body);
    assert_eq!(admin.get(&event_path).body["status"], "running");
    assert_eq!(
        deliveries(&admin, &hook).len(),
        1,
        "a reopening is not an end"
    );
    play_game(&admin, last, "NS");
    assert_eq!(
        deliveries(&admin, &hook).len(),
        2,
        "the second end is told too"
    );
    // A correction of a hand of the finished evening does not end it again.
    let mut hand = admin.get(&format!("/api/v1/games/{first}")).body["hands"][0].clone();
    hand["contract"]["trump"] = json!("hearts");
    let correction = admin.put(
        &format!("/api/v1/games/{first}/hands/1"),
        &json!({ "hand": hand, "reason": "it was hearts" }),
    );
    assert_eq!(correction.status, 200, "{}", correction.body);
    assert_eq!(deliveries(&admin, &hook).len(), 2);
}
