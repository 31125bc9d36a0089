//! The HTML pages, rendered by the real server: every page in every language without a
//! missing message and under 100 KB, language negotiation, the live standings stream, the
//! season CSV, and table entry (preview, entry exactly once, a stale form, a refused hand).

use std::io::{BufRead, BufReader};

use crate::support::{
    Client, Page, TestServer, agent, club_with_game, event_of_pairs, get, hidden, post_form, read,
    seat_round,
};
use serde_json::{Value, json};

const LANGUAGES: [&str; 5] = ["en", "de", "da", "nl", "sv"];

/// A club with a season, eight players and a rotating event of two rounds whose first
/// round is seated and half played: (club, season, event, the codes of round 1's tables).
fn an_evening(admin: &Client) -> (i64, i64, i64, Vec<String>) {
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Tuesday Club" }));
    let club = club.body["id"].as_i64().unwrap();
    let season = admin.post(
        &format!("/api/v1/clubs/{club}/seasons"),
        &json!({ "name": "Winter" }),
    );
    let season = season.body["id"].as_i64().unwrap();
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "season_id": season, "name": "Tuesday <1 December>",
                 "format": "rotating", "rounds": 2, "seed": 5, "rules": { "target": 7 } }),
    );
    assert_eq!(event.status, 201, "{}", event.body);
    let event = event.body["id"].as_i64().unwrap();
    for name in ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"] {
        let player = admin.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        let id = player.body["id"].as_i64().unwrap();
        admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [id] }),
        );
    }
    let round = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    assert_eq!(round.status, 201, "{}", round.body);
    let codes: Vec<String> = round.body["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|table| table["games"][0]["table_code"].as_str().unwrap().to_owned())
        .collect();
    let first_game = round.body["tables"][0]["games"][0]["id"].as_i64().unwrap();
    for hand in [
        json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 10 }),
        json!({ "dealer": "E", "contract": { "bidder": "N", "level": 7, "mode": "uptown" }, "books": 13 }),
    ] {
        let reply = admin.post(&format!("/api/v1/games/{first_game}/hands"), &hand);
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    (club, season, event, codes)
}

#[test]
fn every_page_renders_in_every_language_without_a_missing_message() {
    let server = TestServer::start();
    let admin = server.admin();
    let (club, season, event, codes) = an_evening(&admin);
    let table =
        admin.get(&format!("/api/v1/events/{event}")).body["rounds"][0]["tables"][0].clone();
    let game = table["games"][0]["id"].as_i64().unwrap();
    let north = table["seats"]["N"]["id"].as_i64().unwrap();
    let pages = [
        "/".to_owned(),
        "/rules".to_owned(),
        format!("/clubs/{club}"),
        format!("/events/{event}"),
        format!("/games/{game}"),
        format!("/seasons/{season}"),
        format!("/t/{}", codes[1]),
        format!("/players/{north}"),
        format!("/events/{event}/projector"),
        format!("/events/{event}/seats"),
        format!("/events/{event}/players/{north}"),
    ];
    for lang in LANGUAGES {
        for path in &pages {
            let page = get(&server, &format!("{path}?lang={lang}"), &[]);
            assert_eq!(page.status, 200, "{path} in {lang}");
            assert!(
                page.html.contains(&format!("<html lang=\"{lang}\">")),
                "{path} in {lang}"
            );
            assert!(
                !page.html.contains('⟦'),
                "{path} in {lang} lacks a message: {}",
                page.html
            );
            assert!(page.html.len() < 100_000, "{path} is under 100 KB");
        }
        let missing = get(&server, &format!("/events/999?lang={lang}"), &[]);
        assert_eq!(missing.status, 404);
        assert!(!missing.html.contains('⟦'));
    }
    // The key content, in English and in German.
    let event_page = get(&server, &format!("/events/{event}?lang=en"), &[]).html;
    assert!(
        event_page.contains("Tuesday &#60;1 December&#62;") && !event_page.contains("<1 December>"),
        "names are escaped"
    );
    assert!(event_page.contains("Rotating partners"));
    assert!(event_page.contains("Round 1"));
    assert!(
        event_page.contains("A game is won at 7 points and lost at −7."),
        "the house rules in plain words"
    );
    let sheet = get(&server, &format!("/games/{game}?lang=de"), &[]).html;
    assert!(sheet.contains("Partie"));
    assert!(
        sheet.contains("Stiche"),
        "bid whist's books are Stiche in German"
    );
    assert_eq!(sheet.matches("<polyline").count(), 2, "a line per side");
    assert_eq!(
        sheet.matches("<svg class=\"swatch\"").count(),
        2,
        "the legend draws each side's line, solid or dashed, not its colour alone"
    );
    let table_page = get(&server, &format!("/t/{}?lang=sv", codes[1]), &[]).html;
    assert!(table_page.contains("Nord") && table_page.contains("Väst"));
    // North played one finished game: rated, with a partner and a result.
    let player = get(&server, &format!("/players/{north}?lang=en"), &[]).html;
    assert!(player.contains("Rating "), "{player}");
    assert!(player.contains(&format!("/games/{game}")));
    let wall = get(&server, &format!("/events/{event}/projector?lang=en"), &[]).html;
    assert!(wall.contains("data-live=") && wall.contains("<table class=\"standings\">"));
}

