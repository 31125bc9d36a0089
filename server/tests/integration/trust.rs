//! What a hostile or an unlucky user gets through: table codes that must stay secret, text
//! that must not turn into formulas or new rows, limits that must not be spelt around,
//! labels that must stay bounded, and refusals that must say what is wrong. Each test on a
//! database of its own (SQLite, or PostgreSQL with `UPTOWN_TEST_DATABASE_URL`).

use crate::support::{Client, TestServer, agent, club_with_game, hand, read};
use diesel::RunQueryDsl;
use serde_json::json;
use uptown_server::state::throttles::Allowance;

fn game_path(game: i64) -> String {
    format!("/api/v1/games/{game}")
}

/// A round robin of two partnerships seated at one table: (event, its game, the table code).
fn event_table(client: &Client, club: i64, players: &[i64]) -> (i64, i64, String) {
    let event = crate::support::event_of_pairs(client, club, players, "Tuesday", "round_robin");
    let table = crate::support::seat_round(client, event).remove(0);
    (event, table.game, table.code)
}

/// An anonymous GET of a page: its status and text.
fn page(server: &TestServer, path: &str) -> (u16, String) {
    let page = read(
        agent()
            .get(format!("{}{path}", server.base))
            .call()
            .unwrap(),
    );
    (page.status, page.html)
}

// ---------------------------------------------------------------------------------------
// Table codes are credentials, never labels
// ---------------------------------------------------------------------------------------

