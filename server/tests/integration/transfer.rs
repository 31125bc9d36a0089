//! A club exported and imported again is the same club: every row, every hand and its
//! history, every event, under new ids; and a damaged document stores nothing.

use std::collections::HashMap;

use crate::support::{Client, TestServer, club_with_game, hand, next_hand};
use serde_json::{Value, json};
use uptown_server::services::transfer::{self, ClubExport};

/// A club with a season, a game with a correction and an undo, a club night with a round
/// played and an event in stages: every kind of row an export holds.
fn a_played_club(admin: &Client) -> i64 {
    let table = club_with_game(admin, "Exported Club", &json!({ "target": 7 }));
    let season = admin.post(
        &format!("/api/v1/clubs/{}/seasons", table.club),
        &json!({ "name": "Winter" }),
    );
    let season = season.body["id"].as_i64().unwrap();
    let hands = format!("/api/v1/games/{}/hands", table.game);
    for _ in 0..3 {
        let added = admin.post(&hands, &next_hand(admin, table.game));
        assert_eq!(added.status, 201, "{}", added.body);
    }
    let corrected = admin.put(
        &format!("{hands}/2"),
        &json!({ "hand": hand("E", "E", 4, 11), "reason": "books miscounted" }),
    );
    assert_eq!(corrected.status, 200, "{}", corrected.body);
    let undone = admin.post(
        &format!("/api/v1/games/{}/undo", table.game),
        &json!({ "reason": "entered twice" }),
    );
    assert_eq!(undone.status, 200, "{}", undone.body);

    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": table.club, "season_id": season, "name": "Tuesday",
                 "format": "club_night" }),
    );
    assert_eq!(event.status, 201, "{}", event.body);
    let event = event.body["id"].as_i64().unwrap();
    for player in &table.players {
        let entered = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [player] }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let round = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    assert_eq!(round.status, 201, "{}", round.body);
    let game = round.body["tables"][0]["games"][0]["id"]
        .as_i64()
        .unwrap_or_else(|| panic!("{}", round.body));
    while admin.get(&format!("/api/v1/games/{game}")).body["status"] == "in_progress" {
        let dealer = admin.get(&format!("/api/v1/games/{game}")).body["next_dealer"]
            .as_str()
            .unwrap_or("N")
            .to_owned();
        let added = admin.post(
            &format!("/api/v1/games/{game}/hands"),
            &hand(&dealer, "N", 7, 13),
        );
        assert_eq!(added.status, 201, "{}", added.body);
    }
    // An event in stages, not started: its play-off is a row of its own.
    let staged = admin.post(
        "/api/v1/events",
        &json!({ "club_id": table.club, "name": "Cup", "format": "swiss",
                 "playoff": { "top": 4, "format": "double_knockout" } }),
    );
    assert_eq!(staged.status, 201, "{}", staged.body);
    let cup = staged.body["id"].as_i64().unwrap();
    let scheduled = admin.put(
        &format!("/api/v1/events/{cup}/schedule"),
        &json!({ "starts_at": "2027-03-06T10:00:00+01:00", "ends_at": "2027-03-07T17:00:00+01:00",
                 "location": "Town hall" }),
    );
    assert_eq!(scheduled.status, 200, "{}", scheduled.body);
    // How players are shown, and the history of it, move with the club.
    let hidden = admin.put(
        &format!("/api/v1/players/{}/privacy", table.players[1]),
        &json!({ "shown_as": "initials" }),
    );
    assert_eq!(hidden.status, 200, "{}", hidden.body);
    // The evening's money moves with it: terms, a player in the pot, payments.
    let money = format!("/api/v1/events/{event}/money");
    let terms = admin.put(
        &money,
        &json!({ "currency": "DKK", "entry_fee_cents": 5000, "table_money_cents": 1250,
                 "prize_percent": 90, "payouts": [60, 40],
                 "boston_pot": { "stake_cents": 2000, "by_game": 2 } }),
    );
    assert_eq!(terms.status, 200, "{}", terms.body);
    let pot = admin.put(
        &format!("{money}/players/{}", table.players[2]),
        &json!({ "boston_pot": true }),
    );
    assert_eq!(pot.status, 200, "{}", pot.body);
    for (player, amount, method) in [(0, 6250, "cash"), (2, 8250, "prepaid")] {
        let paid = admin.post(
            &format!("/api/v1/events/{event}/payments"),
            &json!({ "player_id": table.players[player], "amount_cents": amount,
                     "method": method, "note": "at the door" }),
        );
        assert_eq!(paid.status, 201, "{}", paid.body);
    }
    a_cutthroat_game(admin, table.club, season, &table.players);
    table.club
}