/// Each player's own page for the evening: where they sit this round, with whom and
/// against whom, how the table stands, their place so far; the one who sits out is told so.
/// Players find it by name, from the projector's QR code and from their table's page.
#[test]
fn a_players_page_says_where_they_sit_and_when_they_sit_out() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Five Club" }))
        .body["id"]
        .clone();
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Tuesday", "format": "rotating", "rounds": 5, "seed": 2 }),
    );
    let event = event.body["id"].as_i64().unwrap();
    for name in ["Ann", "Bob", "Cal", "Dee", "Eve"] {
        let player = admin.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player.body["id"]] }),
        );
    }
    let before = admin.get(&format!("/api/v1/events/{event}")).body;
    let ann = before["entrants"][0]["players"][0]["id"].as_i64().unwrap();
    let waiting = get(
        &server,
        &format!("/events/{event}/players/{ann}?lang=en"),
        &[],
    )
    .html;
    assert!(waiting.contains("You are not seated yet"), "{waiting}");

    let round = admin
        .post(&format!("/api/v1/events/{event}/rounds"), &json!({}))
        .body;
    let table = &round["tables"][0];
    let seats = &table["seats"];
    let name = |seat: &str| seats[seat]["name"].as_str().unwrap().to_owned();
    let north = seats["N"]["id"].as_i64().unwrap();
    let page = get(
        &server,
        &format!("/events/{event}/players/{north}?lang=en"),
        &[],
    )
    .html;
    assert!(page.contains("Round 1: table 1, North."), "{page}");
    assert!(
        page.contains(&format!(
            "Partner: {}. Opponents: {} &#38; {}.",
            name("S"),
            name("E"),
            name("W")
        )),
        "{page}"
    );
    assert!(page.contains("in progress · 0 – 0"), "{page}");
    assert!(
        !page.contains(table["games"][0]["table_code"].as_str().unwrap()),
        "no table code"
    );

    let out = round["sitting_out"][0].as_u64().unwrap();
    let out_player = before["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["number"] == out)
        .unwrap()["players"][0]["id"]
        .clone();
    let sitting = get(
        &server,
        &format!("/events/{event}/players/{out_player}?lang=de"),
        &[],
    )
    .html;
    assert!(
        sitting.contains("Runde 1: Sie setzen diese Runde aus."),
        "{sitting}"
    );

    let pick = get(&server, &format!("/events/{event}/seats?lang=en"), &[]).html;
    assert!(
        pick.contains(&format!("href=\"/events/{event}/players/{ann}\"")),
        "{pick}"
    );
    let wall = get(&server, &format!("/events/{event}/projector?lang=en"), &[]).html;
    assert!(
        wall.contains(&format!("/events/{event}/seats")) && wall.contains("<svg"),
        "{wall}"
    );
    let code = table["games"][0]["table_code"].as_str().unwrap();
    let phone = get(&server, &format!("/t/{code}"), &[]).html;
    assert!(
        phone.contains(&format!("href=\"/events/{event}/players/{north}\"")),
        "{phone}"
    );
    let nobody = get(&server, &format!("/events/{event}/players/99999"), &[]);
    assert_eq!(nobody.status, 404);
}