#[test]
fn the_history_names_tables_by_number_and_never_shows_a_code() {
    let server = TestServer::start();
    let admin = server.admin();
    let alone = club_with_game(&admin, "Codes", &json!({ "target": 99 }));
    let (event, game, code) = event_table(&admin, alone.club, &alone.players);
    for (game, code) in [(alone.game, &alone.code), (game, &code)] {
        let phone = server.client().as_table(code);
        let entered = phone.post(&format!("{}/hands", game_path(game)), &hand("N", "E", 3, 9));
        assert_eq!(entered.status, 201, "{}", entered.body);
        let fixed = admin.put(
            &format!("{}/hands/1", game_path(game)),
            &json!({ "hand": hand("N", "E", 3, 10), "reason": "ten books" }),
        );
        assert_eq!(fixed.status, 200, "{}", fixed.body);
    }
    let anyone = server.client();
    let by = |game: i64| -> Vec<String> {
        let history = anyone.get(&format!("{}/history", game_path(game)));
        assert_eq!(history.status, 200);
        history
            .body
            .as_array()
            .unwrap()
            .iter()
            .map(|entry| entry["by"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(by(alone.game), ["the table", "admin"]);
    assert_eq!(by(game), ["table 1", "admin"]);

    // Nothing anyone may read without being a director carries a code.
    let public = [
        anyone
            .get(&format!("{}/history", game_path(alone.game)))
            .body
            .to_string(),
        anyone
            .get(&format!("{}/history", game_path(game)))
            .body
            .to_string(),
        anyone.get(&game_path(game)).body.to_string(),
        anyone
            .get(&format!("{}/record", game_path(game)))
            .body
            .to_string(),
        anyone
            .get(&format!("/api/v1/events/{event}"))
            .body
            .to_string(),
        anyone.get("/api/v1/games").body.to_string(),
        page(&server, &format!("/games/{game}")).1,
        page(&server, &format!("/events/{event}")).1,
        page(&server, &format!("/clubs/{}", alone.club)).1,
    ];
    for (index, text) in public.iter().enumerate() {
        for code in [&alone.code, &code] {
            assert!(
                !text.contains(code.as_str()),
                "answer {index} shows {code}: {text}"
            );
        }
    }
    // The club's export neither: an import makes new codes.
    let mut connection = server.pool.get().unwrap();
    let export =
        uptown_server::services::transfer::export_club(&mut connection, alone.club).unwrap();
    let text = serde_json::to_string(&export).unwrap();
    assert!(
        !text.contains(&alone.code) && !text.contains(&code),
        "{text}"
    );
    // Directors still see the code, to print it on the table's card.
    assert_eq!(
        admin.get(&game_path(game)).body["table_code"],
        code.as_str()
    );
}

#[test]
fn no_account_can_be_named_like_a_table() {
    let server = TestServer::start();
    let admin = server.admin();
    for username in ["table 3", "the table", "table\u{3000}3"] {
        let refused = admin.post(
            "/api/v1/accounts",
            &json!({ "username": username, "password": "a long secret" }),
        );
        assert!(
            refused.problem(422).contains("without spaces"),
            "{username:?}: {}",
            refused.body
        );
        assert_eq!(refused.body["field"], "username");
    }
}

// ---------------------------------------------------------------------------------------
// Text a person types: one line of plain text, and never a formula
// ---------------------------------------------------------------------------------------

#[test]
fn names_and_reasons_with_control_characters_are_refused_naming_the_field() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Plain", &json!({ "target": 99 }));
    let hands = format!("{}/hands", game_path(table.game));
    assert_eq!(admin.post(&hands, &hand("N", "E", 3, 9)).status, 201);
    let players = format!("/api/v1/clubs/{}/players", table.club);
    for (path, body, field) in [
        (players.as_str(), json!({ "name": "Ann\r=1+1" }), "name"),
        (players.as_str(), json!({ "name": "Bob\u{1b}[2J" }), "name"),
        (
            "/api/v1/clubs",
            json!({ "name": "Evil\u{202E}bulC" }),
            "name",
        ),
        (
            &format!("{}/undo", game_path(table.game)),
            json!({ "reason": "line one\nline two" }),
            "reason",
        ),
    ] {
        let refused = admin.post(path, &body);
        assert!(
            refused
                .problem(422)
                .contains("must be one line of plain text"),
            "{body}: {}",
            refused.body
        );
        assert_eq!(refused.body["field"], field);
    }
    let refused = admin.put(
        &format!("{}/hands/1", game_path(table.game)),
        &json!({ "hand": hand("N", "E", 3, 9), "reason": "tab\there" }),
    );
    assert!(refused.problem(422).contains("a tab"));
    // Nothing was stored.
    assert_eq!(
        admin.get(&players).body.as_array().unwrap().len(),
        4,
        "no player was added"
    );
    assert_eq!(
        admin.get(&game_path(table.game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Whitespace around a name is only trimmed.
    let trimmed = admin.post(&players, &json!({ "name": "  Eve Lee\r\n" }));
    assert_eq!(trimmed.status, 201, "{}", trimmed.body);
    assert_eq!(trimmed.body["name"], "Eve Lee");
}

/// The cells of CSV text as RFC 4180 reads them (quoted cells may hold commas, quotes and
/// line breaks), written here rather than taken from the server's own code.
fn csv_rows(text: &str) -> Vec<Vec<String>> {
    let (mut rows, mut row, mut cell) = (Vec::new(), Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut cell)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (_, c) => cell.push(c),
        }
    }
    assert!(
        !quoted && cell.is_empty() && row.is_empty(),
        "the text ends a row"
    );
    rows
}

#[test]
fn the_season_csv_never_runs_a_formula_nor_starts_a_row_inside_a_cell() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Sheet" }))
        .body["id"]
        .as_i64()
        .unwrap();
    let season = admin.post(
        &format!("/api/v1/clubs/{club}/seasons"),
        &json!({ "name": "Winter" }),
    );
    let season = season.body["id"].as_i64().unwrap();
    let names = [
        "=HYPERLINK(\"http://evil.example/\",\"click\")",
        "+1+1",
        "-2+3",
        "@SUM(A1:A9)",
        "Ann \"the Ace\", Lee",
        "Plain Dee",
        "Old, from before",
        "Eve",
    ];
    let players: Vec<i64> = names
        .iter()
        .map(|name| {
            let reply = admin.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": name }),
            );
            assert_eq!(reply.status, 201, "{name}: {}", reply.body);
            reply.body["id"].as_i64().unwrap()
        })
        .collect();
    // A name stored before control characters were refused: a carriage return and a formula.
    let legacy = "Old\r=1+1";
    {
        use diesel::{ExpressionMethods, QueryDsl};
        use uptown_server::db::schema::players;
        diesel::update(players::table.find(players[6]))
            .set(players::name.eq(legacy))
            .execute(&mut *server.pool.get().unwrap())
            .unwrap();
    }
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "season_id": season, "name": "Night", "format": "rotating",
                 "rounds": 1, "seed": 1 }),
    );
    let event = event.body["id"].as_i64().unwrap();
    for player in &players {
        let entered = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player] }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let round = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    for table in round.body["tables"].as_array().unwrap() {
        let game = table["games"][0]["id"].as_i64().unwrap();
        let won = admin.post(
            &format!("{}/hands", game_path(game)),
            &hand("N", "N", 7, 13),
        );
        assert_eq!(won.status, 201, "{}", won.body);
    }

    let (status, text) = page(&server, &format!("/seasons/{season}/standings.csv"));
    assert_eq!(status, 200);
    let rows = csv_rows(&text);
    assert_eq!(
        rows.len(),
        1 + names.len(),
        "a header and a row a player: {text:?}"
    );
    assert!(
        rows.iter().all(|row| row.len() == rows[0].len()),
        "{rows:?}"
    );
    let column = rows[0].iter().position(|name| name == "player").unwrap();
    let mut cells: Vec<&str> = rows[1..].iter().map(|row| row[column].as_str()).collect();
    cells.sort_unstable();
    for cell in &cells {
        assert!(
            !cell.starts_with(['=', '+', '-', '@', '\t', '\r', '\n']),
            "a spreadsheet would run {cell:?}"
        );
    }
    let mut expected: Vec<String> = names
        .iter()
        .map(|name| match *name {
            "Old, from before" => legacy.to_owned(),
            name if name.starts_with(['=', '+', '-', '@']) => format!("'{name}"),
            name => name.to_owned(),
        })
        .collect();
    expected.sort_unstable();
    assert_eq!(cells, expected);
}

