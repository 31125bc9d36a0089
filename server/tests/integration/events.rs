//! Events through the API (docs/EVENTS.md): every format's rounds, match formats, closing a
//! round early, standings, season standings and ratings, each test on a database of its own
//! (SQLite, or PostgreSQL with `UPTOWN_TEST_DATABASE_URL`).

use std::collections::{BTreeMap, BTreeSet};

use crate::support::{Client, Reply, TestServer};
use diesel::RunQueryDsl;
use serde_json::{Value, json};
use uptown_server::services;
use uptown_server::services::read_cache::ReadCache;

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

/// A club and its players' ids, `Player 1` first.
pub(super) struct Club {
    pub(super) id: i64,
    pub(super) players: Vec<i64>,
}

pub(super) fn club(client: &Client, name: &str, players: usize) -> Club {
    let reply = client.post("/api/v1/clubs", &json!({ "name": name }));
    assert_eq!(reply.status, 201, "{}", reply.body);
    let id = reply.body["id"].as_i64().unwrap();
    let players = (1..=players)
        .map(|number| {
            let reply = client.post(
                &format!("/api/v1/clubs/{id}/players"),
                &json!({ "name": format!("Player {number}") }),
            );
            assert_eq!(reply.status, 201, "{}", reply.body);
            reply.body["id"].as_i64().unwrap()
        })
        .collect();
    Club { id, players }
}

/// `POST /events` with a name and the format, plus the fields of `extra`.
pub(super) fn post_event(client: &Client, club: i64, format: &str, extra: &Value) -> Reply {
    let mut body = json!({ "club_id": club, "name": format!("A {format}"), "format": format });
    for (key, value) in extra.as_object().unwrap() {
        body[key] = value.clone();
    }
    client.post("/api/v1/events", &body)
}

pub(super) fn create_event(client: &Client, club: i64, format: &str, extra: &Value) -> i64 {
    let reply = post_event(client, club, format, extra);
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.body["status"], "registering");
    assert_eq!(reply.body["format"], format);
    reply.body["id"].as_i64().unwrap()
}

/// Registers one player or a partnership; the entrant's number.
pub(super) fn enter(client: &Client, event: i64, players: &[i64]) -> u64 {
    let reply = client.post(
        &format!("/api/v1/events/{event}/entrants"),
        &json!({ "players": players }),
    );
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["number"].as_u64().unwrap()
}

/// Registers `count` partnerships: players 1 & 2 as entrant 1, 3 & 4 as entrant 2, ...
pub(super) fn enter_pairs(client: &Client, event: i64, club: &Club, count: usize) {
    for (index, pair) in club.players.chunks(2).take(count).enumerate() {
        assert_eq!(enter(client, event, pair), number(index + 1));
    }
}

pub(super) fn number(value: usize) -> u64 {
    u64::try_from(value).unwrap()
}

pub(super) fn get_event(client: &Client, event: i64) -> Value {
    let reply = client.get(&format!("/api/v1/events/{event}"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body
}

pub(super) fn get_round(client: &Client, event: i64, round: u64) -> Value {
    let event = get_event(client, event);
    let index = usize::try_from(round - 1).unwrap();
    event["rounds"][index].clone()
}

/// Seats the next round; the round as answered.
/// A one-round rotating evening of every player of `club`, seated: the event and its round.
/// With `three_handed` a target, the three a field of 4k + 3 leaves over play to it at a
/// three-handed table.
pub(super) fn seated_evening(
    client: &Client,
    club: &Club,
    three_handed: Option<u32>,
) -> (i64, Value) {
    let mut terms = json!({ "rounds": 1 });
    if let Some(target) = three_handed {
        terms["three_handed_rules"] = json!({ "target": target });
    }
    let event = create_event(client, club.id, "rotating", &terms);
    for player in &club.players {
        enter(client, event, &[*player]);
    }
    (event, seat(client, event))
}

pub(super) fn seat(client: &Client, event: i64) -> Value {
    let reply = client.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.body["status"], "open");
    reply.body
}

pub(super) fn tables(round: &Value) -> &Vec<Value> {
    round["tables"].as_array().unwrap()
}

pub(super) fn entrants_of(list: &Value) -> Vec<u64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|entrant| entrant.as_u64().unwrap())
        .collect()
}

/// The partnerships at a table of a partnership format: (North–South, East–West).
pub(super) fn partnerships(table: &Value) -> (u64, u64) {
    let (ns, ew) = (entrants_of(&table["NS"]), entrants_of(&table["EW"]));
    assert_eq!((ns.len(), ew.len()), (1, 1), "{table}");
    (ns[0], ew[0])
}

/// The side at `table` that `entrant` sits on.
pub(super) fn side_of(table: &Value, entrant: u64) -> &'static str {
    if entrants_of(&table["NS"]).contains(&entrant) {
        "NS"
    } else if entrants_of(&table["EW"]).contains(&entrant) {
        "EW"
    } else {
        panic!("entrant {entrant} does not sit at {table}")
    }
}

pub(super) fn game_ids(table: &Value) -> Vec<i64> {
    table["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["id"].as_i64().unwrap())
        .collect()
}

pub(super) fn game_path(game: i64) -> String {
    format!("/api/v1/games/{game}")
}

/// The dealer the game expects next (the first hand's dealer is free: North).
pub(super) fn next_dealer(client: &Client, game: i64) -> String {
    let view = client.get(&game_path(game));
    assert_eq!(view.status, 200, "{}", view.body);
    view.body["next_dealer"].as_str().unwrap_or("N").to_owned()
}

pub(super) fn bid_hand(dealer: &str, bidder: &str, level: u8, books: u8) -> Value {
    json!({ "dealer": dealer,
            "contract": { "bidder": bidder, "level": level, "mode": "uptown", "trump": "spades" },
            "books": books })
}

/// The bidder's seat for a bid by `side`.
pub(super) fn bidder(side: &str) -> &'static str {
    if side == "NS" { "N" } else { "E" }
}

/// Plays a bid whist game to the default target in one hand: `side` bids 7 uptown and takes
/// all 13 books (+7, the target).
pub(super) fn play_game(client: &Client, game: i64, side: &str) {
    let dealer = next_dealer(client, game);
    let reply = client.post(
        &format!("{}/hands", game_path(game)),
        &bid_hand(&dealer, bidder(side), 7, 13),
    );
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.body["status"], "finished", "{}", reply.body);
    assert_eq!(reply.body["sheet"]["winner"], side);
}

/// Plays every game of round `round` still in progress; `winner` names the entrant who wins
/// each table's game.
pub(super) fn play_round(client: &Client, event: i64, round: u64, winner: impl Fn(&Value) -> u64) {
    let seated = get_round(client, event, round);
    for table in tables(&seated) {
        for game in table["games"].as_array().unwrap() {
            if game["status"] == "in_progress" {
                play_game(
                    client,
                    game["id"].as_i64().unwrap(),
                    side_of(table, winner(table)),
                );
            }
        }
    }
    let played = get_round(client, event, round);
    assert_eq!(played["status"], "closed", "{played}");
    assert_eq!(played["closed_by_director"], false);
}

/// The winning entrant of each table of a played round, by table.
fn table_winners(round: &Value) -> Vec<u64> {
    tables(round)
        .iter()
        .map(|table| {
            let (ns, ew) = partnerships(table);
            match table["result"]["winner"].as_str() {
                Some("NS") => ns,
                Some("EW") => ew,
                other => panic!("no winner at {table}: {other:?}"),
            }
        })
        .collect()
}

pub(super) fn standings(client: &Client, event: i64) -> Vec<Value> {
    let reply = client.get(&format!("/api/v1/events/{event}/standings"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["rows"].as_array().unwrap().clone()
}

/// (entrant, rank, `separated_by`) of each standings row, in order.
fn ranking(rows: &[Value]) -> Vec<(u64, u64, Value)> {
    rows.iter()
        .map(|row| {
            (
                row["entrant"].as_u64().unwrap(),
                row["rank"].as_u64().unwrap(),
                row["separated_by"].clone(),
            )
        })
        .collect()
}

fn stage() -> Value {
    json!("stage")
}

fn unordered(first: u64, second: u64) -> (u64, u64) {
    (first.min(second), first.max(second))
}

/// Asserts that asking for another round is a conflict.
#[track_caller]
pub(super) fn no_more_rounds(client: &Client, event: i64) -> String {
    let reply = client.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    reply.problem(409).to_owned()
}

// ---------------------------------------------------------------------------------------
// Club nights
// ---------------------------------------------------------------------------------------

/// The partnerships seated in a round, by player ids, each pair in order.
fn partner_pairs(round: &Value) -> BTreeSet<(i64, i64)> {
    tables(round)
        .iter()
        .flat_map(|table| {
            let seat = |letter: &str| table["seats"][letter]["id"].as_i64().unwrap();
            [(seat("N"), seat("S")), (seat("E"), seat("W"))]
                .map(|(first, second)| (first.min(second), first.max(second)))
        })
        .collect()
}

#[test]
fn a_club_night_avoids_recent_partners_and_runs_until_the_director_finishes_it() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Nights", 8);
    let last_week = create_event(&admin, club.id, "club_night", &json!({ "seed": 3 }));
    for player in &club.players {
        enter(&admin, last_week, &[*player]);
    }
    let mut partnered = BTreeSet::new();
    for round in 1..=3 {
        partnered.extend(partner_pairs(&seat(&admin, last_week)));
        let closed = admin.post(
            &format!("/api/v1/events/{last_week}/rounds/{round}/close"),
            &json!({}),
        );
        assert_eq!(closed.status, 200, "{}", closed.body);
    }
    assert_eq!(partnered.len(), 12, "no partnership twice in an evening");
    let event = get_event(&admin, last_week);
    assert_eq!(
        event["status"], "running",
        "no rounds planned: the director ends it"
    );
    assert_eq!(event["rounds_planned"], Value::Null);
    let finished = admin.post(&format!("/api/v1/events/{last_week}/finish"), &json!({}));
    assert_eq!(finished.status, 200, "{}", finished.body);
    assert_eq!(finished.body["status"], "finished");
    assert_eq!(
        no_more_rounds(&admin, last_week),
        format!("event {last_week} is finished")
    );

    // This week the same eight come: nobody partners anyone they partnered last week.
    let this_week = create_event(&admin, club.id, "club_night", &json!({ "seed": 3 }));
    for player in &club.players {
        enter(&admin, this_week, &[*player]);
    }
    let first = partner_pairs(&seat(&admin, this_week));
    assert!(
        first.is_disjoint(&partnered),
        "the draw avoids last week's partners: {first:?} against {partnered:?}"
    );
}

// ---------------------------------------------------------------------------------------
// Swiss and round robin
// ---------------------------------------------------------------------------------------

/// After a late arrival and a withdrawal the draw still shares the sitting out: nobody sits
/// out again while someone present has not, and a late arrival (who missed the rounds before
/// he came) is not the one to sit out his first round. Over twelve seeds, as a draw that
/// gets it wrong one time in eight would slip through a few.
#[test]
fn sitting_out_stays_fair_after_a_late_arrival_and_a_withdrawal() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Sit-outs", 10);
    for seed in 1..=12 {
        let event = create_event(
            &admin,
            club.id,
            "rotating",
            &json!({ "rounds": 4, "seed": seed }),
        );
        for player in &club.players[..9] {
            enter(&admin, event, &[*player]);
        }
        // Rounds of nobody's own, with who was out of each (not seated at a table).
        let mut out_of: Vec<BTreeSet<u64>> = Vec::new();
        for round in 1..=4u64 {
            if round == 2 {
                assert_eq!(
                    enter(&admin, event, &[club.players[9]]),
                    10,
                    "the late arrival"
                );
            }
            if round == 3 {
                let withdrawn = admin.post(
                    &format!("/api/v1/events/{event}/entrants/1/withdraw"),
                    &json!({}),
                );
                assert_eq!(withdrawn.status, 200, "{}", withdrawn.body);
            }
            let seated = seat(&admin, event);
            let at_tables: BTreeSet<u64> = tables(&seated)
                .iter()
                .flat_map(|table| {
                    entrants_of(&table["NS"])
                        .into_iter()
                        .chain(entrants_of(&table["EW"]))
                })
                .collect();
            let present: BTreeSet<u64> = (1..=10)
                .filter(|entrant| {
                    let withdrawn = round >= 3 && *entrant == 1;
                    let not_yet_come = round == 1 && *entrant == 10;
                    !withdrawn && !not_yet_come
                })
                .collect();
            let sitting: BTreeSet<u64> = present.difference(&at_tables).copied().collect();
            assert_eq!(
                entrants_of(&seated["sitting_out"])
                    .into_iter()
                    .collect::<BTreeSet<_>>(),
                sitting
            );
            if round == 2 {
                assert!(
                    !sitting.contains(&10),
                    "seed {seed}: the late arrival sits out at once"
                );
            }
            for player in &sitting {
                let before = out_of.iter().filter(|out| out.contains(player)).count()
                    + usize::from(*player == 10);
                let never = present.iter().find(|other| {
                    !sitting.contains(*other)
                        && out_of.iter().all(|out| !out.contains(*other))
                        && **other != 10
                });
                assert!(
                    before == 0 || never.is_none(),
                    "seed {seed}, round {round}: {player} sits out again while {never:?} never has"
                );
            }
            out_of.push(sitting);
            let closed = admin.post(
                &format!("/api/v1/events/{event}/rounds/{round}/close"),
                &json!({}),
            );
            assert_eq!(closed.status, 200, "{}", closed.body);
        }
    }
}

