//! The movements clubs use (docs/EVENTS.md, "Movements"), through the API: a Mitchell's
//! stationary and moving lines, a ladder, a partner drive and a semi-partner drive, each with
//! its bye or sit-out rule.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Value, json};

use super::events::{
    Club, bid_hand, club, create_event, enter, enter_pairs, entrants_of, game_ids, get_event,
    get_round, no_more_rounds, partnerships, play_drive_table, play_round, seat, seat_ids,
    standings, tables,
};
use crate::support::{Client, TestServer};

fn table_number(table: &Value) -> u64 {
    table["table"].as_u64().unwrap()
}

/// (table, North–South, East–West) of every table of a partnership round, and its byes.
fn matches(round: &Value) -> (Vec<(u64, u64, u64)>, Vec<u64>) {
    let seated = tables(round)
        .iter()
        .map(|table| {
            let (ns, ew) = partnerships(table);
            (table_number(table), ns, ew)
        })
        .collect();
    (seated, entrants_of(&round["byes"]))
}

fn withdraw(client: &Client, event: i64, entrant: u64) -> crate::support::Reply {
    client.post(
        &format!("/api/v1/events/{event}/entrants/{entrant}/withdraw"),
        &json!({}),
    )
}

#[test]
fn a_mitchell_keeps_one_line_at_its_tables_and_moves_the_other_up_one() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Mitchell", 14);
    // Seven partnerships: four tables, 1-4 stationary North–South, 5-7 moving; the gap in
    // the moving line gives a stationary partnership the bye each round.
    let event = create_event(&admin, club.id, "mitchell", &json!({ "rounds": 9 }));
    enter_pairs(&admin, event, &club, 7);
    let mut met = BTreeSet::new();
    let mut byes = Vec::new();
    let mut last_table: BTreeMap<u64, u64> = BTreeMap::new();
    for round in 1..=4 {
        let seated = seat(&admin, event);
        if round == 1 {
            assert_eq!(
                get_event(&admin, event)["rounds_planned"],
                4,
                "every stationary partnership meets every moving one, and no more"
            );
        }
        let (seated_matches, bye) = matches(&seated);
        assert_eq!(bye.len(), 1, "{seated}");
        assert!(
            bye[0] <= 4,
            "the gap reaches a stationary partnership: {seated}"
        );
        byes.push(bye[0]);
        assert_eq!(seated_matches.len(), 3, "{seated}");
        for (table, ns, ew) in seated_matches {
            assert_eq!(
                table, ns,
                "a stationary partnership keeps its table: {seated}"
            );
            assert!((5..=7).contains(&ew), "{seated}");
            if let Some(before) = last_table.insert(ew, table) {
                assert_eq!(table, before % 4 + 1, "{ew} moves up one table: {seated}");
            }
            assert!(met.insert((ns, ew)), "{ns} meets {ew} again: {seated}");
        }
        play_round(&admin, event, round, |table| partnerships(table).1);
    }
    byes.sort_unstable();
    assert_eq!(
        byes,
        vec![1, 2, 3, 4],
        "each stationary partnership waits once"
    );
    assert_eq!(
        met.len(),
        12,
        "every stationary partnership met every moving one"
    );
    assert_eq!(get_event(&admin, event)["status"], "finished");
    assert!(no_more_rounds(&admin, event).contains("finished"));
    let rows = standings(&admin, event);
    let top: BTreeSet<u64> = rows[..3]
        .iter()
        .map(|row| row["entrant"].as_u64().unwrap())
        .collect();
    assert_eq!(
        top,
        BTreeSet::from([5, 6, 7]),
        "the moving line won every table"
    );
}

