//! The opponents' review of a hand over the API: confirmed or disputed with the table's
//! code, once; a dispute needs a reason; a director settles it by a correction or by
//! accepting the hand; another table's code may not review.

use crate::support::{Client, TestServer};
use serde_json::{Value, json};

/// A game between four new players of a new club named `club`; (game id, table code).
fn game(admin: &Client, club: &str) -> (i64, String) {
    let club = admin.post("/api/v1/clubs", &json!({ "name": club }));
    let club = club.body["id"].as_i64().unwrap();
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        admin.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
    }
    let game = admin.post(
        "/api/v1/games",
        &json!({ "club_id": club, "game": "bid_whist", "rules": { "target": 21 },
                 "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
    );
    assert_eq!(game.status, 201, "{}", game.body);
    (
        game.body["id"].as_i64().unwrap(),
        game.body["table_code"].as_str().unwrap().to_owned(),
    )
}

fn hand(dealer: &str, books: u8) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": "N", "level": 4, "mode": "uptown" }, "books": books })
}

fn review_of(game: &Value, number: i64) -> Value {
    game["reviews"]
        .as_array()
        .unwrap()
        .iter()
        .find(|review| review["number"] == number)
        .cloned()
        .unwrap_or(Value::Null)
}

#[test]
fn a_table_confirms_or_disputes_each_hand_once() {
    let server = TestServer::start();
    let admin = server.admin();
    let (id, code) = game(&admin, "Reviews");
    let table = server.client().as_table(&code);
    for (dealer, books) in [("N", 10), ("E", 11)] {
        let entered = table.post(&format!("/api/v1/games/{id}/hands"), &hand(dealer, books));
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let confirmed = table.post(&format!("/api/v1/games/{id}/hands/1/confirm"), &json!({}));
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert_eq!(review_of(&confirmed.body, 1)["status"], "confirmed");
    let again = table.post(
        &format!("/api/v1/games/{id}/hands/1/dispute"),
        &json!({ "reason": "no" }),
    );
    assert!(again.problem(409).contains("confirmed already"));

    let no_reason = table.post(
        &format!("/api/v1/games/{id}/hands/2/dispute"),
        &json!({ "reason": " " }),
    );
    no_reason.problem(422);
    assert_eq!(no_reason.body["field"], "reason");
    let disputed = table.post(
        &format!("/api/v1/games/{id}/hands/2/dispute"),
        &json!({ "reason": "N took 10 books, not 11" }),
    );
    assert_eq!(disputed.status, 200, "{}", disputed.body);
    assert_eq!(review_of(&disputed.body, 2)["status"], "disputed");
    assert_eq!(
        review_of(&disputed.body, 2)["note"],
        "N took 10 books, not 11"
    );

    // The director corrects the hand: the dispute is settled with the correction's reason.
    let corrected = admin.put(
        &format!("/api/v1/games/{id}/hands/2"),
        &json!({ "hand": hand("E", 10), "reason": "books recounted" }),
    );
    assert_eq!(corrected.status, 200, "{}", corrected.body);
    assert_eq!(review_of(&corrected.body, 2)["status"], "resolved");
    assert_eq!(review_of(&corrected.body, 2)["note"], "books recounted");
}

#[test]
fn a_director_accepts_a_disputed_hand_and_other_tables_may_not_review() {
    let server = TestServer::start();
    let admin = server.admin();
    let (id, code) = game(&admin, "Here");
    let (_, other_code) = game(&admin, "Elsewhere");
    let table = server.client().as_table(&code);
    table.post(&format!("/api/v1/games/{id}/hands"), &hand("N", 10));
    let stranger = server.client().as_table(&other_code);
    let refused = stranger.post(&format!("/api/v1/games/{id}/hands/1/confirm"), &json!({}));
    refused.problem(403);
    let anonymous = server
        .client()
        .post(&format!("/api/v1/games/{id}/hands/1/confirm"), &json!({}));
    anonymous.problem(401);
    table.post(
        &format!("/api/v1/games/{id}/hands/1/dispute"),
        &json!({ "reason": "wrong bidder" }),
    );
    let accepted = admin.post(&format!("/api/v1/games/{id}/hands/1/confirm"), &json!({}));
    assert_eq!(accepted.status, 200, "{}", accepted.body);
    assert_eq!(review_of(&accepted.body, 1)["status"], "resolved");
    let missing = admin.post(&format!("/api/v1/games/{id}/hands/9/confirm"), &json!({}));
    missing.problem(404);
}
