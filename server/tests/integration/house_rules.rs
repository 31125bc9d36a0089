//! The house rules of RULES.md 1.8 and 2.5 through the real server: the console offers each
//! and says it in plain words, the phone's form follows them, and a game stored before they
//! existed scores as it did.

use diesel::RunQueryDsl;
use serde_json::{Value, json};

use crate::director::{csrf_of, get, log_in, post, post_in};
use crate::support::{Page, TestServer, agent, club_with_game, read};

/// The new-event form with `options` as its house-rule fields.
fn event_form<'a>(
    csrf: &'a str,
    game: &'a str,
    options: &[(&'a str, &'a str)],
) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![
        ("csrf", csrf),
        ("club", "1"),
        ("name", "Laws night"),
        ("format", "round_robin"),
        ("game", game),
        ("match_kind", "games"),
        ("match_count", "1"),
    ];
    fields.extend_from_slice(options);
    fields
}

/// A console session in a club of its own; the session cookie and the form's CSRF token.
fn console(server: &TestServer) -> (String, String) {
    let club = server
        .admin()
        .post("/api/v1/clubs", &json!({ "name": "Tuesday Club" }));
    assert_eq!(club.status, 201);
    let session = log_in(server, "admin", "admin-password");
    let home = get(server, "/director", &session);
    let csrf = csrf_of(&home.html);
    (session, csrf)
}

/// The rules of a new event in plain words, in `lang`, before anything is created.
fn preview(
    server: &TestServer,
    (session, csrf): &(String, String),
    lang: &str,
    game: &str,
    options: &[(&str, &str)],
) -> String {
    let mut fields = event_form(csrf, game, options);
    fields.push(("action", "preview"));
    let page = post_in(server, "/director/events", session, lang, &fields);
    assert_eq!(page.status, 200, "{}", page.html);
    page.html
}

#[test]
fn the_console_offers_the_new_bid_whist_rules_and_says_them_in_plain_words() {
    let server = TestServer::start();
    let console = console(&server);
    let home = get(&server, "/director", &console.0);
    for option in [
        "bw.kitty",
        "bw.made_scores",
        "bw.dealer_may_match",
        "bw.renege_loses_game",
        "bw.game_end_bonus",
        "w.game_points",
        "w.honours_at_game_point",
        "w.revoker_cannot_win",
    ] {
        assert!(
            home.html.contains(&format!("name=\"{option}\"")),
            "the form offers {option}"
        );
    }
    let bid_whist = [
        ("bw.kitty", "none"),
        ("bw.made_scores", "contract"),
        ("bw.boston", "quadruple"),
        ("bw.dealer_may_match", "true"),
        ("bw.renege_loses_game", "true"),
        ("bw.game_end_bonus", "2"),
    ];
    let html = preview(&server, &console, "en", "bid_whist", &bid_whist);
    for sentence in [
        "There is no kitty: the bidding side may end with no books at all.",
        "A made contract scores the books bid; overtricks score nothing.",
        "A Boston (all 13 books) scores four times.",
        "The dealer, calling last, may take the bid by matching it.",
        "A renege also loses the game.",
        "reneged earns 2 extra points.",
    ] {
        assert!(html.contains(sentence), "{sentence}: {html}");
    }
    let created = post(
        &server,
        "/director/events",
        &console.0,
        &event_form(&console.1, "bid_whist", &bid_whist),
    );
    assert_eq!(created.status, 303, "{}", created.html);
    let event = server.admin().get("/api/v1/events/1").body;
    assert_eq!(event["rules"]["kitty"], "none");
    assert_eq!(event["rules"]["made_scores"], "contract");
    assert_eq!(event["rules"]["boston"], "quadruple");
    assert_eq!(event["rules"]["dealer_may_match"], true);
    assert_eq!(event["rules"]["renege_loses_game"], true);
    assert_eq!(event["rules"]["game_end_bonus"], 2);
}

#[test]
fn the_console_says_the_laws_of_whist_in_the_directors_language_and_refuses_a_wrong_one() {
    let server = TestServer::start();
    let console = console(&server);
    let laws = [
        ("w.game_points", "laws"),
        ("w.honours_at_game_point", "false"),
        ("w.revoker_cannot_win", "true"),
        ("w.renege_penalty", "deduct"),
    ];
    let html = preview(&server, &console, "de", "whist", &laws);
    for sentence in [
        "zählt Partiepunkte (Laws of Whist)",
        "wenn sie 2 oder weniger hatten",
        "Einer Seite, der nur ein Punkt zur Partie fehlt, zählen keine Honneurs.",
        "kann die Partie in diesem Spiel nicht gewinnen.",
        "Eine Renonce zieht der schuldigen Seite drei Punkte ab.",
    ] {
        assert!(html.contains(sentence), "{sentence}: {html}");
    }
    // A value no option has is refused, naming the option, and nothing is created.
    let refused = post(
        &server,
        "/director/events",
        &console.0,
        &event_form(&console.1, "whist", &[("w.game_points", "treble")]),
    );
    let shown = get(&server, refused.location.as_deref().unwrap(), &console.0);
    assert!(shown.html.contains("rules.game_points"), "{}", shown.html);
    assert!(
        server
            .admin()
            .get("/api/v1/events")
            .body
            .as_array()
            .unwrap()
            .is_empty()
    );
}

fn table_page(server: &TestServer, code: &str) -> Page {
    read(
        agent()
            .get(format!("{}/t/{code}", server.base))
            .call()
            .unwrap(),
    )
}

/// The value of a hidden field of a form.
fn hidden(html: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
    html[start..].split('"').next().unwrap().to_owned()
}

