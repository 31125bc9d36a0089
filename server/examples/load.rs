//! A load generator for `uptown-server`: many tables entering hands at once.
//!
//! It logs in, creates a club, four players and `--games` bid whist games, then runs
//! `--concurrency` threads that append hands to those games for `--seconds`, each thread
//! keeping to its own games so every hand is valid. It prints hands per second and the
//! latency percentiles of the appends as one JSON line. `scripts/load/run.sh` runs it
//! beside pgbench.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use serde_json::{Value, json};

#[derive(Debug, Parser)]
struct Args {
    /// The server, e.g. `http://127.0.0.1:8080`
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
    /// How long to append; 0 only creates the games.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
}

const SEATS: [&str; 4] = ["N", "E", "S", "W"];

/// Hand `index` of a game that never ends: the dealer bids 3 uptown; each side makes it
/// once and is set once in every four hands, so the totals keep returning to 0.
fn hand(index: usize) -> Value {
    let dealer = SEATS[index % 4];
    let books = if (index / 2).is_multiple_of(2) { 9 } else { 8 };
    json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" }, "books": books })
}

struct Server {
    api: String,
    agent: ureq::Agent,
    token: String,
}

impl Server {
    fn login(args: &Args) -> Server {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let api = format!("{}/api/v1", args.base.trim_end_matches('/'));
        let mut server = Server {
            api,
            agent,
            token: String::new(),
        };
        let (status, login) = server.post(
            "/login",
            &json!({ "username": args.username, "password": args.password }),
        );
        assert_eq!(status, 200, "login: {login}");
        let token = serde_json::from_str::<Value>(&login).unwrap()["token"]
            .as_str()
            .unwrap()
            .to_owned();
        server.token = token;
        server
    }

    /// POSTs and reads the answer as text, unparsed, to leave the CPU to the server.
    fn post(&self, path: &str, body: &Value) -> (u16, String) {
        let mut response = self
            .agent
            .post(format!("{}{path}", self.api))
            .header("Authorization", &format!("Bearer {}", self.token))
            .send_json(body)
            .expect("the server answers");
        (
            response.status().as_u16(),
            response.body_mut().read_to_string().unwrap_or_default(),
        )
    }

    fn created_id(&self, path: &str, body: &Value) -> i64 {
        let (status, answer) = self.post(path, body);
        assert_eq!(status, 201, "{path}: {answer}");
        serde_json::from_str::<Value>(&answer).unwrap()["id"]
            .as_i64()
            .unwrap()
    }

    fn create_games(&self, count: usize) -> Vec<i64> {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis();
        let club = self.created_id("/clubs", &json!({ "name": format!("load {stamp}") }));
        for name in ["Ann", "Bob", "Cal", "Dee"] {
            self.created_id(&format!("/clubs/{club}/players"), &json!({ "name": name }));
        }
        let game = json!({ "club_id": club, "game": "bid_whist", "rules": { "target": 99 },
                           "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } });
        (0..count)
            .map(|_| self.created_id("/games", &game))
            .collect()
    }

    /// Appends hands to `games` in turn until `stop`; the latency of each append, and how
    /// many failed.
    fn append_until(&self, games: &[i64], stop: &AtomicBool) -> (Vec<Duration>, usize) {
        let mut latencies = Vec::new();
        let mut errors = 0;
        let mut played = vec![0usize; games.len()];
        for slot in (0..games.len()).cycle() {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let sent = Instant::now();
            let (status, answer) = self.post(
                &format!("/games/{}/hands", games[slot]),
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
}

fn milliseconds(latency: Duration) -> f64 {
    (latency.as_secs_f64() * 100_000.0).round() / 100.0
}

fn main() {
    let args = Args::parse();
    let server = Server::login(&args);
    let games = server.create_games(args.games);
    eprintln!(
        "created {} games; appending for {}s with {} threads",
        games.len(),
        args.seconds,
        args.concurrency
    );
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..args.concurrency)
            .map(|thread| {
                let mine: Vec<i64> = games
                    .iter()
                    .copied()
                    .skip(thread)
                    .step_by(args.concurrency)
                    .collect();
                let (server, stop) = (&server, &stop);
                scope.spawn(move || server.append_until(&mine, stop))
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
    let percentile = |per_mille: usize| {
        let index = latencies.len().saturating_sub(1) * per_mille / 1000;
        latencies.get(index).copied().map_or(0.0, milliseconds)
    };
    let hands = u32::try_from(latencies.len() - errors).unwrap_or(u32::MAX);
    println!(
        "{}",
        json!({
            "appends": latencies.len(),
            "errors": errors,
            "seconds": elapsed.as_secs(),
            "hands_per_second": (f64::from(hands) / elapsed.as_secs_f64()).round(),
            "p50_ms": percentile(500),
            "p99_ms": percentile(990),
            "max_ms": percentile(1000),
            "concurrency": args.concurrency,
            "games": args.games,
        })
    );
}
