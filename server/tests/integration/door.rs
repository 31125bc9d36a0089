//! The event's door over the API: arrivals check in without an account, within the table
//! codes' allowance, and the director lets each in or turns them away.

use std::num::NonZeroU32;

use crate::support::{Client, TestServer};
use serde_json::{Value, json};
use uptown_server::state::throttles::Allowance;

/// A rotating-partnership event (players enter one by one) of a new club with `names`
/// as its players; the event and the players' ids.
fn an_open_door(admin: &Client, names: &[&str]) -> (i64, Vec<i64>) {
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Door Club" }));
    let club = club.body["id"].as_i64().unwrap();
    let players = names
        .iter()
        .map(|name| {
            let player = admin.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": name }),
            );
            player.body["id"].as_i64().unwrap()
        })
        .collect();
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "rotating" }),
    );
    assert_eq!(event.status, 201, "{}", event.body);
    (event.body["id"].as_i64().unwrap(), players)
}

fn names_waiting(door: &Value) -> Vec<&str> {
    door.as_array()
        .unwrap()
        .iter()
        .map(|checkin| checkin["name"].as_str().unwrap())
        .collect()
}

#[test]
fn arrivals_check_in_by_the_api_and_the_director_lets_them_in_or_turns_them_away() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, players) = an_open_door(&admin, &["Ann", "Bob"]);
    let anyone = server.client();
    let checkins = format!("/api/v1/events/{event}/checkins");
    let ann = anyone.post(&checkins, &json!({ "player_id": players[0] }));
    assert_eq!(ann.status, 201, "{}", ann.body);
    assert_eq!(ann.body["name"], "Ann");
    // A name the club knows is that player, however it is typed; a new one is a newcomer.
    let bob = anyone.post(&checkins, &json!({ "name": "  BOB " }));
    assert_eq!(bob.body["name"], "Bob", "{}", bob.body);
    let newcomer = anyone.post(&checkins, &json!({ "name": "Zoë <b>" }));
    assert_eq!(newcomer.status, 201, "{}", newcomer.body);
    let again = anyone.post(&checkins, &json!({ "player_id": players[0] }));
    assert_eq!(again.status, 201, "checking in twice is checking in once");

    for (body, field) in [
        (json!({}), "name"),
        (json!({ "name": "   " }), "name"),
        (json!({ "player_id": players[0], "name": "Ann" }), "name"),
        (json!({ "player": 1 }), "player"),
    ] {
        let refused = anyone.post(&checkins, &body);
        refused.problem(422);
        assert_eq!(refused.body["field"], field, "{body}: {}", refused.body);
    }
    let stranger = anyone.post(&checkins, &json!({ "player_id": 999_999 }));
    stranger.problem(404);

    anyone.get(&checkins).problem(401);
    let door = admin.get(&checkins);
    assert_eq!(door.status, 200, "{}", door.body);
    assert_eq!(names_waiting(&door.body), ["Ann", "Bob", "Zoë <b>"]);
    let id_of = |name: &str| {
        door.body
            .as_array()
            .unwrap()
            .iter()
            .find(|checkin| checkin["name"] == name)
            .unwrap()["id"]
            .as_i64()
            .unwrap()
    };
    let answer = |name: &str, action: &str| {
        admin.post(&format!("{checkins}/{}/{action}", id_of(name)), &json!({}))
    };
    // Someone with no say over the event cannot let anyone in.
    let outsider = anyone.post(&format!("{checkins}/{}/admit", id_of("Ann")), &json!({}));
    outsider.problem(401);
    let admitted = answer("Ann", "admit");
    assert_eq!(admitted.status, 200, "{}", admitted.body);
    assert_eq!(names_waiting(&admitted.body), ["Bob", "Zoë <b>"]);
    answer("Zoë <b>", "admit");
    let turned = answer("Bob", "turn_away");
    assert!(names_waiting(&turned.body).is_empty(), "{}", turned.body);
    answer("Ann", "admit").problem(404);
    answer("Ann", "wave").problem(404);

    let entrants = admin.get(&format!("/api/v1/events/{event}")).body["entrants"].clone();
    let names: Vec<&str> = entrants
        .as_array()
        .unwrap()
        .iter()
        .map(|entrant| entrant["players"][0]["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Ann", "Zoë <b>"],
        "the newcomer joined the club too"
    );
}

/// Checking in draws on the allowance of table codes, which the table pages and the door
/// page share: a client past it waits, whichever event or name it tries, and through the
/// page as through the API.
#[test]
fn checking_in_draws_on_the_allowance_of_table_codes_however_it_is_sent() {
    let allowance = Allowance {
        table_codes_per_minute: NonZeroU32::new(20).unwrap(),
        ..Allowance::default()
    };
    let server = TestServer::start_with(allowance, false);
    let admin = server.admin();
    let (event, _) = an_open_door(&admin, &["Ann"]);
    let anyone = server.client();
    // Check-ins to this event and to events that do not exist, each under a new name, all
    // count, until the client has to wait.
    let mut let_through: usize = 0;
    for n in 0..40 {
        let path = if n % 2 == 0 {
            format!("/api/v1/events/{event}/checkins")
        } else {
            format!("/api/v1/events/{}/checkins", 1000 + n)
        };
        let reply = anyone.post(&path, &json!({ "name": format!("Guest {n}") }));
        if reply.status == 429 {
            break;
        }
        let_through += 1;
    }
    assert!(
        (5..40).contains(&let_through),
        "{let_through} check-ins before the client waits"
    );
    let api = anyone.post(
        &format!("/api/v1/events/{event}/checkins"),
        &json!({ "name": "One more" }),
    );
    api.problem(429);
    // Another spelling of the same path the router takes is the same door.
    let spelt = anyone.post(
        &format!("/api/v1/events/{event}/%63heckins"),
        &json!({ "name": "Spelt" }),
    );
    assert!(
        [404, 429].contains(&spelt.status),
        "{}: {}",
        spelt.status,
        spelt.body
    );
    let page = crate::support::agent()
        .post(format!("{}/events/{event}/checkin", server.base))
        .content_type("application/x-www-form-urlencoded")
        .send("name=Page+guest")
        .unwrap();
    assert_eq!(page.status(), 429, "the door page shares the allowance");
    let waiting = admin.get(&format!("/api/v1/events/{event}/checkins"));
    assert_eq!(
        waiting.body.as_array().unwrap().len(),
        let_through.div_ceil(2),
        "only the check-ins let through wait: {}",
        waiting.body
    );
}
