//! Three-handed games (RULES.md 3) on the server: a cutthroat game played from the table's
//! code to its end, with the mistakes a table makes; who may write; the names a reader
//! sees; and two phones (or a phone and the director) writing at the same moment, which CI
//! runs on PostgreSQL too.

use serde_json::{Value, json};

use crate::support::{
    Client, Job, TestServer, at_once, club_with_game, club_with_players, get, hidden, post_form,
};

/// A club with three players and a three-handed game of `game` between them.
struct ThreeTable {
    club: i64,
    players: Vec<i64>,
    game: i64,
    code: String,
}

fn three_table(client: &Client, name: &str, game: &str, rules: &Value) -> ThreeTable {
    let (club, players) = club_with_players(client, name, &["Ann", "Bob", "Cal"]);
    let created = client.post(
        "/api/v1/three-handed-games",
        &json!({ "club_id": club, "game": game, "rules": rules,
                 "seats": { "N": players[0], "E": players[1], "W": players[2] } }),
    );
    assert_eq!(created.status, 201, "{}", created.body);
    ThreeTable {
        club,
        players,
        game: created.body["id"].as_i64().unwrap(),
        code: created.body["table_code"].as_str().unwrap().to_owned(),
    }
}

/// A cutthroat hand: `bidder` bids `level` books uptown and takes `books` (kitty included).
fn cutthroat(dealer: &str, bidder: &str, level: u8, books: u8) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": level, "mode": "uptown" }, "books": books })
}

fn path(game: i64) -> String {
    format!("/api/v1/three-handed-games/{game}")
}

