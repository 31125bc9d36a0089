//! What live pages cost: `--viewers` phones follow the evening pages of the four players at
//! one table (a quarter each) while `--changes` hands are entered there, one at a time. For
//! each hand it measures the delay from the hand being sent to the last viewer having the
//! new page, and from the server's `uptown_db_queries` the statements the hand cost: first
//! with nobody watching (the write alone), then with everyone watching. It also counts the
//! statements of `--idle` seconds with everyone watching and nothing changing, and, for
//! comparison, of as long with as many phones fetching the evening page every 5 s instead
//! (what the page's script did before it was pushed changes). Prints one JSON line. Run
//! against a release server:
//!
//! ```sh
//! scripts/load/live.sh            # both databases, 200 viewers, 30 hands
//! ```

use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Parser;
use serde_json::{Value, json};
use support::{Login, Server, milliseconds, percentile, unique};

// Shared by the examples; each uses only part of it.
#[allow(dead_code)]
mod support;

#[derive(Debug, Parser)]
struct Args {
    #[command(flatten)]
    login: Login,
    #[arg(long, default_value_t = 200)]
    viewers: usize,
    /// Hands entered while everyone watches (and as many before, with nobody watching); at
    /// most 30, so that the game (to 99) goes on throughout.
    #[arg(long, default_value_t = 30)]
    changes: usize,
    /// Seconds of watching with nothing changing.
    #[arg(long, default_value_t = 10)]
    idle: u64,
}

/// The server's count of statements sent to its database.
fn queries(server: &Server) -> u64 {
    let (_, metrics) = server.get_page("/metrics");
    metrics
        .lines()
        .find_map(|line| line.strip_prefix("uptown_db_queries_total "))
        .and_then(|count| count.trim().parse().ok())
        .expect("the server counts its statements")
}

/// An event of four partnerships with its first round seated; the event, the first table's
/// game and the players sitting at it.
fn an_evening(server: &Server) -> (i64, i64, Vec<i64>) {
    let club = server.created_id("/clubs", &json!({ "name": unique("Live load") }));
    let players: Vec<i64> = (1..=8)
        .map(|n| {
            server.created_id(
                &format!("/clubs/{club}/players"),
                &json!({ "name": format!("Player {n}") }),
            )
        })
        .collect();
    let event = server.created_id(
        "/events",
        &json!({ "club_id": club, "name": "Live load", "format": "round_robin",
                 "rules": { "target": 99 } }),
    );
    for pair in players.chunks(2) {
        server.create(
            &format!("/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
    }
    let round = server.create(&format!("/events/{event}/rounds"), &json!({}));
    let game = round["tables"][0]["games"][0]["id"].as_i64().unwrap();
    let (_, view) = server.get(&format!("/events/{event}"));
    let view: Value = serde_json::from_str(&view).unwrap();
    let seats = &view["rounds"][0]["tables"][0]["seats"];
    let at_table = ["N", "E", "S", "W"]
        .iter()
        .map(|seat| seats[seat]["id"].as_i64().unwrap())
        .collect();
    (event, game, at_table)
}

/// Enters the game's next hand (its dealer bids three and makes it).
fn enter_hand(server: &Server, game: i64) {
    let (_, view) = server.get(&format!("/games/{game}"));
    let view: Value = serde_json::from_str(&view).unwrap();
    let dealer = view["next_dealer"].as_str().unwrap_or("N").to_owned();
    let (status, answer) = server.post(
        &format!("/games/{game}/hands"),
        &json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" },
                 "books": 9 }),
    );
    assert_eq!(status, 201, "a hand: {answer}");
}

