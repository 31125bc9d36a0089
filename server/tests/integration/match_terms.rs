//! How a table is won at an event (RULES.md 1.9) through the real server: a match of hands
//! won, a table awarded by forfeit with its points, and what a bye scores in the standings.

use serde_json::{Value, json};

use crate::events::{club, create_event, enter, post_event, standings};
use crate::support::{Client, TestServer, hand, seat_round};

/// An event of `pairs` partnerships of a new club, with `extra` fields; its id.
fn event_with(admin: &Client, name: &str, pairs: usize, extra: &Value) -> i64 {
    let club = club(admin, name, pairs * 2);
    let event = create_event(admin, club.id, "round_robin", extra);
    for pair in club.players.chunks(2) {
        enter(admin, event, pair);
    }
    event
}

fn game(admin: &Client, id: i64) -> Value {
    let reply = admin.get(&format!("/api/v1/games/{id}"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body
}

/// A bid whist hand: `bidder` bids `level` in `mode` and takes `books`.
fn contract(dealer: &str, bidder: &str, level: u8, mode: &str, books: u8) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": level, "mode": mode }, "books": books })
}

#[test]
fn a_match_of_hands_won_ends_at_the_hands_and_its_games_keep_the_terms() {
    let server = TestServer::start();
    let admin = server.admin();
    let terms = json!({ "hands_won": 2, "counts_double": ["notrump"] });
    let event = event_with(&admin, "Chicago Club", 2, &json!({ "match": terms }));
    let shown = admin.get(&format!("/api/v1/events/{event}")).body;
    assert_eq!(shown["match"], terms);
    assert_eq!(
        shown["rules"]["hands_won"],
        json!({ "count": 2, "counts_double": ["notrump"] })
    );
    let table = seat_round(&admin, event).remove(0);
    let path = format!("/api/v1/games/{}/hands", table.game);
    // NS make 4 uptown: a hand for NS. EW make 3 notrump, which counts two: the match.
    let entered = admin.post(&path, &contract("N", "S", 4, "uptown", 10));
    assert_eq!(entered.status, 201, "{}", entered.body);
    assert_eq!(
        entered.body["sheet"]["hands_won"],
        json!({ "NS": 1, "EW": 0 })
    );
    assert_eq!(entered.body["status"], "in_progress");
    let entered = admin.post(&path, &contract("E", "E", 3, "notrump", 9));
    assert_eq!(entered.status, 201, "{}", entered.body);
    let view = game(&admin, table.game);
    assert_eq!(view["status"], "finished");
    assert_eq!(view["sheet"]["winner"], "EW");
    assert_eq!(view["sheet"]["reason"], "hands_won");
    assert_eq!(view["sheet"]["hands_won"], json!({ "NS": 1, "EW": 2 }));
    let event_view = admin.get(&format!("/api/v1/events/{event}")).body;
    let result = &event_view["rounds"][0]["tables"][0]["result"];
    assert_eq!(
        (&result["decided"], &result["winner"]),
        (&json!(true), &json!("EW"))
    );

    // The game's record carries the terms: scored offline, it comes to the same.
    let record = admin
        .get(&format!("/api/v1/games/{}/record", table.game))
        .body;
    let offline = uptown_rules::score_json(&record.to_string()).unwrap();
    assert_eq!(offline.reason, Some(uptown_rules::Reason::HandsWon));
    assert_eq!(offline.winner, Some(uptown_rules::Side::EastWest));
}

#[test]
fn hands_won_is_for_bid_whist_and_is_set_through_the_match() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Refusing Club", 4);
    let whist = post_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "game": "whist", "match": { "hands_won": 3 } }),
    );
    assert_eq!(whist.status, 422, "{}", whist.body);
    assert_eq!(whist.body["field"], "match.hands_won");
    let by_rules = post_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "rules": { "hands_won": 3 } }),
    );
    assert_eq!(by_rules.status, 422, "{}", by_rules.body);
    assert_eq!(by_rules.body["field"], "rules.hands_won");
    for (body, field) in [
        (json!({ "match": { "hands_won": 12 } }), "match.hands_won"),
        (
            json!({ "match": { "games": 1, "counts_double": ["boston"] } }),
            "match",
        ),
        (
            json!({ "match": { "games": 1, "bye_score": "half" } }),
            "match",
        ),
        (
            json!({ "match": { "games": 1, "forfeit_points": 100 } }),
            "match",
        ),
    ] {
        let refused = post_event(&admin, club.id, "round_robin", &body);
        assert_eq!(refused.status, 422, "{body}: {}", refused.body);
        assert!(
            refused.body["field"].as_str().unwrap().starts_with(field),
            "{body}: {}",
            refused.body
        );
    }
    assert!(
        admin
            .get("/api/v1/events")
            .body
            .as_array()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn the_director_awards_a_table_by_forfeit_with_the_events_points() {
    let server = TestServer::start();
    let admin = server.admin();
    let event = event_with(
        &admin,
        "Forfeit Club",
        4,
        &json!({ "match": { "games": 1, "forfeit_points": 5 } }),
    );
    let tables = seat_round(&admin, event);
    let forfeit = |game: i64, winner: &str| {
        admin.post(
            &format!("/api/v1/games/{game}/forfeit"),
            &json!({ "winner": winner }),
        )
    };
    let awarded = forfeit(tables[0].game, "EW");
    assert_eq!(awarded.status, 200, "{}", awarded.body);
    assert_eq!(awarded.body["status"], "finished");
    assert_eq!(awarded.body["decision"], "forfeit");
    assert_eq!(awarded.body["sheet"]["winner"], "EW");
    assert_eq!(awarded.body["sheet"]["reason"], "forfeit");

    // The table's match is decided for EW with the forfeit points; the table takes no hand.
    let shown = admin.get(&format!("/api/v1/events/{event}")).body;
    let table = &shown["rounds"][0]["tables"][0];
    assert_eq!(table["result"]["winner"], "EW");
    assert_eq!(table["result"]["points"], json!({ "NS": 0, "EW": 5 }));
    let late = admin.post(
        &format!("/api/v1/games/{}/hands", tables[0].game),
        &hand("N", "N", 4, 10),
    );
    assert_eq!(late.status, 422, "{}", late.body);
    assert!(
        late.body["detail"]
            .as_str()
            .unwrap()
            .contains("was awarded to East–West by forfeit"),
        "{}",
        late.body
    );
    assert_eq!(forfeit(tables[0].game, "NS").status, 409, "once over, over");
    let rows = standings(&admin, event);
    let winner = rows
        .iter()
        .find(|row| row["entrant"] == tables[0].ew)
        .unwrap();
    assert_eq!(
        (&winner["games_won"], &winner["points_for"]),
        (&json!(1), &json!(5))
    );

    // A table that has played is not awarded; nor is a game outside an event, nor by anyone
    // but the club's directors.
    let played = admin.post(
        &format!("/api/v1/games/{}/hands", tables[1].game),
        &hand("N", "N", 4, 10),
    );
    assert_eq!(played.status, 201, "{}", played.body);
    let refused = forfeit(tables[1].game, "NS");
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body["detail"]
            .as_str()
            .unwrap()
            .contains("has hands entered")
    );
    let loose = crate::support::club_with_game(&admin, "Loose Club", &json!({}));
    assert_eq!(forfeit(loose.game, "NS").status, 409);
    let phone = server.client().as_table(&tables[1].code);
    let by_phone = phone.post(
        &format!("/api/v1/games/{}/forfeit", tables[1].game),
        &json!({ "winner": "NS" }),
    );
    assert_eq!(by_phone.status, 403, "{}", by_phone.body);
    let wrong = forfeit(tables[1].game, "North");
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    assert_eq!(wrong.body["field"], "winner");
}