/// The director hides the standings for the last rounds: the wall, the event page, the
/// players' pages and the public API keep them secret, the directors still see them; then
/// the director reveals them at the prize-giving.
#[test]
fn hidden_standings_stay_secret_until_the_director_reveals_them() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, event, _) = an_evening(&admin);
    let table =
        admin.get(&format!("/api/v1/events/{event}")).body["rounds"][0]["tables"][0].clone();
    let north = table["seats"]["N"]["id"].as_i64().unwrap();
    let standings = format!("/api/v1/events/{event}/standings");
    let anyone = server.client();
    assert_eq!(
        anyone.get(&standings).body["rows"]
            .as_array()
            .unwrap()
            .len(),
        8
    );

    let hidden = admin.post(
        &format!("/api/v1/events/{event}/standings/hide"),
        &json!({}),
    );
    assert_eq!(hidden.status, 200, "{}", hidden.body);
    assert_eq!(hidden.body["standings_hidden"], true);
    let public = anyone.get(&standings).body;
    assert_eq!(public["hidden"], true);
    assert!(public["rows"].as_array().unwrap().is_empty(), "{public}");
    assert_eq!(
        admin.get(&standings).body["rows"].as_array().unwrap().len(),
        8,
        "directors see them"
    );
    for path in [
        format!("/events/{event}"),
        format!("/events/{event}/projector"),
        format!("/events/{event}/standings"),
    ] {
        let page = get(&server, &format!("{path}?lang=en"), &[]).html;
        assert!(
            page.contains("keeping the standings secret"),
            "{path}: {page}"
        );
        assert!(!page.contains("<table class=\"standings\">"), "{path}");
    }
    let own = get(
        &server,
        &format!("/events/{event}/players/{north}?lang=en"),
        &[],
    )
    .html;
    assert!(!own.contains("Place "), "{own}");
    let refused = anyone.post(
        &format!("/api/v1/events/{event}/standings/reveal"),
        &json!({}),
    );
    assert_eq!(refused.status, 401);

    let revealed = admin.post(
        &format!("/api/v1/events/{event}/standings/reveal"),
        &json!({}),
    );
    assert_eq!(revealed.body["standings_hidden"], false);
    assert_eq!(
        anyone.get(&standings).body["rows"]
            .as_array()
            .unwrap()
            .len(),
        8
    );
    let wall = get(&server, &format!("/events/{event}/projector?lang=en"), &[]).html;
    assert!(wall.contains("<table class=\"standings\">"));
}

#[test]
fn the_language_comes_from_the_query_then_the_cookie_then_accept_language() {
    let server = TestServer::start();
    let page = get(
        &server,
        "/",
        &[("Accept-Language", "fr, de;q=0.8, en;q=0.5")],
    );
    assert!(page.html.contains("<html lang=\"de\">"));
    assert!(
        page.set_cookie.is_none(),
        "nothing chosen, nothing remembered"
    );
    let chosen = get(&server, "/?lang=nl", &[("Accept-Language", "de")]);
    assert!(chosen.html.contains("<html lang=\"nl\">"));
    let cookie = chosen.set_cookie.expect("a chosen language is remembered");
    assert!(cookie.starts_with("lang=nl"), "{cookie}");
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
    let remembered = get(
        &server,
        "/",
        &[("Cookie", "lang=nl"), ("Accept-Language", "de")],
    );
    assert!(remembered.html.contains("<html lang=\"nl\">"));
    // Every page links to every language, keeping its own query.
    let season = get(&server, "/clubs/1?lang=da", &[]);
    assert_eq!(season.status, 404);
    for lang in LANGUAGES {
        assert!(season.html.contains(&format!("hreflang=\"{lang}\"")));
    }
}

#[test]
fn the_live_stream_sends_the_standings_table() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, event, _) = an_evening(&admin);
    let response = agent()
        .get(format!("{}/events/{event}/live?lang=en", server.base))
        .call()
        .unwrap();
    assert_eq!(
        response.headers().get("content-type").unwrap(),
        "text/event-stream"
    );
    let mut lines = BufReader::new(response.into_body().into_reader()).lines();
    assert_eq!(lines.next().unwrap().unwrap(), "event: standings");
    let mut data = String::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        if line.is_empty() {
            break;
        }
        data.push_str(line.strip_prefix("data: ").expect("every line is data"));
    }
    assert!(data.contains("<table class=\"standings\">"));
    assert_eq!(
        data.matches("<tr>").count(),
        9,
        "a header and eight players"
    );
}

#[test]
fn season_standings_download_as_csv() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, season, _, _) = an_evening(&admin);
    let csv = get(&server, &format!("/seasons/{season}/standings.csv"), &[]);
    assert_eq!(csv.status, 200);
    let lines: Vec<&str> = csv.html.lines().collect();
    assert_eq!(
        lines[0],
        "rank,player,events,played,games_won,points_for,points_against,point_difference,bostons,sets,qualified"
    );
    assert_eq!(lines.len(), 9, "eight players");
    let winners = lines.iter().filter(|line| line.starts_with("1,")).count();
    assert_eq!(winners, 2, "the two winners share first place");
    assert!(lines[1..].iter().all(|line| line.ends_with(",true")));
}

