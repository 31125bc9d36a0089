//! A season the size of a league's: `--players` in the club, `--events` club nights of
//! `--per-event` players each, `--rounds` rounds a night, every game `13` hands long. The
//! events and rounds are made through the API as a director would; the hands of each round
//! are written straight into the database in one statement (a million hands through HTTP
//! would take an hour and measure nothing new). Then it times the reads that must stay fast
//! however long the season grows: season standings, a player's page and ratings, the club's
//! ratings, one event's standings; and the first read of season standings and a player's
//! page after a game changes (a recent game corrected, as on a club night, and the season's
//! first game won by the other side, which re-rates every game after it). `--reuse-club`
//! times the reads of a season played before. `--three-handed K` first plays K three-handed
//! games (RULES.md 3) through the API, as a club that plays both kinds has them among its
//! results, and times the club's ratings after another one finishes. Prints one JSON line.
//! PostgreSQL only.
//!
//! ```sh
//! createdb season && DATABASE_URL=postgres://postgres@127.0.0.1/season \
//!     cargo run --release -p uptown-server -- --bind 127.0.0.1:8080 &
//! cargo run --release -p uptown-server --example season_load -- \
//!     --base http://127.0.0.1:8080 --database-url postgres://postgres@127.0.0.1/season \
//!     --username admin --password secret-password --events 154 --rounds 10
//! ```

use clap::Parser;
use diesel::RunQueryDsl;
use serde_json::{Value, json};
use support::{Login, Server, time_reads, unique};
use uptown_server::db::{self, AnyConnection, DatabaseUrl};

// Shared by the examples; each uses only part of it.
#[allow(dead_code)]
mod support;

/// Hands in every game: dealers bid three in turn and make it, the sides take turns at +3,
/// and the side of the first dealer reaches 21 on the thirteenth hand.
const HANDS_PER_GAME: usize = 13;

#[derive(Debug, Parser)]
struct Args {
    #[command(flatten)]
    login: Login,
    /// The server's database (PostgreSQL), where the hands are written.
    #[arg(long)]
    database_url: String,
    #[arg(long, default_value_t = 1000)]
    players: usize,
    #[arg(long, default_value_t = 154)]
    events: usize,
    #[arg(long, default_value_t = 200)]
    per_event: usize,
    #[arg(long, default_value_t = 10)]
    rounds: usize,
    /// Times the reads of the season this club played in an earlier run, instead of
    /// playing one.
    #[arg(long)]
    reuse_club: Option<i64>,
    /// Three-handed games to play before the reads are timed.
    #[arg(long, default_value_t = 0)]
    three_handed: usize,
    /// Times each read is timed.
    #[arg(long, default_value_t = 20)]
    samples: usize,
}

/// Plays a cutthroat game to 10 between three of `players`, picked by `turn`, through the
/// API: North bids 16 and takes every book, which ends it.
fn play_three_handed(server: &Server, club: i64, players: &[i64], turn: usize) {
    let seat = |offset: usize| players[(3 * turn + offset) % players.len()];
    let game = server.created_id(
        "/three-handed-games",
        &json!({ "club_id": club, "game": "cutthroat", "rules": { "target": 10 },
                 "seats": { "N": seat(0), "E": seat(1), "W": seat(2) } }),
    );
    let hand = json!({ "dealer": "N", "contract": { "bidder": "N", "level": 16, "mode": "uptown" },
                       "books": 16 });
    let ended = server.create(&format!("/three-handed-games/{game}/hands"), &hand);
    assert_eq!(ended["status"], "finished", "{ended}");
}

/// Writes the hands of `games` and marks them finished, in one transaction.
fn play_round(connection: &mut AnyConnection, games: &[i64]) {
    let ids = games
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",");
    // Even games start with North dealing and are won by North–South, odd ones by East–West.
    let hands = format!(
        "INSERT INTO hands (game_id, number, body, entered_by, entered_at) \
         SELECT g.id, n, format('{{\"dealer\":\"%s\",\"contract\":{{\"bidder\":\"%s\",\"level\":3,\"mode\":\"uptown\"}},\"books\":9}}', d, d), 'load', now() \
         FROM games g CROSS JOIN generate_series(1, {HANDS_PER_GAME}) n \
         CROSS JOIN LATERAL (SELECT (ARRAY['N','E','S','W'])[((g.id % 2) + n - 1) % 4 + 1] AS d) dealer \
         WHERE g.id IN ({ids})"
    );
    let finished =
        format!("UPDATE games SET status = 'finished', version = version + 1 WHERE id IN ({ids})");
    db::write_transaction(connection, |connection| {
        diesel::sql_query(hands).execute(connection)?;
        diesel::sql_query(finished).execute(connection)
    })
    .expect("the hands are written");
}