/// A late arrival after round 1 of eight players' seven: the rest of the evening is planned
/// again, so the six rounds left seat him every time (he missed one), six different players
/// sit out once each, and nobody partners twice. Over four seeds.
#[test]
fn the_rest_of_a_rotating_evening_is_planned_again_after_a_late_arrival() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Replanned", 9);
    for seed in 1..=4 {
        let event = create_event(&admin, club.id, "rotating", &json!({ "seed": seed }));
        for player in &club.players[..8] {
            enter(&admin, event, &[*player]);
        }
        let mut partnered = BTreeSet::new();
        let mut sat_out = Vec::new();
        for round in 1..=7u64 {
            if round == 2 {
                assert_eq!(enter(&admin, event, &[club.players[8]]), 9);
            }
            let seated = seat(&admin, event);
            for table in tables(&seated) {
                for side in ["NS", "EW"] {
                    let pair = entrants_of(&table[side]);
                    assert!(
                        partnered.insert(unordered(pair[0], pair[1])),
                        "seed {seed}, round {round}: {pair:?} partner again"
                    );
                }
            }
            if round > 1 {
                sat_out.extend(entrants_of(&seated["sitting_out"]));
            }
            play_round(&admin, event, round, |table| entrants_of(&table["NS"])[0]);
        }
        assert_eq!(sat_out.len(), 6, "seed {seed}: {sat_out:?}");
        assert!(
            !sat_out.contains(&9),
            "seed {seed}: the late arrival sat out"
        );
        let distinct: BTreeSet<u64> = sat_out.iter().copied().collect();
        assert_eq!(
            distinct.len(),
            6,
            "seed {seed}: someone sat out twice: {sat_out:?}"
        );
        assert_eq!(get_event(&admin, event)["status"], "finished");
    }
}

/// A late arrival while three sit the round out completes a table: a fourth table is seated
/// in the round under way with them and the three, its game playable at once; the round
/// ends when all its tables have. A second arrival, with nobody left waiting, joins from the
/// next round. The rest of the evening is then planned for the larger field (no sit-outs at
/// twelve, no partner twice), not taken from the schedule of a field round 1 never had.
#[test]
fn a_late_arrival_who_completes_a_table_plays_the_round_under_way() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Completed", 17);
    let rotating = [7, 11, 15]
        .into_iter()
        .flat_map(|field| (1..=3).map(move |seed| ("rotating", field, seed)));
    for (format, field, seed) in rotating.chain([("club_night", 11, 1)]) {
        let case = format!("{format} of {field}, seed {seed}");
        let event = create_event(&admin, club.id, format, &json!({ "seed": seed }));
        for player in &club.players[..field] {
            enter(&admin, event, &[*player]);
        }
        let first = seat(&admin, event);
        let waiting = entrants_of(&first["sitting_out"]);
        assert_eq!(waiting.len(), 3, "{case}: {first}");
        let arrival = admin.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": [club.players[field]] }),
        );
        assert_eq!(arrival.status, 201, "{}", arrival.body);
        assert_eq!(arrival.body["joined_round"], 1, "{case}: {}", arrival.body);
        let round = get_round(&admin, event, 1);
        assert_eq!(entrants_of(&round["sitting_out"]), Vec::<u64>::new());
        let full = (field + 1) / 4;
        assert_eq!(tables(&round).len(), full, "{case}: {round}");
        let added = &tables(&round)[full - 1];
        assert_eq!(added["table"], full);
        let mut at_table = entrants_of(&added["NS"]);
        at_table.extend(entrants_of(&added["EW"]));
        at_table.sort_unstable();
        let mut expected = waiting.clone();
        expected.push(number(field + 1));
        assert_eq!(at_table, expected, "{case}: {added}");
        assert_eq!(added["games"][0]["status"], "in_progress", "{added}");
        assert!(added["games"][0]["table_code"].is_string(), "{added}");
        if format == "club_night" {
            // Nobody waits now: the next arrival joins round 2 (and goes home again).
            assert_eq!(
                enter(&admin, event, &[club.players[field + 1]]),
                number(field + 2)
            );
            let event_view = get_event(&admin, event);
            assert_eq!(event_view["entrants"][field + 1]["joined_round"], 2);
            assert_eq!(tables(&get_round(&admin, event, 1)).len(), full);
            let gone = admin.post(
                &format!("/api/v1/events/{event}/entrants/{}/withdraw", field + 2),
                &json!({}),
            );
            assert_eq!(gone.status, 200, "{}", gone.body);
        }
        play_round(&admin, event, 1, |table| entrants_of(&table["NS"])[0]);
        let mut partnered: BTreeSet<(u64, u64)> = BTreeSet::new();
        for round in 1..=4u64 {
            if round > 1 {
                let seated = seat(&admin, event);
                assert_eq!(
                    tables(&seated).len(),
                    full,
                    "{case}, round {round}: {seated}"
                );
                assert_eq!(entrants_of(&seated["sitting_out"]), Vec::<u64>::new());
                play_round(&admin, event, round, |table| entrants_of(&table["NS"])[0]);
            }
            for table in tables(&get_round(&admin, event, round)) {
                for side in ["NS", "EW"] {
                    let pair = entrants_of(&table[side]);
                    assert!(
                        partnered.insert(unordered(pair[0], pair[1])),
                        "{case}, round {round}: {pair:?} partner again"
                    );
                }
            }
        }
        let rows = standings(&admin, event);
        let arrived = rows
            .iter()
            .find(|row| row["entrant"] == number(field + 1))
            .unwrap();
        assert_eq!(arrived["played"], 4, "{case}: {arrived}");
    }
}

/// Only players who still play fill a table: with one of the three sitting out withdrawn,
/// two wait, and the arrival joins from the next round.
#[test]
fn a_withdrawn_player_sitting_out_does_not_fill_a_late_arrivals_table() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Two waiting", 12);
    let event = create_event(&admin, club.id, "rotating", &json!({}));
    for player in &club.players[..11] {
        enter(&admin, event, &[*player]);
    }
    let first = seat(&admin, event);
    let gone = entrants_of(&first["sitting_out"])[0];
    let withdrawn = admin.post(
        &format!("/api/v1/events/{event}/entrants/{gone}/withdraw"),
        &json!({}),
    );
    assert_eq!(withdrawn.status, 200, "{}", withdrawn.body);
    assert_eq!(enter(&admin, event, &[club.players[11]]), 12);
    assert_eq!(get_event(&admin, event)["entrants"][11]["joined_round"], 2);
    let round = get_round(&admin, event, 1);
    assert_eq!(tables(&round).len(), 2, "{round}");
    assert_eq!(entrants_of(&round["sitting_out"]).len(), 3, "{round}");
}

/// A round whose time is up, but not yet closed (its clock waits for the director), seats
/// nobody new: the arrival joins the next round rather than start a game with no time left.
#[test]
fn a_late_arrival_does_not_start_a_table_in_a_round_whose_time_is_up() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Time up", 8);
    let event = create_event(&admin, club.id, "rotating", &json!({}));
    for player in &club.players[..7] {
        enter(&admin, event, &[*player]);
    }
    seat(&admin, event);
    let mut connection = server.pool.get().unwrap();
    let past = uptown_server::db::repo::now() - chrono::TimeDelta::seconds(1);
    let ran_out = uptown_server::db::repo::events::ClockRow {
        ends_at: Some(past),
        left_seconds: None,
        closes: false,
    };
    uptown_server::db::repo::events::set_clock(&mut connection, event, 1, ran_out).unwrap();
    assert_eq!(get_round(&admin, event, 1)["clock"]["state"], "up");
    assert_eq!(enter(&admin, event, &[club.players[7]]), 8);
    assert_eq!(get_event(&admin, event)["entrants"][7]["joined_round"], 2);
    assert_eq!(tables(&get_round(&admin, event, 1)).len(), 1);
}

/// A partnership arriving at a Swiss while another has the round's bye plays it there and
/// then: the bye is gone, and both count the match played, not a bye.
#[test]
fn a_late_partnership_at_a_swiss_plays_the_partnership_that_had_the_bye() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Bye filled", 16);
    let event = create_event(&admin, club.id, "swiss", &json!({}));
    enter_pairs(&admin, event, &club, 7);
    let first = seat(&admin, event);
    let bye = entrants_of(&first["byes"]);
    assert_eq!(bye.len(), 1, "{first}");
    let reply = admin.post(
        &format!("/api/v1/events/{event}/entrants"),
        &json!({ "players": [club.players[14], club.players[15]] }),
    );
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.body["joined_round"], 1);
    let round = get_round(&admin, event, 1);
    assert_eq!(entrants_of(&round["byes"]), Vec::<u64>::new(), "{round}");
    let added = &tables(&round)[3];
    assert_eq!(partnerships(added), (bye[0], 8), "{added}");
    play_round(&admin, event, 1, |table| partnerships(table).1);
    let rows = standings(&admin, event);
    for entrant in [bye[0], 8] {
        let row = rows.iter().find(|row| row["entrant"] == entrant).unwrap();
        assert_eq!(row["played"], 1, "{row}");
    }
    let winner = rows.iter().find(|row| row["entrant"] == 8).unwrap();
    assert_eq!(winner["games_won"], 1, "{winner}");
    let second = seat(&admin, event);
    assert_eq!(tables(&second).len(), 4, "{second}");
    assert_eq!(entrants_of(&second["byes"]), Vec::<u64>::new());
}

/// Six players: one table a round, two sitting out. The schedule plans six rounds and seats
/// all six (on main, round 4 answered "nobody left to seat" and the event never finished):
/// everyone sits out twice, nobody partners twice, and the event finishes after round 6.
#[test]
fn a_rotating_event_of_six_seats_a_table_every_round_and_finishes() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Six", 6);
    let event = create_event(&admin, club.id, "rotating", &json!({}));
    for player in &club.players {
        enter(&admin, event, &[*player]);
    }
    let mut sat_out: BTreeMap<u64, usize> = BTreeMap::new();
    let mut partnered = BTreeSet::new();
    for round in 1..=6u64 {
        let seated = seat(&admin, event);
        if round == 1 {
            assert_eq!(get_event(&admin, event)["rounds_planned"], 6);
        }
        assert_eq!(tables(&seated).len(), 1, "round {round}: {seated}");
        let sitting = entrants_of(&seated["sitting_out"]);
        assert_eq!(sitting.len(), 2, "round {round}: {seated}");
        for entrant in sitting {
            *sat_out.entry(entrant).or_default() += 1;
        }
        for side in ["NS", "EW"] {
            let pair = entrants_of(&tables(&seated)[0][side]);
            assert!(
                partnered.insert(unordered(pair[0], pair[1])),
                "round {round}: {pair:?} partner again"
            );
        }
        play_round(&admin, event, round, |table| entrants_of(&table["NS"])[0]);
    }
    assert_eq!(sat_out, (1..=6).map(|entrant| (entrant, 2)).collect());
    assert_eq!(get_event(&admin, event)["status"], "finished");
    assert!(no_more_rounds(&admin, event).contains("finished"));
}