/// Loads a table's page and sends its form with `fields` and `action`.
fn send_hand(server: &TestServer, code: &str, fields: &[(&str, &str)], action: &str) -> Page {
    let form = get(server, &format!("/t/{code}"), &[]).html;
    send_form(server, &format!("/t/{code}"), &form, fields, action)
}

/// Sends the table's `form` (its page's HTML) back to `path` with its hidden fields (its
/// key, the game and version it shows, the dealer) and `fields`.
fn send_form(
    server: &TestServer,
    path: &str,
    form: &str,
    fields: &[(&str, &str)],
    action: &str,
) -> Page {
    let (key, version, game, dealer) = (
        hidden(form, "key"),
        hidden(form, "version"),
        hidden(form, "game"),
        hidden(form, "dealer"),
    );
    let mut sent: Vec<(&str, &str)> = vec![
        ("key", &key),
        ("version", &version),
        ("game", &game),
        ("dealer", &dealer),
        ("action", action),
    ];
    sent.extend_from_slice(fields);
    post_form(server, path, &sent)
}

fn hands_of(admin: &Client, code: &str) -> Vec<Value> {
    admin.as_table(code).get("/api/v1/table").body["hands"]
        .as_array()
        .unwrap()
        .clone()
}

/// The page's script (which keeps hands on the phone while the Wi-Fi is down) and its
/// service worker are this server's own; the form's answers say what became of a hand, and
/// the page gives the script its words in the reader's language.
#[test]
fn the_table_page_tells_its_script_what_became_of_a_hand() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, _, codes) = an_evening(&admin);
    let code = &codes[1];
    for path in ["/t/table.js", "/t/sw.js"] {
        let script = get(&server, path, &[]);
        assert_eq!(script.status, 200, "{path}");
        assert!(script.content_type.starts_with("text/javascript"), "{path}");
    }
    let page = get(&server, &format!("/t/{code}?lang=de"), &[]).html;
    assert!(
        page.contains("<script src=\"/t/table.js\" defer>"),
        "{page}"
    );
    assert!(
        page.contains("data-waiting=\"Spiel {number} ist auf diesem Telefon gespeichert"),
        "{page}"
    );

    let hand = [
        ("bidder", "E"),
        ("level", "3"),
        ("mode", "uptown"),
        ("count", "9"),
    ];
    let preview = send_hand(&server, code, &hand, "preview");
    assert_eq!(preview.entry.as_deref(), Some("preview"));
    let empty = send_hand(
        &server,
        code,
        &[
            ("bidder", "E"),
            ("level", "3"),
            ("mode", "uptown"),
            ("count", ""),
        ],
        "enter",
    );
    assert_eq!(empty.entry.as_deref(), Some("refused"));
    // Two phones showed the game at one version; the second to send is in conflict.
    let form = get(&server, &format!("/t/{code}"), &[]).html;
    let first = send_form(&server, &format!("/t/{code}"), &form, &hand, "enter");
    assert_eq!(first.status, 303);
    assert_eq!(first.entry, None);
    let mut second = form.clone();
    second = second.replace(&hidden(&form, "key"), "another-phones-key");
    let late = send_form(&server, &format!("/t/{code}"), &second, &hand, "enter");
    assert_eq!(late.entry.as_deref(), Some("conflict"), "{}", late.html);
    assert_eq!(hands_of(&admin, code).len(), 1);
}

#[test]
fn a_table_previews_then_enters_a_hand_exactly_once() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, _, codes) = an_evening(&admin);
    let code = &codes[1];
    let hand = [
        ("bidder", "E"),
        ("level", "3"),
        ("mode", "notrump"),
        ("count", "9"),
    ];
    let preview = send_hand(&server, code, &hand, "preview");
    assert_eq!(preview.status, 200);
    assert!(
        preview
            .html
            .contains("This hand scores 0 for North–South and 6 for East–West"),
        "a notrump hand counts double: {}",
        preview.html
    );
    assert!(
        hands_of(&admin, code).is_empty(),
        "a preview stores nothing"
    );
    assert!(
        preview.html.contains("value=\"notrump\" checked"),
        "the form keeps the hand"
    );

    // Entered, then the same form sent again as a flaky connection would: one hand.
    let form = get(&server, &format!("/t/{code}"), &[]).html;
    for _ in 0..2 {
        let entered = send_form(&server, &format!("/t/{code}"), &form, &hand, "enter");
        assert_eq!(entered.status, 303);
        assert_eq!(
            entered.location.as_deref(),
            Some(format!("/t/{code}?entered=1").as_str())
        );
    }
    assert_eq!(hands_of(&admin, code).len(), 1, "entered once");
    let shown = get(&server, &format!("/t/{code}?entered=1"), &[]).html;
    assert!(shown.contains("Hand 1 is entered."));
    assert!(shown.contains("North–South 0 – 6 East–West"));

    // The same form from before that hand, with a new key: someone else was first.
    let late_form = form.replace(&hidden(&form, "key"), "another-key");
    assert_ne!(late_form, form, "the key was replaced");
    let conflict = send_form(&server, &format!("/t/{code}"), &late_form, &hand, "enter");
    assert_eq!(conflict.status, 200);
    assert!(
        conflict.html.contains("Someone else entered a hand first"),
        "{}",
        conflict.html
    );
    assert_eq!(hands_of(&admin, code).len(), 1);
}

