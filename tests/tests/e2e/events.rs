//! Events through the real `uptown` binary against the real `uptown-server`: a 12-player
//! rotating-partnership evening and an 8-partnership knock-out, each to final standings, with
//! a late arrival, a withdrawal and a correction in an early round that changes the final
//! order. Standings and ratings are checked against a recomputation from the stored hands
//! that shares no code with the server: each game's record is scored with `uptown-rules`,
//! standings are sorted here, and ratings are replayed with skillratings directly.

use std::collections::BTreeMap;

use serde_json::Value;
use skillratings::Outcomes;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_two_teams};
use uptown_e2e::{Night, Uptown};

const PLAYERS: [&str; 16] = [
    "Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou", "Max",
    "Ned", "Oda", "Pia",
];

fn text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

fn club(uptown: &Uptown<'_>, players: usize) {
    uptown.login_admin();
    uptown.ok(&["club", "new", "Tuesday Club"]);
    uptown.ok(&["season", "new", "--club", "Tuesday Club", "Winter"]);
    let mut add = vec!["player", "add", "--club", "Tuesday Club"];
    add.extend(&PLAYERS[..players]);
    assert_eq!(uptown.ok(&add).lines().count(), players);
}

/// The seat that bids for `side` (`NS` or `EW`) at a table.
fn bidder(side: &str) -> &'static str {
    if side == "NS" { "N" } else { "E" }
}

fn other(side: &str) -> &'static str {
    if side == "NS" { "EW" } else { "NS" }
}

/// Plays a bid whist game to 7: the loser makes a bid of 4 (10 books, +4), then the winner
/// bids 7 and takes all 13 books, which ends the game in the winner's favour.
fn play(uptown: &Uptown<'_>, game: &str, winner: &str) {
    let loser = other(winner);
    uptown.ok(&[
        "hand",
        "add",
        game,
        "--by",
        bidder(loser),
        "--bid",
        "4U",
        "--books",
        "10",
    ]);
    let last = uptown.json(&[
        "hand",
        "add",
        game,
        "--by",
        bidder(winner),
        "--bid",
        "7U",
        "--books",
        "13",
    ]);
    assert_eq!(last["status"], "finished", "game {game}: {last}");
    assert_eq!(last["sheet"]["winner"], winner);
}

/// The games of a round's tables, as (game id, the entrants North–South, East–West).
fn tables(event: &Value, round: usize) -> Vec<(String, Vec<u64>, Vec<u64>)> {
    event["rounds"][round - 1]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|table| {
            let entrants = |side: &str| -> Vec<u64> {
                table[side]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|entrant| entrant.as_u64().unwrap())
                    .collect()
            };
            (
                text(&table["games"][0]["id"]),
                entrants("NS"),
                entrants("EW"),
            )
        })
        .collect()
}

/// A GET of the API, parsed.
fn get(base: &str, path: &str) -> Value {
    ureq::get(format!("{base}/api/v1{path}"))
        .call()
        .unwrap()
        .body_mut()
        .read_json()
        .unwrap()
}

/// A finished game as recomputed from its stored record: the players by side, the totals and
/// the winner (the rules' winner, else the side ahead when the director closed the round).
#[derive(Debug, Clone)]
struct Recomputed {
    north_south: [i64; 2],
    east_west: [i64; 2],
    points: (i64, i64),
    winner: Option<&'static str>,
}

fn recompute(base: &str, id: i64) -> Option<Recomputed> {
    let game = get(base, &format!("/games/{id}"));
    if game["status"] != "finished" {
        return None;
    }
    let record = get(base, &format!("/games/{id}/record"));
    let sheet = uptown_rules::score_json(&record.to_string()).unwrap();
    let points = (i64::from(sheet.totals.ns), i64::from(sheet.totals.ew));
    let winner = match sheet.winner {
        Some(uptown_rules::Side::NorthSouth) => Some("NS"),
        Some(uptown_rules::Side::EastWest) => Some("EW"),
        None => match points.0.cmp(&points.1) {
            std::cmp::Ordering::Greater => Some("NS"),
            std::cmp::Ordering::Less => Some("EW"),
            std::cmp::Ordering::Equal => None,
        },
    };
    let seat = |letter: &str| game["seats"][letter]["id"].as_i64().unwrap();
    Some(Recomputed {
        north_south: [seat("N"), seat("S")],
        east_west: [seat("E"), seat("W")],
        points,
        winner,
    })
}

