//! The director's console over HTTP: logging in sets a session cookie (`HttpOnly`,
//! `SameSite=Strict`, for /director only); forms without the session's CSRF token are refused;
//! the console registers players, seats and closes rounds and prints table cards with QR
//! codes; someone who does not direct the club is refused; logging out ends the session.

use crate::support::{Page, TestServer, agent, read};
use serde_json::json;

pub(crate) fn get(server: &TestServer, path: &str, cookie: &str) -> Page {
    get_in(server, path, cookie, "en")
}

pub(crate) fn get_in(server: &TestServer, path: &str, cookie: &str, lang: &str) -> Page {
    read(
        agent()
            .get(format!(
                "{}{path}{}lang={lang}",
                server.base,
                if path.contains('?') { '&' } else { '?' }
            ))
            .header("Cookie", cookie)
            .call()
            .unwrap(),
    )
}

pub(crate) fn post(server: &TestServer, path: &str, cookie: &str, fields: &[(&str, &str)]) -> Page {
    post_in(server, path, cookie, "en", fields)
}

/// A form sent by a browser that asks for `lang`.
pub(crate) fn post_in(
    server: &TestServer,
    path: &str,
    cookie: &str,
    lang: &str,
    fields: &[(&str, &str)],
) -> Page {
    let owned: Vec<(String, String)> = fields
        .iter()
        .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
        .collect();
    read(
        agent()
            .post(format!("{}{path}", server.base))
            .header("Cookie", cookie)
            .header("Accept-Language", lang)
            .send_form(owned)
            .unwrap(),
    )
}

/// Logs in through the form; the session cookie as a `Cookie` header value.
pub(crate) fn log_in(server: &TestServer, username: &str, password: &str) -> String {
    let page = post(
        server,
        "/director/login",
        "",
        &[("username", username), ("password", password)],
    );
    assert_eq!(page.status, 303, "{}", page.html);
    let cookie = page.set_cookie.expect("a session cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(cookie.contains("Path=/director"), "{cookie}");
    cookie.split(';').next().unwrap().to_owned()
}

fn text(value: &serde_json::Value) -> &str {
    value.as_str().unwrap()
}

pub(crate) fn csrf_of(html: &str) -> String {
    let marker = "name=\"csrf\" value=\"";
    let start = html.find(marker).expect("a CSRF field") + marker.len();
    html[start..].split('"').next().unwrap().to_owned()
}

/// A club of four players and a club night; the event's id.
fn club_night(admin: &crate::support::Client) -> i64 {
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Tuesday Club" }));
    let club = club.body["id"].as_i64().unwrap();
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        admin.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
    }
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "club_night" }),
    );
    event.body["id"].as_i64().unwrap()
}