#[test]
fn a_refused_hand_is_explained_in_the_readers_language() {
    let server = TestServer::start();
    let admin = server.admin();
    let (_, _, _, codes) = an_evening(&admin);
    let code = &codes[1];
    // A hand the rules refuse is shown with the reason, and not stored.
    let refused = send_hand(
        &server,
        code,
        &[
            ("bidder", "S"),
            ("level", "5"),
            ("mode", "uptown"),
            ("count", "14"),
        ],
        "enter",
    );
    assert_eq!(refused.status, 200);
    assert!(refused.html.contains("Not entered:"), "{}", refused.html);
    assert!(
        refused.html.contains("14 is not a number from 0 to 13."),
        "{}",
        refused.html
    );
    assert!(hands_of(&admin, code).is_empty());
    // In Danish too, and a missing bidder is named by the form's own words.
    let danish = format!("/t/{code}?lang=da");
    let form = get(&server, &danish, &[]).html;
    let missing = send_form(
        &server,
        &danish,
        &form,
        &[("level", "4"), ("mode", "uptown"), ("count", "10")],
        "enter",
    );
    assert!(
        missing
            .html
            .contains("Udfyld venligst „Hvem fik meldingen?“."),
        "{}",
        missing.html
    );
    // The write itself refused it, so the form's key is still free: the same form, put
    // right, enters the hand once.
    let fixed = send_form(
        &server,
        &danish,
        &form,
        &[
            ("bidder", "S"),
            ("level", "4"),
            ("mode", "uptown"),
            ("count", "10"),
        ],
        "enter",
    );
    assert_eq!(fixed.status, 303, "{}", fixed.html);
    assert_eq!(hands_of(&admin, code).len(), 1);
}

/// Under `renege_needs_trick` a renege without its trick costs nothing (RULES.md 1.4), so
/// the phone asks for the trick and will not store a renege without one; it offers only the
/// bids the house rules allow.
#[test]
fn the_table_form_asks_for_what_the_house_rules_need() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(
        &admin,
        "Renege Club",
        &json!({ "renege_needs_trick": true, "min_bid": 4 }),
    );
    let code = &table.code;
    let page = get(&server, &format!("/t/{code}"), &[]).html;
    assert!(page.contains("name=\"level\" value=\"4\""), "{page}");
    assert!(
        !page.contains("name=\"level\" value=\"3\""),
        "no bid below the minimum"
    );
    assert!(page.contains("name=\"renege_ns_trick\""));
    assert!(page.contains("a renege counts only with the trick"));

    // East bids 4 uptown and takes 9 books; North–South reneged.
    let hand = [
        ("bidder", "E"),
        ("level", "4"),
        ("mode", "uptown"),
        ("count", "9"),
        ("renege_ns", "yes"),
    ];
    let refused = send_hand(&server, code, &hand, "enter");
    assert_eq!(refused.status, 200);
    assert!(
        refused
            .html
            .contains("North–South reneged: give the trick it was at."),
        "{}",
        refused.html
    );
    assert!(
        refused
            .html
            .contains("name=\"renege_ns\" value=\"yes\" checked"),
        "the form keeps the hand"
    );
    assert!(hands_of(&admin, code).is_empty(), "nothing stored");

    let mut with_trick = hand.to_vec();
    with_trick.push(("renege_ns_trick", "7"));
    let entered = send_hand(&server, code, &with_trick, "enter");
    assert_eq!(entered.status, 303, "{}", entered.html);
    assert_eq!(
        hands_of(&admin, code)[0]["reneges"],
        json!([{ "side": "NS", "trick": 7 }])
    );
    // The renege hands East–West 3 books: 12, six over the book.
    let game = admin.get(&format!("/api/v1/games/{}", table.game));
    assert_eq!(game.body["sheet"]["totals"], json!({ "NS": 0, "EW": 6 }));
}