/// What one standings row counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Tally {
    played: i64,
    won: i64,
    points_for: i64,
    points_against: i64,
}

impl Tally {
    fn add(&mut self, own: i64, other: i64, won: bool) {
        self.played += 1;
        self.won += i64::from(won);
        self.points_for += own;
        self.points_against += other;
    }

    fn difference(&self) -> i64 {
        self.points_for - self.points_against
    }

    fn of_row(row: &Value) -> Tally {
        Tally {
            played: row["played"].as_i64().unwrap(),
            won: row["games_won"].as_i64().unwrap(),
            points_for: row["points_for"].as_i64().unwrap(),
            points_against: row["points_against"].as_i64().unwrap(),
        }
    }
}

/// Checks the API's ratings against a replay of every finished game of the club.
fn assert_ratings_recomputed(base: &str, uptown: &Uptown<'_>) {
    let games = uptown.json(&["game", "list", "--club", "1", "--status", "finished"]);
    let mut ids: Vec<i64> = games
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["id"].as_i64().unwrap())
        .collect();
    ids.sort_unstable();
    let config = WengLinConfig::new();
    let mut ratings: BTreeMap<i64, WengLinRating> = BTreeMap::new();
    for id in ids {
        let game = recompute(base, id).unwrap();
        let rating = |player: &i64| ratings.get(player).copied().unwrap_or_default();
        let ns: Vec<WengLinRating> = game.north_south.iter().map(rating).collect();
        let ew: Vec<WengLinRating> = game.east_west.iter().map(rating).collect();
        let outcome = match game.winner {
            Some("NS") => Outcomes::WIN,
            Some(_) => Outcomes::LOSS,
            None => Outcomes::DRAW,
        };
        let (ns, ew) = weng_lin_two_teams(&ns, &ew, &outcome, &config);
        for (player, new) in game.north_south.iter().zip(ns) {
            ratings.insert(*player, new);
        }
        for (player, new) in game.east_west.iter().zip(ew) {
            ratings.insert(*player, new);
        }
    }
    let listed = uptown.json(&["ratings", "--club", "1"]);
    let listed = listed.as_array().unwrap();
    assert_eq!(listed.len(), ratings.len(), "every rated player is listed");
    for row in listed {
        let expected = ratings[&row["player"]["id"].as_i64().unwrap()];
        assert!((row["rating"].as_f64().unwrap() - expected.rating).abs() < 1e-9);
        assert!((row["uncertainty"].as_f64().unwrap() - expected.uncertainty).abs() < 1e-9);
    }
    let conservative: Vec<f64> = listed
        .iter()
        .map(|row| row["conservative"].as_f64().unwrap())
        .collect();
    assert!(
        conservative.windows(2).all(|pair| pair[0] >= pair[1]),
        "best conservative rating first"
    );
}

/// The event's standings rows as (entrant, tally), checked for order under the default
/// tie-breaks (games won, point difference, points for, then entrant number) within groups
/// of equal `stage`; `per_game` compares the tallies per game played (players of rotating
/// partnerships sit rounds out), and a row with no game yet below every other.
fn assert_standings_order(rows: &[Value], per_game: bool, stage: impl Fn(u64) -> i64) {
    let keys: Vec<(i64, bool, f64, f64, f64, u64)> = rows
        .iter()
        .map(|row| {
            let entrant = row["entrant"].as_u64().unwrap();
            let tally = Tally::of_row(row);
            // Division is rounded correctly, so equal rates are equal floats.
            #[allow(
                clippy::cast_precision_loss,
                reason = "tallies of an evening are small"
            )]
            let rate = |value: i64| {
                let games = if per_game { tally.played.max(1) } else { 1 };
                -(value as f64) / games as f64
            };
            (
                -stage(entrant),
                per_game && tally.played == 0,
                rate(tally.won),
                rate(tally.difference()),
                rate(tally.points_for),
                entrant,
            )
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
    assert_eq!(keys, sorted, "rows in standing order");
}