#[test]
fn a_director_runs_an_event_from_the_console() {
    let server = TestServer::start();
    let admin = server.admin();
    let event = club_night(&admin);
    let session = log_in(&server, "admin", "admin-password");
    let home = get(&server, "/director", &session);
    assert_eq!(home.status, 200);
    assert!(home.html.contains(&format!("/director/events/{event}")));
    let console = get(&server, &format!("/director/events/{event}"), &session);
    let csrf = csrf_of(&console.html);

    // A form without this session's token is refused, and does nothing.
    let forged = post(
        &server,
        &format!("/director/events/{event}/register"),
        &session,
        &[("csrf", "forged"), ("player", "Ann")],
    );
    assert_eq!(forged.status, 403);
    let path = format!("/director/events/{event}");
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        let done = post(
            &server,
            &format!("{path}/register"),
            &session,
            &[("csrf", &csrf), ("player", name)],
        );
        assert_eq!(done.status, 303, "{}", done.html);
        assert_eq!(done.location.as_deref(), Some(path.as_str()));
    }
    let twice = post(
        &server,
        &format!("{path}/register"),
        &session,
        &[("csrf", &csrf), ("player", "Ann")],
    );
    let shown = get(&server, twice.location.as_deref().unwrap(), &session);
    assert!(shown.html.contains("already entered"), "{}", shown.html);
    assert_eq!(
        admin.get(&format!("/api/v1/events/{event}")).body["entrants"]
            .as_array()
            .unwrap()
            .len(),
        4
    );

    let seated = post(
        &server,
        &format!("{path}/round"),
        &session,
        &[("csrf", &csrf)],
    );
    assert_eq!(seated.status, 303);
    let event_json = admin.get(&format!("/api/v1/events/{event}")).body;
    let code = event_json["rounds"][0]["tables"][0]["games"][0]["table_code"]
        .as_str()
        .unwrap()
        .to_owned();
    let cards = get(&server, &format!("{path}/rounds/1/cards"), &session);
    assert_eq!(cards.status, 200);
    assert!(cards.html.contains(&code), "the card shows the code");
    assert!(cards.html.contains("<svg"), "and a QR code");
    assert!(cards.html.contains(&format!("/t/{code}")));
    for lang in ["en", "de", "da", "nl", "sv"] {
        for page in [
            "/director/login",
            "/director",
            &path,
            &format!("{path}/rounds/1/cards"),
        ] {
            let shown = get_in(&server, page, &session, lang);
            assert_eq!(shown.status, 200, "{page} in {lang}");
            assert!(
                !shown.html.contains('⟦'),
                "{page} in {lang}: {}",
                shown.html
            );
        }
    }
    let closed = post(
        &server,
        &format!("{path}/close"),
        &session,
        &[("csrf", &csrf), ("round", "1")],
    );
    assert_eq!(closed.status, 303);
    let event_json = admin.get(&format!("/api/v1/events/{event}")).body;
    assert_eq!(event_json["rounds"][0]["closed_by_director"], true);

    // Logging out ends the session: its cookie no longer works, and the login page says so.
    let out = post(&server, "/director/logout", &session, &[("csrf", &csrf)]);
    assert_eq!(out.status, 303);
    assert_eq!(
        get(&server, "/director", &session).location.as_deref(),
        Some("/director/login?ended=1")
    );
}

/// The console's round lists each table's partnerships, score and status; a withdrawal
/// there takes a reason and a ticked box, and without the box changes nothing.
#[test]
fn the_console_shows_each_table_and_confirms_a_withdrawal() {
    let server = TestServer::start();
    let admin = server.admin();
    let event = club_night(&admin);
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        let entered = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [name] }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    assert_eq!(
        admin
            .post(&format!("/api/v1/events/{event}/rounds"), &json!({}))
            .status,
        201
    );
    let event_json = admin.get(&format!("/api/v1/events/{event}")).body;
    let session = log_in(&server, "admin", "admin-password");
    let path = format!("/director/events/{event}");
    let csrf = csrf_of(&get(&server, &path, &session).html);
    // Each table's row says who plays, the score and how the game stands.
    let seats = &event_json["rounds"][0]["tables"][0]["seats"];
    let players = format!(
        "{} &#38; {} v {} &#38; {}",
        text(&seats["N"]["name"]),
        text(&seats["S"]["name"]),
        text(&seats["E"]["name"]),
        text(&seats["W"]["name"])
    );
    let console = get(&server, &path, &session).html;
    assert!(console.contains(&players), "{players}: {seats}");
    assert!(
        console.contains("<strong>0 – 0</strong> · in progress"),
        "{console}"
    );

    // A withdrawal asks for a reason and a ticked box: the button alone does nothing.
    let unticked = post(
        &server,
        &format!("{path}/withdraw"),
        &session,
        &[("csrf", &csrf), ("entrant", "4"), ("reason", "went home")],
    );
    let shown = get(&server, unticked.location.as_deref().unwrap(), &session);
    assert!(
        shown
            .html
            .contains("Tick the box to say the withdrawal is meant"),
        "{}",
        shown.html
    );
    let entrants = |admin: &crate::support::Client| {
        admin.get(&format!("/api/v1/events/{event}")).body["entrants"].clone()
    };
    assert!(entrants(&admin)[3]["withdrawn_round"].is_null());
    let withdrawn = post(
        &server,
        &format!("{path}/withdraw"),
        &session,
        &[
            ("csrf", &csrf),
            ("entrant", "4"),
            ("reason", "went home"),
            ("confirm", "yes"),
        ],
    );
    assert_eq!(withdrawn.status, 303);
    assert_eq!(entrants(&admin)[3]["withdraw_reason"], "went home");
    let console = get(&server, &path, &session).html;
    assert!(console.contains("went home"));

    // Taken back before the next round, as a mistaken click is; not once a round went on.
    assert!(console.contains("Take back the withdrawal"), "{console}");
    let back = post(
        &server,
        &format!("{path}/reinstate"),
        &session,
        &[("csrf", &csrf), ("entrant", "4")],
    );
    assert_eq!(back.status, 303);
    assert!(entrants(&admin)[3]["withdrawn_round"].is_null());
    let again = admin.post(
        &format!("/api/v1/events/{event}/entrants/4/reinstate"),
        &json!({}),
    );
    assert_eq!(again.status, 409, "{}", again.body);
}

