//! A club's views on its own website: the sites it lets frame them, the views themselves
//! (latest results, season standings, next event) and the results feeds, read back with
//! `feed-rs`, a feed parser nobody here wrote.

use serde_json::json;

use crate::director::{csrf_of, get, log_in, post};
use crate::support::{Client, Job, TestServer, agent, at_once, hand, seat_round};

/// The headers that say who may frame an answer: (X-Frame-Options, frame-ancestors).
fn framing(server: &TestServer, path: &str) -> (u16, String, String) {
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
    let policy = header("content-security-policy");
    let ancestors = policy
        .split(';')
        .map(str::trim)
        .find_map(|directive| directive.strip_prefix("frame-ancestors "))
        .unwrap_or_default()
        .to_owned();
    (
        response.status().as_u16(),
        header("x-frame-options"),
        ancestors,
    )
}

fn new_club(admin: &Client, name: &str) -> i64 {
    let club = admin.post("/api/v1/clubs", &json!({ "name": name }));
    assert_eq!(club.status, 201, "{}", club.body);
    club.body["id"].as_i64().unwrap()
}

/// A finished round robin of two partnerships in which the first, one of whose players
/// has a name full of markup, beat the second: the event.
fn a_finished_event(admin: &Client, club: i64, name: &str, hidden: bool) -> i64 {
    let players: Vec<i64> = ["Ann & \"Bo\" <i>", "Cal", "Dee", "Eve"]
        .iter()
        .map(|player| {
            let made = admin.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": format!("{player} {name}") }),
            );
            assert_eq!(made.status, 201, "{}", made.body);
            made.body["id"].as_i64().unwrap()
        })
        .collect();
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": name, "format": "round_robin", "rules": { "target": 7 } }),
    );
    assert_eq!(event.status, 201, "{}", event.body);
    let event = event.body["id"].as_i64().unwrap();
    for pair in players.chunks(2) {
        let entered = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let table = seat_round(admin, event).remove(0);
    let winner = if table.ns == 1 { "N" } else { "E" };
    let dealer = admin.get(&format!("/api/v1/games/{}", table.game)).body["next_dealer"]
        .as_str()
        .unwrap_or("N")
        .to_owned();
    let won = admin.post(
        &format!("/api/v1/games/{}/hands", table.game),
        &hand(&dealer, winner, 7, 13),
    );
    assert_eq!(won.status, 201, "{}", won.body);
    if hidden {
        let hid = admin.post(
            &format!("/api/v1/events/{event}/standings/hide"),
            &json!({}),
        );
        assert_eq!(hid.status, 200, "{}", hid.body);
    }
    let shown = admin.get(&format!("/api/v1/events/{event}"));
    if shown.body["status"] != "finished" {
        let finished = admin.post(&format!("/api/v1/events/{event}/finish"), &json!({}));
        assert_eq!(finished.status, 200, "{}", finished.body);
    }
    event
}