/// A cutthroat game among three of the club's players, with a hand taken back.
fn a_cutthroat_game(admin: &Client, club: i64, season: i64, players: &[i64]) {
    let three = admin.post(
        "/api/v1/three-handed-games",
        &json!({ "club_id": club, "season_id": season, "game": "cutthroat",
                 "seats": { "N": players[0], "E": players[1], "W": players[2] } }),
    );
    assert_eq!(three.status, 201, "{}", three.body);
    let three = format!("/api/v1/three-handed-games/{}", three.body["id"]);
    for (dealer, bidder) in [("N", "E"), ("E", "W")] {
        let added = admin.post(
            &format!("{three}/hands"),
            &json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": 9, "mode": "uptown" }, "books": 11 }),
        );
        assert_eq!(added.status, 201, "{}", added.body);
    }
    let undone = admin.post(
        &format!("{three}/undo"),
        &json!({ "reason": "wrong bidder" }),
    );
    assert_eq!(undone.status, 200, "{}", undone.body);
}

/// The document with every id replaced by its row's position among its kind, table codes
/// and the export's own time left out: what must survive a move.
fn normalized(export: &ClubExport) -> Value {
    let mut document = serde_json::to_value(export).unwrap();
    let object = document.as_object_mut().unwrap();
    object.remove("exported_at");
    let mut positions: HashMap<&str, HashMap<i64, usize>> = HashMap::new();
    for kind in [
        "players",
        "seasons",
        "games",
        "events",
        "three_handed_games",
    ] {
        let ids = object[kind]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(position, row)| (row["id"].as_i64().unwrap(), position))
            .collect();
        positions.insert(kind, ids);
    }
    let references = [
        ("season_id", "seasons"),
        ("seat_n", "players"),
        ("seat_e", "players"),
        ("seat_s", "players"),
        ("seat_w", "players"),
        ("player_id", "players"),
        ("partner_id", "players"),
        ("game_id", "games"),
        ("event_id", "events"),
    ];
    for (kind, rows) in object.iter_mut() {
        let Some(rows) = rows.as_array_mut() else {
            continue;
        };
        for row in rows {
            let row = row.as_object_mut().unwrap();
            row.remove("id");
            row.remove("club_id");
            row.remove("table_code");
            // A copy on the server it came from names its events in calendars anew.
            row.remove("uid");
            for (field, target) in references {
                // A three-handed game's rows refer to the three-handed games.
                let target = match (field, kind.starts_with("three_handed_")) {
                    ("game_id", true) => "three_handed_games",
                    _ => target,
                };
                if let Some(id) = row.get(field).and_then(Value::as_i64) {
                    let position = positions[target][&id];
                    row.insert(field.to_owned(), json!(position));
                }
            }
            // A round's seating names its players by id, inside its JSON.
            if let Some(Value::String(seating)) = row.get("seating") {
                let mut seating: Value = serde_json::from_str(seating).unwrap();
                for table in seating["tables"].as_array_mut().unwrap() {
                    for player in table["players"].as_array_mut().unwrap() {
                        *player = json!(positions["players"][&player.as_i64().unwrap()]);
                    }
                }
                row.insert("seating".to_owned(), seating);
            }
            assert!(!row.is_empty(), "{kind}");
        }
    }
    object["club"].as_object_mut().unwrap().remove("id");
    document
}