// ---------------------------------------------------------------------------------------
// Rate limits count what the router and the authenticator accept, whatever the spelling
// ---------------------------------------------------------------------------------------

fn per_minute(count: u32) -> std::num::NonZeroU32 {
    std::num::NonZeroU32::new(count).unwrap()
}

/// A GET of `path` as `authorization` (if any), from the client the proxy says (if any):
/// its status.
fn status_of(
    server: &TestServer,
    path: &str,
    authorization: Option<&str>,
    from: Option<&str>,
) -> u16 {
    let mut request = agent().get(format!("{}{path}", server.base));
    if let Some(authorization) = authorization {
        request = request.header("Authorization", authorization);
    }
    if let Some(from) = from {
        request = request.header("X-Forwarded-For", from);
    }
    request.call().unwrap().status().as_u16()
}

#[test]
fn every_spelling_of_a_table_code_draws_on_one_allowance() {
    let allowance = Allowance {
        table_codes_per_minute: per_minute(40),
        ..Allowance::default()
    };
    let server = TestServer::start_with(allowance, false);
    let table = club_with_game(&server.admin(), "Spelling", &json!({}));
    let lower = table.code.to_ascii_lowercase();
    // Four wrong codes, each spelt another way, cost the forty: ten each.
    assert_eq!(
        status_of(&server, "/api/v1/table", Some("table AAAAAA"), None),
        401
    );
    assert_eq!(
        status_of(&server, "/api/v1/table", Some("TABLE   BBBBBB"), None),
        401
    );
    assert_eq!(status_of(&server, "/%74/CCCCCC", None, None), 404);
    assert_eq!(status_of(&server, "/t/%44DDDDD", None, None), 404);
    // Now the right code waits too, in every spelling the server accepts.
    for (path, authorization) in [
        (
            "/api/v1/table".to_owned(),
            Some(format!("Table {}", table.code)),
        ),
        ("/api/v1/table".to_owned(), Some(format!("tAbLe {lower}"))),
        (format!("/t/{}", table.code), None),
        (format!("/%74/{}", table.code), None),
        (format!("/t/{lower}"), None),
    ] {
        assert_eq!(
            status_of(&server, &path, authorization.as_deref(), None),
            429,
            "{path} {authorization:?}"
        );
    }
}