#[test]
fn a_refused_console_form_reads_in_the_directors_language() {
    let server = TestServer::start();
    let event = club_night(&server.admin());
    let session = log_in(&server, "admin", "admin-password");
    let path = format!("/director/events/{event}");
    let csrf = csrf_of(&get(&server, &path, &session).html);
    let register = format!("{path}/register");
    post(
        &server,
        &register,
        &session,
        &[("csrf", &csrf), ("player", "Ann")],
    );
    let twice = post_in(
        &server,
        &register,
        &session,
        "de",
        &[("csrf", &csrf), ("player", "Ann")],
    );
    let refused_at = twice.location.as_deref().unwrap();
    let german = get_in(&server, refused_at, &session, "de");
    assert!(
        german
            .html
            .contains("Nicht ausgeführt: Bitte „Spieler (Name oder Nummer)“ prüfen."),
        "{}",
        german.html
    );
    // The service's own particulars, in German too.
    assert!(
        german
            .html
            .contains("players[0]: schon angemeldet, als Teilnehmer 1 (Ann)"),
        "{}",
        german.html
    );
    assert!(!german.html.contains("already entered"), "{}", german.html);
    // Seating a round with one entrant is refused by the event.
    let conflict = post_in(
        &server,
        &format!("{path}/round"),
        &session,
        "sv",
        &[("csrf", &csrf)],
    );
    let swedish = get_in(
        &server,
        conflict.location.as_deref().unwrap(),
        &session,
        "sv",
    );
    assert!(swedish.html.contains("Inte utfört"), "{}", swedish.html);
    assert!(
        !swedish.html.contains("cannot be seated"),
        "{}",
        swedish.html
    );
}

#[test]
fn a_wrong_password_or_someone_who_does_not_direct_the_club_gets_nowhere() {
    let server = TestServer::start();
    let admin = server.admin();
    let event = club_night(&admin);
    let path = format!("/director/events/{event}");
    let wrong = post(
        &server,
        "/director/login",
        "",
        &[("username", "admin"), ("password", "not it")],
    );
    assert_eq!(wrong.status, 401);
    assert!(wrong.html.contains("Wrong username or password."));
    assert_eq!(
        get(&server, "/director", "").location.as_deref(),
        Some("/director/login")
    );

    admin.post(
        "/api/v1/accounts",
        &json!({ "username": "visitor", "password": "visitor-password" }),
    );
    let visitor = log_in(&server, "visitor", "visitor-password");
    let refused = get(&server, &format!("/director/events/{event}"), &visitor);
    assert_eq!(refused.status, 403);
    let visitor_csrf = csrf_of(&get(&server, "/director", &visitor).html);
    let refused = post(
        &server,
        &format!("{path}/round"),
        &visitor,
        &[("csrf", &visitor_csrf)],
    );
    assert_eq!(refused.status, 403);
    assert!(
        admin.get(&format!("/api/v1/events/{event}")).body["rounds"]
            .as_array()
            .unwrap()
            .is_empty(),
        "nothing was seated"
    );
}