#[test]
fn a_mitchell_withdrawal_leaves_its_table_empty_and_nobody_else_moves() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Mitchell", 12);
    let event = create_event(&admin, club.id, "mitchell", &json!({}));
    enter_pairs(&admin, event, &club, 6);
    assert_eq!(
        matches(&seat(&admin, event)),
        (vec![(1, 1, 4), (2, 2, 5), (3, 3, 6)], vec![])
    );
    play_round(&admin, event, 1, |table| partnerships(table).0);
    let left = withdraw(&admin, event, 2);
    assert_eq!(left.status, 200, "{}", left.body);
    assert_eq!(
        matches(&seat(&admin, event)),
        (vec![(1, 1, 6), (3, 3, 5)], vec![4]),
        "table 2 stands empty; its moving visitor has the bye"
    );
    let late = admin.post(
        &format!("/api/v1/events/{event}/entrants"),
        &json!({ "players": [club.players[0], club.players[3]] }),
    );
    assert!(late.problem(409).contains("first round"), "{}", late.body);
}

#[test]
fn a_ladder_moves_winners_up_and_losers_down_and_closes_up_after_a_withdrawal() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Ladder", 10);
    let event = create_event(&admin, club.id, "ladder", &json!({}));
    enter_pairs(&admin, event, &club, 5);
    assert_eq!(
        matches(&seat(&admin, event)),
        (vec![(1, 1, 2), (2, 3, 4)], vec![5]),
        "round 1 in seeding order; the last has the bye"
    );
    assert_eq!(get_event(&admin, event)["rounds_planned"], Value::Null);
    // 2 beats 1 at the top table, 3 beats 4.
    play_round(&admin, event, 1, |table| {
        let (ns, ew) = partnerships(table);
        if ns == 1 { ew } else { ns }
    });
    assert_eq!(
        matches(&seat(&admin, event)),
        (vec![(1, 2, 3), (2, 1, 5)], vec![4]),
        "2 stays on top, 3 comes up, 1 goes down to meet the bye; 4 at the bottom waits"
    );
    let top_table = game_ids(&tables(&get_round(&admin, event, 1))[0])[0];
    let flipped = admin.put(
        &format!("/api/v1/games/{top_table}/hands/1"),
        &json!({ "hand": bid_hand("N", "N", 7, 13), "reason": "the other side bid" }),
    );
    assert!(
        flipped.problem(409).contains("later rounds were seated"),
        "who moved up is settled once the next round is seated: {}",
        flipped.body
    );
    play_round(&admin, event, 2, |table| {
        let (ns, ew) = partnerships(table);
        if ns == 2 { ns } else { ew }
    });
    let left = withdraw(&admin, event, 5);
    assert_eq!(left.status, 200, "{}", left.body);
    assert_eq!(
        matches(&seat(&admin, event)),
        (vec![(1, 2, 3), (2, 4, 1)], vec![]),
        "5 would have come up to the top; the room closes up without it"
    );
    play_round(&admin, event, 3, |table| partnerships(table).0);
    let finished = admin.post(&format!("/api/v1/events/{event}/finish"), &json!({}));
    assert_eq!(finished.status, 200, "{}", finished.body);
    let rows = standings(&admin, event);
    assert_eq!(rows[0]["entrant"], 2, "three wins at the top: {rows:?}");
}

/// A drive of `count` partnerships, two hands a round, seated for round 1.
fn partner_drive(admin: &Client, club: &Club, count: usize) -> (i64, Value) {
    let event = create_event(
        admin,
        club.id,
        "partner_drive",
        &json!({ "match": { "hands": 2 } }),
    );
    let created = get_event(admin, event);
    assert_eq!(
        created["game"], "whist",
        "a drive plays classic whist unless told"
    );
    enter_pairs(admin, event, club, count);
    (event, seat(admin, event))
}

