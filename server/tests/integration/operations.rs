//! What an operator relies on: metrics at `/metrics`, and rate limits on logins and table
//! codes that hold a guesser back without getting in a club's way.

use std::num::NonZeroU32;

use crate::support::{TestServer, agent, club_with_game, next_hand};
use serde_json::json;
use uptown_server::state::throttles::Allowance;

fn per_minute(count: u32) -> NonZeroU32 {
    NonZeroU32::new(count).unwrap()
}

/// The value of the series whose line starts with `series`, e.g. `uptown_hands_recorded_total`.
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .find(|line| line.starts_with(series))
        .and_then(|line| line.rsplit(' ').next())
        .and_then(|value| value.parse().ok())
}

fn scrape(server: &TestServer) -> String {
    let mut response = agent()
        .get(format!("{}/metrics", server.base))
        .call()
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let kind = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(kind.starts_with("application/openmetrics-text"), "{kind}");
    response.body_mut().read_to_string().unwrap()
}

#[test]
fn metrics_count_requests_by_route_hands_and_the_pool() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Metrics Club", &json!({ "target": 7 }));
    let before = sample(&scrape(&server), "uptown_hands_recorded_total").unwrap();
    for _ in 0..3 {
        let hand = next_hand(&admin, table.game);
        let added = admin.post(&format!("/api/v1/games/{}/hands", table.game), &hand);
        assert_eq!(added.status, 201, "{}", added.body);
    }
    let refused = admin.post(
        &format!("/api/v1/games/{}/hands", table.game),
        &json!({ "books": 14 }),
    );
    assert_eq!(refused.status, 422);
    admin.get("/api/v1/nothing-here");

    let text = scrape(&server);
    // Other tests in this process record hands too, so the count grows by at least three.
    let after = sample(&text, "uptown_hands_recorded_total").unwrap();
    assert!(after >= before + 3.0, "{before} → {after}");
    let appended =
        r#"http_requests_total{method="POST",route="/api/v1/games/{id}/hands",status="201"}"#;
    assert_eq!(sample(&text, appended), Some(3.0), "{text}");
    let refused =
        r#"http_requests_total{method="POST",route="/api/v1/games/{id}/hands",status="422"}"#;
    assert_eq!(sample(&text, refused), Some(1.0), "{text}");
    // Raw paths never become series: an unknown path counts under one name.
    assert!(!text.contains("nothing-here"), "{text}");
    assert!(
        sample(
            &text,
            r#"http_requests_total{method="GET",route="unmatched",status="404"}"#
        )
        .is_some()
    );
    let latency =
        r#"http_request_duration_seconds_count{method="POST",route="/api/v1/games/{id}/hands"}"#;
    assert_eq!(sample(&text, latency), Some(4.0), "{text}");
    assert_eq!(sample(&text, "uptown_db_pool_max_connections"), Some(8.0));
    let open = sample(&text, "uptown_db_pool_connections").unwrap();
    assert!((1.0..=8.0).contains(&open), "{open}");
    assert!(sample(&text, "process_resident_memory_bytes").unwrap() > 1_000_000.0);
}

#[test]
fn logins_past_the_allowance_wait_with_retry_after() {
    let server = TestServer::start_with(Allowance::default(), false);
    let client = server.client();
    let wrong = json!({ "username": "admin", "password": "guess" });
    for attempt in 0..Allowance::default().logins_per_minute.get() {
        let reply = client.post("/api/v1/login", &wrong);
        assert_eq!(reply.status, 401, "attempt {attempt}: {}", reply.body);
    }
    // Now even the right password waits: the limit must not tell a guesser when it hit.
    let right = json!({ "username": "admin", "password": crate::support::ADMIN.1 });
    let reply = client.post("/api/v1/login", &right);
    assert!(
        reply.problem(429).contains("try again in"),
        "{}",
        reply.body
    );
    assert_eq!(reply.body["type"], "urn:uptown:problem:rate-limited");
    let response = agent()
        .post(format!("{}/api/v1/login", server.base))
        .header("Content-Type", "application/json")
        .send(right.to_string())
        .unwrap();
    let retry_after: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    // The director's login form shares the allowance, and says so in the reader's language.
    let mut page = agent()
        .post(format!("{}/director/login?lang=nl", server.base))
        .send_form([("username", "admin"), ("password", "guess")])
        .unwrap();
    assert_eq!(page.status().as_u16(), 429);
    assert!(
        page.body_mut()
            .read_to_string()
            .unwrap()
            .contains("Te veel pogingen")
    );
    // Reads are not limited.
    assert_eq!(client.get("/api/v1/clubs").status, 200);
}

#[test]
fn a_table_code_guesser_is_held_back_and_a_right_guess_does_not_show() {
    let allowance = Allowance {
        table_codes_per_minute: per_minute(30),
        ..Allowance::default()
    };
    let server = TestServer::start_with(allowance, false);
    let table = club_with_game(&server.admin(), "Guarded Club", &json!({}));
    let page = |code: &str, forwarded_for: &str| {
        agent()
            .get(format!("{}/t/{code}", server.base))
            .header("X-Forwarded-For", forwarded_for)
            .call()
            .unwrap()
            .status()
            .as_u16()
    };
    // The right code, twice, costs two of the thirty; each wrong one costs ten.
    assert_eq!(page(&table.code, "203.0.113.1"), 200);
    assert_eq!(page(&table.code, "203.0.113.1"), 200);
    for guess in ["AAAAAA", "BBBBBB"] {
        assert_eq!(page(guess, "203.0.113.1"), 404);
    }
    // Eight left: not enough for what a third wrong code may cost, so it waits unchecked.
    assert_eq!(page("CCCCCC", "203.0.113.1"), 429);
    assert_eq!(
        page(&table.code, "203.0.113.1"),
        429,
        "the right code is held back too"
    );
    // A forged X-Forwarded-For does not buy a fresh allowance when there is no proxy.
    assert_eq!(page(&table.code, "198.51.100.7"), 429);
    // The API's table door is the same door.
    let client = server.client().as_table(&table.code);
    client.get("/api/v1/table").problem(429);
}

#[test]
fn behind_a_proxy_each_client_address_has_its_own_allowance() {
    let allowance = Allowance {
        table_codes_per_minute: per_minute(20),
        ..Allowance::default()
    };
    let server = TestServer::start_with(allowance, true);
    let table = club_with_game(&server.admin(), "Proxied Club", &json!({}));
    let page = |forwarded_for: &str| {
        agent()
            .get(format!("{}/t/{}", server.base, table.code))
            .header("X-Forwarded-For", forwarded_for)
            .call()
            .unwrap()
            .status()
            .as_u16()
    };
    // A right code costs one of the twenty, but is let in only while a wrong one's ten are
    // there: eleven pages, then a wait.
    for _ in 0..11 {
        assert_eq!(page("203.0.113.1"), 200);
    }
    assert_eq!(page("203.0.113.1"), 429);
    assert_eq!(
        page("203.0.113.2"),
        200,
        "another table's phone is not held back"
    );
}