/// A phone that did not scan the card's QR code: the code is typed on the home page or at
/// `/t`, as a person types it, and leads to the table's page.
#[test]
fn a_table_code_can_be_typed_on_the_home_page() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Typed Club", &json!({}));
    let home = get(&server, "/", &[]).html;
    assert!(home.contains("action=\"/t\""), "{home}");
    for path in ["/t", "/t/"] {
        let page = get(&server, path, &[("Accept-Language", "sv")]);
        assert_eq!(page.status, 200, "{path}");
        assert!(page.html.contains("Bordskod"), "{}", page.html);
    }
    let typed = format!(" {} ", table.code.to_lowercase());
    let query: String = form_urlencoded::Serializer::new(String::new())
        .append_pair("code", &typed)
        .finish();
    let found = get(&server, &format!("/t?{query}"), &[]);
    assert_eq!(found.status, 303);
    let location = format!("/t/{}", table.code);
    assert_eq!(found.location.as_deref(), Some(location.as_str()));
    assert_eq!(get(&server, &location, &[]).status, 200);
}

/// A finished game's page says who won, not only that it is over; a seat typed in lower
/// case is stored as the rules write it.
#[test]
fn a_finished_table_says_who_won() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Winners Club", &json!({ "target": 7 }));
    let grand = json!({ "dealer": "n", "contract": { "bidder": "e", "level": 7, "mode": "uptown" }, "books": 13 });
    let entered = admin.post(&format!("/api/v1/games/{}/hands", table.game), &grand);
    assert_eq!(entered.status, 201, "{}", entered.body);
    assert_eq!(entered.body["status"], "finished");
    assert_eq!(entered.body["hands"][0]["contract"]["bidder"], "E");
    assert_eq!(entered.body["hands"][0]["dealer"], "N");
    let page = get(&server, &format!("/t/{}", table.code), &[]).html;
    assert!(
        page.contains("This game is over: East–West won, 7 to 0."),
        "{page}"
    );
}

/// A side that is set is below zero, written with the minus sign: "0 – −4", never the
/// "0 – -4" that reads as a range, on the phone, the score sheet and the console alike.
#[test]
fn a_score_below_zero_takes_the_minus_sign() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Minus Club", &json!({ "target": 7 }));
    let set = json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 8 });
    let entered = admin.post(&format!("/api/v1/games/{}/hands", table.game), &set);
    assert_eq!(
        entered.body["sheet"]["totals"],
        json!({ "NS": 0, "EW": -4 }),
        "{}",
        entered.body
    );
    for path in [
        format!("/t/{}", table.code),
        format!("/games/{}", table.game),
    ] {
        let page = get(&server, &path, &[]).html;
        assert!(page.contains("0 – \u{2212}4"), "{path}: {page}");
        assert!(!page.contains("– -4"), "{path}");
    }
}

/// The score sheet shows what changed a score besides the count: a renege (and its trick),
/// honours and trumps; and a whist rubber game by game, with the rubber's account.
#[test]
fn the_score_sheet_shows_reneges_honours_and_the_rubber() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Sheet Club", &json!({}));
    let renege = json!({ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "uptown" },
                         "books": 9, "reneges": [{ "side": "NS", "trick": 7 }] });
    let entered = admin.post(&format!("/api/v1/games/{}/hands", table.game), &renege);
    assert_eq!(entered.status, 201, "{}", entered.body);
    let sheet = get(&server, &format!("/games/{}", table.game), &[]).html;
    assert!(
        sheet.contains("renege by North–South at trick 7"),
        "{sheet}"
    );
    assert!(
        sheet.contains("<td class=\"number\">12</td>"),
        "9 books and 3 for the renege"
    );

    let players = &table.players;
    let whist = admin.post(
        "/api/v1/games",
        &json!({ "club_id": table.club, "game": "whist",
                 "seats": { "N": players[0], "E": players[1], "S": players[2], "W": players[3] } }),
    );
    assert_eq!(whist.status, 201, "{}", whist.body);
    let whist = whist.body["id"].as_i64().unwrap();
    // North–South take every trick with four honours until the rubber is theirs.
    let mut dealer = "N".to_owned();
    for _ in 0..10 {
        let hand = json!({ "dealer": dealer, "tricks": { "NS": 13, "EW": 0 }, "trump": "hearts",
                           "honours": { "side": "NS", "count": 4 } });
        let game = admin.post(&format!("/api/v1/games/{whist}/hands"), &hand);
        assert_eq!(game.status, 201, "{}", game.body);
        match game.body["next_dealer"].as_str() {
            Some(next) => dealer = next.to_owned(),
            None => break,
        }
    }
    let german = get(&server, &format!("/games/{whist}?lang=de"), &[]).html;
    for words in [
        "Trumpf: Herz",
        "Honneurs: Nord–Süd 4",
        "Partie 1: Nord–Süd gewann",
        "Partie 2: Nord–Süd gewann",
        "Robber: Partien 2 – 0",
        "gewann den Robber mit",
    ] {
        assert!(german.contains(words), "{words}: {german}");
    }
}

