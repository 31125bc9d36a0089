//! Players' data (GDPR) through the real server: a player shown by initials or not at all on
//! every public page and public answer while directors and the table see the name, an export
//! of everything the club holds about a player, and an erasure that leaves the results.

use serde_json::{Value, json};

use crate::support::{Client, TestServer, agent, read};

/// A club of eight players with full names, a round robin of four partnerships with round 1
/// seated and one game played, in a season; (club, season, event, players, the played game,
/// its table code).
struct Played {
    club: i64,
    season: i64,
    event: i64,
    players: Vec<i64>,
    game: i64,
    code: String,
}

const NAMES: [&str; 8] = [
    "Ann Jensen",
    "Bob Berg",
    "Cal Carter",
    "Dee Dane",
    "Eve Eng",
    "Fay Fox",
    "Gus Grim",
    "Hal Holm",
];

fn played(admin: &Client) -> Played {
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Private Club" }))
        .body["id"]
        .as_i64()
        .unwrap();
    let season = admin.post(
        &format!("/api/v1/clubs/{club}/seasons"),
        &json!({ "name": "Winter" }),
    );
    let season = season.body["id"].as_i64().unwrap();
    let players: Vec<i64> = NAMES
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
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "season_id": season, "name": "Tuesday", "format": "round_robin" }),
    );
    let event = event.body["id"].as_i64().unwrap();
    for pair in players.chunks(2) {
        let entered = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let round = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    let table = round.body["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|table| {
            table["seats"]["N"]["id"] == players[0] || table["seats"]["E"]["id"] == players[0]
        })
        .expect("Ann's table")
        .clone();
    let game = table["games"][0]["id"].as_i64().unwrap();
    let code = table["games"][0]["table_code"].as_str().unwrap().to_owned();
    // Ann's side bids seven and takes all thirteen: the game.
    let seat = if table["seats"]["N"]["id"] == players[0] {
        "N"
    } else {
        "E"
    };
    let won = admin.post(
        &format!("/api/v1/games/{game}/hands"),
        &json!({ "dealer": "N", "contract": { "bidder": seat, "level": 7, "mode": "uptown" }, "books": 13 }),
    );
    assert_eq!(won.status, 201, "{}", won.body);
    Played {
        club,
        season,
        event,
        players,
        game,
        code,
    }
}

fn show_as(admin: &Client, player: i64, shown_as: &str) {
    let set = admin.put(
        &format!("/api/v1/players/{player}/privacy"),
        &json!({ "shown_as": shown_as }),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["shown_as"], shown_as);
}

/// Every public page and public answer of the API that names the club's players.
fn public_texts(server: &TestServer, played: &Played) -> Vec<(String, String)> {
    let Played {
        club,
        season,
        event,
        players,
        game,
        ..
    } = played;
    let ann = players[0];
    let paths = [
        format!("/api/v1/events/{event}"),
        format!("/api/v1/events/{event}/standings"),
        format!("/api/v1/seasons/{season}/standings"),
        format!("/api/v1/games/{game}"),
        format!("/api/v1/games?club={club}"),
        format!("/api/v1/clubs/{club}/players"),
        format!("/api/v1/players/{ann}"),
        format!("/api/v1/clubs/{club}/ratings"),
        format!("/api/v1/players/{ann}/ratings"),
        format!("/api/v1/players/{ann}/record"),
        format!("/events/{event}"),
        format!("/events/{event}/standings"),
        format!("/events/{event}/projector"),
        format!("/events/{event}/seats"),
        format!("/events/{event}/players/{ann}"),
        format!("/events/{event}/checkin"),
        format!("/games/{game}"),
        format!("/players/{ann}"),
        format!("/seasons/{season}"),
        format!("/seasons/{season}/standings.csv"),
        format!("/embed/clubs/{club}/results"),
        format!("/embed/seasons/{season}/standings"),
        format!("/clubs/{club}/results.json"),
        format!("/clubs/{club}/results.atom"),
    ];
    paths
        .into_iter()
        .map(|path| {
            let page = read(
                agent()
                    .get(format!("{}{path}", server.base))
                    .call()
                    .unwrap(),
            );
            assert_eq!(page.status, 200, "{path}: {}", page.html);
            (path, page.html)
        })
        .collect()
}