fn order(standings: &Value) -> Vec<u64> {
    standings["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["entrant"].as_u64().unwrap())
        .collect()
}

/// Which side of a round-1 table wins: the side with the lower entrant, so that results
/// are varied but known.
fn favourite(ns: &[u64], ew: &[u64]) -> &'static str {
    if ns.iter().min() < ew.iter().min() {
        "NS"
    } else {
        "EW"
    }
}

/// Round 1: a complete schedule's first round, everyone seated, every game played.
fn round_one(uptown: &Uptown<'_>) {
    let round = uptown.json(&["event", "round", "1"]);
    assert_eq!(round["tables"].as_array().unwrap().len(), 3);
    assert!(round["sitting_out"].as_array().unwrap().is_empty());
    assert_eq!(
        uptown.fails(4, &["event", "round", "1"]),
        "error: round 1 is still being played; close it first"
    );
    let event = uptown.json(&["event", "show", "1"]);
    for (game, ns, ew) in tables(&event, 1) {
        play(uptown, &game, favourite(&ns, &ew));
    }
    let event = uptown.json(&["event", "show", "1"]);
    assert_eq!(
        event["rounds"][0]["status"], "closed",
        "a round closes when its games end"
    );
    assert_eq!(event["rounds_planned"], 5);
}

/// Max arrives late: seated from round 2, where one of the thirteen sits out; the draw
/// avoids round 1's partners. The director closes the round with one game unfinished.
fn late_arrival(uptown: &Uptown<'_>) {
    let late = uptown.json(&["event", "register", "1", "Max"]);
    assert_eq!(late["joined_round"], 2);
    let round = uptown.json(&["event", "round", "1"]);
    assert_eq!(round["tables"].as_array().unwrap().len(), 3);
    assert_eq!(round["sitting_out"].as_array().unwrap().len(), 1);
    let event = uptown.json(&["event", "show", "1"]);
    let partners_round_one: Vec<Vec<u64>> = tables(&event, 1)
        .into_iter()
        .flat_map(|(_, mut ns, mut ew)| {
            ns.sort_unstable();
            ew.sort_unstable();
            [ns, ew]
        })
        .collect();
    let round_two = tables(&event, 2);
    // For people, each table's row names the game `uptown hand add` takes.
    let shown = uptown.ok(&["event", "show", "1"]);
    let header = shown
        .lines()
        .find(|line| line.trim_start().starts_with("table"))
        .unwrap();
    assert!(
        header.contains(" code ") && header.contains(" game "),
        "{header}"
    );
    for (table, (game, ..)) in round_two.iter().enumerate() {
        let row = shown
            .lines()
            .rev()
            .find(|line| line.trim_start().starts_with(&format!("{} ", table + 1)))
            .unwrap();
        assert!(
            row.split_whitespace().any(|cell| cell == game),
            "table {}'s row names game {game}: {row}",
            table + 1
        );
    }
    for (_, ns, ew) in &round_two {
        for mut pair in [ns.clone(), ew.clone()] {
            pair.sort_unstable();
            assert!(
                !partners_round_one.contains(&pair),
                "the draw after a late arrival avoids the partners of round 1: {pair:?}"
            );
        }
    }
    // Two tables finish; the third has played one hand when the director closes the round.
    for (game, ns, ew) in &round_two[..2] {
        play(uptown, game, favourite(ns, ew));
    }
    let (unfinished, ..) = &round_two[2];
    uptown.ok(&[
        "hand", "add", unfinished, "--by", "N", "--bid", "5U", "--books", "11",
    ]);
    let closed = uptown.json(&["event", "close", "1", "2"]);
    assert_eq!(closed["status"], "closed");
    assert_eq!(closed["closed_by_director"], true);
    assert_eq!(closed["tables"][2]["games"][0]["decision"], "leading_score");
    assert_eq!(
        closed["tables"][2]["result"]["winner"], "NS",
        "5 to 0 leads"
    );
}