/// Five players, one table: after round 1 the one who sat out has no game yet and ranks
/// below the winners and the losers, not above the losers as a zero difference would put
/// them; the standings say that places go per game played.
#[test]
fn a_player_who_sat_out_ranks_below_those_who_lost() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Five", 5);
    let event = create_event(
        &admin,
        club.id,
        "rotating",
        &json!({ "rounds": 5, "seed": 2 }),
    );
    for player in &club.players {
        enter(&admin, event, &[*player]);
    }
    let seated = seat(&admin, event);
    let out = entrants_of(&seated["sitting_out"]);
    assert_eq!(out.len(), 1, "{seated}");
    let table = &tables(&seated)[0];
    let game = game_ids(table)[0];
    play_game(&admin, game, "NS");
    let body = admin.get(&format!("/api/v1/events/{event}/standings")).body;
    let rows = body["rows"].as_array().unwrap();
    let last = rows.last().unwrap();
    assert_eq!(last["entrant"].as_u64(), Some(out[0]), "{body}");
    assert_eq!(last["played"], 0);
    assert!(rows[..4].iter().all(|row| row["played"] == 1), "{body}");
    assert_eq!(
        rows[2]["separated_by"], "games_won",
        "the losers below the winners"
    );
    assert_eq!(body["per_game"], true);
    let page = crate::support::read(
        crate::support::agent()
            .get(format!("{}/events/{event}?lang=en", server.base))
            .call()
            .unwrap(),
    );
    assert!(
        page.html
            .contains("places go by games won and points per game played")
    );
}

/// A withdrawal stands once a round was seated without the entrant: taking it back then
/// would rewrite who played.
#[test]
fn a_withdrawal_is_taken_back_only_before_the_next_round() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Withdrawals", 9);
    let event = create_event(&admin, club.id, "rotating", &json!({ "rounds": 3 }));
    for player in &club.players {
        enter(&admin, event, &[*player]);
    }
    seat(&admin, event);
    admin.post(
        &format!("/api/v1/events/{event}/rounds/1/close"),
        &json!({}),
    );
    let path = format!("/api/v1/events/{event}/entrants/9");
    assert_eq!(
        admin.post(&format!("{path}/withdraw"), &json!({})).status,
        200
    );
    let seated = seat(&admin, event);
    assert!(!entrants_of(&seated["sitting_out"]).contains(&9));
    let refused = admin.post(&format!("{path}/reinstate"), &json!({}));
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body["detail"]
            .as_str()
            .unwrap()
            .contains("the withdrawal stands"),
        "{}",
        refused.body
    );
    assert_eq!(
        get_event(&admin, event)["entrants"][8]["withdrawn_round"],
        2
    );
}

#[test]
fn a_swiss_of_eight_never_rematches_and_pairs_winners_with_winners() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Swiss", 16);
    let event = create_event(&admin, club.id, "swiss", &json!({}));
    enter_pairs(&admin, event, &club, 8);
    let mut met = BTreeSet::new();
    let mut won: BTreeMap<u64, u64> = (1..=8).map(|entrant| (entrant, 0)).collect();
    for round in 1..=3 {
        let seated = seat(&admin, event);
        assert_eq!(seated["number"], round);
        assert_eq!(tables(&seated).len(), 4, "{seated}");
        assert_eq!(seated["byes"], json!([]));
        let mut seen = BTreeSet::new();
        for table in tables(&seated) {
            let (ns, ew) = partnerships(table);
            assert!(seen.insert(ns) && seen.insert(ew), "seated twice: {seated}");
            assert!(
                met.insert(unordered(ns, ew)),
                "round {round}: {ns} and {ew} meet again"
            );
            if round > 1 {
                assert_eq!(
                    won[&ns], won[&ew],
                    "round {round}: {ns} ({} won) meets {ew} ({} won)",
                    won[&ns], won[&ew]
                );
            }
        }
        assert_eq!(seen.len(), 8);
        // The lower number wins: North–South at some tables, East–West at others.
        play_round(&admin, event, round, |table| {
            let (ns, ew) = partnerships(table);
            ns.min(ew)
        });
        for winner in table_winners(&get_round(&admin, event, round)) {
            *won.get_mut(&winner).unwrap() += 1;
        }
    }
    let finished = get_event(&admin, event);
    assert_eq!(finished["rounds_planned"], 3, "⌈log₂ 8⌉ rounds");
    assert_eq!(finished["status"], "finished");
    no_more_rounds(&admin, event);
    for row in standings(&admin, event) {
        let entrant = row["entrant"].as_u64().unwrap();
        assert_eq!(row["games_won"], won[&entrant], "{row}");
        assert_eq!(row["played"], 3, "{row}");
    }
}

/// An event in stages: three Swiss rounds, then a knock-out of the top four, seeded by the
/// Swiss standings (not by registration: here the later registrations win), first against
/// fourth and second against third. The event runs on past its planned rounds until the
/// final, takes no entrant once the qualifying is over, and ranks the finalists, then the
/// semi-finalists, then those who did not qualify.
#[test]
fn a_swiss_leads_into_a_knockout_of_its_top_four_seeded_by_its_standings() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Stages", 18);
    let event = create_event(
        &admin,
        club.id,
        "swiss",
        &json!({ "playoff": { "top": 4 } }),
    );
    enter_pairs(&admin, event, &club, 8);
    let higher = |table: &Value| {
        let (ns, ew) = partnerships(table);
        ns.max(ew)
    };
    for round in 1..=3 {
        let seated = seat(&admin, event);
        assert!(
            tables(&seated)
                .iter()
                .all(|table| table["bracket_match"].is_null()),
            "{seated}"
        );
        play_round(&admin, event, round, higher);
    }
    let qualified = get_event(&admin, event);
    assert_eq!(qualified["status"], "running", "{qualified}");
    assert_eq!(qualified["rounds_planned"], 3);
    assert_eq!(qualified["playoff"]["top"], 4);
    assert_eq!(qualified["playoff"]["seeds"], json!([]));
    let top: Vec<u64> = standings(&admin, event)[..4]
        .iter()
        .map(|row| row["entrant"].as_u64().unwrap())
        .collect();
    assert_ne!(top, [1, 2, 3, 4], "the standings, not registration, seed");
    let late = admin.post(
        &format!("/api/v1/events/{event}/entrants"),
        &json!({ "players": [club.players[16], club.players[17]] }),
    );
    assert_eq!(late.status, 409, "{}", late.body);

    let semis = seat(&admin, event);
    assert_eq!(semis["number"], 4);
    assert_eq!(get_event(&admin, event)["playoff"]["seeds"], json!(top));
    let mut pairs: Vec<(u64, u64)> = tables(&semis)
        .iter()
        .map(|table| unordered(partnerships(table).0, partnerships(table).1))
        .collect();
    pairs.sort_unstable();
    let mut expected = vec![unordered(top[0], top[3]), unordered(top[1], top[2])];
    expected.sort_unstable();
    assert_eq!(pairs, expected, "{semis}");
    assert!(
        tables(&semis)
            .iter()
            .all(|table| table["bracket_match"].is_u64())
    );
    play_round(&admin, event, 4, higher);
    let semi_winners = table_winners(&get_round(&admin, event, 4));
    let final_round = seat(&admin, event);
    assert_eq!(tables(&final_round).len(), 1, "{final_round}");
    let (ns, ew) = partnerships(&tables(&final_round)[0]);
    assert_eq!(
        unordered(ns, ew),
        unordered(semi_winners[0], semi_winners[1])
    );
    play_round(&admin, event, 5, higher);
    let finished = get_event(&admin, event);
    assert_eq!(finished["status"], "finished", "{finished}");
    no_more_rounds(&admin, event);
    let rows = standings(&admin, event);
    let order: Vec<u64> = rows
        .iter()
        .map(|row| row["entrant"].as_u64().unwrap())
        .collect();
    assert_eq!(order[0], ns.max(ew), "the champion first: {order:?}");
    assert_eq!(order[1], ns.min(ew));
    let mut semi_losers: Vec<u64> = order[2..4].to_vec();
    semi_losers.sort_unstable();
    let mut expected: Vec<u64> = top
        .iter()
        .copied()
        .filter(|entrant| !semi_winners.contains(entrant))
        .collect();
    expected.sort_unstable();
    assert_eq!(semi_losers, expected, "{order:?}");
    assert!(order[4..].iter().all(|entrant| !top.contains(entrant)));
    assert_eq!(rows[4]["separated_by"], "stage", "{}", rows[4]);
}

/// A play-off follows qualifying rounds of partnerships only, takes 2 to 64, and is a
/// knock-out: anything else is refused with the field named, and no event is made. A
/// play-off with fewer entrants still playing than it takes is refused when it would be
/// seated (409, saying how many it takes and how many play), and the qualifying results
/// stay as they are.
#[test]
fn a_playoff_is_refused_where_it_cannot_be_played() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Bad stages", 8);
    for (format, playoff, field) in [
        ("rotating", json!({ "top": 4 }), "playoff"),
        ("knockout", json!({ "top": 4 }), "playoff"),
        ("swiss", json!({ "top": 1 }), "playoff.top"),
        ("swiss", json!({ "top": 65 }), "playoff.top"),
        (
            "round_robin",
            json!({ "top": 4, "format": "swiss" }),
            "playoff.format",
        ),
    ] {
        let reply = post_event(&admin, club.id, format, &json!({ "playoff": playoff }));
        assert_eq!(reply.status, 422, "{format} {playoff}: {}", reply.body);
        assert_eq!(reply.body["field"], field, "{}", reply.body);
    }
    let listed = admin.get(&format!("/api/v1/events?club={}", club.id)).body;
    assert_eq!(listed.as_array().unwrap().len(), 0, "{listed}");

    let event = create_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "playoff": { "top": 4, "format": "double_knockout" } }),
    );
    enter_pairs(&admin, event, &club, 4);
    for round in 1..=3 {
        seat(&admin, event);
        play_round(&admin, event, round, |table| partnerships(table).0);
    }
    let before = standings(&admin, event);
    let gone = admin.post(
        &format!("/api/v1/events/{event}/entrants/2/withdraw"),
        &json!({}),
    );
    assert_eq!(gone.status, 200, "{}", gone.body);
    let refused = admin.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    assert_eq!(refused.status, 409, "{}", refused.body);
    let detail = refused.body["detail"].as_str().unwrap();
    assert!(
        detail.contains("top 4") && detail.contains("only 3"),
        "{detail}"
    );
    let after = standings(&admin, event);
    let records = |rows: &[Value]| -> Vec<Value> {
        rows.iter().map(|row| row["games_won"].clone()).collect()
    };
    assert_eq!(records(&before), records(&after));
    assert_eq!(
        get_event(&admin, event)["rounds"].as_array().unwrap().len(),
        3
    );
}

/// A round robin of four into a double knock-out of all four: the bracket is the double
/// knock-out's, played on in the same event until its grand final.
#[test]
fn a_round_robin_leads_into_a_double_knockout() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Double stages", 8);
    let event = create_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "playoff": { "top": 4, "format": "double_knockout" } }),
    );
    enter_pairs(&admin, event, &club, 4);
    for round in 1..=3 {
        seat(&admin, event);
        play_round(&admin, event, round, |table| partnerships(table).1);
    }
    let mut round = 3;
    while get_event(&admin, event)["status"] == "running" {
        round += 1;
        assert!(round < 12, "the bracket never ends");
        let seated = seat(&admin, event);
        assert!(
            tables(&seated)
                .iter()
                .all(|table| table["bracket_match"].is_u64())
        );
        play_round(&admin, event, round, |table| partnerships(table).0);
    }
    // A double knock-out of four: two rounds of winners, three of losers' matches and the
    // grand final (the winners' side wins it, so no reset): at least four rounds.
    assert!(round >= 3 + 4, "{round}");
    let seeds = get_event(&admin, event)["playoff"]["seeds"].clone();
    assert_eq!(seeds.as_array().unwrap().len(), 4, "{seeds}");
    assert_eq!(
        standings(&admin, event)[0]["entrant"],
        seeds[0],
        "NS wins: seed 1 is champion"
    );
}

#[test]
fn a_swiss_of_seven_gives_each_bye_to_a_different_partnership() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Swiss", 14);
    let event = create_event(&admin, club.id, "swiss", &json!({}));
    enter_pairs(&admin, event, &club, 7);
    let mut met = BTreeSet::new();
    let mut byes = Vec::new();
    for round in 1..=3 {
        let seated = seat(&admin, event);
        assert_eq!(tables(&seated).len(), 3, "{seated}");
        let bye = entrants_of(&seated["byes"]);
        assert_eq!(bye.len(), 1, "one bye a round: {seated}");
        let mut seen: BTreeSet<u64> = bye.iter().copied().collect();
        for table in tables(&seated) {
            let (ns, ew) = partnerships(table);
            assert!(seen.insert(ns) && seen.insert(ew), "seated twice: {seated}");
            assert!(
                met.insert(unordered(ns, ew)),
                "round {round}: {ns} and {ew} meet again"
            );
        }
        assert_eq!(seen, (1..=7).collect(), "everyone plays or has the bye");
        byes.push(bye[0]);
        play_round(&admin, event, round, |table| partnerships(table).0);
    }
    let distinct: BTreeSet<u64> = byes.iter().copied().collect();
    assert_eq!(distinct.len(), 3, "byes {byes:?} rotate");
    assert_eq!(get_event(&admin, event)["status"], "finished");
}