#[test]
fn a_club_chooses_the_sites_that_may_frame_its_views_and_no_other_page_is_framed() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = new_club(&admin, "Framed Club");
    let other = new_club(&admin, "Other Club");
    let path = format!("/api/v1/clubs/{club}/embedding");
    assert_eq!(admin.get(&path).body, json!({ "origins": [] }));
    let views = [
        format!("/embed/clubs/{club}/results"),
        format!("/embed/clubs/{club}/next"),
    ];
    for view in &views {
        assert_eq!(
            framing(&server, view),
            (200, "SAMEORIGIN".to_owned(), "'self'".to_owned()),
            "{view}: no other site until the club names one"
        );
    }

    let set = admin.put(
        &path,
        &json!({ "origins": ["HTTPS://Club.Example/", "https://*.league.example", "https://club.example:443", "http://192.168.1.10:8000"] }),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    let stored = json!({ "origins": ["http://192.168.1.10:8000", "https://*.league.example", "https://club.example"] });
    assert_eq!(set.body, stored, "each origin once, in one written form");
    assert_eq!(
        server.client().get(&path).body,
        stored,
        "the list is public"
    );
    for view in &views {
        let (status, _, ancestors) = framing(&server, view);
        assert_eq!(status, 200);
        assert_eq!(
            ancestors,
            "'self' http://192.168.1.10:8000 https://*.league.example https://club.example",
            "{view}"
        );
    }
    let (_, _, theirs) = framing(&server, &format!("/embed/clubs/{other}/results"));
    assert_eq!(theirs, "'self'", "another club's views keep their own list");
    for page in [
        format!("/clubs/{club}"),
        "/director/login".to_owned(),
        "/embed/clubs/999999/results".to_owned(),
    ] {
        let (_, frame_options, ancestors) = framing(&server, &page);
        assert_eq!(
            (frame_options.as_str(), ancestors.as_str()),
            ("DENY", "'none'"),
            "{page}: only the views may be framed"
        );
    }

    for (body, field) in [
        (
            json!({ "origins": ["https://club.example; script-src *"] }),
            "origins[0]",
        ),
        (
            json!({ "origins": ["https://ok.example", "https://club.example/results"] }),
            "origins[1]",
        ),
        (json!({ "origins": ["club.example"] }), "origins[0]"),
        (
            json!({ "origins": ["https://club.example\r\nSet-Cookie: x=1"] }),
            "origins[0]",
        ),
        (json!({ "origins": ["'unsafe-inline'"] }), "origins[0]"),
        (json!({ "origins": "https://club.example" }), "origins"),
        (json!({ "sites": [] }), "sites"),
        (
            json!({ "origins": (0..21).map(|n| format!("https://site{n}.example")).collect::<Vec<_>>() }),
            "origins",
        ),
    ] {
        let refused = admin.put(&path, &body);
        refused.problem(422);
        assert_eq!(refused.body["field"], field, "{body}: {}", refused.body);
    }
    server.client().put(&path, &stored).problem(401);
    admin
        .put("/api/v1/clubs/999999/embedding", &stored)
        .problem(404);
    assert_eq!(admin.get(&path).body, stored, "nothing refused was stored");
    let cleared = admin.put(&path, &json!({ "origins": [] }));
    assert_eq!(cleared.body, json!({ "origins": [] }));
    assert_eq!(framing(&server, &views[0]).2, "'self'");
}

/// A club whose "Open cup" and then "Secret cup" (its standings hidden) are finished:
/// (club, open, secret).
fn a_club_with_two_results(server: &TestServer, admin: &Client) -> (i64, i64, i64) {
    let club = new_club(admin, "Results Club");
    let empty = get(server, &format!("/embed/clubs/{club}/results"), "");
    assert!(
        empty.html.contains("No event has finished yet."),
        "{}",
        empty.html
    );
    let open = a_finished_event(admin, club, "Open cup", false);
    let secret = a_finished_event(admin, club, "Secret cup", true);
    (club, open, secret)
}

#[test]
fn the_results_view_names_the_winners_escaped_and_keeps_hidden_standings_hidden() {
    let server = TestServer::start();
    let admin = server.admin();
    let (club, open, secret) = a_club_with_two_results(&server, &admin);
    let view = get(&server, &format!("/embed/clubs/{club}/results"), "");
    assert_eq!(view.status, 200);
    assert!(
        view.html.contains("<base target=\"_blank\">"),
        "links leave the frame"
    );
    assert!(
        view.html.contains(&format!("href=\"/events/{open}\"")),
        "{}",
        view.html
    );
    assert!(view.html.contains(&format!("href=\"/events/{secret}\"")));
    assert!(
        view.html
            .contains("Ann &#38; &#34;Bo&#34; &#60;i&#62; Open cup")
            && !view.html.contains("<i>"),
        "the winners by name, escaped: {}",
        view.html
    );
    assert!(
        view.html.contains("games won 1"),
        "what placed them: {}",
        view.html
    );
    assert!(
        !view
            .html
            .contains("Ann &#38; &#34;Bo&#34; &#60;i&#62; Secret cup"),
        "hidden standings are not shown: {}",
        view.html
    );
    let german = get(&server, &format!("/embed/clubs/{club}/results?lang=de"), "");
    assert!(german.html.contains("Letzte Ergebnisse"), "{}", german.html);
}