#[test]
fn without_a_kitty_the_phone_enters_a_hand_the_bidders_took_no_books_in() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "No Kitty Club", &json!({ "kitty": "none" }));
    let form = table_page(&server, &table.code).html;
    assert!(form.contains("name=\"count\" min=\"0\""), "{form}");
    let fields = [
        ("key", hidden(&form, "key")),
        ("version", hidden(&form, "version")),
        ("game", hidden(&form, "game")),
        ("dealer", "N".to_owned()),
        ("bidder", "E".to_owned()),
        ("level", "4".to_owned()),
        ("mode", "uptown".to_owned()),
        ("count", "0".to_owned()),
        ("action", "enter".to_owned()),
    ];
    let sent = read(
        agent()
            .post(format!("{}/t/{}", server.base, table.code))
            .send_form(fields.iter().map(|(name, value)| (*name, value.as_str())))
            .unwrap(),
    );
    assert_eq!(sent.status, 303, "{}", sent.html);
    let game = admin.get(&format!("/api/v1/games/{}", table.game)).body;
    assert_eq!(game["sheet"]["hands"][0]["books"], 0);
    assert_eq!(game["sheet"]["totals"], json!({ "NS": 0, "EW": -4 }));

    // Under the rule book's kitty the same hand is refused, naming the field.
    let other = club_with_game(&admin, "Kitty Club", &json!({}));
    assert!(
        table_page(&server, &other.code)
            .html
            .contains("name=\"count\" min=\"1\"")
    );
    let refused = admin.post(
        &format!("/api/v1/games/{}/hands", other.game),
        &json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 0 }),
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert_eq!(refused.body["field"], "hands[0].books");
}

/// A rule set stored before the options of RULES.md 1.8 existed (without their names) reads
/// with their defaults, so the game scores as it did, and goes on taking hands.
#[test]
fn a_game_stored_before_the_new_house_rules_scores_as_it_did() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(
        &admin,
        "Old Club",
        &json!({ "boston": "wins_game", "max_sets": 1, "target": 11 }),
    );
    let hands = [
        json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 12 }),
        json!({ "dealer": "E", "contract": { "bidder": "S", "level": 3, "mode": "notrump" }, "books": 10,
                "reneges": [{ "side": "EW" }] }),
    ];
    for hand in &hands[..1] {
        let entered = admin.post(&format!("/api/v1/games/{}/hands", table.game), hand);
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let before = admin.get(&format!("/api/v1/games/{}", table.game)).body;
    let old_rules = json!({"target": 11, "min_bid": 3, "bid_ranking": "notrump_high",
        "all_pass": "dealer_must_bid", "renege_books": 3, "renege_needs_trick": false,
        "notrump_multiplier": 2, "defenders_score": false, "boston": "wins_game",
        "boston_needs_bid_seven": false, "max_sets": 1});
    let mut connection = server.pool.get().unwrap();
    let rewritten = diesel::sql_query(format!(
        "UPDATE games SET rules = '{old_rules}' WHERE id = {}",
        table.game
    ))
    .execute(&mut *connection)
    .unwrap();
    assert_eq!(rewritten, 1);

    let after = admin.get(&format!("/api/v1/games/{}", table.game)).body;
    assert_eq!(after["sheet"]["hands"], before["sheet"]["hands"]);
    assert_eq!(after["sheet"]["rules"]["kitty"], "book");
    assert_eq!(after["sheet"]["rules"]["game_end_bonus"], 0);
    // The next hand scores under the old rules: NS's 10 books with EW's renege make 13, a
    // Boston in notrump that wins the game.
    let entered = admin.post(&format!("/api/v1/games/{}/hands", table.game), &hands[1]);
    assert_eq!(entered.status, 201, "{}", entered.body);
    let sheet: Value = admin.get(&format!("/api/v1/games/{}", table.game)).body["sheet"].clone();
    assert_eq!(sheet["totals"], json!({ "NS": 14, "EW": 6 }));
    assert_eq!(
        (&sheet["winner"], &sheet["reason"]),
        (&json!("NS"), &json!("boston"))
    );
}

/// An event's page says its house rules in the reader's language, each a link to its
/// section of the rule book, which the server serves at `/rules`.
#[test]
fn an_events_house_rules_link_to_the_rule_book() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Rule Club" }));
    let club = club.body["id"].as_i64().unwrap();
    let event = crate::events::create_event(
        &admin,
        club,
        "round_robin",
        &json!({ "rules": { "kitty": "none", "renege_loses_game": true } }),
    );
    let page = read(
        agent()
            .get(format!("{}/events/{event}?lang=da", server.base))
            .call()
            .unwrap(),
    );
    assert_eq!(page.status, 200);
    assert!(
        page.html.contains(
            "<a href=\"/rules#bw-kitty\">Der er ingen talon: den meldende side kan ende helt uden stik.</a>"
        ),
        "{}",
        page.html
    );
    assert!(
        page.html
            .contains("<a href=\"/rules#bw-renege_loses_game\">")
    );
    assert!(page.html.contains("<a href=\"/rules#bw-target\">"));

    let book = read(
        agent()
            .get(format!("{}/rules?lang=de", server.base))
            .call()
            .unwrap(),
    );
    assert_eq!(book.status, 200);
    assert!(book.html.contains("<title>Regelbuch"), "{}", book.html);
    assert!(
        book.html
            .contains("<article class=\"rule-book\" lang=\"en\">")
    );
    assert!(
        book.html
            .contains("<h1>The rule book Uptown scores by</h1>")
    );
    for anchor in [
        "bw-kitty",
        "bw-renege_loses_game",
        "bw-target",
        "w-game_points",
        "ct-target",
    ] {
        assert!(
            book.html.contains(&format!("<a id=\"{anchor}\"></a>")),
            "{anchor}"
        );
    }
    assert!(book.html.contains("<code>dealer_may_match</code>"));
}