#[test]
fn a_round_robin_of_five_meets_everyone_once_and_then_finishes() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Robin", 10);
    let event = create_event(&admin, club.id, "round_robin", &json!({}));
    enter_pairs(&admin, event, &club, 5);
    let mut met = BTreeSet::new();
    let mut byes = BTreeSet::new();
    for round in 1..=5 {
        let status = get_event(&admin, event)["status"].clone();
        assert_eq!(status, if round == 1 { "registering" } else { "running" });
        let seated = seat(&admin, event);
        if round == 1 {
            assert_eq!(get_event(&admin, event)["rounds_planned"], 5);
        }
        assert_eq!(tables(&seated).len(), 2, "{seated}");
        let bye = entrants_of(&seated["byes"]);
        assert_eq!(bye.len(), 1, "one bye a round: {seated}");
        assert!(byes.insert(bye[0]), "a second bye for {}", bye[0]);
        for table in tables(&seated) {
            let (ns, ew) = partnerships(table);
            assert!(met.insert(unordered(ns, ew)), "{ns} and {ew} meet again");
            assert!(!bye.contains(&ns) && !bye.contains(&ew));
        }
        no_more_rounds(&admin, event);
        play_round(&admin, event, round, |table| partnerships(table).0);
    }
    let every_pair: BTreeSet<(u64, u64)> = (1..=5)
        .flat_map(|first| (first + 1..=5).map(move |second| (first, second)))
        .collect();
    assert_eq!(met, every_pair);
    assert_eq!(byes, (1..=5).collect());
    let finished = get_event(&admin, event);
    assert_eq!(finished["status"], "finished");
    assert_eq!(finished["rounds"].as_array().unwrap().len(), 5);
    assert!(no_more_rounds(&admin, event).contains("finished"));
    for row in standings(&admin, event) {
        assert_eq!(row["played"], 4, "{row}");
    }
}

// ---------------------------------------------------------------------------------------
// Knock-outs
// ---------------------------------------------------------------------------------------

/// Asserts the bracket matches and partnerships (NS, EW) of a round's tables.
#[track_caller]
fn assert_matches(round: &Value, expected: &[(u64, u64, u64)]) {
    let seated: Vec<(u64, u64, u64)> = tables(round)
        .iter()
        .map(|table| {
            let (ns, ew) = partnerships(table);
            (table["bracket_match"].as_u64().unwrap(), ns, ew)
        })
        .collect();
    assert_eq!(seated, expected, "{round}");
}

#[test]
fn a_knockout_of_six_gives_byes_to_the_top_seeds_and_ranks_by_stage() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Cup", 12);
    let event = create_event(&admin, club.id, "knockout", &json!({}));
    enter_pairs(&admin, event, &club, 6);
    // A bracket of 8: 1–bye, 4–5, 2–bye, 3–6; then 1 v W(4–5), 2 v W(3–6); the final.
    let first = seat(&admin, event);
    assert_matches(&first, &[(2, 4, 5), (4, 3, 6)]);
    play_round(&admin, event, 1, |table| partnerships(table).0);
    let second = seat(&admin, event);
    assert_matches(&second, &[(5, 1, 4), (6, 2, 3)]);
    play_round(&admin, event, 2, |table| {
        let (ns, ew) = partnerships(table);
        if ns == 1 { ns } else { ew }
    });
    assert_eq!(get_event(&admin, event)["status"], "running");
    let last = seat(&admin, event);
    assert_matches(&last, &[(7, 1, 3)]);
    play_round(&admin, event, 3, |_| 3);
    assert_eq!(get_event(&admin, event)["status"], "finished");
    assert!(no_more_rounds(&admin, event).contains("finished"));

    let rows = standings(&admin, event);
    assert_eq!(
        ranking(&rows),
        vec![
            (3, 1, Value::Null),
            (1, 2, stage()),
            // The semi-final losers: 4 won a game in round 1, 2 had a bye.
            (4, 3, stage()),
            (2, 4, json!("games_won")),
            // The first-round losers are level on everything.
            (5, 5, stage()),
            (6, 5, Value::Null),
        ]
    );
    assert_eq!(rows[0]["played"], 3);
    assert_eq!(rows[0]["games_won"], 3);
    assert_eq!(rows[3]["played"], 1);
}

#[test]
fn a_knockout_round_lists_the_byes_of_the_top_seeds() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Cup", 12);
    let event = create_event(&admin, club.id, "knockout", &json!({}));
    enter_pairs(&admin, event, &club, 6);
    let first = seat(&admin, event);
    assert_eq!(tables(&first).len(), 2);
    assert_eq!(
        first["byes"],
        json!([1, 2]),
        "seeds 1 and 2 have no opponent in round 1: {first}"
    );
}

#[test]
fn a_knockout_refuses_late_entrants_and_walks_over_a_withdrawal() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Cup", 14);
    let event = create_event(&admin, club.id, "knockout", &json!({}));
    enter_pairs(&admin, event, &club, 6);
    seat(&admin, event);
    // 4 beats 5; 6 beats 3 from East–West.
    play_round(&admin, event, 1, |table| {
        if partnerships(table).0 == 4 { 4 } else { 6 }
    });
    let late = admin.post(
        &format!("/api/v1/events/{event}/entrants"),
        &json!({ "players": [club.players[12], club.players[13]] }),
    );
    assert!(late.problem(409).contains("before its first round"));

    let withdrawn = admin.post(
        &format!("/api/v1/events/{event}/entrants/2/withdraw"),
        &json!({ "reason": "flight home" }),
    );
    assert_eq!(withdrawn.status, 200, "{}", withdrawn.body);
    assert_eq!(withdrawn.body["withdrawn_round"], 2);
    let second = seat(&admin, event);
    assert_matches(&second, &[(5, 1, 4)]);
    assert_eq!(
        second["walkovers"],
        json!([{ "winner": 6, "withdrawn": 2, "bracket_match": 6 }])
    );
    play_round(&admin, event, 2, |_| 4);
    let last = seat(&admin, event);
    assert_matches(&last, &[(7, 4, 6)]);
    play_round(&admin, event, 3, |_| 6);
    assert_eq!(get_event(&admin, event)["status"], "finished");

    let rows = standings(&admin, event);
    let ranked = ranking(&rows);
    assert_eq!(ranked[0], (6, 1, Value::Null));
    assert_eq!(ranked[1], (4, 2, stage()));
    let semis: BTreeSet<u64> = ranked[2..4].iter().map(|row| row.0).collect();
    assert_eq!(semis, BTreeSet::from([1, 2]), "{ranked:?}");
    assert_eq!((ranked[2].1, ranked[2].2.clone()), (3, stage()));
    assert_ne!(ranked[3].2, stage(), "the semi-final losers share a stage");
    let first_round: BTreeSet<u64> = ranked[4..].iter().map(|row| row.0).collect();
    assert_eq!(first_round, BTreeSet::from([3, 5]));
    assert_eq!((ranked[4].1, ranked[4].2.clone()), (5, stage()));
    let row_of = |entrant: u64| rows.iter().find(|row| row["entrant"] == entrant).unwrap();
    assert_eq!(row_of(2)["withdrawn"], true);
    assert_eq!(row_of(1)["withdrawn"], false);
}

#[test]
fn closing_a_knockout_round_sends_the_higher_seed_through_a_level_match() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Cup", 8);
    let event = create_event(&admin, club.id, "knockout", &json!({}));
    enter_pairs(&admin, event, &club, 4);
    assert_matches(&seat(&admin, event), &[(1, 1, 4), (2, 2, 3)]);
    play_round(&admin, event, 1, |table| {
        let (ns, ew) = partnerships(table);
        if ns == 1 { ew } else { ns }
    });
    // The final: seed 4 North–South against seed 2 East–West, and nobody scores.
    assert_matches(&seat(&admin, event), &[(3, 4, 2)]);
    let closed = admin.post(
        &format!("/api/v1/events/{event}/rounds/2/close"),
        &json!({}),
    );
    assert_eq!(closed.status, 200, "{}", closed.body);
    assert_eq!(closed.body["tables"][0]["result"]["winner"], Value::Null);
    assert_eq!(get_event(&admin, event)["status"], "finished");
    let ranked = ranking(&standings(&admin, event));
    assert_eq!(
        ranked[0],
        (2, 1, Value::Null),
        "seed 2 goes through: {ranked:?}"
    );
    assert_eq!(ranked[1], (4, 2, stage()));
}