/// Opens `count` streams of the players' evenings; each reports (viewer, when) for every
/// update it gets, once it has had its first.
fn watch(
    base: &str,
    event: i64,
    players: &[i64],
    count: usize,
) -> mpsc::Receiver<(usize, Instant)> {
    let (updates, received) = mpsc::channel();
    let (opened, ready) = mpsc::channel();
    for viewer in 0..count {
        let url = format!(
            "{base}/events/{event}/players/{}/live?lang=en",
            players[viewer % players.len()]
        );
        let (updates, opened) = (updates.clone(), opened.clone());
        std::thread::spawn(move || {
            let agent: ureq::Agent = ureq::Agent::config_builder().build().into();
            let response = agent.get(&url).call().expect("the stream opens");
            let mut first = true;
            for line in BufReader::new(response.into_body().into_reader()).lines() {
                let Ok(line) = line else { return };
                if line.starts_with("event: ") {
                    if first {
                        first = false;
                        let _ = opened.send(());
                    } else if updates.send((viewer, Instant::now())).is_err() {
                        return;
                    }
                }
            }
        });
    }
    for _ in 0..count {
        ready
            .recv_timeout(Duration::from_secs(30))
            .expect("every stream opens");
    }
    received
}

/// The statements of `seconds` with `count` phones fetching the players' evening pages
/// every 5 s, each starting at its own moment, as the page's script once did.
fn polled(
    server: &Server,
    base: &str,
    event: i64,
    players: &[i64],
    count: usize,
    seconds: u64,
) -> u64 {
    let before = queries(server);
    let until = Instant::now() + Duration::from_secs(seconds);
    let phones: Vec<_> = (0..count)
        .map(|phone| {
            let url = format!(
                "{base}/events/{event}/players/{}?lang=en",
                players[phone % players.len()]
            );
            let offset = Duration::from_millis(5000 * phone as u64 / count as u64);
            std::thread::spawn(move || {
                let agent: ureq::Agent = ureq::Agent::config_builder().build().into();
                std::thread::sleep(offset);
                while Instant::now() < until {
                    // A kept-alive connection the server closed as the phone reused it is
                    // the phone's to open again, as a browser does.
                    if let Ok(mut page) = agent.get(&url).call() {
                        let _ = page.body_mut().read_to_string();
                    }
                    std::thread::sleep(Duration::from_secs(5));
                }
            })
        })
        .collect();
    for phone in phones {
        phone.join().unwrap();
    }
    queries(server) - before
}

fn main() {
    let args = Args::parse();
    let server = Server::login(&args.login);
    let (event, game, players) = an_evening(&server);

    // The write alone, nobody watching.
    let before = queries(&server);
    for _ in 0..args.changes {
        enter_hand(&server, game);
    }
    let alone = queries(&server) - before;

    let stream = watch(&args.login.base, event, &players, args.viewers);
    let before = queries(&server);
    std::thread::sleep(Duration::from_secs(args.idle));
    let idle = queries(&server) - before;

    let mut delays = Vec::new();
    let before = queries(&server);
    for _ in 0..args.changes {
        let sent = Instant::now();
        enter_hand(&server, game);
        let mut updated = HashSet::new();
        let mut last = sent;
        while updated.len() < args.viewers {
            let (viewer, at) = stream
                .recv_timeout(Duration::from_secs(30))
                .expect("every viewer is updated");
            if updated.insert(viewer) {
                last = at;
            }
        }
        delays.push(last - sent);
    }
    let watched = queries(&server) - before;
    drop(stream);
    let polling = polled(
        &server,
        &args.login.base,
        event,
        &players,
        args.viewers,
        args.idle,
    );
    delays.sort();
    // Counts of a few thousand: f64 holds them exactly.
    #[allow(clippy::cast_precision_loss)]
    let per_change = |count: u64| count as f64 / args.changes as f64;
    println!(
        "{}",
        json!({
            "viewers": args.viewers,
            "changes": args.changes,
            "statements_per_hand_unwatched": per_change(alone),
            "statements_per_hand_watched": per_change(watched),
            "statements_per_change_for_viewers": per_change(watched.saturating_sub(alone)),
            "idle_seconds": args.idle,
            "statements_while_idle": idle,
            "statements_while_polled_instead": polling,
            "delay_to_all_viewers_ms": {
                "p50": percentile(&delays, 500),
                "max": delays.last().copied().map_or(0.0, milliseconds),
            },
        })
    );
}