#[test]
fn a_player_shown_by_initials_or_not_at_all_is_so_on_every_public_page_and_answer() {
    let server = TestServer::start();
    let admin = server.admin();
    let played = played(&admin);
    let (ann, cal) = (played.players[0], played.players[2]);
    // Before: the names are public.
    let before = public_texts(&server, &played);
    assert!(before.iter().any(|(_, text)| text.contains("Ann Jensen")));
    show_as(&admin, ann, "initials");
    show_as(&admin, cal, "hidden");
    for (path, text) in public_texts(&server, &played) {
        for name in ["Ann Jensen", "Jensen", "Cal Carter", "Carter"] {
            assert!(!text.contains(name), "{path} shows {name}: {text}");
        }
    }
    let event = admin
        .anonymous()
        .get(&format!("/api/v1/events/{}", played.event))
        .body;
    let entrant_names: Vec<&str> = event["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entrant| entrant["name"].as_str().unwrap())
        .collect();
    assert!(
        entrant_names.contains(&"A. J. & Bob Berg"),
        "{entrant_names:?}"
    );
    assert!(
        entrant_names.contains(&format!("#{cal} & Dee Dane").as_str()),
        "{entrant_names:?}"
    );
    // A table's code is no pass to the club's names beyond its own game, and another club's
    // director is anyone here.
    let at_table = admin.as_table(&played.code);
    let made = admin.post(
        "/api/v1/accounts",
        &json!({ "username": "omar", "password": "omar-password" }),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    let other_club = admin.post("/api/v1/clubs", &json!({ "name": "Theirs" }));
    let directs = admin.post(
        &format!("/api/v1/clubs/{}/directors", other_club.body["id"]),
        &json!({ "username": "omar" }),
    );
    assert!(directs.status < 300, "{}", directs.body);
    let omar = server.login("omar", "omar-password");
    for reader in [&at_table, &omar] {
        for path in [
            format!("/api/v1/clubs/{}/players", played.club),
            format!("/api/v1/events/{}/standings", played.event),
            format!("/api/v1/players/{ann}/record"),
        ] {
            let text = reader.get(&path).body.to_string();
            assert!(!text.contains("Ann Jensen"), "{path}: {text}");
            assert!(!text.contains("Cal Carter"), "{path}: {text}");
        }
    }
    // Those who run the club, and the players at the table, see the names.
    let directed = admin.get(&format!("/api/v1/events/{}", played.event)).body;
    assert!(directed.to_string().contains("Ann Jensen"));
    let own_game = at_table.get("/api/v1/table").body.to_string();
    assert!(own_game.contains("Ann Jensen"), "{own_game}");
    let table_page = read(
        agent()
            .get(format!("{}/t/{}", server.base, played.code))
            .call()
            .unwrap(),
    );
    assert!(table_page.html.contains("Ann Jensen"));
    // Back to full names.
    show_as(&admin, ann, "full_name");
    let page = read(
        agent()
            .get(format!("{}/events/{}", server.base, played.event))
            .call()
            .unwrap(),
    );
    assert!(page.html.contains("Ann Jensen"));
    // Only a director sets it, and only to one of the three.
    let refused = admin.anonymous().put(
        &format!("/api/v1/players/{ann}/privacy"),
        &json!({ "shown_as": "hidden" }),
    );
    assert_eq!(refused.status, 401);
    let wrong = admin.put(
        &format!("/api/v1/players/{ann}/privacy"),
        &json!({ "shown_as": "nickname" }),
    );
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    assert_eq!(wrong.body["field"], "shown_as");
}

#[test]
fn a_director_exports_everything_the_club_holds_about_a_player() {
    let server = TestServer::start();
    let admin = server.admin();
    let played = played(&admin);
    let ann = played.players[0];
    let paid = admin.post(
        &format!("/api/v1/events/{}/payments", played.event),
        &json!({ "player_id": ann, "amount_cents": 1500, "method": "prepaid" }),
    );
    assert_eq!(paid.status, 201, "{}", paid.body);
    let exported = admin.post(&format!("/api/v1/players/{ann}/export"), &json!({}));
    assert_eq!(exported.status, 200, "{}", exported.body);
    let export = &exported.body;
    assert_eq!(export["player"]["name"], "Ann Jensen");
    assert_eq!(export["events"][0]["event_id"], played.event);
    assert_eq!(export["games"][0]["game_id"], played.game);
    assert!(["N", "E"].contains(&export["games"][0]["seat"].as_str().unwrap()));
    assert_eq!(export["shown_as"], "full_name");
    assert_eq!(export["payments"][0]["amount_cents"], 1500);
    assert_eq!(export["payments"][0]["method"], "prepaid");
    let history = admin.get(&format!("/api/v1/clubs/{}/history", played.club));
    assert_eq!(history.status, 200, "{}", history.body);
    assert_eq!(history.body[0]["action"], "exported");
    assert_eq!(history.body[0]["player_id"], ann);
    assert_eq!(history.body[0]["by"], "admin");
    assert_eq!(
        admin
            .anonymous()
            .post(&format!("/api/v1/players/{ann}/export"), &json!({}))
            .status,
        401
    );
    assert_eq!(
        admin
            .anonymous()
            .get(&format!("/api/v1/clubs/{}/history", played.club))
            .status,
        401
    );
}

#[test]
fn an_erased_player_is_gone_by_name_and_their_results_stay() {
    let server = TestServer::start();
    let admin = server.admin();
    let played = played(&admin);
    let ann = played.players[0];
    // Ann's name typed into a correction's reason, beside the results it changed.
    let corrected = admin.put(
        &format!("/api/v1/games/{}/hands/1", played.game),
        &json!({ "hand": admin.get(&format!("/api/v1/games/{}", played.game)).body["hands"][0],
                 "reason": "Ann Jensen says the books were right" }),
    );
    assert_eq!(corrected.status, 200, "{}", corrected.body);
    // And into the note of a payment she made for her partner.
    let paid = admin.post(
        &format!("/api/v1/events/{}/payments", played.event),
        &json!({ "player_id": ann, "amount_cents": 3000, "method": "cash",
                 "note": "Ann Jensen paid for two" }),
    );
    assert_eq!(paid.status, 201, "{}", paid.body);
    let standings_before = admin
        .get(&format!("/api/v1/events/{}/standings", played.event))
        .body;
    let ratings_before = admin.get(&format!("/api/v1/players/{ann}/ratings")).body;

    let erased = admin.post(&format!("/api/v1/players/{ann}/erase"), &json!({}));
    assert_eq!(erased.status, 200, "{}", erased.body);
    assert_eq!(erased.body["shown_as"], "hidden");
    assert!(erased.body["erased_at"].is_string());

    // Nowhere by name: not to the directors, not in the club's whole export.
    let erased_player = admin.get(&format!("/api/v1/players/{ann}")).body;
    assert_eq!(erased_player["name"], format!("#{ann}"));
    let mut connection = server.pool.get().unwrap();
    let export =
        uptown_server::services::transfer::export_club(&mut connection, played.club).unwrap();
    let document = serde_json::to_string(&export).unwrap();
    assert!(
        !document.contains("Ann"),
        "the club's export still names her"
    );
    assert!(document.contains(&format!("#{ann} says the books were right")));
    assert!(document.contains(&format!("#{ann} paid for two")));
    // The results and the ratings stay.
    let standings_after = admin
        .get(&format!("/api/v1/events/{}/standings", played.event))
        .body;
    let points = |standings: &Value| -> Vec<(Value, Value, Value)> {
        standings["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| {
                (
                    row["entrant"].clone(),
                    row["games_won"].clone(),
                    row["points_for"].clone(),
                )
            })
            .collect()
    };
    assert_eq!(points(&standings_after), points(&standings_before));
    let ratings_after = admin.get(&format!("/api/v1/players/{ann}/ratings")).body;
    assert_eq!(ratings_after["history"], ratings_before["history"]);
    // The history says it happened, naming nobody.
    let history = admin
        .get(&format!("/api/v1/clubs/{}/history", played.club))
        .body;
    let last = history.as_array().unwrap().last().unwrap();
    assert_eq!(
        (&last["action"], &last["player_id"]),
        (&json!("erased"), &json!(ann))
    );
    assert!(!history.to_string().contains("Ann"));
    // Only a director erases.
    let phone = admin.as_table(&played.code);
    assert_eq!(
        phone
            .post(
                &format!("/api/v1/players/{}/erase", played.players[1]),
                &json!({})
            )
            .status,
        403
    );
}

/// The console's page of a player's data: how they are shown, an export to download, an
/// erasure that asks to be confirmed, and the history, in the director's language.
#[test]
fn a_director_keeps_a_players_data_from_the_console() {
    use crate::director::{csrf_of, get_in, log_in, post_in};
    let server = TestServer::start();
    let admin = server.admin();
    let played = played(&admin);
    let ann = played.players[0];
    let session = log_in(&server, "admin", "admin-password");
    let clubs = get_in(&server, "/director/clubs", &session, "da");
    assert!(
        clubs.html.contains(&format!(
            "<a href=\"/director/players/{ann}\">Ann Jensen</a>"
        )),
        "{}",
        clubs.html
    );
    let page = get_in(&server, &format!("/director/players/{ann}"), &session, "da");
    assert!(page.html.contains("Vis denne spiller med"), "{}", page.html);
    let csrf = csrf_of(&page.html);
    let path = |action: &str| format!("/director/players/{ann}/{action}");
    let set = post_in(
        &server,
        &path("shown_as"),
        &session,
        "da",
        &[("csrf", &csrf), ("shown_as", "initials")],
    );
    assert_eq!(set.status, 303, "{}", set.html);
    assert_eq!(
        admin.get(&format!("/api/v1/players/{ann}/privacy")).body["shown_as"],
        "initials"
    );
    let exported = post_in(&server, &path("export"), &session, "da", &[("csrf", &csrf)]);
    assert_eq!(exported.status, 200);
    assert_eq!(exported.content_type, "application/json");
    let export: Value = serde_json::from_str(&exported.html).unwrap();
    assert_eq!(export["player"]["name"], "Ann Jensen");

    // An erasure without the box ticked is refused, in Danish, and erases nothing.
    let unconfirmed = post_in(&server, &path("erase"), &session, "da", &[("csrf", &csrf)]);
    let shown = get_in(
        &server,
        unconfirmed.location.as_deref().unwrap(),
        &session,
        "da",
    );
    assert!(
        shown.html.contains("Sæt kryds for at bekræfte sletningen"),
        "{}",
        shown.html
    );
    assert_eq!(
        admin.get(&format!("/api/v1/players/{ann}")).body["name"],
        "Ann Jensen"
    );
    let erased = post_in(
        &server,
        &path("erase"),
        &session,
        "da",
        &[("csrf", &csrf), ("confirm", "yes")],
    );
    assert_eq!(erased.status, 303, "{}", erased.html);
    let page = get_in(&server, &format!("/director/players/{ann}"), &session, "da");
    assert!(page.html.contains("Slettet "), "{}", page.html);
    for line in [
        "admin bestemte, hvordan spilleren vises: initialer.",
        "admin eksporterede spillerens data.",
        "admin slettede spilleren.",
    ] {
        assert!(page.html.contains(line), "{line}: {}", page.html);
    }
    assert!(!page.html.contains("Ann Jensen"));
}

/// An erasure is for good, and nothing stands in its way: the erased player cannot be given
/// a name again, and no player may be named as an erased or hidden one is shown (`#12`),
/// or as a page shows it, who would pass for them on the public pages and whose name the erasure would collide
/// with. Each was a 409 of a broken constraint on PostgreSQL before.
#[test]
fn an_erasure_is_for_good_and_no_name_stands_in_its_way() {
    let server = TestServer::start();
    let admin = server.admin();
    let played = played(&admin);
    let (ann, bob) = (played.players[0], played.players[1]);
    let evening = admin.post(
        "/api/v1/events",
        &json!({ "club_id": played.club, "name": "Friday", "format": "club_night" }),
    );
    assert_eq!(evening.status, 201, "{}", evening.body);
    let checkins = format!("/api/v1/events/{}/checkins", evening.body["id"]);
    let arrived = admin
        .anonymous()
        .post(&checkins, &json!({ "player_id": ann }));
    assert_eq!(arrived.status, 201, "{}", arrived.body);
    let erased = admin.post(&format!("/api/v1/players/{ann}/erase"), &json!({}));
    assert_eq!(erased.status, 200, "{}", erased.body);

    let renamed = admin.patch(&format!("/api/v1/players/{ann}"), &json!({ "name": "Zed" }));
    assert_eq!(renamed.status, 409, "{}", renamed.body);
    assert!(
        renamed.body["detail"]
            .as_str()
            .unwrap()
            .contains("was erased"),
        "{}",
        renamed.body
    );
    assert_eq!(
        admin.get(&format!("/api/v1/players/{ann}")).body["name"],
        format!("#{ann}")
    );
    let again = admin.post(&format!("/api/v1/players/{ann}/erase"), &json!({}));
    assert_eq!(
        again.status, 200,
        "erasing twice changes nothing: {}",
        again.body
    );

    // As `#12` is shown, and as a page shows its look-alikes: full-width, and with a
    // zero-width space inside.
    let full_width: String = bob
        .to_string()
        .chars()
        .map(|digit| char::from_u32(u32::from(digit) - u32::from('0') + 0xFF10).unwrap())
        .collect();
    let club_players = format!("/api/v1/clubs/{}/players", played.club);
    for posing in [
        format!("#{bob}"),
        format!("＃{full_width}"),
        format!("#\u{200B}{bob}"),
    ] {
        for reply in [
            admin.post(&club_players, &json!({ "name": posing })),
            admin.patch(
                &format!("/api/v1/players/{}", played.players[2]),
                &json!({ "name": posing }),
            ),
            admin
                .anonymous()
                .post(&checkins, &json!({ "name": posing })),
        ] {
            assert_eq!(reply.status, 422, "{posing:?}: {}", reply.body);
            assert_eq!(reply.body["field"], "name", "{}", reply.body);
        }
    }
    let bob_erased = admin.post(&format!("/api/v1/players/{bob}/erase"), &json!({}));
    assert_eq!(bob_erased.status, 200, "{}", bob_erased.body);
    let fine = admin.post(&club_players, &json!({ "name": "Ann #2" }));
    assert_eq!(fine.status, 201, "{}", fine.body);
}