#[test]
fn every_spelling_of_the_login_draws_on_one_allowance() {
    let server = TestServer::start_with(Allowance::default(), false);
    let client = server.client();
    let wrong = json!({ "username": "admin", "password": "guess" });
    let paths = [
        "/api/v1/login",
        "/api/v1/%6cogin",
        "/api/v1/logi%6E",
        "/api/v1/%6C%6F%67%69%6E",
    ];
    for attempt in 0..Allowance::default().logins_per_minute.get() - 1 {
        let path = paths[usize::try_from(attempt).unwrap() % paths.len()];
        assert_eq!(client.post(path, &wrong).status, 401, "{path}");
    }
    // The director's form, spelt another way, is the same door.
    let form = agent()
        .post(format!("{}/director/%6cogin", server.base))
        .send_form([("username", "admin"), ("password", "guess")])
        .unwrap();
    assert_eq!(form.status().as_u16(), 401);
    for path in paths {
        let right = json!({ "username": "admin", "password": crate::support::ADMIN.1 });
        assert_eq!(client.post(path, &right).status, 429, "{path}");
    }
}

#[test]
fn behind_a_proxy_forged_addresses_and_one_ipv6_network_draw_on_one_allowance() {
    let allowance = Allowance {
        // Three right codes (one each), then too few left for what a wrong one costs.
        table_codes_per_minute: per_minute(12),
        ..Allowance::default()
    };
    let server = TestServer::start_with(allowance, true);
    let table = club_with_game(&server.admin(), "Proxied", &json!({}));
    let path = format!("/t/{}", table.code);
    // The proxy appends the address it saw; what the client put before it is the client's.
    for forged in ["198.51.100.1", "198.51.100.2", "198.51.100.3"] {
        let chain = format!("{forged}, 203.0.113.5");
        assert_eq!(status_of(&server, &path, None, Some(&chain)), 200);
    }
    assert_eq!(
        status_of(&server, &path, None, Some("198.51.100.4, 203.0.113.5")),
        429
    );
    // Every address of one IPv6 network is one phone's.
    for host in ["1", "2", "3"] {
        let address = format!("2001:db8:5:6::{host}");
        assert_eq!(status_of(&server, &path, None, Some(&address)), 200);
    }
    assert_eq!(
        status_of(&server, &path, None, Some("2001:db8:5:6:ffff::9")),
        429
    );
    assert_eq!(
        status_of(&server, &path, None, Some("2001:db8:5:7::1")),
        200,
        "the next network is another client"
    );
}

// ---------------------------------------------------------------------------------------
// What anyone can send never grows what the server keeps
// ---------------------------------------------------------------------------------------

fn metrics_text(server: &TestServer) -> String {
    let (status, text) = page(server, "/metrics");
    assert_eq!(status, 200);
    text
}

/// Sends a request line as it is (HTTP clients refuse made-up methods); the status.
fn raw_status(server: &TestServer, method: &str, path: &str) -> u16 {
    use std::io::{Read, Write};
    let address = server.base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
        .split(' ')
        .nth(1)
        .and_then(|status| status.parse().ok())
        .unwrap_or_else(|| panic!("no status in {answer:?}"))
}