#[test]
fn a_club_survives_export_and_import_row_for_row() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = a_played_club(&admin);
    let mut connection = server.pool.get().unwrap();
    let exported = transfer::export_club(&mut connection, club).unwrap();
    assert_eq!(exported.rows.games.len(), 2);
    let event_hands = exported
        .rows
        .hands
        .iter()
        .filter(|hand| hand.game_id == exported.rows.games[1].id)
        .count();
    // Three entered, one corrected, one undone; and the club night's hands.
    assert_eq!(exported.rows.hand_revisions.len(), 3 + 1 + 1 + event_hands);
    assert_eq!(exported.rows.event_rounds.len(), 1);
    assert_eq!(exported.rows.event_playoffs.len(), 1);
    assert_eq!(exported.rows.event_schedules.len(), 1);

    // Through its text, as it travels between servers: without the table codes, which are
    // credentials of the server it came from.
    let text = serde_json::to_string_pretty(&exported).unwrap();
    for game in &exported.rows.games {
        assert!(!text.contains(&game.table_code), "{}", game.table_code);
    }
    let parsed = transfer::parse(&text).unwrap();
    let mut without_codes = exported.clone();
    for game in &mut without_codes.rows.games {
        game.table_code.clear();
    }
    for game in &mut without_codes.rows.three_handed_games {
        game.table_code.clear();
    }
    assert_eq!(parsed, without_codes);
    let imported = transfer::import_club(&mut connection, &parsed, Some("Imported Club")).unwrap();
    assert_ne!(imported, club);
    let again = transfer::export_club(&mut connection, imported).unwrap();
    assert_eq!(again.rows.club.name, "Imported Club");
    assert_ne!(
        again.rows.event_schedules[0].uid, exported.rows.event_schedules[0].uid,
        "two clubs of one server never share an event's UID"
    );
    let mut expected = normalized(&exported);
    expected["club"]["name"] = json!("Imported Club");
    assert_eq!(normalized(&again), expected);

    // What people read is the same: each score sheet, the history, the event's standings.
    for (old, new) in exported.rows.games.iter().zip(&again.rows.games) {
        assert_ne!(
            old.table_code, new.table_code,
            "a new code for the new server"
        );
        let old_view = admin.get(&format!("/api/v1/games/{}", old.id)).body;
        let new_view = admin.get(&format!("/api/v1/games/{}", new.id)).body;
        assert_eq!(old_view["sheet"], new_view["sheet"]);
        assert_eq!(old_view["status"], new_view["status"]);
        let history = |id: i64| {
            let mut history = admin.get(&format!("/api/v1/games/{id}/history")).body;
            for entry in history.as_array_mut().unwrap() {
                entry.as_object_mut().unwrap().remove("game_id");
            }
            history
        };
        assert_eq!(history(old.id), history(new.id));
    }
    let standings = |event: i64| {
        let rows = admin.get(&format!("/api/v1/events/{event}/standings")).body["rows"].clone();
        rows.as_array()
            .unwrap()
            .iter()
            .map(|row| {
                (
                    row["rank"].clone(),
                    row["points_for"].clone(),
                    row["name"].clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    three_handed_games_read_the_same(&admin, &exported, &again, &text);
    let (old_event, new_event) = (exported.rows.events[0].id, again.rows.events[0].id);
    seats_read_the_same(&admin, old_event, new_event, &again);
    assert_eq!(standings(old_event), standings(new_event));
    assert_eq!(standings(new_event).len(), 4);
}

/// The club's three-handed games, moved: the same rows, new table codes, the same sheets.
fn three_handed_games_read_the_same(
    admin: &Client,
    exported: &ClubExport,
    again: &ClubExport,
    text: &str,
) {
    assert_eq!(exported.rows.three_handed_hands.len(), 1);
    assert_eq!(exported.rows.three_handed_revisions.len(), 3);
    for (old, new) in exported
        .rows
        .three_handed_games
        .iter()
        .zip(&again.rows.three_handed_games)
    {
        assert!(!text.contains(&old.table_code), "{}", old.table_code);
        assert_ne!(old.table_code, new.table_code);
        let view = |id: i64| admin.get(&format!("/api/v1/three-handed-games/{id}")).body;
        assert_eq!(view(old.id)["sheet"], view(new.id)["sheet"]);
        assert_eq!(
            view(new.id)["sheet"]["totals"]["E"],
            5,
            "11 books on a bid of 9"
        );
    }
}

/// Who sat where in an event's first round, by name, as the event's page and each player's
/// page read it: the imported players.
fn seats_read_the_same(admin: &Client, old_event: i64, new_event: i64, again: &ClubExport) {
    let seated = |event: i64| {
        let shown = admin.get(&format!("/api/v1/events/{event}")).body;
        shown["rounds"][0]["tables"][0]["seats"].clone()
    };
    assert_eq!(
        seated(old_event)["N"]["name"],
        seated(new_event)["N"]["name"]
    );
    assert_eq!(
        seated(new_event)["N"]["id"],
        json!(
            again
                .rows
                .players
                .iter()
                .find(|player| player.name == seated(old_event)["N"]["name"])
                .unwrap()
                .id
        ),
        "the seats name the imported players"
    );
}

/// An erased player is `#` and their id; moved to another server they have another id, and
/// the name, and every text the erasure wrote it into, follows: otherwise it would stand
/// for whichever player has the old id there, and collide with that player's erasure.
#[test]
fn an_erased_player_moves_under_their_new_number() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = a_played_club(&admin);
    let players = admin.get(&format!("/api/v1/clubs/{club}/players")).body;
    let ann = players[0]["id"].as_i64().unwrap();
    let erased = admin.post(&format!("/api/v1/players/{ann}/erase"), &json!({}));
    assert_eq!(erased.status, 200, "{}", erased.body);
    let mut connection = server.pool.get().unwrap();
    let exported = transfer::export_club(&mut connection, club).unwrap();
    let moved = transfer::import_club(&mut connection, &exported, Some("Moved Club")).unwrap();
    drop(connection);

    let players = admin.get(&format!("/api/v1/clubs/{moved}/players")).body;
    let new = players[0]["id"].as_i64().unwrap();
    assert_ne!(new, ann);
    assert_eq!(players[0]["name"], format!("#{new}"));
    let events = admin.get(&format!("/api/v1/events?club={moved}")).body;
    let night = events
        .as_array()
        .unwrap()
        .iter()
        .find(|event| event["name"] == "Tuesday")
        .unwrap();
    let entrants = admin.get(&format!("/api/v1/events/{}", night["id"])).body["entrants"].clone();
    let names: Vec<&str> = entrants
        .as_array()
        .unwrap()
        .iter()
        .map(|entrant| entrant["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&format!("#{new}").as_str()), "{names:?}");
    assert!(!names.contains(&format!("#{ann}").as_str()), "{names:?}");
    // Every player of the moved club can be erased: no name stands in the way.
    for player in players.as_array().unwrap() {
        let erased = admin.post(
            &format!("/api/v1/players/{}/erase", player["id"]),
            &json!({}),
        );
        assert_eq!(erased.status, 200, "{}", erased.body);
    }
}

#[test]
fn a_damaged_document_is_refused_by_field_and_stores_nothing() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = a_played_club(&admin);
    let mut connection = server.pool.get().unwrap();
    let exported = transfer::export_club(&mut connection, club).unwrap();
    let clubs_before = admin.get("/api/v1/clubs").body.as_array().unwrap().len();

    // The same name twice is a conflict that names the field.
    let again = transfer::import_club(&mut connection, &exported, None).unwrap_err();
    assert!(again.to_string().contains("club.name"), "{again}");

    // A hand pointing at a game the document does not have.
    let mut dangling = exported.clone();
    dangling.rows.hands[1].game_id = 999_999;
    let error = transfer::import_club(&mut connection, &dangling, Some("Dangling")).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("hands[1].game_id: there is no game 999999"),
        "{error}"
    );

    // A hand the rules refuse: the import scores every game before it keeps anything.
    let mut unplayable = exported.clone();
    let mut body: Value = serde_json::from_str(&unplayable.rows.hands[0].body).unwrap();
    body["books"] = json!(14);
    unplayable.rows.hands[0].body = body.to_string();
    let error =
        transfer::import_club(&mut connection, &unplayable, Some("Unplayable")).unwrap_err();
    assert!(
        error.to_string().starts_with("games[0] does not score"),
        "{error}"
    );

    // A play-off of one, which no event can be given.
    let mut lonely = exported.clone();
    lonely.rows.event_playoffs[0].top = 1;
    let error = transfer::import_club(&mut connection, &lonely, Some("Lonely")).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("event_playoffs[0]: a play-off"),
        "{error}"
    );

    // Money no director could have taken: a payment of nothing, payouts that are not whole.
    let mut nothing = exported.clone();
    nothing.rows.event_payments[0].amount = 0;
    let error = transfer::import_club(&mut connection, &nothing, Some("Nothing")).unwrap_err();
    assert_eq!(
        error.field().as_deref(),
        Some("event_payments[0].amount_cents"),
        "{error}"
    );
    let mut greedy = exported.clone();
    greedy.rows.event_money[0].payouts = "60,60".to_owned();
    let error = transfer::import_club(&mut connection, &greedy, Some("Greedy")).unwrap_err();
    assert_eq!(
        error.field().as_deref(),
        Some("event_money[0].payouts"),
        "{error}"
    );
    assert!(error.to_string().contains("add up to 120"), "{error}");

    // Not an export at all, or one from a later version.
    let error = transfer::parse(r#"{"format":"uptown-club","version":1}"#).unwrap_err();
    assert!(error.to_string().contains("exported_at"), "{error}");
    let mut later = serde_json::to_value(&exported).unwrap();
    later["version"] = json!(2);
    let error = transfer::parse(&later.to_string()).unwrap_err();
    assert!(error.to_string().starts_with("version 2"), "{error}");

    assert_eq!(
        admin.get("/api/v1/clubs").body.as_array().unwrap().len(),
        clubs_before,
        "nothing was stored"
    );
}