#[test]
fn a_partner_drive_moves_the_winners_on_and_ranks_partnerships_by_tricks() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Partners", 10);
    let (event, first) = partner_drive(&admin, &club, 5);
    assert_eq!(matches(&first), (vec![(1, 1, 2), (2, 3, 4)], vec![5]));
    // Table 1: North–South (1) take 8 + 7 of 26; table 2: East–West (4) take 8 + 7.
    play_drive_table(&admin, &tables(&first)[0], [8, 7]);
    play_drive_table(&admin, &tables(&first)[1], [5, 6]);
    let second = seat(&admin, event);
    assert_eq!(
        matches(&second),
        (vec![(1, 4, 2), (2, 5, 1)], vec![3]),
        "winners move on a table (4 round to table 1); losers keep their seats, except the \
         last table's, who give theirs to the partnership that had the bye"
    );
    let refused = withdraw(&admin, event, 2);
    assert!(
        refused.problem(409).contains("substitute"),
        "{}",
        refused.body
    );
    play_drive_table(&admin, &tables(&second)[0], [6, 6]);
    play_drive_table(&admin, &tables(&second)[1], [9, 8]);
    let finished = admin.post(&format!("/api/v1/events/{event}/finish"), &json!({}));
    assert_eq!(finished.status, 200, "{}", finished.body);
    let tricks: Vec<(u64, i64)> = standings(&admin, event)
        .iter()
        .map(|row| {
            (
                row["entrant"].as_u64().unwrap(),
                row["points_for"].as_i64().unwrap(),
            )
        })
        .collect();
    // 1: 15 + 9, 2: 11 + 14, 3: 11, 4: 15 + 12, 5: 17.
    assert_eq!(tricks, vec![(4, 27), (2, 25), (1, 24), (5, 17), (3, 11)]);
}

#[test]
fn a_semi_partner_drive_keeps_winners_together_and_moves_the_lines_apart() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = club(&admin, "Semi", 12);
    let event = create_event(
        &admin,
        club.id,
        "semi_partner_drive",
        &json!({ "match": { "hands": 2 } }),
    );
    for player in &club.players {
        enter(&admin, event, &[*player]);
    }
    let p = |entrant: usize| club.players[entrant - 1];
    let first = seat(&admin, event);
    let round_one: Vec<[i64; 4]> = tables(&first).iter().map(seat_ids).collect();
    assert_eq!(
        round_one,
        vec![
            [p(1), p(2), p(3), p(4)],
            [p(5), p(6), p(7), p(8)],
            [p(9), p(10), p(11), p(12)]
        ]
    );
    // North–South win tables 1 and 3, East–West table 2.
    play_drive_table(&admin, &tables(&first)[0], [8, 7]);
    play_drive_table(&admin, &tables(&first)[1], [5, 6]);
    play_drive_table(&admin, &tables(&first)[2], [7, 7]);
    let second = seat(&admin, event);
    let round_two: Vec<[i64; 4]> = tables(&second).iter().map(seat_ids).collect();
    // N E S W: the winners keep their seats as partners; the losing first-line player
    // (North or East) comes up from the table below, the second-line one down from above.
    assert_eq!(
        round_two,
        vec![
            [p(1), p(10), p(3), p(7)],
            [p(2), p(6), p(12), p(8)],
            [p(9), p(5), p(11), p(4)]
        ],
        "{second}"
    );
    let first_line = |round: &[[i64; 4]]| -> BTreeSet<i64> {
        round
            .iter()
            .flat_map(|seats| [seats[0], seats[1]])
            .collect()
    };
    assert_eq!(
        first_line(&round_one),
        first_line(&round_two),
        "each line keeps its seats"
    );
    let pairs = |round: &[[i64; 4]]| -> BTreeSet<(i64, i64)> {
        round
            .iter()
            .flat_map(|[n, e, s, w]| [(*n, *s), (*e, *w)])
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect()
    };
    let kept: BTreeSet<(i64, i64)> = pairs(&round_one)
        .intersection(&pairs(&round_two))
        .copied()
        .collect();
    let winners: BTreeSet<(i64, i64)> = [(p(1), p(3)), (p(6), p(8)), (p(9), p(11))]
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    assert_eq!(kept, winners, "only the winning partnerships stay together");
    let refused = withdraw(&admin, event, 4);
    assert!(
        refused.problem(409).contains("substitute"),
        "{}",
        refused.body
    );
}