#[test]
fn a_director_creates_an_event_and_takes_a_hand_back() {
    let server = TestServer::start();
    let admin = server.admin();
    let first = club_night(&admin);
    let session = log_in(&server, "admin", "admin-password");
    let season = admin.post("/api/v1/clubs/1/seasons", &json!({ "name": "Spring" }));
    let season = season.body["id"].as_i64().unwrap();
    let home = get(&server, "/director", &session);
    let csrf = csrf_of(&home.html);
    assert!(
        home.html.contains("Tuesday Club: Spring"),
        "the season is offered"
    );
    assert!(
        home.html.contains("name=\"bw.renege_needs_trick\""),
        "every option"
    );
    let form = |name: &'static str, count: &'static str| {
        vec![
            ("csrf", csrf.clone()),
            ("club", "1".to_owned()),
            ("name", name.to_owned()),
            ("format", "round_robin".to_owned()),
            ("game", "bid_whist".to_owned()),
            ("season", season.to_string()),
            ("bw.target", "11".to_owned()),
            ("bw.renege_needs_trick", "true".to_owned()),
            ("bw.all_pass", " redeal ".to_owned()),
            ("w.target", "not for bid whist".to_owned()),
            ("tie_breaks", "point_difference, games_won".to_owned()),
            ("match_kind", "best_of".to_owned()),
            ("match_count", count.to_owned()),
            ("rounds", String::new()),
            ("confirm_hands", "yes".to_owned()),
            ("playoff_top", "4".to_owned()),
            ("playoff_format", "double_knockout".to_owned()),
        ]
    };
    let sent = form("Spring pairs", "3");
    let sent: Vec<(&str, &str)> = sent
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    // First the rules in plain words, and nothing created yet.
    let mut previewed = sent.clone();
    previewed.push(("action", "preview"));
    let preview = post(&server, "/director/events", &session, &previewed);
    assert_eq!(preview.status, 200, "{}", preview.html);
    assert!(preview.html.contains("11 points"), "{}", preview.html);
    assert!(
        admin.get("/api/v1/events").body.as_array().unwrap().len() == 1,
        "a preview creates nothing"
    );
    let created = post(&server, "/director/events", &session, &sent);
    assert_eq!(created.status, 303, "{}", created.html);
    let location = created.location.unwrap();
    let id: i64 = location.rsplit('/').next().unwrap().parse().unwrap();
    assert_ne!(id, first);
    let event = admin.get(&format!("/api/v1/events/{id}")).body;
    assert_eq!(event["format"], "round_robin");
    assert_eq!(event["match"], json!({ "best_of": 3 }));
    assert_eq!(event["rules"]["target"], 11);
    assert_eq!(event["rules"]["renege_needs_trick"], true);
    assert_eq!(event["rules"]["all_pass"], "redeal");
    assert_eq!(event["season_id"], season);
    assert_eq!(
        event["tie_breaks"],
        json!(["point_difference", "games_won"])
    );
    assert_eq!(event["confirm_hands"], true);
    assert_eq!(event["playoff"]["top"], 4);
    assert_eq!(event["playoff"]["format"], "double_knockout");

    // An even best-of is refused with the reason, and nothing is created.
    let sent = form("Broken", "2");
    let sent: Vec<(&str, &str)> = sent
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    let refused = post(&server, "/director/events", &session, &sent);
    let shown = get(&server, refused.location.as_deref().unwrap(), &session);
    assert!(shown.html.contains("must be odd"), "{}", shown.html);
    assert_eq!(
        admin.get("/api/v1/events").body.as_array().unwrap().len(),
        2
    );
}