/// The wall shows what players look for: the round, where everyone sits, who sits out.
#[test]
fn the_projector_shows_the_round_the_seating_and_who_sits_out() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Wall Club" }));
    let club = club.body["id"].as_i64().unwrap();
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Wall night", "format": "club_night" }),
    );
    let event = event.body["id"].as_i64().unwrap();
    for name in ["Ann", "Bob", "Cal", "Dee", "Eve"] {
        admin.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        let entered = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [name] }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let round = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    assert_eq!(round.status, 201, "{}", round.body);
    let seats = &round.body["tables"][0]["seats"];
    let name = |seat: &str| seats[seat]["name"].as_str().unwrap().to_owned();
    let out = round.body["sitting_out"][0].as_u64().unwrap();
    let entrants = admin.get(&format!("/api/v1/events/{event}")).body["entrants"].clone();
    let sitting_out = entrants
        .as_array()
        .unwrap()
        .iter()
        .find(|entrant| entrant["number"] == out)
        .unwrap()["name"]
        .as_str()
        .unwrap()
        .to_owned();
    let wall = get(&server, &format!("/events/{event}/projector"), &[]).html;
    assert!(wall.contains("Round 1"), "{wall}");
    let pairs = format!(
        "{} &#38; {} v {} &#38; {}",
        name("N"),
        name("S"),
        name("E"),
        name("W")
    );
    assert!(wall.contains(&pairs), "{pairs}: {wall}");
    assert!(wall.contains(&format!(": {sitting_out}")), "{wall}");
}

/// A knock-out plans its rounds from its bracket and names them by stage; a table's winner
/// is the partnership, not a side.
#[test]
fn a_knockout_names_its_stages_and_its_winners() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin.post("/api/v1/clubs", &json!({ "name": "Cup Club" }));
    let club = club.body["id"].as_i64().unwrap();
    let players: Vec<i64> = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]
        .iter()
        .map(|name| {
            admin
                .post(
                    &format!("/api/v1/clubs/{club}/players"),
                    &json!({ "name": name }),
                )
                .body["id"]
                .as_i64()
                .unwrap()
        })
        .collect();
    let event = event_of_pairs(&admin, club, &players, "Spring Cup", "knockout");
    let tables = seat_round(&admin, event);
    let shown = admin.get(&format!("/api/v1/events/{event}")).body;
    assert_eq!(
        shown["rounds_planned"], 2,
        "four partnerships: semi-finals, a final"
    );
    // North–South bid seven and make it at the first table: their match is won.
    let grand = json!({ "dealer": "N", "contract": { "bidder": "N", "level": 7, "mode": "uptown" }, "books": 13 });
    let played = admin.post(&format!("/api/v1/games/{}/hands", tables[0].game), &grand);
    assert_eq!(played.status, 201, "{}", played.body);
    let winner = shown["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|entrant| entrant["number"] == tables[0].ns)
        .unwrap()["name"]
        .as_str()
        .unwrap()
        .replace('&', "&#38;");
    let page = get(&server, &format!("/events/{event}"), &[]).html;
    assert!(page.contains("Semi-final"), "{page}");
    assert!(
        page.contains(&format!("Winner: {winner}")),
        "{winner}: {page}"
    );
}

/// A double knock-out's length depends on its results: its page says how it ends, not that
/// the director decides.
#[test]
fn a_double_knockout_says_how_it_ends() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Cup Club" }))
        .body["id"]
        .as_i64()
        .unwrap();
    let players: Vec<i64> = ["Ann", "Bob", "Cal", "Dee"]
        .iter()
        .map(|name| {
            let made = admin.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": name }),
            );
            made.body["id"].as_i64().unwrap()
        })
        .collect();
    let event = event_of_pairs(&admin, club, &players, "Double", "double_knockout");
    let page = get(&server, &format!("/events/{event}"), &[]).html;
    assert!(
        page.contains("rounds until every partnership but one has lost twice"),
        "{page}"
    );
    assert!(!page.contains("until the director ends"), "{page}");
}