#[test]
fn made_up_methods_and_paths_do_not_grow_the_metrics() {
    let server = TestServer::start();
    // One of each kind of answer first, so that the series they make exist already.
    assert_eq!(raw_status(&server, "BREW", "/api/v1/clubs"), 405);
    assert_eq!(raw_status(&server, "GET", "/nothing/here"), 404);
    // The first scrape makes the series of /metrics itself.
    metrics_text(&server);
    let before = metrics_text(&server).lines().count();
    for index in 0..200 {
        let method = format!("BREW{index}");
        assert_eq!(
            raw_status(&server, &method, &format!("/api/v1/clubs?{index}")),
            405
        );
        assert_eq!(
            raw_status(&server, "GET", &format!("/nothing/{index}")),
            404
        );
    }
    let text = metrics_text(&server);
    assert!(!text.contains("BREW"), "a made-up method is no label");
    assert!(text.contains(r#"method="other""#), "{text}");
    assert_eq!(text.lines().count(), before, "no series was added");
}

// ---------------------------------------------------------------------------------------
// Every refusal is problem+json on the API and a page in the reader's language elsewhere
// ---------------------------------------------------------------------------------------

/// A request's status, content type and text.
fn answer_of(response: ureq::http::Response<ureq::Body>) -> (u16, String, String) {
    let page = read(response);
    let kind = page.content_type.clone();
    (page.status, kind, page.html)
}

#[test]
fn refusals_before_any_handler_are_problems_or_pages_never_plain_text() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Edges", &json!({}));
    // A body over the API's limit.
    let huge = format!("{{\"name\": \"{}\"}}", "x".repeat(300 * 1024));
    let reply = admin.send("POST", "/api/v1/clubs", &[], Some(&huge));
    assert!(reply.problem(413).contains("larger than"), "{}", reply.body);
    // A page's query that does not parse, in the reader's language.
    for (path, field) in [
        (format!("/t/{}?entered=-1&lang=de", table.code), "entered"),
        (
            "/seasons/1/standings.csv?min_events=x&lang=de".to_owned(),
            "min_events",
        ),
    ] {
        let (status, kind, html) = answer_of(
            agent()
                .get(format!("{}{path}", server.base))
                .call()
                .unwrap(),
        );
        assert_eq!(status, 400, "{path}: {html}");
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
        assert!(html.contains("Die Adresse dieser Seite"), "{path}: {html}");
        assert!(
            html.contains(&format!("{field}: invalid digit")),
            "{path}: {html}"
        );
        assert!(html.contains("lang=\"de\""), "{path}");
    }
    // A form larger than a page takes.
    let (status, kind, html) = answer_of(
        agent()
            .post(format!("{}/t/{}?lang=nl", server.base, table.code))
            .send_form([("count", "9".repeat(64 * 1024))])
            .unwrap(),
    );
    assert_eq!(
        (status, kind.starts_with("text/html")),
        (413, true),
        "{html}"
    );
    assert!(html.contains("te groot"), "{html}");
    // No such page, or a page path that does not parse: a page; no such endpoint: a problem.
    for path in ["/nothing/here?lang=sv", "/games/abc?lang=sv"] {
        let (status, kind, html) = answer_of(
            agent()
                .get(format!("{}{path}", server.base))
                .call()
                .unwrap(),
        );
        assert_eq!(
            (status, kind.starts_with("text/html")),
            (404, true),
            "{path}"
        );
        assert!(html.contains("Den sidan finns inte"), "{path}: {html}");
    }
    admin.get("/api/v1/nothing").problem(404);
    admin.get("/api/v1/games/abc").problem(422);
}

/// Loads a table's page in `lang` and posts its form with `fields`.
fn post_table_form(
    server: &TestServer,
    code: &str,
    lang: &str,
    fields: &[(&str, &str)],
) -> (u16, String) {
    let form = page(server, &format!("/t/{code}?lang={lang}")).1;
    let hidden = |name: &str| {
        let marker = format!("name=\"{name}\" value=\"");
        let start = form.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
        form[start..].split('"').next().unwrap().to_owned()
    };
    let mut sent: Vec<(String, String)> = ["key", "version", "game", "dealer"]
        .iter()
        .map(|name| ((*name).to_owned(), hidden(name)))
        .collect();
    sent.push(("action".to_owned(), "enter".to_owned()));
    sent.extend(
        fields
            .iter()
            .map(|(name, value)| ((*name).to_owned(), (*value).to_owned())),
    );
    let answer = read(
        agent()
            .post(format!("{}/t/{code}?lang={lang}", server.base))
            .send_form(sent)
            .unwrap(),
    );
    (answer.status, answer.html)
}

#[test]
fn a_blank_or_wrong_number_on_the_phone_keeps_the_form_and_says_why() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Phone", &json!({}));
    let hand = [("bidder", "E"), ("level", "4"), ("mode", "uptown")];
    for (count, lang, reason) in [
        ("", "de", "Bitte ausfüllen: „Stiche der Reizgewinner"),
        ("  ", "en", "Please fill in “Books of the bidding side"),
        ("ten", "nl", "moet een geheel getal zijn"),
        ("9.5", "sv", "måste vara ett heltal"),
    ] {
        let mut fields = hand.to_vec();
        fields.push(("count", count));
        let (status, html) = post_table_form(&server, &table.code, lang, &fields);
        assert_eq!(status, 200, "{count:?}: {html}");
        assert!(html.contains(reason), "{count:?} in {lang}: {html}");
        assert!(
            html.contains("value=\"E\" checked"),
            "the form keeps the bidder"
        );
        assert!(html.contains("value=\"uptown\" checked"), "and the mode");
    }
    let game = admin.get(&game_path(table.game));
    assert_eq!(
        game.body["hands"].as_array().unwrap().len(),
        0,
        "nothing stored"
    );
    // Filled in, the same form enters the hand.
    let mut fields = hand.to_vec();
    fields.push(("count", "10"));
    let (status, _) = post_table_form(&server, &table.code, "en", &fields);
    assert_eq!(status, 303);
    assert_eq!(
        admin.get(&game_path(table.game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

// ---------------------------------------------------------------------------------------
// Sessions end, and a console cookie is a credential of its own
// ---------------------------------------------------------------------------------------

/// Logs in at the console's form; the cookie to send back (`session=...`).
fn console_login(server: &TestServer, user_agent: &str) -> String {
    let page = read(
        agent()
            .post(format!("{}/director/login", server.base))
            .header("User-Agent", user_agent)
            .send_form([
                ("username", crate::support::ADMIN.0),
                ("password", crate::support::ADMIN.1),
            ])
            .unwrap(),
    );
    assert_eq!(page.status, 303, "{}", page.html);
    page.set_cookie
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned()
}

/// Where `GET /director` sends this cookie: none (the console answers) or a login page.
fn console_answer(server: &TestServer, cookie: &str) -> (u16, Option<String>) {
    let page = read(
        agent()
            .get(format!("{}/director", server.base))
            .header("Cookie", cookie)
            .call()
            .unwrap(),
    );
    (page.status, page.location)
}

/// Moves a session's times into the past, as if it had been idle or lived that long.
fn age_sessions(server: &TestServer, idle: chrono::TimeDelta, lived: chrono::TimeDelta) {
    use diesel::ExpressionMethods;
    use uptown_server::db::schema::api_tokens;
    let now = chrono::Utc::now().naive_utc();
    diesel::update(api_tokens::table)
        .set((
            api_tokens::last_used_at.eq(now - idle),
            api_tokens::expires_at.eq(now + chrono::TimeDelta::days(365) - lived),
        ))
        .execute(&mut *server.pool.get().unwrap())
        .unwrap();
}

#[test]
fn tokens_and_console_sessions_end_when_idle_and_at_their_last_moment() {
    use chrono::TimeDelta;
    let server = TestServer::start();
    let login = server.client().post(
        "/api/v1/login",
        &json!({ "username": crate::support::ADMIN.0, "password": crate::support::ADMIN.1 }),
    );
    let expires: chrono::DateTime<chrono::Utc> =
        login.body["expires_at"].as_str().unwrap().parse().unwrap();
    let hours = (expires - chrono::Utc::now()).num_hours();
    assert!(
        (2159..=2160).contains(&hours),
        "an API token lasts 90 days: {hours} h"
    );
    let token = server
        .client()
        .with_auth(&format!("Bearer {}", login.body["token"].as_str().unwrap()));
    let cookie = console_login(&server, "Firefox on the club laptop");
    assert_eq!(console_answer(&server, &cookie).0, 200);

    // Idle for less than either allows: both still work.
    age_sessions(&server, TimeDelta::minutes(119), TimeDelta::hours(1));
    assert_eq!(token.get("/api/v1/me").status, 200);
    assert_eq!(console_answer(&server, &cookie).0, 200);

    // Two hours and a minute without use end the console's session, not the token.
    age_sessions(&server, TimeDelta::minutes(121), TimeDelta::hours(3));
    assert_eq!(token.get("/api/v1/me").status, 200);
    assert_eq!(
        console_answer(&server, &cookie),
        (303, Some("/director/login?ended=1".to_owned()))
    );
    let page = page(&server, "/director/login?ended=1&lang=de").1;
    assert!(page.contains("Ihre Sitzung ist beendet"), "{page}");

    // Thirty days and a minute end the token.
    age_sessions(
        &server,
        TimeDelta::days(30) + TimeDelta::minutes(1),
        TimeDelta::days(31),
    );
    assert!(
        token
            .get("/api/v1/me")
            .problem(401)
            .contains("after 30 days without use")
    );

    // A token used every day still ends at its last moment.
    let again = server.login(crate::support::ADMIN.0, crate::support::ADMIN.1);
    age_sessions(&server, TimeDelta::minutes(5), TimeDelta::days(365));
    assert!(
        again
            .get("/api/v1/me")
            .problem(401)
            .contains("its last moment")
    );
}

#[test]
fn a_console_cookie_is_no_api_token_and_an_api_token_no_console_session() {
    let server = TestServer::start();
    let cookie = console_login(&server, "a browser");
    let secret = cookie.trim_start_matches("session=");
    let as_token = server.client().with_auth(&format!("Bearer {secret}"));
    as_token.get("/api/v1/me").problem(401);
    let login = server.client().post(
        "/api/v1/login",
        &json!({ "username": crate::support::ADMIN.0, "password": crate::support::ADMIN.1 }),
    );
    let token = login.body["token"].as_str().unwrap();
    assert_eq!(
        console_answer(&server, &format!("session={token}"))
            .1
            .as_deref(),
        Some("/director/login?ended=1")
    );
}

#[test]
fn an_account_sees_its_sessions_and_ends_the_ones_it_does_not_want() {
    let server = TestServer::start();
    let admin = server.admin();
    let other = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "eva", "password": "eva-password" }),
    );
    assert_eq!(other.status, 201);
    let eva = server.login("eva", "eva-password");
    let laptop = console_login(&server, "Firefox on the club laptop");
    let sessions = admin.get("/api/v1/sessions");
    assert_eq!(sessions.status, 200);
    let listed = sessions.body.as_array().unwrap();
    assert_eq!(
        listed.len(),
        2,
        "the token and the console, not eva's: {listed:?}"
    );
    let current: Vec<bool> = listed.iter().map(|s| s["current"] == true).collect();
    assert_eq!(current.iter().filter(|current| **current).count(), 1);
    let console = listed.iter().find(|s| s["kind"] == "console").unwrap();
    assert_eq!(console["label"], "Firefox on the club laptop");
    let console_id = console["id"].as_i64().unwrap();

    // Eva cannot end the admin's session; the admin can end the laptop's.
    let path = format!("/api/v1/sessions/{console_id}");
    eva.send("DELETE", &path, &[], None).problem(404);
    assert_eq!(console_answer(&server, &laptop).0, 200);
    assert_eq!(admin.send("DELETE", &path, &[], None).status, 204);
    assert_eq!(
        console_answer(&server, &laptop).1.as_deref(),
        Some("/director/login?ended=1")
    );
    assert_eq!(
        admin.get("/api/v1/sessions").body.as_array().unwrap().len(),
        1
    );

    // The console lists its sessions too, and ends one with a button.
    let laptop = console_login(&server, "the laptop");
    let kitchen = console_login(&server, "the kitchen's tablet");
    let list = read(
        agent()
            .get(format!("{}/director/sessions?lang=sv", server.base))
            .header("Cookie", &laptop)
            .call()
            .unwrap(),
    );
    assert_eq!(list.status, 200);
    assert!(
        list.html.contains("the kitchen&#x27;s tablet")
            || list.html.contains("the kitchen&#39;s tablet"),
        "{}",
        list.html
    );
    assert!(
        list.html.contains("Den här"),
        "the session in use is marked"
    );
    let marker = "name=\"csrf\" value=\"";
    let start = list.html.find(marker).unwrap() + marker.len();
    let csrf = list.html[start..].split('"').next().unwrap().to_owned();
    let kitchen_id = admin
        .get("/api/v1/sessions")
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["label"] == "the kitchen's tablet")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let ended = read(
        agent()
            .post(format!(
                "{}/director/sessions/{kitchen_id}/end",
                server.base
            ))
            .header("Cookie", &laptop)
            .send_form([("csrf", csrf.as_str())])
            .unwrap(),
    );
    assert_eq!(ended.status, 303);
    assert_eq!(console_answer(&server, &laptop).0, 200);
    assert_eq!(
        console_answer(&server, &kitchen).1.as_deref(),
        Some("/director/login?ended=1")
    );
}