#[test]
fn a_bye_scores_what_the_event_says_once_its_round_is_over() {
    let server = TestServer::start();
    let admin = server.admin();
    let seen = |bye_score: &str| {
        let event = event_with(
            &admin,
            &format!("Bye Club {bye_score}"),
            3,
            &json!({ "match": { "games": 1, "bye_score": bye_score } }),
        );
        let table = seat_round(&admin, event).remove(0);
        let shown = admin.get(&format!("/api/v1/events/{event}")).body;
        let seated = [table.ns.clone(), table.ew.clone()];
        let bye = shown["entrants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|entrant| entrant["number"].clone())
            .find(|number| !seated.contains(number))
            .unwrap();
        let row_of_bye = || {
            standings(&admin, event)
                .into_iter()
                .find(|row| row["entrant"] == bye)
                .unwrap()
        };
        assert_eq!(row_of_bye()["played"], 0, "not before its round is over");
        // NS bid 4 uptown and take 12 books: 6 points, and then 7 more: 13, the game.
        let path = format!("/api/v1/games/{}/hands", table.game);
        for entered in [hand("N", "N", 4, 12), hand("E", "S", 4, 13)] {
            let reply = admin.post(&path, &entered);
            assert_eq!(reply.status, 201, "{}", reply.body);
        }
        row_of_bye()
    };
    let average = seen("average");
    assert_eq!(
        (
            &average["played"],
            &average["games_won"],
            &average["points_for"]
        ),
        (&json!(1), &json!(1), &json!(13))
    );
    let win = seen("win");
    assert_eq!(
        (&win["played"], &win["games_won"], &win["points_for"]),
        (&json!(1), &json!(1), &json!(0))
    );
    let nothing = seen("nothing");
    assert_eq!(nothing["played"], 0);
}

/// A director makes a Chicago-style event from the console (its rules in plain words first)
/// and awards a table by forfeit from the event's page.
#[test]
fn the_console_makes_a_match_of_hands_won_and_awards_a_forfeit() {
    use crate::director::{csrf_of, get, log_in, post, post_in};
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Console Club", 4);
    let session = log_in(&server, "admin", "admin-password");
    let home = get(&server, "/director", &session);
    assert!(home.html.contains("<option value=\"hands_won\">"));
    let csrf = csrf_of(&home.html);
    let club_id = club.id.to_string();
    let form = vec![
        ("csrf", csrf.as_str()),
        ("club", club_id.as_str()),
        ("name", "Chicago night"),
        ("format", "round_robin"),
        ("game", "bid_whist"),
        ("match_kind", "hands_won"),
        ("match_count", "3"),
        ("double_boston", "yes"),
        ("forfeit_points", "4"),
        ("bye_score", "win"),
    ];
    let mut previewed = form.clone();
    previewed.push(("action", "preview"));
    let preview = post_in(&server, "/director/events", &session, "sv", &previewed);
    assert_eq!(preview.status, 200, "{}", preview.html);
    for sentence in [
        "Ett bords match går till den sida som först vinner 3 givar.",
        "En Boston räknas som två givar.",
        "Ett bord vunnet på walkover ger vinnaren 4 poäng.",
        "En frirond räknas som ett vunnet parti, utan poäng.",
    ] {
        assert!(
            preview.html.contains(sentence),
            "{sentence}: {}",
            preview.html
        );
    }
    assert!(preview.html.contains("href=\"/rules#match-hands_won\""));
    let created = post(&server, "/director/events", &session, &form);
    assert_eq!(created.status, 303, "{}", created.html);
    let event = admin.get("/api/v1/events").body[0]["id"].as_i64().unwrap();
    assert_eq!(
        admin.get(&format!("/api/v1/events/{event}")).body["match"],
        json!({ "hands_won": 3, "counts_double": ["boston"], "forfeit_points": 4, "bye_score": "win" })
    );

    for pair in club.players.chunks(2) {
        enter(&admin, event, pair);
    }
    let table = seat_round(&admin, event).remove(0);
    let page = get(&server, &format!("/director/events/{event}"), &session);
    assert!(
        page.html
            .contains(&format!("action=\"/director/events/{event}/forfeit\"")),
        "{}",
        page.html
    );
    let game_id = table.game.to_string();
    let refused = post(
        &server,
        &format!("/director/events/{event}/forfeit"),
        &session,
        &[
            ("csrf", csrf.as_str()),
            ("game", game_id.as_str()),
            ("winner", "North"),
        ],
    );
    let shown = get(&server, refused.location.as_deref().unwrap(), &session);
    assert!(shown.html.contains("winner"), "{}", shown.html);
    let awarded = post(
        &server,
        &format!("/director/events/{event}/forfeit"),
        &session,
        &[
            ("csrf", csrf.as_str()),
            ("game", game_id.as_str()),
            ("winner", "NS"),
        ],
    );
    assert_eq!(awarded.status, 303, "{}", awarded.html);
    let view = game(&admin, table.game);
    assert_eq!(
        (&view["decision"], &view["sheet"]["winner"]),
        (&json!("forfeit"), &json!("NS"))
    );
    let page = get(&server, &format!("/events/{event}"), &session);
    assert!(page.html.contains("awarded by forfeit"), "{}", page.html);
}