/// A double knock-out's first round records how its losers drop, and an event seated
/// before that was recorded (the reversed drops of earlier versions) is still read and
/// seated, from the bracket it was drawn with.
#[test]
fn a_double_knockout_keeps_the_drops_its_bracket_was_drawn_with() {
    use diesel::prelude::*;
    use uptown_server::db::schema::event_rounds::dsl::{event_id, event_rounds, seating};

    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Drops", 18);
    let event = create_event(&admin, club.id, "double_knockout", &json!({}));
    enter_pairs(&admin, event, &club, 9);
    seat(&admin, event);
    let mut connection = server.pool.get().unwrap();
    let stored: String = event_rounds
        .filter(event_id.eq(event))
        .select(seating)
        .first(&mut *connection)
        .unwrap();
    assert!(stored.contains(r#""drops":"fewest_rematches""#), "{stored}");
    // As an event seated by an earlier version stored it.
    let earlier = stored.replace(r#","drops":"fewest_rematches""#, "");
    assert_ne!(earlier, stored);
    diesel::update(event_rounds.filter(event_id.eq(event)))
        .set(seating.eq(&earlier))
        .execute(&mut *connection)
        .unwrap();
    play_round(&admin, event, 1, |table| partnerships(table).0);
    let next = seat(&admin, event);
    assert!(!tables(&next).is_empty(), "{next}");
    assert_eq!(admin.get(&format!("/api/v1/events/{event}")).status, 200);
}

/// A double knock-out of four played up to and including its grand final, which `final_winner`
/// wins: 1 and 2 win round 1, 1 beats 2 in the winners' final, 3 beats 4 and then 2 in the
/// losers' bracket, and 2 comes back to the grand final against 1.
fn double_knockout_to_the_grand_final(admin: &Client, final_winner: u64) -> i64 {
    let club = club(admin, "Double", 8);
    let event = create_event(admin, club.id, "double_knockout", &json!({}));
    enter_pairs(admin, event, &club, 4);
    assert_matches(&seat(admin, event), &[(1, 1, 4), (2, 2, 3)]);
    play_round(admin, event, 1, |table| partnerships(table).0);
    // The winners' final, and the losers' first round between 1's and 2's victims.
    assert_matches(&seat(admin, event), &[(3, 1, 2), (4, 4, 3)]);
    play_round(admin, event, 2, |table| partnerships(table).0.min(3));
    // 3 meets the loser of the winners' final.
    assert_matches(&seat(admin, event), &[(5, 3, 2)]);
    play_round(admin, event, 3, |_| 2);
    assert_eq!(get_event(admin, event)["status"], "running");
    assert_matches(&seat(admin, event), &[(6, 1, 2)]);
    play_round(admin, event, 4, |_| final_winner);
    event
}

#[test]
fn a_double_knockout_ends_with_the_grand_final_when_the_unbeaten_side_wins_it() {
    let server = TestServer::start();
    let admin = server.admin();
    let event = double_knockout_to_the_grand_final(&admin, 1);
    let finished = get_event(&admin, event);
    assert_eq!(finished["status"], "finished", "no reset final is needed");
    assert_eq!(finished["rounds"].as_array().unwrap().len(), 4);
    assert!(no_more_rounds(&admin, event).contains("finished"));
    assert_eq!(
        ranking(&standings(&admin, event)),
        vec![
            (1, 1, Value::Null),
            (2, 2, stage()),
            (3, 3, stage()),
            (4, 4, stage())
        ]
    );
}

#[test]
fn a_double_knockout_plays_the_reset_final_when_the_losers_bracket_wins_the_grand_final() {
    let server = TestServer::start();
    let admin = server.admin();
    let event = double_knockout_to_the_grand_final(&admin, 2);
    assert_eq!(
        get_event(&admin, event)["status"],
        "running",
        "1 has lost once only"
    );
    assert_matches(&seat(&admin, event), &[(7, 2, 1)]);
    play_round(&admin, event, 5, |_| 1);
    let finished = get_event(&admin, event);
    assert_eq!(finished["status"], "finished");
    assert_eq!(finished["rounds"].as_array().unwrap().len(), 5);
    assert!(no_more_rounds(&admin, event).contains("finished"));
    assert_eq!(
        ranking(&standings(&admin, event)),
        vec![
            (1, 1, Value::Null),
            (2, 2, stage()),
            (3, 3, stage()),
            (4, 4, stage())
        ]
    );
}

// ---------------------------------------------------------------------------------------
// Match formats and closing a round
// ---------------------------------------------------------------------------------------

/// The table `number` of round `round`, as the event has it now.
fn table_now(client: &Client, event: i64, round: u64, number: usize) -> Value {
    tables(&get_round(client, event, round))[number - 1].clone()
}

#[test]
fn a_best_of_three_match_starts_each_next_game_at_its_table_until_decided() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Matches", 8);
    let event = create_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "match": { "best_of": 3 } }),
    );
    enter_pairs(&admin, event, &club, 4);
    let seated = seat(&admin, event);
    assert_eq!(tables(&seated).len(), 2);

    // Table 1: North–South wins twice running.
    let first = game_ids(&tables(&seated)[0])[0];
    play_game(&admin, first, "NS");
    let table = table_now(&admin, event, 1, 1);
    let games = game_ids(&table);
    assert_eq!(games.len(), 2, "a second game appears: {table}");
    assert_eq!(table["games"][1]["status"], "in_progress");
    assert!(table["games"][1]["table_code"].as_str().is_some());
    assert_eq!(table["result"]["decided"], false);
    assert_eq!(table["result"]["games_won"], json!({ "NS": 1, "EW": 0 }));
    let second = admin.get(&game_path(games[1])).body;
    assert_eq!(
        second["seats"],
        admin.get(&game_path(first)).body["seats"],
        "same seats"
    );
    assert_eq!(second["event"]["match_game"], 2);
    // The code printed for the match enters the second game's hands.
    let code = tables(&seated)[0]["games"][0]["table_code"]
        .as_str()
        .unwrap()
        .to_owned();
    let device = server.client().as_table(&code);
    assert_eq!(device.get("/api/v1/table").body["id"], games[1]);
    play_game(&device, games[1], "NS");
    let table = table_now(&admin, event, 1, 1);
    assert_eq!(game_ids(&table).len(), 2, "no third game: {table}");
    assert_eq!(table["result"]["decided"], true);
    assert_eq!(table["result"]["winner"], "NS");
    assert_eq!(table["result"]["games_won"], json!({ "NS": 2, "EW": 0 }));
    assert_eq!(get_round(&admin, event, 1)["status"], "open");
    device
        .post(
            &format!("{}/hands", game_path(games[1])),
            &bid_hand("E", "E", 3, 9),
        )
        .problem(403);

    // Table 2: one game each, then the decider.
    play_game(&admin, game_ids(&tables(&seated)[1])[0], "NS");
    play_game(&admin, game_ids(&table_now(&admin, event, 1, 2))[1], "EW");
    let table = table_now(&admin, event, 1, 2);
    assert_eq!(game_ids(&table).len(), 3, "a decider: {table}");
    assert_eq!(table["result"]["decided"], false);
    play_game(&admin, game_ids(&table)[2], "EW");
    let table = table_now(&admin, event, 1, 2);
    assert_eq!(table["result"]["winner"], "EW");
    assert_eq!(table["result"]["games_won"], json!({ "NS": 1, "EW": 2 }));
    assert_eq!(get_round(&admin, event, 1)["status"], "closed");
    let (ns, ew) = partnerships(&table);
    let rows = standings(&admin, event);
    let row_of = |entrant: u64| rows.iter().find(|row| row["entrant"] == entrant).unwrap();
    assert_eq!(
        (&row_of(ew)["played"], &row_of(ew)["games_won"]),
        (&json!(3), &json!(2))
    );
    assert_eq!(
        (&row_of(ns)["played"], &row_of(ns)["games_won"]),
        (&json!(3), &json!(1))
    );
}

#[test]
fn a_correction_that_undoes_a_best_of_decision_starts_the_deciding_game() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Matches", 4);
    let event = create_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "match": { "best_of": 3 } }),
    );
    enter_pairs(&admin, event, &club, 2);
    let seated = seat(&admin, event);
    let first = game_ids(&tables(&seated)[0])[0];
    play_game(&admin, first, "NS");
    let second = game_ids(&table_now(&admin, event, 1, 1))[1];
    play_game(&admin, second, "NS");
    assert_eq!(table_now(&admin, event, 1, 1)["result"]["decided"], true);
    assert_eq!(get_event(&admin, event)["status"], "finished");

    // Game 1 was in fact set: East–West won it, so the match stands at one game each.
    let fixed = admin.put(
        &format!("{}/hands/1", game_path(first)),
        &json!({ "hand": bid_hand("N", "N", 7, 12), "reason": "N took 12 books" }),
    );
    assert_eq!(fixed.status, 200, "{}", fixed.body);
    assert_eq!(fixed.body["sheet"]["winner"], "EW");
    let table = table_now(&admin, event, 1, 1);
    assert_eq!(table["result"]["games_won"], json!({ "NS": 1, "EW": 1 }));
    assert_eq!(table["result"]["decided"], false);
    assert_eq!(get_event(&admin, event)["status"], "running");
    assert_eq!(
        game_ids(&table).len(),
        3,
        "1–1 in a best of 3 needs a deciding game, or the round can never end: {table}"
    );
}

/// A best of 3 at 1–1, its deciding game seated: (event, game 1, game 2, the decider).
fn best_of_three_at_one_all(admin: &Client, club: &Club) -> (i64, i64, i64, i64) {
    let event = create_event(
        admin,
        club.id,
        "round_robin",
        &json!({ "match": { "best_of": 3 } }),
    );
    enter_pairs(admin, event, club, 2);
    let seated = seat(admin, event);
    let first = game_ids(&tables(&seated)[0])[0];
    play_game(admin, first, "NS");
    let second = game_ids(&table_now(admin, event, 1, 1))[1];
    play_game(admin, second, "EW");
    let games = game_ids(&table_now(admin, event, 1, 1));
    assert_eq!(games.len(), 3, "1–1: a deciding game");
    (event, first, second, games[2])
}

#[test]
fn a_correction_that_decides_a_best_of_removes_the_unplayed_decider_only() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Deciders", 4);
    let (event, _, second, decider) = best_of_three_at_one_all(&admin, &club);
    // Game 2 was in fact won by North–South: 2–0, and the decider nobody began goes.
    let fixed = admin.put(
        &format!("{}/hands/1", game_path(second)),
        &json!({ "hand": bid_hand("E", "N", 7, 13), "reason": "the sides were swapped" }),
    );
    assert_eq!(fixed.status, 200, "{}", fixed.body);
    let table = table_now(&admin, event, 1, 1);
    assert_eq!(table["result"]["decided"], true);
    assert_eq!(game_ids(&table).len(), 2);
    assert_eq!(admin.get(&game_path(decider)).status, 404);
    assert_eq!(get_event(&admin, event)["status"], "finished");

    // The same correction once the decider has a hand is refused, and changes nothing.
    let (event, _, second, decider) = best_of_three_at_one_all(&admin, &club);
    let dealer = next_dealer(&admin, decider);
    let started = admin.post(
        &format!("{}/hands", game_path(decider)),
        &bid_hand(&dealer, "N", 4, 10),
    );
    assert_eq!(started.status, 201, "{}", started.body);
    let refused = admin.put(
        &format!("{}/hands/1", game_path(second)),
        &json!({ "hand": bid_hand("E", "N", 7, 13), "reason": "the sides were swapped" }),
    );
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body["detail"]
            .as_str()
            .unwrap()
            .contains("has hands entered"),
        "{}",
        refused.body
    );
    assert_eq!(admin.get(&game_path(second)).body["sheet"]["winner"], "EW");
    assert_eq!(game_ids(&table_now(&admin, event, 1, 1)).len(), 3);
}

#[test]
fn an_undo_may_not_reopen_a_game_while_the_next_game_of_its_match_is_played() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Undo", 4);
    let (_, first, _, _) = best_of_three_at_one_all(&admin, &club);
    let refused = admin.post(
        &format!("{}/undo", game_path(first)),
        &json!({ "reason": "wrong game" }),
    );
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert_eq!(admin.get(&game_path(first)).body["status"], "finished");
}

#[test]
fn a_match_of_four_hands_ends_after_the_fourth() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Hands", 4);
    let event = create_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "match": { "hands": 4 }, "rules": { "target": 99 } }),
    );
    enter_pairs(&admin, event, &club, 2);
    let seated = seat(&admin, event);
    let table = &tables(&seated)[0];
    let game = game_ids(table)[0];
    let code = table["games"][0]["table_code"].as_str().unwrap().to_owned();
    let device = server.client().as_table(&code);
    let hands = format!("{}/hands", game_path(game));
    for (dealer, bidder, level, books, status) in [
        ("N", "N", 3, 9, "in_progress"),
        ("E", "E", 3, 9, "in_progress"),
        ("S", "S", 4, 10, "in_progress"),
        ("W", "W", 3, 8, "finished"),
    ] {
        let reply = device.post(&hands, &bid_hand(dealer, bidder, level, books));
        assert_eq!(reply.status, 201, "{}", reply.body);
        assert_eq!(reply.body["status"], status, "{}", reply.body);
    }
    let view = admin.get(&game_path(game)).body;
    assert_eq!(view["hand_limit"], 4);
    assert_eq!(view["sheet"]["totals"], json!({ "NS": 7, "EW": 0 }));
    // The game's own sheet says it is over and who won, as the event's table does.
    assert_eq!(view["sheet"]["finished"], true, "{view}");
    assert_eq!(view["sheet"]["winner"], "NS");
    assert_eq!(view["sheet"]["reason"], "hand_limit");
    let page = server.client().get(&format!("/games/{game}")).body;
    let page = page.as_str().unwrap();
    assert!(page.contains("won: ahead when the event"), "{page}");
    let fifth = admin.post(&hands, &bid_hand("N", "N", 3, 9));
    assert!(fifth.problem(422).contains("4 hands"), "{}", fifth.body);
    assert_eq!(fifth.body["field"], "hands");
    device.post(&hands, &bid_hand("N", "N", 3, 9)).problem(403);
    let table = table_now(&admin, event, 1, 1);
    assert_eq!(table["result"]["decided"], true);
    assert_eq!(table["result"]["winner"], "NS");
    assert_eq!(table["games"][0]["winner"], "NS");
    assert_eq!(game_ids(&table).len(), 1);
    assert_eq!(get_event(&admin, event)["status"], "finished");
}