fn game_ids(round: &Value) -> Vec<i64> {
    round["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|table| table["games"].as_array().unwrap())
        .map(|game| game["id"].as_i64().unwrap())
        .collect()
}

/// What the season was played with.
struct Played {
    club: i64,
    season: i64,
    players: Vec<i64>,
    last_event: i64,
    /// Every game, in the order played.
    games: Vec<i64>,
}

/// Plays the season: the club, its players, and every night's rounds.
fn play_season(server: &Server, connection: &mut AnyConnection, args: &Args) -> Played {
    let club = server.created_id("/clubs", &json!({ "name": unique("season load") }));
    let season = server.created_id(
        &format!("/clubs/{club}/seasons"),
        &json!({ "name": "League" }),
    );
    let players: Vec<i64> = (1..=args.players)
        .map(|number| {
            server.created_id(
                &format!("/clubs/{club}/players"),
                &json!({ "name": format!("Player {number}") }),
            )
        })
        .collect();
    let (mut games, mut last_event) = (Vec::new(), 0);
    for night in 0..args.events {
        let event = server.created_id(
            "/events",
            &json!({ "club_id": club, "season_id": season, "name": format!("Night {}", night + 1),
                     "format": "club_night", "rules": { "target": 21 } }),
        );
        // Each night a different slice of the club turns up.
        for seat in 0..args.per_event {
            let entrant = players[(night * args.per_event / 3 + seat) % players.len()];
            server.create(
                &format!("/events/{event}/entrants"),
                &json!({ "players": [entrant] }),
            );
        }
        for _ in 0..args.rounds {
            let round = server.create(&format!("/events/{event}/rounds"), &json!({}));
            let ids = game_ids(&round);
            play_round(connection, &ids);
            games.extend(ids);
        }
        let (status, answer) = server.post(&format!("/events/{event}/finish"), &json!({}));
        assert_eq!(status, 200, "finish: {answer}");
        last_event = event;
        eprintln!(
            "night {} of {}: {} games",
            night + 1,
            args.events,
            games.len()
        );
    }
    Played {
        club,
        season,
        players,
        last_event,
        games,
    }
}

/// The season a club played in an earlier run.
fn played_before(connection: &mut AnyConnection, club: i64) -> Played {
    use diesel::prelude::*;
    use uptown_server::db::schema::{events, games, players, seasons};

    let ids = |query: Result<Vec<i64>, diesel::result::Error>| query.expect("the club is read");
    let season = ids(seasons::table
        .filter(seasons::club_id.eq(club))
        .select(seasons::id)
        .load(connection))[0];
    let last_event = *ids(events::table
        .filter(events::club_id.eq(club))
        .select(events::id)
        .order(events::id)
        .load(connection))
    .last()
    .expect("the club held events");
    Played {
        club,
        season,
        players: ids(players::table
            .filter(players::club_id.eq(club))
            .select(players::id)
            .order(players::id)
            .load(connection)),
        last_event,
        games: ids(games::table
            .filter(games::club_id.eq(club))
            .select(games::id)
            .order(games::id)
            .load(connection)),
    }
}

fn main() {
    let args = Args::parse();
    let server = Server::login(&args.login);
    let pool = db::open(&DatabaseUrl::parse(&args.database_url), 2).expect("the database opens");
    let mut connection = pool.get().unwrap();
    let Played {
        club,
        season,
        players,
        last_event,
        games,
    } = match args.reuse_club {
        Some(club) => played_before(&mut connection, club),
        None => play_season(&server, &mut connection, &args),
    };
    for turn in 0..args.three_handed {
        play_three_handed(&server, club, &players, turn);
    }
    let player = players[0];
    let reads = time_reads(
        &server,
        args.samples,
        &[
            (
                "season_standings",
                format!("/api/v1/seasons/{season}/standings"),
            ),
            ("player_page", format!("/players/{player}")),
            (
                "player_ratings",
                format!("/api/v1/players/{player}/ratings"),
            ),
            ("club_ratings", format!("/api/v1/clubs/{club}/ratings")),
            (
                "event_standings",
                format!("/api/v1/events/{last_event}/standings"),
            ),
        ],
        || {},
    );
    // The first read after a game changes. A correction that keeps the winner: raise the
    // version of one of the last games, which leaves its summary stale (scored again from
    // its hands) and logs a change.
    let mut write = |sql: String| {
        diesel::sql_query(sql)
            .execute(&mut connection)
            .expect("the game changes");
    };
    let after_change = [
        (
            "season_standings",
            format!("/api/v1/seasons/{season}/standings"),
        ),
        ("player_page", format!("/players/{player}")),
        ("club_ratings", format!("/api/v1/clubs/{club}/ratings")),
    ];
    let (recent, mut turn) = (&games[games.len() - args.per_event / 4..], 0);
    let after_a_recent_correction = time_reads(&server, args.samples, &after_change, || {
        turn += 1;
        let game = recent[turn % recent.len()];
        write(format!(
            "UPDATE games SET version = version + 1 WHERE id = {game}"
        ));
    });
    // Ratings are a replay in game order: when the season's first game changes hands (its
    // sides swap seats), every game after it is rated again.
    let first = games[0];
    let after_the_first_game_changes_winner =
        time_reads(&server, args.samples, &after_change, || {
            write(format!(
                "UPDATE games SET seat_n = seat_e, seat_e = seat_n, seat_s = seat_w, \
                 seat_w = seat_s, version = version + 1 WHERE id = {first}"
            ));
        });
    let mut turn = args.three_handed;
    let after_a_three_handed_game = time_reads(&server, args.samples, &after_change, || {
        turn += 1;
        play_three_handed(&server, club, &players, turn);
    });
    println!(
        "{}",
        json!({
            "players": args.players,
            "three_handed_games": args.three_handed,
            "events": args.events,
            "games": games.len(),
            "hands": games.len() * HANDS_PER_GAME,
            "reads": reads,
            "after_a_recent_correction": after_a_recent_correction,
            "after_the_first_game_changes_winner": after_the_first_game_changes_winner,
            "after_a_three_handed_game": after_a_three_handed_game,
        })
    );
}
