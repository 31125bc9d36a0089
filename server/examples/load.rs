//! A load generator for `uptown-server`: many tables entering hands at once.
//!
//! It logs in, creates a club, four players and `--games` bid whist games, then runs
//! `--concurrency` threads that append hands to those games for `--seconds`, each thread
//! keeping to its own games so every hand is valid. It prints hands per second and the
//! latency percentiles of the appends. See `scripts/load/run.sh` for the full comparison
//! with pgbench.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use serde_json::{Value, json};

#[derive(Debug, Parser)]
struct Args {
    /// The server, e.g. http://127.0.0.1:8080
    #[arg(long)]
    base: String,
    #[arg(long)]
    username: String,
    #[arg(long)]
    password: String,
    /// Games played at once.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Client threads, each with one request in flight.
    #[arg(long, default_value_t = 16)]
    concurrency: usize,
    #[arg(long, default_value_t = 20)]
    seconds: u64,
}

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

/// Hand `index` of a game that never ends: the dealer bids 3 uptown; each side makes it
/// once and is set once in every four hands, so the totals keep returning to 0.
fn hand(index: usize) -> Value {
    let dealer = SEATS[index % 4];
    let books = if (index / 2) % 2 == 0 { 9 } else { 8 };
    json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" }, "books": books })
}

fn main() {
    let args = Args::parse();
    let agent: ureq::Agent = ureq::Agent::config_builder().http_status_as_error(false).build().into();
    let api = format!("{}/api/v1", args.base.trim_end_matches('/'));
    let post = |path: &str, token: Option<&str>, body: &Value| -> (u16, Value) {
        let mut request = agent.post(format!("{api}{path}"));
        if let Some(token) = token {
            request = request.header("Authorization", &format!("Bearer {token}"));
        }
        let mut response = request.send_json(body).expect("the server answers");
        let status = response.status().as_u16();
        (status, response.body_mut().read_json().unwrap_or(Value::Null))
    };
    let (status, login) = post("/login", None, &json!({ "username": args.username, "password": args.password }));
    assert_eq!(status, 200, "login: {login}");
    let token = login["token"].as_str().unwrap().to_owned();
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis();
    let (_, club) = post("/clubs", Some(&token), &json!({ "name": format!("load {stamp}") }));
    let club = club["id"].as_i64().expect("club created");
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        post(&format!("/clubs/{club}/players"), Some(&token), &json!({ "name": name }));
    }
    let games: Vec<i64> = (0..args.games)
        .map(|_| {
            let body = json!({ "club_id": club, "game": "bid_whist", "rules": { "target": 99 },
                               "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } });
            post("/games", Some(&token), &body).1["id"].as_i64().expect("game created")
        })
        .collect();
    eprintln!("created {} games in club {club}; appending for {}s with {} threads", games.len(), args.seconds, args.concurrency);

    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..args.concurrency)
            .map(|thread| {
                let mine: Vec<i64> = games.iter().copied().skip(thread).step_by(args.concurrency).collect();
                let (stop, post, token) = (&stop, &post, &token);
                scope.spawn(move || {
                    let mut latencies = Vec::new();
                    let mut errors = 0;
                    let mut played = vec![0usize; mine.len()];
                    let mut turn = 0;
                    while !stop.load(Ordering::Relaxed) && !mine.is_empty() {
                        let slot = turn % mine.len();
                        let sent = Instant::now();
                        let (status, body) = post(&format!("/games/{}/hands", mine[slot]), Some(token), &hand(played[slot]));
                        latencies.push(sent.elapsed());
                        if status == 201 {
                            played[slot] += 1;
                        } else {
                            errors += 1;
                            eprintln!("append failed: {status} {body}");
                        }
                        turn += 1;
                    }
                    (latencies, errors)
                })
            })
            .collect();
        std::thread::sleep(Duration::from_secs(args.seconds));
        stop.store(true, Ordering::Relaxed);
        threads.into_iter().map(|thread| thread.join().unwrap()).collect()
    });
    let elapsed = started.elapsed().as_secs_f64();
    let errors: usize = results.iter().map(|(_, errors)| errors).sum();
    let mut latencies: Vec<Duration> = results.into_iter().flat_map(|(latencies, _)| latencies).collect();
    latencies.sort();
    let percentile = |p: f64| {
        let index = ((latencies.len() as f64 - 1.0) * p).round() as usize;
        latencies.get(index).map_or(0.0, |latency| latency.as_secs_f64() * 1000.0)
    };
    let hands = latencies.len() - errors;
    println!(
        "{}",
        json!({
            "appends": latencies.len(),
            "errors": errors,
            "seconds": (elapsed * 10.0).round() / 10.0,
            "hands_per_second": (hands as f64 / elapsed).round(),
            "p50_ms": (percentile(0.50) * 100.0).round() / 100.0,
            "p99_ms": (percentile(0.99) * 100.0).round() / 100.0,
            "max_ms": (percentile(1.0) * 100.0).round() / 100.0,
            "concurrency": args.concurrency,
            "games": args.games,
        })
    );
}