#[test]
fn closing_a_round_early_decides_its_games_by_the_leading_score() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Late", 8);
    let event = create_event(&admin, club.id, "round_robin", &json!({}));
    enter_pairs(&admin, event, &club, 4);
    let seated = seat(&admin, event);
    let (ahead, level) = (&tables(&seated)[0], &tables(&seated)[1]);
    let game = game_ids(ahead)[0];
    let code = ahead["games"][0]["table_code"].as_str().unwrap().to_owned();
    let device = server.client().as_table(&code);
    let hands = format!("{}/hands", game_path(game));
    assert_eq!(device.post(&hands, &bid_hand("N", "E", 3, 9)).status, 201);
    let public = server.client().get(&format!("/api/v1/events/{event}")).body;
    assert!(
        public["rounds"][0]["tables"][0]["games"][0]
            .get("table_code")
            .is_none(),
        "table codes are for directors only"
    );

    let closed = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/close"),
        &json!({}),
    );
    assert_eq!(closed.status, 200, "{}", closed.body);
    assert_eq!(closed.body["status"], "closed");
    assert_eq!(closed.body["closed_by_director"], true);
    let (ahead_now, level_now) = (&closed.body["tables"][0], &closed.body["tables"][1]);
    for table in [ahead_now, level_now] {
        assert_eq!(table["games"][0]["decision"], "leading_score", "{table}");
        assert_eq!(table["games"][0]["status"], "finished");
        assert_eq!(table["result"]["decided"], true);
    }
    assert_eq!(ahead_now["result"]["winner"], "EW");
    assert_eq!(ahead_now["games"][0]["winner"], "EW");
    assert_eq!(level_now["result"]["winner"], Value::Null, "0–0 is a draw");
    let view = admin.get(&game_path(game)).body;
    assert_eq!(view["decision"], "leading_score");
    assert_eq!(view["status"], "finished");
    assert_eq!(view["sheet"]["finished"], true, "{view}");
    assert_eq!(view["sheet"]["winner"], "EW");
    assert_eq!(view["sheet"]["reason"], "leading_score");
    let level_view = admin.get(&game_path(game_ids(level)[0])).body;
    assert_eq!(level_view["sheet"]["finished"], true, "{level_view}");
    assert_eq!(level_view["sheet"]["winner"], Value::Null, "level: a draw");
    assert_eq!(level_view["sheet"]["reason"], "leading_score");
    // The table that entered no hand says nothing of its players: none of them is rated,
    // while the four who played one hand are.
    let rated: Vec<i64> = club_ratings(&admin, club.id)
        .iter()
        .map(|rating| rating["player"]["id"].as_i64().unwrap())
        .collect();
    let mut played = seat_ids(&view);
    played.sort_unstable();
    let mut rated_sorted = rated.clone();
    rated_sorted.sort_unstable();
    assert_eq!(rated_sorted, played, "only the table that played is rated");
    for player in seat_ids(&level_view) {
        assert!(rating_steps(&admin, player).is_empty(), "player {player}");
    }

    let refused = device.post(&hands, &bid_hand("E", "S", 3, 9));
    refused.problem(403);
    let director = admin.post(&hands, &bid_hand("E", "S", 3, 9));
    director.problem(422);
    assert_eq!(director.body["field"], "hands");
    let level_game = game_ids(level)[0];
    admin
        .post(
            &format!("{}/hands", game_path(level_game)),
            &bid_hand("N", "N", 3, 9),
        )
        .problem(422);
    admin
        .post(
            &format!("/api/v1/events/{event}/rounds/1/close"),
            &json!({}),
        )
        .problem(409);
    let rows = standings(&admin, event);
    let row_of = |entrant: u64| rows.iter().find(|row| row["entrant"] == entrant).unwrap();
    let (_, ahead_ew) = partnerships(ahead);
    assert_eq!(row_of(ahead_ew)["games_won"], 1);
    assert_eq!(row_of(ahead_ew)["points_for"], 3);
    assert_eq!(
        seat(&admin, event)["number"],
        2,
        "the next round can be seated"
    );
}

// ---------------------------------------------------------------------------------------
// Whist drive
// ---------------------------------------------------------------------------------------

pub(super) fn whist_hand(dealer: &str, north_south: u8) -> Value {
    json!({ "dealer": dealer, "trump": "hearts",
            "tricks": { "NS": north_south, "EW": 13 - north_south } })
}

/// Plays the two hands of a drive table: North–South take `tricks[0]` and `tricks[1]`.
pub(super) fn play_drive_table(client: &Client, table: &Value, tricks: [u8; 2]) {
    let game = game_ids(table)[0];
    for north_south in tricks {
        let dealer = next_dealer(client, game);
        let reply = client.post(
            &format!("{}/hands", game_path(game)),
            &whist_hand(&dealer, north_south),
        );
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    let view = client.get(&game_path(game)).body;
    assert_eq!(view["status"], "finished", "two hands a round: {view}");
}

/// The seats of a table as player ids N, E, S, W.
pub(super) fn seat_ids(table: &Value) -> [i64; 4] {
    ["N", "E", "S", "W"].map(|seat| table["seats"][seat]["id"].as_i64().unwrap())
}

/// A whist drive of eight players, two hands a round, with round 1 played: table 1's
/// North–South win 15 tricks to 11, table 2's East–West 15 to 11.
fn drive_after_round_one(admin: &Client, club: &Club) -> i64 {
    let event = create_event(
        admin,
        club.id,
        "whist_drive",
        &json!({ "match": { "hands": 2 } }),
    );
    assert_eq!(get_event(admin, event)["game"], "whist");
    for (index, player) in club.players.iter().enumerate() {
        assert_eq!(enter(admin, event, &[*player]), number(index + 1));
    }
    let p = |entrant: usize| club.players[entrant - 1];
    let first = seat(admin, event);
    let (one, two) = (&tables(&first)[0], &tables(&first)[1]);
    assert_eq!(seat_ids(one), [p(1), p(2), p(3), p(4)]);
    assert_eq!(seat_ids(two), [p(5), p(6), p(7), p(8)]);
    assert_eq!((&one["NS"], &one["EW"]), (&json!([1, 3]), &json!([2, 4])));
    play_drive_table(admin, one, [8, 7]);
    play_drive_table(admin, two, [5, 6]);
    assert_eq!(get_round(admin, event, 1)["status"], "closed");
    event
}

#[test]
fn a_whist_drive_moves_winners_and_losers_and_ranks_by_tricks() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Drive", 8);
    let event = drive_after_round_one(&admin, &club);
    let p = |entrant: usize| club.players[entrant - 1];

    let second = seat(&admin, event);
    let (one, two) = (&tables(&second)[0], &tables(&second)[1]);
    // Winners stay and split (the first keeps North, the second takes East); the losers
    // from North–South or East of a table go up one table to South, the others down to West.
    assert_eq!(seat_ids(one), [p(1), p(3), p(5), p(7)], "{second}");
    assert_eq!(seat_ids(two), [p(6), p(8), p(2), p(4)], "{second}");
    assert_eq!((&one["NS"], &one["EW"]), (&json!([1, 5]), &json!([3, 7])));
    assert_eq!((&two["NS"], &two["EW"]), (&json!([6, 2]), &json!([8, 4])));
    play_drive_table(&admin, one, [6, 6]);
    play_drive_table(&admin, two, [8, 8]);

    let finished = admin.post(&format!("/api/v1/events/{event}/finish"), &json!({}));
    assert_eq!(finished.status, 200, "{}", finished.body);
    assert_eq!(finished.body["status"], "finished");
    let rows = standings(&admin, event);
    let tricks: Vec<(u64, i64)> = rows
        .iter()
        .map(|row| {
            (
                row["entrant"].as_u64().unwrap(),
                row["points_for"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        tricks,
        vec![
            (6, 31),
            (3, 29),
            (1, 27),
            (2, 27),
            (7, 25),
            (8, 25),
            (5, 23),
            (4, 21)
        ]
    );
    let points_for = json!("points_for");
    let ranks: Vec<(u64, Value)> = ranking(&rows)
        .into_iter()
        .map(|(_, rank, separated)| (rank, separated))
        .collect();
    assert_eq!(
        ranks,
        vec![
            (1, Value::Null),
            (2, points_for.clone()),
            (3, points_for.clone()),
            (3, Value::Null),
            (5, points_for.clone()),
            (5, Value::Null),
            (7, points_for.clone()),
            (8, points_for),
        ]
    );
    assert!(no_more_rounds(&admin, event).contains("finished"));
}

#[test]
fn a_whist_drive_refuses_a_correction_that_changes_who_moved() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Drive", 8);
    let event = drive_after_round_one(&admin, &club);
    let game = game_ids(&tables(&get_round(&admin, event, 1))[0])[0];
    seat(&admin, event);
    let hand_one = format!("{}/hands/1", game_path(game));
    // 4 tricks instead of 8: East–West would have won table 1, and moved otherwise.
    let flipped = admin.put(
        &hand_one,
        &json!({ "hand": whist_hand("N", 4), "reason": "miscounted" }),
    );
    assert!(flipped.problem(409).contains("later rounds were seated"));
    assert_eq!(
        admin.get(&game_path(game)).body["hands"][0]["tricks"]["NS"],
        8,
        "the refused correction changed nothing"
    );
    let kept = admin.put(
        &hand_one,
        &json!({ "hand": whist_hand("N", 9), "reason": "one more trick" }),
    );
    assert_eq!(kept.status, 200, "{}", kept.body);
    let rows = standings(&admin, event);
    let player_one = rows.iter().find(|row| row["entrant"] == 1).unwrap();
    assert_eq!(player_one["points_for"], 16, "9 + 7 tricks");
}

/// A knock-out of four with round 1 played (1 and 2 win from North–South with a Boston) and
/// the final seated; the game of bracket match 1.
fn knockout_with_final_seated(admin: &Client, club: &Club) -> (i64, i64) {
    let event = create_event(admin, club.id, "knockout", &json!({}));
    enter_pairs(admin, event, club, 4);
    let first = seat(admin, event);
    assert_matches(&first, &[(1, 1, 4), (2, 2, 3)]);
    play_round(admin, event, 1, |table| partnerships(table).0);
    assert_matches(&seat(admin, event), &[(3, 1, 2)]);
    (event, game_ids(&tables(&first)[0])[0])
}

#[test]
fn a_knockout_refuses_a_correction_that_changes_who_went_through() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Cup", 8);
    let (event, game) = knockout_with_final_seated(&admin, &club);
    let hand_one = format!("{}/hands/1", game_path(game));
    let set = admin.put(
        &hand_one,
        &json!({ "hand": bid_hand("N", "N", 7, 12), "reason": "12 books" }),
    );
    assert!(set.problem(409).contains("later rounds were seated"));
    let view = admin.get(&game_path(game)).body;
    assert_eq!(view["sheet"]["winner"], "NS", "rolled back: {view}");
    assert_eq!(view["hands"][0]["books"], 13);
    let undo = admin.post(
        &format!("{}/undo", game_path(game)),
        &json!({ "reason": "wrong table" }),
    );
    undo.problem(409);
    let notrump = json!({ "dealer": "N", "contract": { "bidder": "N", "level": 7, "mode": "notrump" }, "books": 13 });
    let kept = admin.put(
        &hand_one,
        &json!({ "hand": notrump, "reason": "it was notrump" }),
    );
    assert_eq!(kept.status, 200, "{}", kept.body);
    assert_eq!(kept.body["sheet"]["totals"], json!({ "NS": 14, "EW": 0 }));
    let rows = standings(&admin, event);
    let seed_one = rows.iter().find(|row| row["entrant"] == 1).unwrap();
    assert_eq!(seed_one["points_for"], 14);
}

#[test]
fn a_knockout_refuses_a_correction_that_changes_who_went_through_a_level_match() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Cup", 8);
    let event = create_event(&admin, club.id, "knockout", &json!({}));
    enter_pairs(&admin, event, &club, 4);
    let first = seat(&admin, event);
    let game = game_ids(&tables(&first)[0])[0];
    // Table 1 (1 v 4) is level at 3–3 when the director closes the round: seed 1 goes through.
    for entered in [bid_hand("N", "N", 3, 9), bid_hand("E", "E", 3, 9)] {
        let reply = admin.post(&format!("{}/hands", game_path(game)), &entered);
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    play_game(&admin, game_ids(&tables(&first)[1])[0], "NS");
    let closed = admin.post(
        &format!("/api/v1/events/{event}/rounds/1/close"),
        &json!({}),
    );
    assert_eq!(closed.status, 200, "{}", closed.body);
    assert_eq!(closed.body["tables"][0]["result"]["winner"], Value::Null);
    assert_matches(&seat(&admin, event), &[(3, 1, 2)]);

    // East–West had in fact taken 10 books: 4 would have gone through, not 1.
    let corrected = admin.put(
        &format!("{}/hands/2", game_path(game)),
        &json!({ "hand": bid_hand("E", "E", 3, 10), "reason": "10 books" }),
    );
    let final_ranking = ranking(&standings(&admin, event));
    assert_eq!(
        corrected.status, 409,
        "the final is seated with seed 1; accepted, the bracket now has 4 through and 1 out \
         while 1 plays the final (standings {final_ranking:?}): {}",
        corrected.body
    );
}

// ---------------------------------------------------------------------------------------
// Season standings and ratings
// ---------------------------------------------------------------------------------------

/// A one-round round robin between two partnerships in which `winner` (1 or 2) wins.
/// A new season "2026" of the club.
fn season_2026(admin: &Client, club: i64) -> i64 {
    let season = admin.post(
        &format!("/api/v1/clubs/{club}/seasons"),
        &json!({ "name": "2026" }),
    );
    assert_eq!(season.status, 201, "{}", season.body);
    season.body["id"].as_i64().unwrap()
}

fn two_pair_event(
    admin: &Client,
    club: i64,
    season: Option<i64>,
    pairs: [[i64; 2]; 2],
    winner: u64,
) -> i64 {
    let event = create_event(admin, club, "round_robin", &json!({ "season_id": season }));
    for pair in pairs {
        enter(admin, event, &pair);
    }
    seat(admin, event);
    play_round(admin, event, 1, |_| winner);
    assert_eq!(get_event(admin, event)["status"], "finished");
    event
}

/// A season of two nights: players 1 and 2 beat 3 and 4, then lose to 5 and 6.
fn two_night_season(admin: &Client, club: &Club) -> i64 {
    let season = season_2026(admin, club.id);
    let p = &club.players;
    two_pair_event(
        admin,
        club.id,
        Some(season),
        [[p[0], p[1]], [p[2], p[3]]],
        1,
    );
    two_pair_event(
        admin,
        club.id,
        Some(season),
        [[p[0], p[1]], [p[4], p[5]]],
        2,
    );
    season
}

#[test]
fn season_standings_rank_only_players_with_enough_events() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Season", 6);
    let season = two_night_season(&admin, &club);
    let p = &club.players;
    // Outside the season: does not count.
    two_pair_event(&admin, club.id, None, [[p[2], p[3]], [p[4], p[5]]], 1);
    let listed = admin.get(&format!("/api/v1/events?season={season}")).body;
    assert_eq!(listed.as_array().unwrap().len(), 2, "{listed}");

    let reply = admin.get(&format!("/api/v1/seasons/{season}/standings?min_events=2"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["min_events"], 2);
    let rows = reply.body["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 6, "{}", reply.body);
    let row_of = |player: i64| {
        rows.iter()
            .find(|row| row["player"]["id"] == player)
            .unwrap()
    };
    for player in [p[0], p[1]] {
        let row = row_of(player);
        assert_eq!((&row["rank"], &row["qualified"]), (&json!(1), &json!(true)));
        assert_eq!(
            (&row["events"], &row["played"], &row["games_won"]),
            (&json!(2), &json!(2), &json!(1))
        );
    }
    for player in &p[2..] {
        let row = row_of(*player);
        assert_eq!(
            (&row["rank"], &row["qualified"]),
            (&Value::Null, &json!(false)),
            "{row}"
        );
        assert_eq!(
            (&row["events"], &row["played"]),
            (&json!(1), &json!(1)),
            "{row}"
        );
    }
    assert_eq!(
        row_of(p[4])["games_won"],
        1,
        "the event outside the season is not counted"
    );
    assert_eq!(row_of(p[2])["games_won"], 0);
    let qualified: Vec<bool> = rows.iter().map(|row| row["qualified"] == true).collect();
    assert_eq!(qualified, [true, true, false, false, false, false]);

    // With one event enough, all six are ranked: 5 and 6 won by a Boston, 1 and 2 won one
    // and lost one.
    let everyone = admin
        .get(&format!("/api/v1/seasons/{season}/standings"))
        .body;
    let ranks: Vec<(i64, u64)> = everyone["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["player"]["id"].as_i64().unwrap(),
                row["rank"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        ranks,
        vec![
            (p[4], 1),
            (p[5], 1),
            (p[0], 3),
            (p[1], 3),
            (p[2], 5),
            (p[3], 5)
        ]
    );
}

/// The results a server keeps between reads: a season's standings, its club's ratings and
/// an event's standings.
struct Kept {
    season: i64,
    club: i64,
    event: i64,
}

impl Kept {
    /// As the server serves them.
    fn served(&self, client: &Client) -> [Value; 3] {
        [
            format!("/api/v1/seasons/{}/standings", self.season),
            format!("/api/v1/clubs/{}/ratings", self.club),
            format!("/api/v1/events/{}/standings", self.event),
        ]
        .map(|path| {
            let reply = client.get(&path);
            assert_eq!(reply.status, 200, "{path}: {}", reply.body);
            reply.body
        })
    }

    /// As a reader that has kept nothing works them out from the database.
    fn afresh(&self, server: &TestServer) -> [Value; 3] {
        let mut connection = server.pool.get().unwrap();
        let nothing = ReadCache::default();
        let reader = uptown_server::auth::Actor::Anonymous;
        let standings = services::events::standings::season_standings(
            &mut connection,
            &nothing,
            &reader,
            self.season,
            1,
        );
        let ratings =
            services::ratings::club_ratings(&mut connection, &nothing, &reader, self.club);
        let event =
            services::events::standings::event_standings(&mut connection, &nothing, self.event);
        // Through text, as the served ones came: reading a float back can differ in its
        // last bit.
        [
            json!(standings.unwrap()),
            json!(ratings.unwrap()),
            json!(event.unwrap()),
        ]
        .map(|value| serde_json::from_str(&value.to_string()).unwrap())
    }
}

#[test]
fn kept_standings_and_ratings_follow_every_change_as_if_worked_out_afresh() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Kept", 6);
    let p = &club.players;
    let season = season_2026(&admin, club.id);
    let first = two_pair_event(
        &admin,
        club.id,
        Some(season),
        [[p[0], p[1]], [p[2], p[3]]],
        1,
    );
    let kept = Kept {
        season,
        club: club.id,
        event: first,
    };
    let mut last_read = kept.served(&admin);
    assert_eq!(last_read, kept.afresh(&server), "first read");
    let mut follow = |what: &str, changes_results: bool| {
        let now = kept.served(&admin);
        assert_eq!(now != last_read, changes_results, "{what}");
        assert_eq!(now, kept.afresh(&server), "after {what}");
        last_read = now;
    };

    two_pair_event(
        &admin,
        club.id,
        Some(season),
        [[p[0], p[4]], [p[1], p[5]]],
        2,
    );
    follow("a second night", true);

    // The first night's winners won with a Boston; in fact the bid was set.
    let table = tables(&get_event(&admin, first)["rounds"][0]).clone()[0].clone();
    let side = side_of(&table, 1);
    let corrected = admin.put(
        &format!("{}/hands/1", game_path(game_ids(&table)[0])),
        &json!({ "hand": bid_hand("N", bidder(side), 7, 12), "reason": "12 books, not 13" }),
    );
    assert_eq!(corrected.status, 200, "{}", corrected.body);
    follow("a correction to the first game", true);

    let renamed = admin.patch(
        &format!("/api/v1/players/{}", p[2]),
        &json!({ "name": "Renamed" }),
    );
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    follow("a rename", true);

    let third = create_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "season_id": season }),
    );
    enter(&admin, third, &[p[3], p[5]]);
    follow("an entrant", true);

    // A write by another process (another server, an import) than the one reading.
    let mut connection = server.pool.get().unwrap();
    diesel::sql_query(format!(
        "UPDATE players SET name = 'Renamed elsewhere' WHERE id = {}",
        p[4]
    ))
    .execute(&mut *connection)
    .unwrap();
    follow("another process's write", true);

    // A write to a finished game that leaves its result as it was (its summary is stale
    // until scored again from the hands).
    diesel::sql_query(format!(
        "UPDATE games SET version = version + 1 WHERE id = {}",
        game_ids(&table)[0]
    ))
    .execute(&mut *connection)
    .unwrap();
    follow("a write that changes no result", false);
}