// ---------------------------------------------------------------------------------------
// Table cards point where phones can go
// ---------------------------------------------------------------------------------------

/// The table cards of round 1 of a fresh round robin, as the admin's console prints them.
fn cards_of(server: &TestServer) -> (String, String) {
    let admin = server.admin();
    let table = club_with_game(&admin, "Cards", &json!({}));
    let (event, _, code) = event_table(&admin, table.club, &table.players);
    let cookie = console_login(server, "the club laptop");
    let cards = read(
        agent()
            .get(format!(
                "{}/director/events/{event}/rounds/1/cards?lang=da",
                server.base
            ))
            .header("Cookie", &cookie)
            .call()
            .unwrap(),
    );
    assert_eq!(cards.status, 200, "{}", cards.html);
    (cards.html, code)
}

#[test]
fn table_cards_use_the_public_address_and_warn_of_one_no_phone_can_open() {
    let (html, code) = cards_of(&TestServer::start());
    assert!(html.contains("http://127.0.0.1:"), "{html}");
    assert!(
        html.contains("som kun denne computer kan åbne"),
        "the warning: {html}"
    );
    assert!(html.contains("screen-only"), "which is not printed");

    let server = TestServer::start_at("http://192.168.1.10:8080/");
    let (html, code_there) = cards_of(&server);
    assert!(
        html.contains(&format!("http://192.168.1.10:8080/t/{code_there}")),
        "{html}"
    );
    assert!(
        !html.contains("127.0.0.1"),
        "nothing of the address asked at: {html}"
    );
    assert!(!html.contains("som kun denne computer kan åbne"));
    assert_ne!(code, code_there);
}