#[test]
fn the_results_feeds_parse_with_a_feed_reader_and_keep_hidden_standings_hidden() {
    let server = TestServer::start();
    let admin = server.admin();
    let (club, open, _) = a_club_with_two_results(&server, &admin);
    let json_feed = server.client().get(&format!("/clubs/{club}/results.json"));
    assert_eq!(json_feed.status, 200);
    assert_eq!(json_feed.content_type, "application/feed+json");
    let text = json_feed.body.to_string();
    let parsed = feed_rs::parser::parse(text.as_bytes()).expect("a JSON Feed");
    let titles: Vec<String> = parsed
        .entries
        .iter()
        .map(|entry| entry.title.as_ref().unwrap().content.clone())
        .collect();
    assert_eq!(titles, ["Secret cup", "Open cup"], "the latest first");
    let items = json_feed.body["items"].as_array().unwrap();
    assert_eq!(items[1]["_uptown"]["event_id"], open);
    assert_eq!(items[1]["_uptown"]["standings"][0]["rank"], 1);
    assert!(
        items[1]["_uptown"]["standings"][0]["name"]
            .as_str()
            .unwrap()
            .starts_with("Ann & \"Bo\" <i>")
    );
    assert_eq!(items[0]["_uptown"]["hidden"], true);
    assert_eq!(
        items[0]["_uptown"]["standings"],
        json!([]),
        "hidden stays hidden"
    );
    assert!(!text.contains("Cal Secret cup"), "{text}");

    let atom = agent()
        .get(format!("{}/clubs/{club}/results.atom", server.base))
        .call()
        .unwrap();
    assert_eq!(
        atom.headers()["access-control-allow-origin"],
        "*",
        "any site's script may read it"
    );
    let tag = atom.headers()["etag"].to_str().unwrap().to_owned();
    let atom = atom.into_body().read_to_string().unwrap();
    let parsed =
        feed_rs::parser::parse(atom.as_bytes()).unwrap_or_else(|error| panic!("{error}: {atom}"));
    assert_eq!(parsed.feed_type, feed_rs::model::FeedType::Atom);
    assert_eq!(
        parsed.title.unwrap().content,
        "Results Club · Latest results"
    );
    assert_eq!(parsed.entries.len(), 2);
    let open_entry = &parsed.entries[1];
    assert_eq!(
        open_entry.links[0].href,
        format!("{}/events/{open}", server.base)
    );
    let summary = &open_entry.summary.as_ref().unwrap().content;
    assert!(
        summary.starts_with("1. Ann & \"Bo\" <i> Open cup"),
        "read back as typed: {summary}"
    );
    assert!(open_entry.updated.is_some());
    assert!(
        parsed.entries[0]
            .summary
            .as_ref()
            .is_none_or(|text| text.content.is_empty())
    );
    let again = server.client().send(
        "GET",
        &format!("/clubs/{club}/results.atom"),
        &[("If-None-Match", &tag)],
        None,
    );
    assert_eq!(again.status, 304);
    assert_eq!(
        server.client().get("/clubs/999999/results.json").status,
        404
    );
}