/// Bob withdraws before round 3: never seated again. Rounds 3 to 5 finish the evening.
fn withdrawal(uptown: &Uptown<'_>) {
    // By name, as a director types it; a mistaken withdrawal is taken back before the round.
    let mistaken = uptown.json(&["event", "withdraw", "1", "Bob"]);
    assert_eq!(mistaken["withdrawn_round"], 3);
    let back = uptown.json(&["event", "reinstate", "1", "bob"]);
    assert!(back["withdrawn_round"].is_null(), "{back}");
    let bob = uptown.json(&[
        "event",
        "withdraw",
        "1",
        "bob",
        "--reason",
        "train to catch",
    ]);
    assert_eq!(bob["number"], 2);
    assert_eq!(bob["withdrawn_round"], 3);
    for round_number in 3..=5 {
        let round = uptown.json(&["event", "round", "1"]);
        assert_eq!(round["tables"].as_array().unwrap().len(), 3);
        assert!(round["sitting_out"].as_array().unwrap().is_empty());
        let event = uptown.json(&["event", "show", "1"]);
        for (game, ns, ew) in tables(&event, round_number) {
            assert!(!ns.contains(&2) && !ew.contains(&2), "Bob is not seated");
            play(uptown, &game, favourite(&ns, &ew));
        }
    }
    let event = uptown.json(&["event", "show", "1"]);
    assert_eq!(event["status"], "finished");
    assert_eq!(
        uptown.fails(4, &["event", "round", "1"]),
        "error: event 1 is finished"
    );
}