#[test]
fn answers_of_old_idempotency_keys_and_ended_sessions_are_swept_away() {
    use chrono::TimeDelta;
    use diesel::{ExpressionMethods, QueryDsl};
    use uptown_server::db::schema::idempotency_keys;
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Sweep", &json!({ "target": 99 }));
    let hands = format!("{}/hands", game_path(table.game));
    let first = admin.post_with(&hands, &[("Idempotency-Key", "old")], &hand("N", "E", 3, 9));
    assert_eq!(first.status, 201);
    let mut connection = server.pool.get().unwrap();
    let day_ago = chrono::Utc::now().naive_utc() - TimeDelta::days(1) - TimeDelta::minutes(1);
    diesel::update(idempotency_keys::table.filter(idempotency_keys::key.eq("old")))
        .set(idempotency_keys::created_at.eq(day_ago))
        .execute(&mut connection)
        .unwrap();
    let second = admin.post_with(
        &hands,
        &[("Idempotency-Key", "fresh")],
        &hand("E", "S", 3, 9),
    );
    assert_eq!(second.status, 201);
    let doomed = server.login(crate::support::ADMIN.0, crate::support::ADMIN.1);
    age_sessions(&server, TimeDelta::days(31), TimeDelta::days(31));
    let kept = server.login(crate::support::ADMIN.0, crate::support::ADMIN.1);

    let swept = uptown_server::housekeeping::sweep(&mut connection).unwrap();
    assert_eq!(
        (swept.keys, swept.sessions),
        (1, 2),
        "the day-old key; the two sessions idle for 31 days"
    );
    doomed.get("/api/v1/me").problem(401);
    assert_eq!(kept.get("/api/v1/me").status, 200);
    // The fresh key still replays; the old one is a new request now, judged afresh.
    let replayed = kept.post_with(
        &hands,
        &[("Idempotency-Key", "fresh")],
        &hand("E", "S", 3, 9),
    );
    assert_eq!(replayed.body, second.body);
    let again = kept.post_with(&hands, &[("Idempotency-Key", "old")], &hand("N", "E", 3, 9));
    assert!(again.problem(422).contains("dealer"), "{}", again.body);
}

#[test]
fn a_guesser_pays_for_every_wrong_code_also_while_the_allowance_refills() {
    // Ten requests a second, so a wrong code's ten are one guess a second in the long run.
    let allowance = Allowance {
        table_codes_per_minute: per_minute(600),
        ..Allowance::default()
    };
    let server = TestServer::start_with(allowance, false);
    let guess = |index: usize| {
        server
            .client()
            .as_table(&format!("ZZZ{index:03}"))
            .get("/api/v1/table")
            .status
    };
    // The allowance spent: sixty wrong codes, ten each (and what refilled meanwhile).
    let spent = (0..200).take_while(|index| guess(*index) == 401).count();
    assert!((60..100).contains(&spent), "{spent}");
    // Then two seconds of guessing as fast as one connection goes: each guess the refill
    // lets through must still cost ten, so about two are checked, not twenty.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(2);
    let (mut checked, mut held) = (0, 0);
    let mut index = 200;
    while std::time::Instant::now() < until {
        index += 1;
        match guess(index) {
            401 => checked += 1,
            429 => held += 1,
            other => panic!("{other}"),
        }
    }
    assert!(
        checked <= 3,
        "{checked} wrong codes checked in two seconds, {held} held back"
    );
}
