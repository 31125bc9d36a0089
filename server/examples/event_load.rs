//! What an event costs the server as it grows: a rotating-partnership event of `--players`
//! played round by round to the end, every game won in one hand, timing the hand that ends
//! each game (it reconciles the event's match) and then the reads a club's screens make:
//! the event, its standings, the season standings and the club's ratings, `--samples` times
//! each. Prints one JSON line. Run against a release server:
//!
//! ```sh
//! cargo run --release -p uptown-server -- --database-url /tmp/events.sqlite &
//! UPTOWN_ADMIN_PASSWORD=secret-password cargo run --release -p uptown-server -- \
//!     --database-url /tmp/events.sqlite admin create admin
//! cargo run --release -p uptown-server --example event_load -- \
//!     --base http://127.0.0.1:8080 --username admin --password secret-password --players 40
//! ```

use std::time::Duration;

use clap::Parser;
use serde_json::{Value, json};
use support::{Login, Server, summary, time_reads, timed, unique};

// Shared by the examples; each uses only part of it.
#[allow(dead_code)]
mod support;

#[derive(Debug, Parser)]
struct Args {
    #[command(flatten)]
    login: Login,
    /// Players in the event; a whist tournament of N − 1 or N rounds is played.
    #[arg(long, default_value_t = 40)]
    players: usize,
    /// Times each read is timed.
    #[arg(long, default_value_t = 50)]
    samples: usize,
}

/// Creates the club, its season and players, and the event with everyone registered:
/// (club, season, event).
fn set_up(server: &Server, players: usize) -> (i64, i64, i64) {
    let club = server.created_id("/clubs", &json!({ "name": unique("events load") }));
    let season = server.created_id(
        &format!("/clubs/{club}/seasons"),
        &json!({ "name": "Load" }),
    );
    let event = server.created_id(
        "/events",
        &json!({ "club_id": club, "season_id": season, "name": "Load", "format": "rotating",
                 "rules": { "target": 7 }, "seed": 1 }),
    );
    for number in 1..=players {
        let player = server.created_id(
            &format!("/clubs/{club}/players"),
            &json!({ "name": format!("Player {number}") }),
        );
        server.create(
            &format!("/events/{event}/entrants"),
            &json!({ "players": [player] }),
        );
    }
    (club, season, event)
}

/// Seats every round in turn and ends each game with one hand; the latency of those hands.
fn play(server: &Server, event: i64) -> (usize, Vec<Duration>) {
    let mut rounds = 0;
    let mut appends = Vec::new();
    loop {
        let (status, answer) = server.post(&format!("/events/{event}/rounds"), &json!({}));
        if status == 409 {
            return (rounds, appends);
        }
        assert_eq!(status, 201, "round: {answer}");
        rounds += 1;
        let round: Value = serde_json::from_str(&answer).unwrap();
        for table in round["tables"].as_array().unwrap() {
            let game = &table["games"][0]["id"];
            let hand = json!({ "dealer": "N",
                "contract": { "bidder": "N", "level": 7, "mode": "uptown" }, "books": 13 });
            let ((status, answer), latency) =
                timed(|| server.post(&format!("/games/{game}/hands"), &hand));
            assert_eq!(status, 201, "hand: {answer}");
            appends.push(latency);
        }
    }
}

fn main() {
    let args = Args::parse();
    let server = Server::login(&args.login);
    let (club, season, event) = set_up(&server, args.players);
    let (rounds, appends) = play(&server, event);
    let games = appends.len();
    let reads = time_reads(
        &server,
        args.samples,
        &[
            ("event", format!("/api/v1/events/{event}")),
            ("standings", format!("/api/v1/events/{event}/standings")),
            (
                "season_standings",
                format!("/api/v1/seasons/{season}/standings"),
            ),
            ("ratings", format!("/api/v1/clubs/{club}/ratings")),
        ],
        || {},
    );
    println!(
        "{}",
        json!({
            "players": args.players,
            "rounds": rounds,
            "games": games,
            "game_ending_hand": summary(appends),
            "reads": reads,
        })
    );
}
