//! A load generator for `uptown-server`: many tables entering hands at once.
//!
//! It logs in, creates a club, four players and `--games` bid whist games, then runs
//! `--concurrency` threads that append hands to those games for `--seconds`, each thread
//! keeping to its own games so every hand is valid, each append with an Idempotency-Key as
//! a table's phone sends it (or without, with `--without-key`), with the account's token (or
//! each game's table code, with `--as-table`). It prints hands per second
//! and the latency percentiles of the appends as one JSON line. `scripts/load/run.sh` runs
//! it beside pgbench.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use serde_json::{Value, json};
use support::{Login, Server, percentile, unique};

// Shared by the examples; each uses only part of it.
#[allow(dead_code)]
mod support;

#[derive(Debug, Parser)]
struct Args {
    #[command(flatten)]
    login: Login,
    /// Games played at once.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Client threads, each with one request in flight.
    #[arg(long, default_value_t = 16)]
    concurrency: usize,
    /// How long to append; 0 only creates the games.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Appends without an Idempotency-Key, to see what remembering the answers costs.
    #[arg(long)]
    without_key: bool,
    /// Appends with each game's table code, as the phones do (and as the rate limit on
    /// table codes counts them), instead of the account's token.
    #[arg(long)]
    as_table: bool,
}

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

/// Hand `index` of a game that never ends: the dealer bids 3 uptown; each side makes it
/// once and is set once in every four hands, so the totals keep returning to 0.
fn hand(index: usize) -> Value {
    let dealer = SEATS[index % 4];
    let books = if (index / 2).is_multiple_of(2) { 9 } else { 8 };
    json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" }, "books": books })
}

/// The games created, each with the client that appends to it.
fn create_games(server: &Server, count: usize, as_table: bool) -> Vec<(i64, Server)> {
    let club = server.created_id("/clubs", &json!({ "name": unique("load") }));
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        server.created_id(&format!("/clubs/{club}/players"), &json!({ "name": name }));
    }
    let game = json!({ "club_id": club, "game": "bid_whist", "rules": { "target": 99 },
                       "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } });
    (0..count)
        .map(|_| {
            let created = server.create("/games", &game);
            let id = created["id"].as_i64().unwrap();
            let code = created["table_code"].as_str().unwrap();
            (
                id,
                if as_table {
                    server.as_table(code)
                } else {
                    server.clone()
                },
            )
        })
        .collect()
}

/// Appends hands to `games` in turn until `stop`; the latency of each append, and how
/// many failed.
fn append_until(games: &[(i64, Server)], keyed: bool, stop: &AtomicBool) -> (Vec<Duration>, usize) {
    let mut latencies = Vec::new();
    let mut errors = 0;
    let mut played = vec![0usize; games.len()];
    for slot in (0..games.len()).cycle() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let sent = Instant::now();
        let (game, server) = &games[slot];
        let key = format!("load-{game}-{}", played[slot]);
        let (status, answer) = server.post_keyed(
            &format!("/games/{game}/hands"),
            keyed.then_some(key.as_str()),
            &hand(played[slot]),
        );
        latencies.push(sent.elapsed());
        if status == 201 {
            played[slot] += 1;
        } else {
            errors += 1;
            eprintln!("append failed: {status} {answer}");
        }
    }
    (latencies, errors)
}

fn main() {
    let args = Args::parse();
    let server = Server::login(&args.login);
    let games = create_games(&server, args.games, args.as_table);
    eprintln!(
        "created {} games; appending for {}s with {} threads",
        games.len(),
        args.seconds,
        args.concurrency
    );
    let stop = AtomicBool::new(false);
    let keyed = !args.without_key;
    let started = Instant::now();
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..args.concurrency)
            .map(|thread| {
                let mine: Vec<(i64, Server)> = games
                    .iter()
                    .skip(thread)
                    .step_by(args.concurrency)
                    .cloned()
                    .collect();
                let stop = &stop;
                scope.spawn(move || append_until(&mine, keyed, stop))
            })
            .collect();
        std::thread::sleep(Duration::from_secs(args.seconds));
        stop.store(true, Ordering::Relaxed);
        threads
            .into_iter()
            .map(|thread| thread.join().unwrap())
            .collect()
    });
    let elapsed = started.elapsed();
    let errors: usize = results.iter().map(|(_, errors)| errors).sum();
    let mut latencies: Vec<Duration> = results
        .into_iter()
        .flat_map(|(latencies, _)| latencies)
        .collect();
    latencies.sort();
    let hands = u32::try_from(latencies.len() - errors).unwrap_or(u32::MAX);
    println!(
        "{}",
        json!({
            "appends": latencies.len(),
            "errors": errors,
            "seconds": elapsed.as_secs(),
            "hands_per_second": (f64::from(hands) / elapsed.as_secs_f64()).round(),
            "p50_ms": percentile(&latencies, 500),
            "p99_ms": percentile(&latencies, 990),
            "max_ms": percentile(&latencies, 1000),
            "concurrency": args.concurrency,
            "games": args.games,
        })
    );
}