/// Each player's rating steps as (game, result).
fn rating_steps(client: &Client, player: i64) -> Vec<(i64, String)> {
    let reply = client.get(&format!("/api/v1/players/{player}/ratings"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| {
            (
                step["game_id"].as_i64().unwrap(),
                step["result"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// What each player's history should say: for every finished game of the event, in order,
/// its four players with `won` or `lost` from the game's sheet.
fn expected_steps(client: &Client, event: i64) -> BTreeMap<i64, Vec<(i64, String)>> {
    let mut expected: BTreeMap<i64, Vec<(i64, String)>> = BTreeMap::new();
    let mut games: Vec<i64> = get_event(client, event)["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|round| tables(round).iter().flat_map(game_ids).collect::<Vec<_>>())
        .collect();
    games.sort_unstable();
    for game in games {
        let view = client.get(&game_path(game)).body;
        let winner = view["sheet"]["winner"].as_str().unwrap().to_owned();
        for (seat, side) in [("N", "NS"), ("E", "EW"), ("S", "NS"), ("W", "EW")] {
            let result = if side == winner { "won" } else { "lost" };
            expected
                .entry(view["seats"][seat]["id"].as_i64().unwrap())
                .or_default()
                .push((game, result.to_owned()));
        }
    }
    expected
}

fn club_ratings(client: &Client, club: i64) -> Vec<Value> {
    let reply = client.get(&format!("/api/v1/clubs/{club}/ratings"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body.as_array().unwrap().clone()
}

#[test]
fn ratings_follow_every_finished_game_and_its_corrections() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Rated", 7);
    let event = create_event(&admin, club.id, "round_robin", &json!({}));
    enter_pairs(&admin, event, &club, 3);
    for round in 1..=3 {
        seat(&admin, event);
        play_round(&admin, event, round, |table| {
            let (ns, ew) = partnerships(table);
            ns.min(ew)
        });
    }
    let expected = expected_steps(&admin, event);
    assert_eq!(expected.len(), 6);
    for (player, steps) in &expected {
        assert_eq!(steps.len(), 2);
        assert_eq!(&rating_steps(&admin, *player), steps, "player {player}");
    }
    let ratings = club_ratings(&admin, club.id);
    let rated: Vec<i64> = ratings
        .iter()
        .map(|rating| rating["player"]["id"].as_i64().unwrap())
        .collect();
    assert_eq!(rated.len(), 6, "player 7 never played: {ratings:?}");
    assert!(!rated.contains(&club.players[6]));
    let conservative: Vec<f64> = ratings
        .iter()
        .map(|rating| rating["conservative"].as_f64().unwrap())
        .collect();
    assert!(
        conservative.windows(2).all(|pair| pair[0] >= pair[1]),
        "{conservative:?}"
    );
    for rating in &ratings {
        let spread =
            rating["rating"].as_f64().unwrap() - 3.0 * rating["uncertainty"].as_f64().unwrap();
        assert!((spread - rating["conservative"].as_f64().unwrap()).abs() < 1e-9);
        assert_eq!(rating["games"], 2);
    }
    let best: BTreeSet<i64> = rated[..2].iter().copied().collect();
    assert_eq!(
        best,
        BTreeSet::from([club.players[0], club.players[1]]),
        "1 won both"
    );
    let worst: BTreeSet<i64> = rated[4..].iter().copied().collect();
    assert_eq!(
        worst,
        BTreeSet::from([club.players[4], club.players[5]]),
        "3 lost both"
    );

    // Entrant 1 beat entrant 2 with a Boston; in fact the bid was set.
    let meeting = get_event(&admin, event)["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|round| tables(round).clone())
        .find(|table| unordered(partnerships(table).0, partnerships(table).1) == (1, 2))
        .unwrap();
    let game = game_ids(&meeting)[0];
    let side = side_of(&meeting, 1);
    let fixed = admin.put(
        &format!("{}/hands/1", game_path(game)),
        &json!({ "hand": bid_hand("N", bidder(side), 7, 12), "reason": "12 books, not 13" }),
    );
    assert_eq!(fixed.status, 200, "{}", fixed.body);
    assert_ne!(fixed.body["sheet"]["winner"], side);
    let corrected = expected_steps(&admin, event);
    assert_ne!(corrected, expected);
    for (player, steps) in &corrected {
        assert_eq!(
            &rating_steps(&admin, *player),
            steps,
            "player {player} after the correction"
        );
    }
    let before = ratings
        .iter()
        .find(|rating| rating["player"]["id"] == club.players[0])
        .unwrap();
    let after = club_ratings(&admin, club.id);
    let after = after
        .iter()
        .find(|rating| rating["player"]["id"] == club.players[0])
        .unwrap();
    assert!(
        after["rating"].as_f64().unwrap() < before["rating"].as_f64().unwrap() - 0.1,
        "player 1 lost a game: {before} then {after}"
    );
    let won: BTreeMap<u64, u64> = standings(&admin, event)
        .iter()
        .map(|row| {
            (
                row["entrant"].as_u64().unwrap(),
                row["games_won"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(won, BTreeMap::from([(1, 1), (2, 2), (3, 0)]));
}

// ---------------------------------------------------------------------------------------
// Validation and permissions
// ---------------------------------------------------------------------------------------

#[test]
fn invalid_events_and_entrants_are_refused_naming_the_field() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Checks", 6);
    let p = &club.players;
    let event = create_event(&admin, club.id, "swiss", &json!({}));
    let entrants = format!("/api/v1/events/{event}/entrants");
    assert_eq!(enter(&admin, event, &[p[0], p[1]]), 1);
    let cases: Vec<(Reply, &str)> = vec![
        (post_event(&admin, club.id, "howell", &json!({})), "format"),
        (
            post_event(
                &admin,
                club.id,
                "swiss",
                &json!({ "match": { "best_of": 2 } }),
            ),
            "match.best_of",
        ),
        (
            post_event(&admin, club.id, "knockout", &json!({ "rounds": 2 })),
            "rounds",
        ),
        (
            admin.post(&entrants, &json!({ "players": [p[2]] })),
            "players",
        ),
        (
            admin.post(&entrants, &json!({ "players": [p[2], p[2]] })),
            "players[1]",
        ),
        (
            admin.post(&entrants, &json!({ "players": [p[2], p[1]] })),
            "players[1]",
        ),
        (
            admin.post(&entrants, &json!({ "players": [p[0], p[3]] })),
            "players[0]",
        ),
    ];
    for (reply, field) in cases {
        reply.problem(422);
        assert_eq!(reply.body["field"], field, "{}", reply.body);
    }
    let event_now = get_event(&admin, event);
    assert_eq!(
        event_now["entrants"].as_array().unwrap().len(),
        1,
        "nothing was added"
    );
    let listed = admin.get(&format!("/api/v1/events?club={}", club.id)).body;
    assert_eq!(
        listed.as_array().unwrap().len(),
        1,
        "no refused event was created"
    );

    admin.post(
        "/api/v1/accounts",
        &json!({ "username": "dana", "password": "dana-password" }),
    );
    let dana = server.login("dana", "dana-password");
    post_event(&dana, club.id, "swiss", &json!({})).problem(403);
    post_event(&server.client(), club.id, "swiss", &json!({})).problem(401);
    dana.post(&entrants, &json!({ "players": [p[2], p[3]] }))
        .problem(403);
    dana.post(&format!("/api/v1/events/{event}/rounds"), &json!({}))
        .problem(403);

    enter(&admin, event, &[p[2], p[3]]);
    seat(&admin, event);
    assert!(no_more_rounds(&admin, event).contains("still being played"));
}

#[test]
fn summaries_dropped_or_stale_are_scored_again_from_the_hands() {
    use diesel::prelude::*;
    use uptown_server::db;
    use uptown_server::db::repo::summaries::{self as summary_rows, SummaryRow};
    use uptown_server::db::schema::game_summaries::dsl::{game_summaries, score_ns, winner};
    use uptown_server::db::schema::games;

    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Summaries", 6);
    let season = two_night_season(&admin, &club);
    let read = || {
        (
            admin
                .get(&format!("/api/v1/seasons/{season}/standings"))
                .body,
            admin
                .get(&format!("/api/v1/clubs/{}/ratings", club.id))
                .body,
        )
    };
    let before = read();
    let mut connection = server.pool.get().unwrap();
    let summaries = |connection: &mut db::PooledConnection| -> i64 {
        game_summaries
            .count()
            .get_result(&mut **connection)
            .unwrap()
    };
    assert_eq!(summaries(&mut connection), 2, "made as the hands arrived");
    // Every write raises a game's version; here the versions rise with no summary made,
    // as if the summaries had been lost or left behind.
    let write_without_summaries = |connection: &mut db::PooledConnection| {
        db::write_transaction(connection, |connection| {
            diesel::update(games::table)
                .set(games::version.eq(games::version + 1))
                .execute(connection)
        })
        .unwrap();
    };

    diesel::delete(game_summaries)
        .execute(&mut *connection)
        .unwrap();
    write_without_summaries(&mut connection);
    assert_eq!(
        read(),
        before,
        "lost summaries are made again from the hands"
    );
    assert_eq!(summaries(&mut connection), 2);

    // A summary of an older version than its game's is not believed, whatever it says.
    diesel::update(game_summaries)
        .set((score_ns.eq(999), winner.eq(None::<String>)))
        .execute(&mut *connection)
        .unwrap();
    write_without_summaries(&mut connection);
    assert_eq!(read(), before);

    // A winner that goes (a correction levels a game) is cleared, not kept.
    let mut row: SummaryRow = game_summaries
        .select(SummaryRow::as_select())
        .first(&mut *connection)
        .unwrap();
    assert!(row.winner.is_some());
    row.winner = None;
    summary_rows::upsert(&mut connection, &row).unwrap();
    let stored: SummaryRow = game_summaries
        .find(row.game_id)
        .select(SummaryRow::as_select())
        .first(&mut *connection)
        .unwrap();
    assert_eq!(stored, row);
}

/// The round's clock, as the director runs it: started, paused (it stops counting),
/// resumed, extended, refused without its minutes, and only by a director. A round started
/// to close on time closes when its time is up, its unfinished table decided by the leading
/// score; one started without that stays open for the director.
#[test]
fn a_rounds_clock_runs_pauses_extends_and_closes_the_round_on_time() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Clocks", 8);
    let event = post_event(&admin, club.id, "round_robin", &json!({})).body["id"]
        .as_i64()
        .unwrap();
    enter_pairs(&admin, event, &club, 4);
    seat(&admin, event);
    let clock = format!("/api/v1/events/{event}/rounds/1/clock");
    let run = |body: Value| admin.post(&clock, &body);

    let started = run(json!({ "action": "start", "minutes": 20, "closes": true }));
    assert_eq!(started.status, 200, "{}", started.body);
    assert_eq!(started.body["clock"]["state"], "running");
    let left = started.body["clock"]["seconds_left"].as_i64().unwrap();
    assert!((1190..=1200).contains(&left), "{left}");
    // The tables, the wall and the players see the one clock.
    let shown = get_round(&admin, event, 1);
    let code = tables(&shown)[0]["games"][0]["table_code"]
        .as_str()
        .unwrap()
        .to_owned();
    let north = tables(&shown)[0]["seats"]["N"]["id"].clone();
    for path in [
        format!("/t/{code}?lang=en"),
        format!("/events/{event}/projector?lang=en"),
        format!("/events/{event}/players/{north}?lang=en"),
    ] {
        let page = crate::support::read(
            crate::support::agent()
                .get(format!("{}{path}", server.base))
                .call()
                .unwrap(),
        );
        assert!(page.html.contains("role=\"timer\""), "{path}");
        assert!(
            page.html.contains("Time left: 19:") || page.html.contains("Time left: 20:00"),
            "{path}"
        );
    }
    let paused = run(json!({ "action": "pause" }));
    assert_eq!(paused.body["clock"]["state"], "paused");
    let held = paused.body["clock"]["seconds_left"].clone();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let shown = get_round(&admin, event, 1);
    assert_eq!(
        shown["clock"]["seconds_left"], held,
        "a paused clock does not count"
    );
    let resumed = run(json!({ "action": "resume" }));
    assert_eq!(resumed.body["clock"]["state"], "running");
    let extended = run(json!({ "action": "extend", "minutes": 5 }));
    let more = extended.body["clock"]["seconds_left"].as_i64().unwrap();
    assert!(more > 1450, "{more}");
    let refused = run(json!({ "action": "extend" }));
    assert_eq!(refused.status, 422);
    assert_eq!(refused.body["field"], "minutes");
    let too_long = run(json!({ "action": "start", "minutes": 601 }));
    assert_eq!(too_long.status, 422, "{}", too_long.body);
    let anonymous = server.client().post(&clock, &json!({ "action": "stop" }));
    assert_eq!(anonymous.status, 401);

    // Table 1 has a hand: East–West lead. The time runs out.
    let game = tables(&get_round(&admin, event, 1))[0]["games"][0]["id"]
        .as_i64()
        .unwrap();
    let dealer = next_dealer(&admin, game);
    admin.post(
        &format!("{}/hands", game_path(game)),
        &bid_hand(&dealer, "E", 4, 10),
    );
    let mut connection = server.pool.get().unwrap();
    let past = uptown_server::db::repo::now() - chrono::TimeDelta::seconds(1);
    let ran_out = uptown_server::db::repo::events::ClockRow {
        ends_at: Some(past),
        left_seconds: None,
        closes: true,
    };
    uptown_server::db::repo::events::set_clock(&mut connection, event, 1, ran_out).unwrap();
    let shown = get_round(&admin, event, 1);
    assert_eq!(shown["clock"]["state"], "up");
    assert_eq!(shown["clock"]["seconds_left"], 0);
    let closed = services::events::close_rounds_out_of_time(&mut connection).unwrap();
    assert_eq!(closed, 1);
    let round = get_round(&admin, event, 1);
    assert_eq!(round["status"], "closed", "{round}");
    let decided = admin.get(&game_path(game)).body;
    assert_eq!(decided["decision"], "time", "{decided}");
    assert_eq!(round["tables"][0]["result"]["winner"], "EW", "{round}");
    assert_eq!(
        services::events::close_rounds_out_of_time(&mut connection).unwrap(),
        0
    );

    // Round 2's clock runs out without 'closes': the round waits for the director.
    seat(&admin, event);
    let kept = uptown_server::db::repo::events::ClockRow {
        closes: false,
        ..ran_out
    };
    uptown_server::db::repo::events::set_clock(&mut connection, event, 2, kept).unwrap();
    assert_eq!(
        services::events::close_rounds_out_of_time(&mut connection).unwrap(),
        0
    );
    assert_eq!(get_round(&admin, event, 2)["status"], "open");
}

/// `{"minutes": M}` (RULES.md 1.9): one game to the target, or until the round's clock runs
/// out. Each round's clock starts as it is seated, set to close it; a table that reaches the
/// target is won by it, and one still playing when the time is up is decided by the leading
/// score, the sheet and the event page saying so.
#[test]
fn a_match_against_the_clock_starts_each_rounds_clock_and_the_time_decides_the_rest() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Timed", 8);
    for minutes in [0, 601] {
        let refused = post_event(
            &admin,
            club.id,
            "round_robin",
            &json!({ "match": { "minutes": minutes } }),
        );
        assert_eq!(refused.status, 422, "{}", refused.body);
        assert_eq!(refused.body["field"], "match.minutes", "{}", refused.body);
    }
    let event = post_event(
        &admin,
        club.id,
        "round_robin",
        &json!({ "match": { "minutes": 50 }, "rules": { "target": 7 } }),
    );
    assert_eq!(event.status, 201, "{}", event.body);
    assert_eq!(event.body["match"], json!({ "minutes": 50 }));
    let event = event.body["id"].as_i64().unwrap();
    enter_pairs(&admin, event, &club, 4);
    let round = seat(&admin, event);
    assert_eq!(round["clock"]["state"], "running", "{round}");
    assert_eq!(round["clock"]["closes"], true);
    let left = round["clock"]["seconds_left"].as_i64().unwrap();
    assert!((2990..=3000).contains(&left), "{left}");
    // Table 1 plays to the target; table 2 has one hand, East–West ahead.
    let [first, second] =
        [0, 1].map(|table| tables(&round)[table]["games"][0]["id"].as_i64().unwrap());
    while admin.get(&game_path(first)).body["status"] != "finished" {
        let dealer = next_dealer(&admin, first);
        admin.post(
            &format!("{}/hands", game_path(first)),
            &bid_hand(&dealer, &dealer, 4, 10),
        );
    }
    let dealer = next_dealer(&admin, second);
    admin.post(
        &format!("{}/hands", game_path(second)),
        &bid_hand(&dealer, "E", 4, 10),
    );
    let mut connection = server.pool.get().unwrap();
    let ran_out = uptown_server::db::repo::events::ClockRow {
        ends_at: Some(uptown_server::db::repo::now() - chrono::TimeDelta::seconds(1)),
        left_seconds: None,
        closes: true,
    };
    uptown_server::db::repo::events::set_clock(&mut connection, event, 1, ran_out).unwrap();
    assert_eq!(
        services::events::close_rounds_out_of_time(&mut connection).unwrap(),
        1
    );
    let round = get_round(&admin, event, 1);
    assert_eq!(round["status"], "closed", "{round}");
    let played_out = admin.get(&game_path(first)).body;
    assert_eq!(
        played_out["decision"],
        Value::Null,
        "the target decided: {played_out}"
    );
    let timed_out = admin.get(&game_path(second)).body;
    assert_eq!(timed_out["decision"], "time", "{timed_out}");
    assert_eq!(round["tables"][1]["result"]["winner"], "EW", "{round}");
    let sheet = crate::support::read(
        crate::support::agent()
            .get(format!("{}/games/{second}?lang=en", server.base))
            .call()
            .unwrap(),
    );
    assert!(
        sheet
            .html
            .contains("won: ahead when the round&#39;s time ran out."),
        "the sheet says how the game was decided: {}",
        sheet.html
    );
    let page = crate::support::read(
        crate::support::agent()
            .get(format!("{}/events/{event}?lang=de", server.base))
            .call()
            .unwrap(),
    );
    assert!(
        page.html
            .contains("Zeit abgelaufen: nach Punktestand entschieden")
    );
    assert!(page.html.contains("50 Minuten je Runde"));
    // The next round's clock starts as it is seated.
    let next = seat(&admin, event);
    assert_eq!(next["clock"]["state"], "running", "{next}");
}