/// A hand entered at a club night's table is taken back from the console, with a reason.
#[test]
fn a_director_takes_a_hand_back_with_a_reason() {
    let server = TestServer::start();
    let admin = server.admin();
    let first = club_night(&admin);
    let session = log_in(&server, "admin", "admin-password");
    let csrf = csrf_of(&get(&server, "/director", &session).html);
    let path = format!("/director/events/{first}");
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        post(
            &server,
            &format!("{path}/register"),
            &session,
            &[("csrf", &csrf), ("player", name)],
        );
    }
    post(
        &server,
        &format!("{path}/round"),
        &session,
        &[("csrf", &csrf)],
    );
    let game = admin.get(&format!("/api/v1/events/{first}")).body["rounds"][0]["tables"][0]
        ["games"][0]["id"]
        .as_i64()
        .unwrap();
    let hand = json!({ "dealer": "N", "contract": { "bidder": "N", "level": 4, "mode": "uptown" }, "books": 10 });
    admin.post(&format!("/api/v1/games/{game}/hands"), &hand);
    let game_text = game.to_string();
    let undo = |reason: &str| {
        let fields = [
            ("csrf", csrf.as_str()),
            ("game", &game_text),
            ("reason", reason),
        ];
        post(&server, &format!("{path}/undo"), &session, &fields)
    };
    // A reason with a NUL character (PostgreSQL cannot store one) is refused by name.
    let refused = undo("wrong\0table");
    assert_eq!(refused.status, 303, "{}", refused.html);
    assert!(
        refused
            .location
            .as_deref()
            .unwrap()
            .contains("field=reason"),
        "{:?}",
        refused.location
    );
    let undone = undo("entered at the wrong table");
    assert_eq!(undone.status, 303);
    let history = admin.get(&format!("/api/v1/games/{game}/history")).body;
    assert_eq!(history[1]["action"], "undone");
    assert_eq!(history[1]["reason"], "entered at the wrong table");
    assert!(
        admin.get(&format!("/api/v1/games/{game}")).body["hands"]
            .as_array()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn a_director_corrects_a_hand_with_a_reason_from_the_console() {
    let server = TestServer::start();
    let admin = server.admin();
    club_night(&admin);
    let game = admin.post(
        "/api/v1/games",
        &json!({ "club_id": 1, "game": "bid_whist", "rules": { "target": 21 },
                 "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
    );
    let game = game.body["id"].as_i64().unwrap();
    for hand in [
        json!({ "dealer": "N", "contract": { "bidder": "N", "level": 4, "mode": "uptown" }, "books": 10 }),
        json!({ "dealer": "E", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 10 }),
    ] {
        admin.post(&format!("/api/v1/games/{game}/hands"), &hand);
    }
    let session = log_in(&server, "admin", "admin-password");
    let page = get(&server, &format!("/director/games/{game}"), &session);
    assert_eq!(page.status, 200);
    // The hand's own fields, filled in as it was entered: no JSON to edit.
    assert!(!page.html.contains("&#34;books&#34;"), "{}", page.html);
    assert!(page.html.contains("id=\"hand-1-count\""));
    assert!(page.html.contains("value=\"10\""), "the books as entered");
    let csrf = csrf_of(&page.html);
    let corrected = [
        ("csrf", csrf.as_str()),
        ("dealer", "N"),
        ("bidder", "N"),
        ("level", "4"),
        ("mode", "uptown"),
        ("count", "11"),
        ("reason", "one book more"),
    ];
    let done = post(
        &server,
        &format!("/director/games/{game}/hands/1"),
        &session,
        &corrected,
    );
    assert_eq!(done.status, 303);
    let view = admin.get(&format!("/api/v1/games/{game}")).body;
    assert_eq!(view["sheet"]["totals"], json!({ "NS": 5, "EW": 4 }));
    assert_eq!(view["hands"][0]["books"], 11);
    // A correction the rules refuse comes back with the reason, and changes nothing.
    let mut refused = corrected.to_vec();
    refused[5] = ("count", "14");
    let refused = post(
        &server,
        &format!("/director/games/{game}/hands/1"),
        &session,
        &refused,
    );
    let shown = get(&server, refused.location.as_deref().unwrap(), &session);
    assert!(shown.html.contains("role=\"alert\""), "{}", shown.html);
    assert!(
        shown.html.contains("14 is not a number from 0 to 13"),
        "{}",
        shown.html
    );
    assert_eq!(
        admin.get(&format!("/api/v1/games/{game}")).body["sheet"]["totals"],
        json!({ "NS": 5, "EW": 4 })
    );
}