#[test]
fn the_next_event_is_the_earliest_that_has_not_ended() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = new_club(&admin, "Next Club");
    let path = format!("/embed/clubs/{club}/next");
    assert!(
        get(&server, &path, "")
            .html
            .contains("No event is on the calendar.")
    );
    let event = |name: &str| {
        let made = admin.post(
            "/api/v1/events",
            &json!({ "club_id": club, "name": name, "format": "rotating" }),
        );
        made.body["id"].as_i64().unwrap()
    };
    let (past, later, sooner) = (event("Last year"), event("Later"), event("Sooner"));
    for (id, starts) in [
        (past, "2020-12-08T19:30:00+01:00"),
        (later, "2099-12-15T19:30:00+01:00"),
        (sooner, "2099-12-08T19:30:00+01:00"),
    ] {
        let set = admin.put(
            &format!("/api/v1/events/{id}/schedule"),
            &json!({ "starts_at": starts, "location": "Klubhus <b>" }),
        );
        assert_eq!(set.status, 200, "{}", set.body);
    }
    let view = get(&server, &path, "");
    assert!(
        view.html.contains(&format!("href=\"/events/{sooner}\"")),
        "{}",
        view.html
    );
    assert!(view.html.contains("2099-12-08 19:30"));
    assert!(view.html.contains("Klubhus &#60;b&#62;"));
    assert!(
        view.html
            .contains(&format!("/events/{sooner}/calendar.ics"))
    );
    assert!(!view.html.contains("Later") && !view.html.contains("Last year"));
}

#[test]
fn a_director_keeps_the_list_of_sites_from_the_console() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = new_club(&admin, "Console Club");
    let session = log_in(&server, "admin", "admin-password");
    let page = get(&server, "/director/clubs", &session);
    let csrf = csrf_of(&page.html);
    assert!(
        page.html.contains(&format!("/embed/clubs/{club}/results")),
        "{}",
        page.html
    );
    let action = format!("/director/clubs/{club}/embedding");

    let typed = "https://club.example\nhttps://club.example/results";
    let refused = post(
        &server,
        &action,
        &session,
        &[("csrf", &csrf), ("origins", typed)],
    );
    assert_eq!(refused.status, 422, "{}", refused.html);
    assert!(
        refused.html.contains("origins[1]"),
        "the line is named: {}",
        refused.html
    );
    assert!(
        refused
            .html
            .contains("https://club.example\nhttps://club.example/results</textarea>"),
        "the form is kept: {}",
        refused.html
    );
    assert_eq!(
        admin.get(&format!("/api/v1/clubs/{club}/embedding")).body["origins"],
        json!([])
    );

    let saved = post(
        &server,
        &action,
        &session,
        &[
            ("csrf", &csrf),
            (
                "origins",
                "https://club.example\r\n\r\n  https://Whist.Example/ \r\n",
            ),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.html);
    assert_eq!(
        admin.get(&format!("/api/v1/clubs/{club}/embedding")).body["origins"],
        json!(["https://club.example", "https://whist.example"])
    );
    let again = get(&server, "/director/clubs", &session);
    assert!(
        again
            .html
            .contains("https://club.example\nhttps://whist.example</textarea>")
    );
    let forged = post(
        &server,
        &action,
        &session,
        &[("csrf", "forged"), ("origins", "")],
    );
    assert_ne!(forged.status, 303, "a forged form changes nothing");
    assert_eq!(
        admin.get(&format!("/api/v1/clubs/{club}/embedding")).body["origins"],
        json!(["https://club.example", "https://whist.example"])
    );
}

/// Two directors replace the club's list at the same moment, over and over: both answers
/// are 200 and the list is one of the two, never a mix (meaningful on PostgreSQL).
#[test]
fn two_directors_replacing_the_list_at_once_leave_one_of_their_lists() {
    const TRIES: usize = 36;
    let server = TestServer::start();
    let admin = server.admin();
    let club = new_club(&admin, "Racing Club");
    let path = format!("/api/v1/clubs/{club}/embedding");
    for attempt in 0..TRIES {
        let lists = [
            json!({ "origins": [format!("https://a{attempt}.example"), "https://both.example"] }),
            json!({ "origins": [format!("https://b{attempt}.example"), "https://both.example"] }),
        ];
        let jobs: Vec<Job> = lists
            .iter()
            .map(|list| {
                let (admin, path, list) = (admin.clone(), path.clone(), list.clone());
                Box::new(move || admin.put(&path, &list)) as Job
            })
            .collect();
        for answer in at_once(jobs) {
            assert_eq!(answer.status, 200, "try {attempt}: {}", answer.body);
        }
        let stored = admin.get(&path).body;
        assert!(
            lists.contains(&stored),
            "try {attempt}: {stored} is neither list"
        );
    }
}