#[test]
fn pages_and_the_api_send_security_headers() {
    let server = TestServer::start();
    for path in ["/", "/api/v1/clubs", "/api/docs/"] {
        let response = agent()
            .get(format!("{}{path}", server.base))
            .call()
            .unwrap();
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|value| value.to_str().unwrap().to_owned())
                .unwrap_or_default()
        };
        assert_eq!(header("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(header("x-frame-options"), "DENY", "{path}");
        assert!(
            header("content-security-policy").contains("frame-ancestors 'none'"),
            "{path}"
        );
    }
}

#[test]
fn an_unknown_table_code_says_so() {
    let server = TestServer::start();
    let page = get(&server, "/t/NOSUCH?lang=en", &[]);
    assert_eq!(page.status, 404);
    assert!(page.html.contains("There is no game for this table code"));
}

/// A reader switches on larger text and high contrast from any page's header; the choice is
/// remembered in a cookie, shown on every later page, and switched off the same way.
#[test]
fn larger_text_and_high_contrast_are_switched_on_and_remembered() {
    let server = TestServer::start();
    let plain = get(&server, "/?lang=de", &[]);
    assert!(
        plain.html.contains("<html lang=\"de\">"),
        "no look by default"
    );
    assert!(
        plain.html.contains("href=\"/?text=large\""),
        "{}",
        plain.html
    );
    assert!(plain.html.contains(">Größere Schrift</a>"));
    assert!(plain.html.contains("href=\"/?contrast=high\""));
    let chosen = read(
        agent()
            .get(format!("{}/rules?text=large", server.base))
            .call()
            .unwrap(),
    );
    assert!(
        chosen.html.contains("class=\"large-text\""),
        "{}",
        chosen.html
    );
    let cookie = chosen.set_cookie.expect("the look is remembered");
    assert!(cookie.starts_with("display=large;"), "{cookie}");
    assert!(cookie.contains("Max-Age=31536000"), "{cookie}");
    let remembered = get(&server, "/?contrast=high", &[("Cookie", "display=large")]);
    assert!(
        remembered
            .html
            .contains("class=\"large-text high-contrast\""),
        "{}",
        remembered.html
    );
    assert!(remembered.html.contains("href=\"/?text=normal\""));
    assert!(remembered.html.contains("href=\"/?contrast=normal\""));
    let kept = get(&server, "/t", &[("Cookie", "display=large,high")]);
    assert!(kept.html.contains("class=\"large-text high-contrast\""));
    let off = read(
        agent()
            .get(format!("{}/?text=normal&contrast=normal", server.base))
            .header("Cookie", "display=large,high")
            .call()
            .unwrap(),
    );
    assert!(off.html.contains("<html lang=\"en\">"), "{}", off.html);
    assert!(off.set_cookie.unwrap().starts_with("display=;"));
}

/// Without the page's script, a refused hand comes back as an alert, and the field at fault
/// is marked invalid and described by it, for a screen reader; a preview is a status, and
/// marks nothing.
#[test]
fn a_refused_hand_marks_its_field_for_a_screen_reader() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Reader Club", &json!({}));
    let refused = send_hand(
        &server,
        &table.code,
        &[
            ("bidder", "E"),
            ("level", "4"),
            ("mode", "uptown"),
            ("count", "14"),
        ],
        "enter",
    );
    assert_eq!(refused.status, 200);
    assert!(
        refused
            .html
            .contains("<p id=\"entry-notice\" class=\"notice refused\" role=\"alert\">"),
        "{}",
        refused.html
    );
    assert!(
        refused
            .html
            .contains("value=\"14\" aria-invalid=\"true\" aria-describedby=\"entry-notice\">"),
        "the books are at fault: {}",
        refused.html
    );
    assert_eq!(refused.html.matches("aria-invalid").count(), 1);
    let missing = send_hand(
        &server,
        &table.code,
        &[("level", "4"), ("mode", "uptown"), ("count", "10")],
        "enter",
    );
    assert!(
        missing.html.contains(
            "<fieldset aria-invalid=\"true\" aria-describedby=\"entry-notice\">\n<legend>Who won the bid?</legend>"
        ),
        "{}",
        missing.html
    );
    let previewed = send_hand(
        &server,
        &table.code,
        &[
            ("bidder", "E"),
            ("level", "4"),
            ("mode", "uptown"),
            ("count", "10"),
        ],
        "preview",
    );
    assert!(previewed.html.contains("class=\"notice\" role=\"status\""));
    assert!(!previewed.html.contains("aria-invalid"));
}
