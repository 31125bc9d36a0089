//! A player's own page for the evening, in real Chromium: it follows them through three
//! rounds as the director seats them, without a reload. Ignored like `browser`.

use serde_json::json;
use uptown_e2e::browser::Driver;
use uptown_e2e::{Api, RunningServer, TestDatabase};

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_players_page_follows_them_through_three_rounds_without_a_reload() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Five Club" }))["id"].clone();
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "rotating", "rounds": 3, "seed": 2 }),
    )["id"]
        .as_i64()
        .unwrap();
    let mut first = None;
    for name in ["Ann", "Bob", "Cal", "Dee", "Eve"] {
        let player = api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        first.get_or_insert(player["id"].as_i64().unwrap());
        api.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player["id"]] }),
        );
    }
    let ann = first.unwrap();

    let driver = Driver::start();
    let phone = driver.browser(360, 740);
    phone.open(&format!(
        "{}/events/{event}/players/{ann}?lang=en",
        server.base
    ));
    assert!(phone.wait_for_text("#evening", "You are not seated yet", 10));
    phone.script("window.stayed = true; return true;");
    for round in 1..=3 {
        let seated = api.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
        let sits_out = seated["sitting_out"][0] == 1;
        let expected = if sits_out {
            format!("Round {round}: you sit this round out.")
        } else {
            format!("Round {round}: table 1,")
        };
        assert!(
            phone.wait_for_text("#evening", &expected, 15),
            "round {round}: {}",
            phone.text("main")
        );
        api.post(
            &format!("/api/v1/events/{event}/rounds/{round}/close"),
            &json!({}),
        );
    }
    assert_eq!(
        phone.script("return window.stayed === true;"),
        true,
        "the page followed without a reload"
    );
}