#[test]
fn a_cutthroat_game_is_played_from_the_table_code_to_its_end() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Three", "cutthroat", &json!({ "target": 10 }));
    let phone = server.client().as_table(&table.code);
    let hands = format!("{}/hands", path(table.game));

    // The phone finds its game by the code alone.
    let found = phone.get("/api/v1/three-handed-table");
    assert_eq!(found.status, 200, "{}", found.body);
    assert_eq!(found.body["id"], table.game);
    assert_eq!(found.body["seats"]["W"]["name"], "Cal");
    assert!(
        found.body["table_code"].is_null(),
        "a code is shown to directors only"
    );

    // E bids 10 and takes 12: the books over six, 6.
    let first = phone.post(&hands, &cutthroat("N", "E", 10, 12));
    assert_eq!(first.status, 201, "{}", first.body);
    assert_eq!(
        first.body["sheet"]["totals"],
        json!({ "N": 0, "E": 6, "W": 0 })
    );
    assert_eq!(first.body["next_dealer"], "E");

    // The mistakes a table makes: the wrong dealer, a bid the game does not have, an empty
    // hand, books that are not a count. Each is named and changes nothing.
    let wrong_dealer = phone.post(&hands, &cutthroat("W", "W", 9, 11));
    assert!(wrong_dealer.problem(422).contains("E deals this one"));
    assert_eq!(wrong_dealer.body["field"], "hands[1].dealer");
    let too_low = phone.post(&hands, &cutthroat("E", "W", 5, 11));
    too_low.problem(422);
    assert_eq!(too_low.body["field"], "hands[1].contract.level");
    let empty = phone.post(&hands, &json!({}));
    empty.problem(422);
    let not_a_count = phone.post(
        &hands,
        &json!({ "dealer": "E", "contract": { "bidder": "W", "level": 9, "mode": "uptown" }, "books": "lots" }),
    );
    not_a_count.problem(422);
    assert_eq!(
        phone.get(&path(table.game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // A resend with the same key stores the hand once.
    let key = [("Idempotency-Key", "three-hand-2")];
    let second = phone.post_with(&hands, &key, &cutthroat("E", "W", 9, 11));
    assert_eq!(second.status, 201, "{}", second.body);
    let resent = phone.post_with(&hands, &key, &cutthroat("E", "W", 9, 11));
    assert_eq!(resent.status, 201, "{}", resent.body);
    assert_eq!(resent.body["version"], second.body["version"]);
    assert_eq!(
        second.body["sheet"]["totals"],
        json!({ "N": 0, "E": 6, "W": 5 })
    );

    // E bids 8 and takes 10: 6 + 4 reaches the target of 10, and E wins.
    let last = phone.post(&hands, &cutthroat("W", "E", 8, 10));
    assert_eq!(last.status, 201, "{}", last.body);
    assert_eq!(last.body["status"], "finished");
    assert_eq!(last.body["sheet"]["winner"], "E");
    assert_eq!(last.body["sheet"]["reason"], "target");
    assert!(last.body["next_dealer"].is_null());
    let more = phone.post(&hands, &cutthroat("N", "N", 9, 9));
    more.problem(403);
    let by_director = admin.post(&hands, &cutthroat("N", "N", 9, 9));
    assert!(by_director.problem(422).contains("already over"));

    // The table's page says who won, in every language, with no message missing.
    for lang in ["en", "de", "da", "nl", "sv"] {
        let shown = get(&server, &format!("/t/{}?lang={lang}", table.code), &[]);
        assert_eq!(shown.status, 200, "{lang}");
        assert!(!shown.html.contains('⟦'), "{lang}: {}", shown.html);
        assert!(
            !shown.html.contains("<form class=\"entry\""),
            "{lang}: no form once over"
        );
    }
    let over = get(&server, &format!("/t/{}", table.code), &[]).html;
    assert!(
        over.contains("This game is over: East won with 10."),
        "{over}"
    );
    // Anyone reads the score sheet, and the club's page lists the game with its winner.
    for lang in ["en", "de", "da", "nl", "sv"] {
        let sheet = get(
            &server,
            &format!("/three-handed-games/{}?lang={lang}", table.game),
            &[],
        );
        assert_eq!(sheet.status, 200, "{lang}");
        assert!(!sheet.html.contains('⟦'), "{lang}: {}", sheet.html);
        assert!(sheet.html.contains("Cal"), "{lang}");
    }
    let sheet = get(&server, &format!("/three-handed-games/{}", table.game), &[]).html;
    assert!(sheet.contains("Bob won: reached the target."), "{sheet}");
    assert!(sheet.contains("E 10U"), "{sheet}");
    let club = get(&server, &format!("/clubs/{}", table.club), &[]).html;
    assert!(
        club.contains(&format!("href=\"/three-handed-games/{}\"", table.game)),
        "{club}"
    );
    assert!(club.contains("won by Bob"), "{club}");

    after_the_end(&admin, &phone, &table, &last.body);
}

/// A finished game: the club's list names the winner, the record scores offline to the same
/// sheet, and only a director takes a hand back, with a reason the history keeps.
fn after_the_end(admin: &Client, phone: &Client, table: &ThreeTable, last: &Value) {
    // The club's list names the winner; the record scores offline to the same sheet.
    let listed = admin.get(&format!("/api/v1/three-handed-games?club={}", table.club));
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(listed.body[0]["winner"], "E");
    assert_eq!(listed.body[0]["status"], "finished");
    let mine = admin.get(&format!(
        "/api/v1/three-handed-games?club={}&player={}",
        table.club, table.players[0]
    ));
    assert_eq!(mine.body.as_array().unwrap().len(), 1);
    let record = admin.get(&format!("{}/record", path(table.game)));
    let offline = uptown_rules::score_any_json(&record.body.to_string()).unwrap();
    let uptown_rules::Sheet::Players(offline) = offline else {
        panic!("a three-handed sheet")
    };
    assert_eq!(serde_json::to_value(&offline).unwrap(), last["sheet"]);

    // Only a director takes a hand back, with a reason, and the history keeps it.
    let undo = format!("{}/undo", path(table.game));
    phone
        .post(&undo, &json!({ "reason": "miscounted" }))
        .problem(403);
    admin.post(&undo, &json!({ "reason": "" })).problem(422);
    let undone = admin.post(&undo, &json!({ "reason": "miscounted" }));
    assert_eq!(undone.status, 200, "{}", undone.body);
    assert_eq!(undone.body["status"], "in_progress");
    assert_eq!(undone.body["next_dealer"], "W");
    let history = admin.get(&format!("{}/history", path(table.game)));
    let actions: Vec<&str> = history
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["entered", "entered", "entered", "undone"]);
    assert_eq!(history.body[3]["reason"], "miscounted");
    assert_eq!(history.body[3]["hand"]["books"], 10);
    assert_eq!(history.body[0]["by"], "the table");
}

/// The phone page of a three-handed table, in German as a player's phone asks for it:
/// the three seats, a hand previewed and entered once however often it is sent, an empty
/// box and a wrong dealer refused by name with the form kept.
#[test]
fn a_three_handed_table_enters_its_hands_from_the_phone_page() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Phone", "cutthroat", &json!({ "target": 10 }));
    let page = format!("/t/{}?lang=de", table.code.to_lowercase());
    let shown = get(&server, &page, &[]);
    assert_eq!(shown.status, 200, "{}", shown.html);
    for name in ["Ann", "Bob", "Cal", "Nord", "Ost", "West"] {
        assert!(shown.html.contains(name), "{name}: {}", shown.html);
    }
    assert!(
        !shown.html.contains("Süden"),
        "no South at a three-handed table"
    );
    let action = format!("/t/{}/three-handed?lang=de", table.code);
    let key = hidden(&shown.html, "key");
    let version = hidden(&shown.html, "version");
    let hand = |dealer: &'static str, key: &str, version: &str, books: &'static str| {
        vec![
            ("key", key.to_owned()),
            ("version", version.to_owned()),
            ("dealer", dealer.to_owned()),
            ("bidder", "E".to_owned()),
            ("level", "10".to_owned()),
            ("mode", "uptown".to_owned()),
            ("books", books.to_owned()),
            ("renege", String::new()),
        ]
    };
    let send = |fields: &[(&str, String)], action_name: &str| {
        let mut fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        fields.push(("action", action_name));
        post_form(&server, &action, &fields)
    };

    // Shown first: the points, nothing stored.
    let previewed = send(&hand("N", &key, &version, "12"), "preview");
    assert_eq!(previewed.status, 200);
    assert!(previewed.html.contains("Ost 6"), "{}", previewed.html);
    assert_eq!(admin.get(&path(table.game)).body["hands"], json!([]));

    // An empty box is named, in German, and the form keeps what was typed.
    let empty = send(&hand("N", &key, &version, ""), "enter");
    assert_eq!(empty.status, 200);
    assert!(empty.html.contains("Bitte"), "{}", empty.html);
    assert!(empty.html.contains("aria-invalid"), "{}", empty.html);
    assert!(
        empty.html.contains(r#"value="E" checked"#),
        "the bidder is kept"
    );
    let mut in_letters = hand("N", &key, &version, "12");
    in_letters.retain(|(name, _)| *name != "books");
    in_letters.push(("books", "zwölf".to_owned()));
    let letters = send(&in_letters, "enter");
    assert!(letters.html.contains("ganze Zahl"), "{}", letters.html);

    // Entered, and sent again by a flaky connection: one hand.
    let entered = send(&hand("N", &key, &version, "12"), "enter");
    assert_eq!(entered.status, 303, "{}", entered.html);
    assert_eq!(
        entered.location.as_deref(),
        Some(format!("/t/{}?entered=1", table.code).as_str())
    );
    let again = send(&hand("N", &key, &version, "12"), "enter");
    assert_eq!(again.status, 303, "{}", again.html);
    assert_eq!(
        admin.get(&path(table.game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // The next page knows E deals; a form that says N dealt is refused by name.
    let next = get(
        &server,
        &format!("/t/{}?entered=1&lang=de", table.code),
        &[],
    );
    assert!(next.html.contains("Ost gibt"), "{}", next.html);
    let (key, version) = (hidden(&next.html, "key"), hidden(&next.html, "version"));
    let wrong = send(&hand("N", &key, &version, "11"), "enter");
    assert_eq!(wrong.status, 200);
    assert!(wrong.html.contains("Ost gibt"), "{}", wrong.html);
    assert!(wrong.html.contains("role=\"alert\""), "{}", wrong.html);

    // A form from before someone else's entry is not stored over it.
    let stale = send(&hand("E", "another-form", "1", "11"), "enter");
    assert_eq!(stale.status, 200);
    assert!(stale.html.contains("role=\"alert\""), "{}", stale.html);
    assert_eq!(
        admin.get(&path(table.game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn a_dummy_whist_game_and_a_player_out_of_cutthroat() {
    let server = TestServer::start();
    let admin = server.admin();
    let dummy = three_table(&admin, "Dummy", "dummy_whist", &json!({}));
    let hands = format!("{}/hands", path(dummy.game));
    // Dummy whist bids books over six: N bids 3 and takes 9 with the dummy.
    let made = admin.post(
        &hands,
        &json!({ "dealer": "W", "contract": { "bidder": "N", "level": 3, "mode": "downtown" }, "books": 9 }),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    assert_eq!(made.body["sheet"]["totals"]["N"], 3);
    assert_eq!(made.body["sheet"]["rules"]["target"], 21);

    // Cutthroat to 10: W is set twice and is out at -10; the deal then skips W.
    let cut = three_table(&admin, "Out", "cutthroat", &json!({ "target": 10 }));
    let hands = format!("{}/hands", path(cut.game));
    for (dealer, books) in [("N", 3), ("E", 3)] {
        let set = admin.post(&hands, &cutthroat(dealer, "W", 11, books));
        assert_eq!(set.status, 201, "{}", set.body);
    }
    let view = admin.get(&path(cut.game));
    assert_eq!(view.body["sheet"]["totals"]["W"], -10);
    assert_eq!(view.body["sheet"]["out"][0]["seat"], "W");
    assert_eq!(
        view.body["next_dealer"], "N",
        "W is out and no longer deals"
    );
    let sheet = get(&server, &format!("/three-handed-games/{}", cut.game), &[]).html;
    assert!(sheet.contains("Cal went out in hand 2."), "{sheet}");
    assert!(
        sheet.contains("\u{2212}10"),
        "a total below zero takes the minus sign: {sheet}"
    );
    let out = admin.post(&hands, &cutthroat("W", "W", 9, 9));
    assert!(out.problem(422).contains("out of the game"), "{}", out.body);
    assert_eq!(out.body["field"], "hands[2].dealer");
}

#[test]
fn three_handed_seats_are_three_players_of_the_club_and_writes_need_the_right_credentials() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Seats", "cutthroat", &json!({}));
    let new = |seats: Value| json!({ "club_id": table.club, "game": "cutthroat", "seats": seats });
    let [ann, bob, _] = table.players[..] else {
        unreachable!()
    };
    let twice = admin.post(
        "/api/v1/three-handed-games",
        &new(json!({ "N": ann, "E": ann, "W": bob })),
    );
    twice.problem(422);
    assert_eq!(twice.body["field"], "seats.E");
    let other = club_with_game(&admin, "Other club", &json!({}));
    let stranger = admin.post(
        "/api/v1/three-handed-games",
        &new(json!({ "N": ann, "E": bob, "W": other.players[0] })),
    );
    stranger.problem(422);
    assert_eq!(stranger.body["field"], "seats.W");
    let south = admin.post(
        "/api/v1/three-handed-games",
        &new(json!({ "N": ann, "E": bob, "S": "Cal" })),
    );
    south.problem(422);
    let by_name = admin.post(
        "/api/v1/three-handed-games",
        &new(json!({ "N": "ann", "E": "Bob", "W": "Cal" })),
    );
    assert_eq!(by_name.status, 201, "{}", by_name.body);
    let bad_rule = admin.post(
        "/api/v1/three-handed-games",
        &json!({ "club_id": table.club, "game": "dummy_whist", "rules": { "kitty": false },
                 "seats": { "N": ann, "E": bob, "W": "Cal" } }),
    );
    assert!(bad_rule.problem(422).contains("kitty"), "{}", bad_rule.body);

    // A partnership table's code is no key to a three-handed game, nor the other way round.
    let hands = format!("{}/hands", path(table.game));
    let partnership_phone = server.client().as_table(&other.code);
    partnership_phone
        .post(&hands, &cutthroat("N", "E", 9, 9))
        .problem(403);
    let three_phone = server.client().as_table(&table.code);
    let into_partnership = three_phone.post(
        &format!("/api/v1/games/{}/hands", other.game),
        &json!({ "dealer": "N", "contract": { "bidder": "E", "level": 3, "mode": "uptown" }, "books": 9 }),
    );
    into_partnership.problem(403);
    let other_three = three_table(&admin, "Elsewhere", "cutthroat", &json!({}));
    three_phone
        .post(
            &format!("{}/hands", path(other_three.game)),
            &cutthroat("N", "E", 9, 9),
        )
        .problem(403);
    server
        .client()
        .post(&hands, &cutthroat("N", "E", 9, 9))
        .problem(401);
    assert_eq!(admin.get(&path(table.game)).body["hands"], json!([]));
    admin.get(&path(999_999)).problem(404);
}

#[test]
fn a_hidden_player_is_hidden_from_the_public_but_not_from_the_table() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Private", "cutthroat", &json!({}));
    let bob = table.players[1];
    let set = admin.put(
        &format!("/api/v1/players/{bob}/privacy"),
        &json!({ "shown_as": "hidden" }),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    let public = server.client().get(&path(table.game));
    assert_eq!(public.body["seats"]["E"]["name"], format!("#{bob}"));
    let listed = server
        .client()
        .get(&format!("/api/v1/three-handed-games?club={}", table.club));
    assert_eq!(listed.body[0]["seats"]["E"]["name"], format!("#{bob}"));
    let at_table = server.client().as_table(&table.code).get(&path(table.game));
    assert_eq!(at_table.body["seats"]["E"]["name"], "Bob");
}

#[test]
fn an_erasure_reaches_the_reason_of_a_three_handed_undo() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Erase", "cutthroat", &json!({}));
    let added = admin.post(
        &format!("{}/hands", path(table.game)),
        &cutthroat("N", "E", 9, 10),
    );
    assert_eq!(added.status, 201, "{}", added.body);
    let undone = admin.post(
        &format!("{}/undo", path(table.game)),
        &json!({ "reason": "Bob says he bid 10" }),
    );
    assert_eq!(undone.status, 200, "{}", undone.body);
    let bob = table.players[1];
    let erased = admin.post(&format!("/api/v1/players/{bob}/erase"), &json!({}));
    assert_eq!(erased.status, 200, "{}", erased.body);
    let history = admin.get(&format!("{}/history", path(table.game)));
    assert_eq!(history.body[1]["reason"], format!("#{bob} says he bid 10"));
    // The player's own data, as the club exports it for them, names the game and the seat.
    let data = admin.post(&format!("/api/v1/players/{bob}/export"), &json!({}));
    assert_eq!(data.status, 200, "{}", data.body);
    assert_eq!(
        data.body["three_handed_games"],
        json!([{ "game_id": table.game, "game": "cutthroat", "seat": "E",
                 "status": "in_progress", "created_at": data.body["three_handed_games"][0]["created_at"] }])
    );
    assert_eq!(
        admin.get(&path(table.game)).body["seats"]["E"]["name"],
        format!("#{bob}")
    );
}

/// The club's ratings as a reader that has kept nothing works them out.
fn ratings_afresh(server: &TestServer, club: i64) -> Value {
    let mut connection = server.pool.get().unwrap();
    let ratings = uptown_server::services::ratings::club_ratings(
        &mut connection,
        &uptown_server::services::read_cache::ReadCache::default(),
        &uptown_server::auth::Actor::Anonymous,
        club,
    )
    .unwrap();
    // Through text, as the served ones come: a float read back can differ in its last bit.
    serde_json::from_str(&json!(ratings).to_string()).unwrap()
}

/// A finished three-handed game is rated as three teams of one, ranked by where the players
/// finished; the kept ratings follow its end and its undoing as a fresh reckoning would.
/// The numbers are openskill's (6.2.0), an implementation nobody here wrote:
/// `BradleyTerryFull(tau=0).rate([[a], [b], [c]], ranks=[2, 1, 3])` from three new ratings
/// (`tau=0`: skillratings adds no uncertainty before a game).
#[test]
fn a_three_handed_game_is_rated_by_where_each_player_finished() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Rated", "cutthroat", &json!({ "target": 10 }));
    let ratings_path = format!("/api/v1/clubs/{}/ratings", table.club);
    let afresh = || ratings_afresh(&server, table.club);
    assert_eq!(admin.get(&ratings_path).body, json!([]));
    let hands = format!("{}/hands", path(table.game));
    // N makes 9 with 11 (+5); E makes 16 with 16 (+10) and wins: E first, N second, W third.
    for hand in [cutthroat("N", "N", 9, 11), cutthroat("E", "E", 16, 16)] {
        let added = admin.post(&hands, &hand);
        assert_eq!(added.status, 201, "{}", added.body);
    }
    let kept = admin.get(&ratings_path).body;
    assert_eq!(kept, afresh(), "the kept ratings followed the game's end");
    let rating_of = |id: i64| {
        kept.as_array()
            .unwrap()
            .iter()
            .find(|row| row["player"]["id"] == id)
            .unwrap_or_else(|| panic!("player {id} is rated: {kept}"))
            .clone()
    };
    let [ann, bob, cal] = table.players[..] else {
        unreachable!()
    };
    for (player, rating) in [
        (ann, 25.0),
        (bob, 30.270_462_766_947_3),
        (cal, 19.729_537_233_052_7),
    ] {
        let row = rating_of(player);
        assert!(
            (row["rating"].as_f64().unwrap() - rating).abs() < 1e-9,
            "{row}"
        );
        let uncertainty = row["uncertainty"].as_f64().unwrap();
        assert!((uncertainty - 7.788_474_807_872_566).abs() < 1e-9, "{row}");
        assert_eq!(row["games"], 1);
    }
    let bob_ratings = admin.get(&format!("/api/v1/players/{bob}/ratings")).body;
    assert_eq!(bob_ratings["history"][0]["game_id"], table.game);
    assert_eq!(bob_ratings["history"][0]["three_handed"], true);
    assert_eq!(bob_ratings["history"][0]["result"], "won");
    let ann_ratings = admin.get(&format!("/api/v1/players/{ann}/ratings")).body;
    assert_eq!(ann_ratings["history"][0]["result"], "lost");
    // A three-handed game has no partner: the record of games with partners leaves it out.
    let record = admin.get(&format!("/api/v1/players/{bob}/record")).body;
    assert_eq!(record["games"], json!([]), "{record}");

    // Taken back, the last hand leaves the game unfinished and unrated.
    let undone = admin.post(
        &format!("{}/undo", path(table.game)),
        &json!({ "reason": "E had 15" }),
    );
    assert_eq!(undone.status, 200, "{}", undone.body);
    assert_eq!(admin.get(&ratings_path).body, json!([]));
    assert_eq!(afresh(), json!([]));
}

/// The games in `player`'s rating history, in order, each with whether it was three-handed.
fn rated_games(client: &Client, player: i64) -> Vec<(i64, bool)> {
    let ratings = client
        .get(&format!("/api/v1/players/{player}/ratings"))
        .body;
    ratings["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| {
            (
                step["game_id"].as_i64().unwrap(),
                step["three_handed"] == true,
            )
        })
        .collect()
}

/// A club that plays both kinds: each game is rated in the order the games were created,
/// and the ratings the server keeps follow every game as a fresh reckoning would.
#[test]
fn partnership_and_three_handed_games_are_rated_in_the_order_they_were_played() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Both kinds", &json!({ "target": 7 }));
    let ratings_path = format!("/api/v1/clubs/{}/ratings", table.club);
    let afresh = || ratings_afresh(&server, table.club);
    let boston = json!({ "dealer": "N", "contract": { "bidder": "E", "level": 7, "mode": "uptown" }, "books": 13 });
    let won = admin.post(&format!("/api/v1/games/{}/hands", table.game), &boston);
    assert_eq!(won.body["status"], "finished", "{}", won.body);
    assert_eq!(admin.get(&ratings_path).body, afresh());

    let [ann, bob, cal, dee] = table.players[..] else {
        unreachable!()
    };
    let three = admin.post(
        "/api/v1/three-handed-games",
        &json!({ "club_id": table.club, "game": "cutthroat", "rules": { "target": 10 },
                 "seats": { "N": ann, "E": bob, "W": cal } }),
    );
    let three = three.body["id"].as_i64().unwrap();
    let ended = admin.post(
        &format!("{}/hands", path(three)),
        &cutthroat("N", "W", 16, 16),
    );
    assert_eq!(ended.body["status"], "finished", "{}", ended.body);
    assert_eq!(
        admin.get(&ratings_path).body,
        afresh(),
        "after the three-handed game"
    );

    let second = admin.post(
        "/api/v1/games",
        &json!({ "club_id": table.club, "game": "bid_whist", "rules": { "target": 7 },
                 "seats": { "N": bob, "E": ann, "S": dee, "W": cal } }),
    );
    let second = second.body["id"].as_i64().unwrap();
    let won = admin.post(&format!("/api/v1/games/{second}/hands"), &boston);
    assert_eq!(won.body["status"], "finished", "{}", won.body);
    assert_eq!(
        admin.get(&ratings_path).body,
        afresh(),
        "after the second game"
    );

    assert_eq!(
        rated_games(&admin, bob),
        [(table.game, false), (three, true), (second, false)]
    );
    let dee_games = admin.get(&format!("/api/v1/players/{dee}/ratings")).body["history"].clone();
    assert_eq!(
        dee_games.as_array().unwrap().len(),
        2,
        "Dee sat out the three-handed game"
    );
}

/// The kept ratings of a club that plays both kinds follow each change from where it
/// happened, on either side of the other kind's games, as a fresh reckoning would: an early
/// game's winner corrected, a three-handed game begun early and finished late, one taken
/// back from the middle, and writes that change no result.
#[test]
fn kept_ratings_follow_changes_among_both_kinds_as_if_worked_out_afresh() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Interleaved", &json!({ "target": 7 }));
    let [ann, bob, cal, dee] = table.players[..] else {
        unreachable!()
    };
    let ratings_path = format!("/api/v1/clubs/{}/ratings", table.club);
    let mut last_read = Value::Null;
    let mut follow = |what: &str, changes_results: bool| {
        let now = admin.get(&ratings_path).body;
        assert_eq!(now != last_read, changes_results, "{what}: {now}");
        assert_eq!(now, ratings_afresh(&server, table.club), "after {what}");
        last_read = now;
    };
    let boston = |bidder: &str| json!({ "dealer": "N", "contract": { "bidder": bidder, "level": 7, "mode": "uptown" }, "books": 13 });
    let partnership_game = |seats: [i64; 4]| {
        let created = admin.post(
            "/api/v1/games",
            &json!({ "club_id": table.club, "game": "bid_whist", "rules": { "target": 7 },
                     "seats": { "N": seats[0], "E": seats[1], "S": seats[2], "W": seats[3] } }),
        );
        created.body["id"].as_i64().unwrap()
    };
    let three_handed_game = |seats: [i64; 3]| {
        let created = admin.post(
            "/api/v1/three-handed-games",
            &json!({ "club_id": table.club, "game": "cutthroat", "rules": { "target": 10 },
                     "seats": { "N": seats[0], "E": seats[1], "W": seats[2] } }),
        );
        created.body["id"].as_i64().unwrap()
    };
    let finish = |path: String, hand: Value| {
        let ended = admin.post(&format!("{path}/hands"), &hand);
        assert_eq!(ended.body["status"], "finished", "{}", ended.body);
    };

    // In the order created: a partnership game, a three-handed one finished at once, a
    // three-handed one left open, a partnership game finished, and one left open.
    let first = table.game;
    finish(format!("/api/v1/games/{first}"), boston("E"));
    let early = three_handed_game([ann, bob, cal]);
    finish(path(early), cutthroat("N", "W", 16, 16));
    let late = three_handed_game([dee, ann, bob]);
    let second = partnership_game([bob, ann, dee, cal]);
    finish(format!("/api/v1/games/{second}"), boston("E"));
    let open = partnership_game([cal, dee, ann, bob]);
    follow("the first games", true);
    assert_eq!(
        rated_games(&admin, ann),
        [(first, false), (early, true), (second, false)]
    );

    // East–West won the first game with a Boston; in fact North bid and made it.
    let corrected = admin.put(
        &format!("/api/v1/games/{first}/hands/1"),
        &json!({ "hand": boston("N"), "reason": "North bid, not East" }),
    );
    assert_eq!(corrected.status, 200, "{}", corrected.body);
    follow("the first game's winner corrected", true);

    // Begun before the second partnership game, finished after it: rated before it.
    finish(path(late), cutthroat("N", "E", 16, 16));
    follow("a three-handed game finished late", true);
    assert_eq!(
        rated_games(&admin, ann),
        [(first, false), (early, true), (late, true), (second, false)]
    );

    let undone = admin.post(
        &format!("{}/undo", path(early)),
        &json!({ "reason": "West had 15" }),
    );
    assert_eq!(undone.status, 200, "{}", undone.body);
    follow("the early three-handed game taken back", true);
    assert_eq!(
        rated_games(&admin, ann),
        [(first, false), (late, true), (second, false)]
    );

    finish(format!("/api/v1/games/{open}"), boston("N"));
    follow("the last game finished", true);

    // Writes by another process to a finished three-handed game that leave its result
    // as it was: one that moves no version, and one that does (scored again).
    let mut connection = server.pool.get().unwrap();
    for write in [
        format!("UPDATE three_handed_games SET updated_at = updated_at WHERE id = {late}"),
        format!("UPDATE three_handed_games SET version = version + 1 WHERE id = {late}"),
    ] {
        diesel::RunQueryDsl::execute(diesel::sql_query(&write), &mut *connection).unwrap();
        follow(&write, false);
    }
}

/// A director starts a three-handed game from the console alone, gives the table its
/// code, and takes a hand back with a reason; a form left wrong is refused by name.
#[test]
fn a_director_runs_a_three_handed_game_from_the_console() {
    use crate::director::{csrf_of, get as console_get, log_in, post as console_post};
    let server = TestServer::start();
    let admin = server.admin();
    let table = three_table(&admin, "Console", "cutthroat", &json!({}));
    let cookie = log_in(&server, "admin", "admin-password");
    let clubs = console_get(&server, "/director/clubs", &cookie);
    let form = format!("action=\"/director/clubs/{}/three-handed\"", table.club);
    assert!(clubs.html.contains(&form), "{}", clubs.html);
    assert!(clubs.html.contains(&format!(
        "href=\"/director/three-handed-games/{}\"",
        table.game
    )));
    let csrf = csrf_of(&clubs.html);
    let start = format!("/director/clubs/{}/three-handed", table.club);
    let [ann, bob, cal] = [0, 1, 2].map(|index| table.players[index].to_string());
    let fields = |target: &'static str| {
        vec![
            ("csrf", csrf.clone()),
            ("game", "dummy_whist".to_owned()),
            ("N", cal.clone()),
            ("E", ann.clone()),
            ("W", bob.clone()),
            ("target", target.to_owned()),
        ]
    };
    let send = |fields: &[(&str, String)]| {
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        console_post(&server, &start, &cookie, &fields)
    };

    // A target that is no number is refused by name, and nothing is started.
    let refused = send(&fields("lots"));
    assert_eq!(refused.status, 303);
    let back = refused.location.unwrap();
    assert!(back.starts_with("/director/clubs?refused="), "{back}");
    assert!(back.contains("field=rules.target"), "{back}");
    let listed = || {
        admin
            .get(&format!("/api/v1/three-handed-games?club={}", table.club))
            .body
    };
    assert_eq!(listed().as_array().unwrap().len(), 1);
    // The same player twice: refused by the seat.
    let mut twice = fields("");
    twice[4].1 = cal.clone();
    let refused = send(&twice);
    assert!(refused.location.unwrap().contains("field=seats.W"));

    let started = send(&fields("15"));
    assert_eq!(started.status, 303, "{}", started.html);
    let page = started.location.unwrap();
    let game: i64 = page.rsplit('/').next().unwrap().parse().unwrap();
    let view = admin.get(&path(game)).body;
    assert_eq!(view["sheet"]["rules"]["target"], 15);
    assert_eq!(view["seats"]["N"]["name"], "Cal");
    let code = view["table_code"].as_str().unwrap().to_owned();
    let shown = console_get(&server, &page, &cookie);
    assert!(shown.html.contains(&code), "the page shows the table code");
    assert!(shown.html.contains("<svg"), "and its QR code");

    // The table enters a hand; the director takes it back with a reason.
    let phone = server.client().as_table(&code);
    let hand = json!({ "dealer": "N", "contract": { "bidder": "E", "level": 2, "mode": "uptown" }, "books": 8 });
    assert_eq!(
        phone.post(&format!("{}/hands", path(game)), &hand).status,
        201
    );
    let undo = format!("{page}/undo");
    let csrf = csrf_of(&console_get(&server, &page, &cookie).html);
    let no_reason = console_post(&server, &undo, &cookie, &[("csrf", &csrf), ("reason", " ")]);
    assert!(no_reason.location.unwrap().contains("refused="));
    let stale = console_post(
        &server,
        &undo,
        &cookie,
        &[("csrf", "old"), ("reason", "wrong")],
    );
    assert_eq!(stale.status, 403);
    assert_eq!(
        admin.get(&path(game)).body["hands"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let undone = console_post(
        &server,
        &undo,
        &cookie,
        &[("csrf", &csrf), ("reason", "wrong dealer")],
    );
    assert_eq!(undone.status, 303, "{}", undone.html);
    assert_eq!(admin.get(&path(game)).body["hands"], json!([]));
    let history = admin.get(&format!("{}/history", path(game))).body;
    assert_eq!(history[1]["reason"], "wrong dealer");
    assert_eq!(history[1]["by"], "admin");
}

/// Two phones entering the same hand from the same version: one hand, one 409, every time.
/// Tried `TRIES` times, as in `races.rs`, to catch a one-in-eight interleaving.
#[test]
fn two_phones_entering_the_same_hand_store_it_once() {
    const TRIES: usize = 36;
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let table = three_table(&admin, &format!("Race {attempt}"), "cutthroat", &json!({}));
        let hands = format!("{}/hands", path(table.game));
        let version = admin.get(&path(table.game)).etag.unwrap();
        let phones: Vec<Job> = (0..2)
            .map(|_| {
                let phone = server.client().as_table(&table.code);
                let (hands, version) = (hands.clone(), version.clone());
                Box::new(move || {
                    phone.post_with(
                        &hands,
                        &[("If-Match", &version)],
                        &cutthroat("N", "E", 9, 10),
                    )
                }) as Job
            })
            .collect();
        let mut statuses: Vec<u16> = at_once(phones).iter().map(|reply| reply.status).collect();
        statuses.sort_unstable();
        assert_eq!(statuses, [201, 409], "attempt {attempt}");
        let view = admin.get(&path(table.game));
        assert_eq!(
            view.body["hands"].as_array().unwrap().len(),
            1,
            "attempt {attempt}"
        );
    }
}

/// The director's undo racing the phone's next hand: the hands stay numbered without a
/// gap, the history accounts for every stored hand, and which went first decides the rest.
#[test]
fn an_undo_racing_the_next_three_handed_hand_loses_no_acknowledged_hand() {
    const TRIES: usize = 36;
    let server = TestServer::start();
    let admin = server.admin();
    for attempt in 0..TRIES {
        let table = three_table(&admin, &format!("Undo {attempt}"), "cutthroat", &json!({}));
        let base = path(table.game);
        let phone = server.client().as_table(&table.code);
        for (dealer, bidder) in [("N", "E"), ("E", "W")] {
            let reply = phone.post(&format!("{base}/hands"), &cutthroat(dealer, bidder, 9, 10));
            assert_eq!(reply.status, 201, "{}", reply.body);
        }
        let (director, table_phone, undo_path, hands_path) = (
            admin.clone(),
            phone.clone(),
            format!("{base}/undo"),
            format!("{base}/hands"),
        );
        let [undo, append] = at_once(vec![
            Box::new(move || director.post(&undo_path, &json!({ "reason": "wrong table" }))) as Job,
            Box::new(move || table_phone.post(&hands_path, &cutthroat("W", "N", 9, 10))),
        ])
        .try_into()
        .unwrap();
        assert_eq!(undo.status, 200, "attempt {attempt}: {}", undo.body);
        let view = admin.get(&base);
        let stored = view.body["sheet"]["hands"].as_array().unwrap();
        let numbers: Vec<i64> = stored
            .iter()
            .map(|line| line["number"].as_i64().unwrap())
            .collect();
        let mut by_history = Vec::new();
        for entry in admin
            .get(&format!("{base}/history"))
            .body
            .as_array()
            .unwrap()
        {
            let number = entry["number"].as_i64().unwrap();
            match entry["action"].as_str().unwrap() {
                "entered" => by_history.push(number),
                "undone" => assert_eq!(by_history.pop(), Some(number), "attempt {attempt}"),
                other => panic!("attempt {attempt}: {other}"),
            }
        }
        assert_eq!(
            numbers, by_history,
            "attempt {attempt}: the history accounts for every hand"
        );
        match append.status {
            // The hand came first: the undo took it back, in the history's words.
            201 => {
                assert_eq!(numbers, [1, 2], "attempt {attempt}");
                assert_eq!(undo.body["hands"].as_array().unwrap().len(), 2);
            }
            // The undo came first: hand 2 is gone and W is no longer the dealer.
            422 => {
                assert_eq!(numbers, [1], "attempt {attempt}");
                assert!(append.body["detail"].as_str().unwrap().contains("dealer"));
            }
            other => panic!(
                "attempt {attempt}: the hand answered {other}: {}",
                append.body
            ),
        }
    }
}

/// The event's page, the page of the player at North of the three-handed table, the
/// director's page and the round's table cards all show the three-handed table.
fn pages_show_the_three_handed_table(
    server: &TestServer,
    event: i64,
    north_player: i64,
    game: i64,
    code: &str,
) {
    let page = get(server, &format!("/events/{event}"), &[]).html;
    assert!(page.contains("Table 2, three-handed"), "{page}");
    assert!(
        page.contains(&format!("href=\"/three-handed-games/{game}\"")),
        "{page}"
    );
    let wall = get(server, &format!("/events/{event}/projector"), &[]).html;
    assert!(
        wall.contains("Table 2, three-handed"),
        "the wall shows the table: {wall}"
    );
    let north = get(
        server,
        &format!("/events/{event}/players/{north_player}"),
        &[],
    )
    .html;
    assert!(
        north.contains("Round 1: table 2 (three-handed), North."),
        "{north}"
    );
    let cookie = crate::director::log_in(server, "admin", "admin-password");
    let console = crate::director::get(server, &format!("/director/events/{event}"), &cookie);
    assert!(
        console
            .html
            .contains(&format!("href=\"/director/three-handed-games/{game}\""))
    );
    let cards = crate::director::get(
        server,
        &format!("/director/events/{event}/rounds/1/cards"),
        &cookie,
    );
    assert!(
        cards.html.contains(code),
        "the three-handed table's card has its code"
    );
    assert!(
        cards.html.contains("Cutthroat bid whist to 10"),
        "{}",
        cards.html
    );
}

/// An evening of seven with a three-handed table: each round seats four at a partnership
/// table and the three it leaves over at the three-handed table, whose game its code enters
/// and the event's standings count (its winner a game won, the last a game lost). The round
/// is over when both tables are; then the next is seated.
#[test]
fn an_evening_of_seven_seats_the_three_left_over_at_a_three_handed_table() {
    use crate::events::{club, create_event, enter, game_ids, play_game, seat, standings};
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Seven", 7);
    let event = create_event(
        &admin,
        club.id,
        "rotating",
        &json!({ "rounds": 2, "three_handed_rules": { "target": 10 } }),
    );
    let shown = admin.get(&format!("/api/v1/events/{event}")).body;
    assert_eq!(shown["three_handed_rules"]["target"], 10);
    assert_eq!(
        shown["three_handed_rules"]["min_bid"], 7,
        "cutthroat's own rules, in full"
    );
    for player in &club.players {
        enter(&admin, event, &[*player]);
    }
    let round = seat(&admin, event);
    assert_eq!(round["tables"].as_array().unwrap().len(), 1);
    assert_eq!(round["sitting_out"], json!([]), "nobody sits out");
    let three = round["three_handed"].clone();
    assert_eq!(three["table"], 2, "{round}");
    assert_eq!(three["status"], "in_progress");
    let at_three: Vec<i64> = ["N", "E", "W"]
        .iter()
        .map(|seat| three["seats"][seat]["id"].as_i64().unwrap())
        .collect();
    let at_four: Vec<i64> = ["N", "E", "S", "W"]
        .iter()
        .map(|seat| round["tables"][0]["seats"][seat]["id"].as_i64().unwrap())
        .collect();
    let mut everyone: Vec<i64> = at_three.iter().chain(&at_four).copied().collect();
    everyone.sort_unstable();
    assert_eq!(everyone, club.players, "each of the seven has a seat");
    let game = three["game_id"].as_i64().unwrap();
    let code = three["table_code"].as_str().unwrap().to_owned();
    assert!(
        server.client().get(&format!("/api/v1/events/{event}")).body["rounds"][0]["three_handed"]
            ["table_code"]
            .is_null(),
        "the code is the director's to give"
    );

    pages_show_the_three_handed_table(&server, event, at_three[0], game, &code);

    // The partnership table finishes first: the round is not over until the three have.
    play_game(&admin, game_ids(&round["tables"][0])[0], "NS");
    let open = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    open.problem(409);
    let phone = server.client().as_table(&code);
    let hands = format!("{}/hands", path(game));
    // E makes 16 with 16 (+10) and wins; N (0) and W (−3 on a set) follow.
    for hand in [cutthroat("N", "W", 9, 6), cutthroat("E", "E", 16, 16)] {
        let added = phone.post(&hands, &hand);
        assert_eq!(added.status, 201, "{}", added.body);
    }
    let round = admin.get(&format!("/api/v1/events/{event}")).body["rounds"][0].clone();
    assert_eq!(round["status"], "closed", "{round}");
    assert_eq!(round["three_handed"]["winner"], "E");

    let rows = standings(&admin, event);
    // Each row names its player; the three-handed winner (E) and its last (W) count.
    let row = |player: i64| {
        rows.iter()
            .find(|row| row["players"][0]["id"] == player)
            .unwrap_or_else(|| panic!("player {player} in {rows:?}"))
            .clone()
    };
    let (middle, winner, last) = (at_three[0], at_three[1], at_three[2]);
    assert_eq!(
        (
            row(winner)["played"].clone(),
            row(winner)["games_won"].clone()
        ),
        (json!(1), json!(1))
    );
    assert_eq!(
        (row(last)["played"].clone(), row(last)["games_won"].clone()),
        (json!(1), json!(0))
    );
    assert_eq!(
        row(middle)["played"],
        0,
        "second of three counts as sitting out"
    );

    // The next round seats again, the three-handed table with the three left over.
    let second = seat(&admin, event);
    assert!(second["three_handed"]["game_id"].as_i64().unwrap() != game);
}

#[test]
fn a_three_handed_table_is_for_evenings_of_individuals_under_rules_it_has() {
    use crate::events::{club, post_event};
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Asked", 4);
    let swiss = post_event(
        &admin,
        club.id,
        "swiss",
        &json!({ "three_handed_rules": {} }),
    );
    swiss.problem(422);
    assert_eq!(swiss.body["field"], "three_handed_rules");
    let kitty = post_event(
        &admin,
        club.id,
        "club_night",
        &json!({ "three_handed_rules": { "kitty": "none" } }),
    );
    kitty.problem(422);
    assert_eq!(kitty.body["field"], "three_handed_rules.kitty");
    let whist = post_event(
        &admin,
        club.id,
        "club_night",
        &json!({ "game": "whist", "three_handed_rules": {} }),
    );
    assert_eq!(whist.status, 201, "{}", whist.body);
    assert_eq!(
        whist.body["three_handed_rules"]["target"], 21,
        "dummy whist at whist"
    );
}

/// A club moved with an evening that seated a three-handed table: the imported round seats
/// the imported players at the imported game, and the event keeps its three-handed rules.
#[test]
fn an_evening_with_a_three_handed_table_survives_export_and_import() {
    use crate::events::{club, seated_evening};
    use uptown_server::services::transfer;
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Moved Seven", 7);
    let (_, round) = seated_evening(&admin, &club, Some(12));
    let mut connection = server.pool.get().unwrap();
    let exported = transfer::export_club(&mut connection, club.id).unwrap();
    assert_eq!(exported.rows.event_three_handed.len(), 1);
    let text = serde_json::to_string(&exported).unwrap();
    let imported = transfer::import_club(
        &mut connection,
        &transfer::parse(&text).unwrap(),
        Some("Moved Seven again"),
    )
    .unwrap();
    let events = admin.get(&format!("/api/v1/events?club={imported}")).body;
    let moved = admin
        .get(&format!("/api/v1/events/{}", events[0]["id"]))
        .body;
    assert_eq!(moved["three_handed_rules"]["target"], 12);
    let table = &moved["rounds"][0]["three_handed"];
    for seat in ["N", "E", "W"] {
        assert_eq!(
            table["seats"][seat]["name"],
            round["three_handed"]["seats"][seat]["name"]
        );
    }
    let game = admin.get(&path(table["game_id"].as_i64().unwrap())).body;
    assert_eq!(
        game["club_id"], imported,
        "the round seats the imported game: {game}"
    );
    assert_eq!(game["seats"]["N"]["id"], table["seats"]["N"]["id"]);
}