#[test]
fn a_rotating_evening_of_twelve_with_a_late_arrival_a_withdrawal_and_a_correction() {
    let night = Night::start();
    let uptown = night.uptown();
    let base = night.server.base.clone();
    club(&uptown, 13);
    let event = uptown.json(&[
        "event",
        "new",
        "--club",
        "Tuesday Club",
        "--season",
        "1",
        "--name",
        "Tuesday 1 December",
        "--format",
        "rotating",
        "--rounds",
        "5",
        "--seed",
        "11",
        "--target",
        "7",
    ]);
    assert_eq!(event["status"], "registering");
    assert_eq!(event["rules"]["target"], 7, "the rules are stored whole");
    for name in &PLAYERS[..12] {
        uptown.ok(&["event", "register", "1", name]);
    }

    round_one(&uptown);
    late_arrival(&uptown);
    withdrawal(&uptown);
    let event = uptown.json(&["event", "show", "1"]);
    let before = uptown.json(&["standings", "--event", "1"]);
    assert_standings_recomputed(&base, &event, &before);

    // The director corrects round 1, table 1: the last hand's 7 was bid and made by the
    // other side, which now wins that game. The final order changes.
    let (corrected, ns, ew) = tables(&event, 1).remove(0);
    let old_winner = favourite(&ns, &ew);
    let new_winner = other(old_winner);
    let fixed = uptown.json(&[
        "hand",
        "fix",
        &corrected,
        "2",
        "--by",
        bidder(new_winner),
        "--bid",
        "7U",
        "--books",
        "13",
        "--reason",
        "the score card had the sides the wrong way round",
    ]);
    assert_eq!(fixed["sheet"]["winner"], new_winner);
    let after = uptown.json(&["standings", "--event", "1"]);
    assert_ne!(
        order(&before),
        order(&after),
        "the correction changes the final order"
    );
    let event = uptown.json(&["event", "show", "1"]);
    assert_eq!(
        event["rounds"][0]["tables"][0]["result"]["winner"],
        new_winner
    );
    assert_standings_recomputed(&base, &event, &after);
    assert_eq!(after["rows"][0]["rank"], 1);
    let withdrawn: Vec<&Value> = after["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row["withdrawn"] == true)
        .collect();
    assert_eq!(withdrawn.len(), 1);
    assert_eq!(withdrawn[0]["name"], "Bob");
    let bob_seated = (1..=2)
        .flat_map(|round| tables(&event, round))
        .filter(|(_, ns, ew)| ns.contains(&2) || ew.contains(&2))
        .count();
    assert_eq!(
        withdrawn[0]["played"], bob_seated,
        "Bob's games still count"
    );

    // The season standings and the ratings follow the correction too.
    let season = uptown.json(&["standings", "--season", "1"]);
    let season_rows = season["rows"].as_array().unwrap();
    assert_eq!(season_rows.len(), 13);
    for row in season_rows {
        let in_event = after["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|event_row| event_row["players"][0]["id"] == row["player"]["id"])
            .unwrap();
        assert_eq!(Tally::of_row(row), Tally::of_row(in_event));
        assert_eq!(row["events"], 1);
    }
    assert_ratings_recomputed(&base, &uptown);
    let history = uptown.json(&["ratings", "--player", "2"]);
    assert_eq!(history["history"].as_array().unwrap().len(), bob_seated);
}

/// Recomputes the individual standings of `event` from the stored hands and compares every
/// row of `standings` with it.
fn assert_standings_recomputed(base: &str, event: &Value, standings: &Value) {
    let entrant_of: BTreeMap<i64, u64> = event["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entrant| {
            (
                entrant["players"][0]["id"].as_i64().unwrap(),
                entrant["number"].as_u64().unwrap(),
            )
        })
        .collect();
    let mut tallies: BTreeMap<u64, Tally> = entrant_of
        .values()
        .map(|entrant| (*entrant, Tally::default()))
        .collect();
    for round in event["rounds"].as_array().unwrap() {
        for table in round["tables"].as_array().unwrap() {
            for game in table["games"].as_array().unwrap() {
                let Some(game) = recompute(base, game["id"].as_i64().unwrap()) else {
                    continue;
                };
                for (players, own, other_points, side) in [
                    (game.north_south, game.points.0, game.points.1, "NS"),
                    (game.east_west, game.points.1, game.points.0, "EW"),
                ] {
                    for player in players {
                        tallies.get_mut(&entrant_of[&player]).unwrap().add(
                            own,
                            other_points,
                            game.winner == Some(side),
                        );
                    }
                }
            }
        }
    }
    let rows = standings["rows"].as_array().unwrap();
    assert_eq!(rows.len(), tallies.len());
    for row in rows {
        let entrant = row["entrant"].as_u64().unwrap();
        assert_eq!(Tally::of_row(row), tallies[&entrant], "entrant {entrant}");
    }
    assert_standings_order(rows, true, |_| 0);
}

#[test]
fn an_eight_partnership_knockout_with_a_late_arrival_a_withdrawal_and_a_correction() {
    let night = Night::start();
    let uptown = night.uptown();
    let base = night.server.base.clone();
    club(&uptown, 16);
    uptown.ok(&[
        "event",
        "new",
        "--club",
        "Tuesday Club",
        "--season",
        "1",
        "--name",
        "Winter Cup",
        "--format",
        "knockout",
        "--target",
        "7",
    ]);
    for pair in PLAYERS.chunks(2) {
        uptown.ok(&["event", "register", "1", pair[0], pair[1]]);
    }
    let round = uptown.json(&["event", "round", "1"]);
    let seeded: Vec<(u64, u64)> = round["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|table| {
            (
                table["NS"][0].as_u64().unwrap(),
                table["EW"][0].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(seeded, [(1, 8), (4, 5), (2, 7), (3, 6)], "standard seeding");

    // A partnership that arrives after the draw cannot join the bracket.
    uptown.ok(&["player", "add", "--club", "Tuesday Club", "Quin", "Rae"]);
    let late = uptown.fails(4, &["event", "register", "1", "Quin", "Rae"]);
    assert!(late.contains("before its first round"), "{late}");

    // Round 1: the seeds win, except 5 over 4. The losers score 4 each.
    let event = uptown.json(&["event", "show", "1"]);
    for (game, ns, ew) in tables(&event, 1) {
        let winner = if ns == [4] { "EW" } else { favourite(&ns, &ew) };
        play(&uptown, &game, winner);
    }
    // 2 withdraws: 3 goes through to the final by walkover.
    uptown.ok(&["event", "withdraw", "1", "2"]);
    let round = uptown.json(&["event", "round", "1"]);
    assert_eq!(round["tables"].as_array().unwrap().len(), 1);
    assert_eq!(round["tables"][0]["NS"][0], 1);
    assert_eq!(round["tables"][0]["EW"][0], 5);
    assert_eq!(round["walkovers"][0]["winner"], 3);
    assert_eq!(round["walkovers"][0]["withdrawn"], 2);
    let event = uptown.json(&["event", "show", "1"]);
    let (semi, ..) = tables(&event, 2).remove(0);
    play(&uptown, &semi, "EW");
    let round = uptown.json(&["event", "round", "1"]);
    assert_eq!(
        (
            round["tables"][0]["NS"][0].clone(),
            round["tables"][0]["EW"][0].clone()
        ),
        (Value::from(5), Value::from(3)),
        "the final: the top half's winner against the bottom half's"
    );
    let event = uptown.json(&["event", "show", "1"]);
    let (last, ..) = tables(&event, 3).remove(0);
    play(&uptown, &last, "EW");
    let event = uptown.json(&["event", "show", "1"]);
    assert_eq!(event["status"], "finished");

    let before = uptown.json(&["standings", "--event", "1"]);
    assert_eq!(&order(&before)[..2], [3, 5], "champion, then finalist");
    assert_eq!(before["rows"][1]["separated_by"], "stage");
    assert_knockout_recomputed(&base, &event, &before);

    // The first-round losers are level on everything, so registration orders them. The
    // director corrects round 1: partnership 4 was set in its first hand (9 books, not 10),
    // so it falls below the other first-round losers.
    assert_eq!(&order(&before)[4..], [4, 6, 7, 8]);
    let (upset, ns, _) = tables(&event, 1).remove(1);
    assert_eq!(ns, [4]);
    uptown.ok(&[
        "hand",
        "fix",
        &upset,
        "1",
        "--by",
        "N",
        "--bid",
        "4U",
        "--books",
        "9",
        "--reason",
        "books miscounted",
    ]);
    let after = uptown.json(&["standings", "--event", "1"]);
    assert_ne!(
        order(&before),
        order(&after),
        "the correction changes the final order"
    );
    assert_eq!(&order(&after)[4..], [6, 7, 8, 4]);
    assert_eq!(after["rows"][7]["separated_by"], "point_difference");
    assert_knockout_recomputed(&base, &event, &after);
    assert_ratings_recomputed(&base, &uptown);
}

/// Recomputes a knock-out's standings from the stored hands: how far each partnership got
/// (the round it lost in, by play or walkover), then games won, point difference, points.
fn assert_knockout_recomputed(base: &str, event: &Value, standings: &Value) {
    let mut tallies: BTreeMap<u64, Tally> = BTreeMap::new();
    let mut out_in: BTreeMap<u64, i64> = BTreeMap::new();
    for (index, round) in event["rounds"].as_array().unwrap().iter().enumerate() {
        let round_number = i64::try_from(index + 1).unwrap();
        for table in round["tables"].as_array().unwrap() {
            let (ns, ew) = (
                table["NS"][0].as_u64().unwrap(),
                table["EW"][0].as_u64().unwrap(),
            );
            let game = recompute(base, table["games"][0]["id"].as_i64().unwrap()).unwrap();
            tallies.entry(ns).or_default().add(
                game.points.0,
                game.points.1,
                game.winner == Some("NS"),
            );
            tallies.entry(ew).or_default().add(
                game.points.1,
                game.points.0,
                game.winner == Some("EW"),
            );
            let loser = if game.winner == Some("NS") { ew } else { ns };
            out_in.insert(loser, round_number);
        }
        for walkover in round["walkovers"].as_array().unwrap() {
            out_in.insert(walkover["withdrawn"].as_u64().unwrap(), round_number);
        }
    }
    let rows = standings["rows"].as_array().unwrap();
    for row in rows {
        let entrant = row["entrant"].as_u64().unwrap();
        assert_eq!(
            Tally::of_row(row),
            tallies.get(&entrant).cloned().unwrap_or_default(),
            "partnership {entrant}"
        );
    }
    assert_standings_order(rows, false, |entrant| {
        out_in.get(&entrant).copied().unwrap_or(i64::MAX)
    });
}

/// How a table is won (RULES.md 1.9) from the command line: a Chicago-style match of hands
/// won with a Boston counting two, forfeit points and byes at the average; a table awarded
/// by forfeit; a hand that wins the match.
#[test]
fn a_match_of_hands_won_with_a_forfeit_and_a_bye_through_the_cli() {
    let night = Night::start();
    let uptown = night.uptown();
    club(&uptown, 10);
    let created = uptown.json(&[
        "event",
        "new",
        "--club",
        "Tuesday Club",
        "--name",
        "Chicago night",
        "--format",
        "round_robin",
        "--match",
        "hands-won:2+boston",
        "--forfeit-points",
        "3",
        "--bye-score",
        "average",
    ]);
    assert_eq!(
        created["match"],
        serde_json::json!({ "hands_won": 2, "counts_double": ["boston"],
                            "forfeit_points": 3, "bye_score": "average" })
    );
    let shown = uptown.ok(&["event", "show", "1"]);
    assert!(
        shown.contains(
            "match hands-won:2+boston, forfeit points 3, a bye scores the winners' average"
        ),
        "{shown}"
    );
    for pair in PLAYERS[..10].chunks(2) {
        uptown.ok(&["event", "register", "1", pair[0], pair[1]]);
    }
    uptown.json(&["event", "round", "1"]);
    let event = uptown.json(&["event", "show", "1"]);
    let games: Vec<String> = tables(&event, 1)
        .into_iter()
        .map(|(game, _, _)| game)
        .collect();
    assert_eq!(games.len(), 2, "five partnerships: two tables and a bye");

    // Table 1: NS take all 13 books, a Boston that counts two: the match, whatever the points.
    let won = uptown.json(&[
        "hand", "add", &games[0], "--by", "N", "--bid", "5U", "--books", "13",
    ]);
    assert_eq!(won["sheet"]["reason"], "hands_won");
    assert_eq!(
        won["sheet"]["hands_won"],
        serde_json::json!({ "NS": 2, "EW": 0 })
    );
    // Table 2's East–West never came.
    let awarded = uptown.ok(&["game", "forfeit", &games[1], "--to", "NS"]);
    assert!(
        awarded.contains("NS won: the director awarded the table by forfeit."),
        "{awarded}"
    );
    assert_eq!(
        uptown.fails(4, &["game", "forfeit", &games[1], "--to", "EW"]),
        format!("error: game {} is already over", games[1])
    );
    let standings = uptown.json(&["standings", "--event", "1"]);
    let rows = standings["rows"].as_array().unwrap();
    let by_points: Vec<i64> = rows
        .iter()
        .map(|row| row["points_for"].as_i64().unwrap())
        .collect();
    // The Boston's 7 points, the forfeit's 3, and the bye's average of the winners' 7 and 3.
    assert!(
        by_points.contains(&7) && by_points.contains(&3) && by_points.contains(&5),
        "{by_points:?}"
    );
    assert_eq!(rows.iter().filter(|row| row["games_won"] == 1).count(), 3);
}

/// The match flags' mistakes exit 2 with one line naming the flag, or the field the server
/// names.
#[test]
fn the_match_flags_mistakes_exit_2_naming_the_flag() {
    let night = Night::start();
    let uptown = night.uptown();
    club(&uptown, 4);
    for (args, message) in [
        (
            vec!["--match", "hands-won:3+slam"],
            "error: --match hands-won:3+slam: \"slam\" is not a hand that counts two (boston or notrump)",
        ),
        (
            vec!["--match", "games:1+boston"],
            "error: --match games:1+boston: +boston and +notrump are for hands-won",
        ),
        (
            vec!["--bye-score", "win"],
            "error: --forfeit-points and --bye-score need --match (games:1 is the usual)",
        ),
        (
            vec!["--match", "games:1", "--bye-score", "half"],
            "error: --bye-score half: write nothing, win or average",
        ),
    ] {
        let mut command = vec![
            "event",
            "new",
            "--club",
            "Tuesday Club",
            "--name",
            "Wrong",
            "--format",
            "round_robin",
        ];
        command.extend(args);
        assert_eq!(uptown.fails(2, &command), message);
    }
    let whist = uptown.fails(
        2,
        &[
            "event",
            "new",
            "--club",
            "Tuesday Club",
            "--name",
            "Wrong",
            "--format",
            "round_robin",
            "--game",
            "whist",
            "--match",
            "hands-won:3",
        ],
    );
    assert!(whist.starts_with("error: match.hands_won: "), "{whist}");
}
