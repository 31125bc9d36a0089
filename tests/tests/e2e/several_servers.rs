//! Several servers on one PostgreSQL, as a league runs them: two `uptown-server` processes
//! behind Debian's nginx, which spreads requests over them in turn. What must hold: what is
//! written through one is read, streamed live and counted through the other; a client gets
//! one allowance of logins and table codes, not one per server; and restarting the servers
//! one at a time, while tables enter hands through the proxy, loses and doubles nothing.
//!
//! They need PostgreSQL (`UPTOWN_TEST_DATABASE_URL`) and nginx, which `.ci/run` provides.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use uptown_e2e::{Api, RunningServer, TestDatabase, create_admin, http_agent};

/// Longer than anything here takes; past it the test has failed.
const PATIENCE: Duration = Duration::from_secs(20);

/// A port free now, for nginx, which does not say which port it was given.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Two servers on one PostgreSQL database with an admin `admin` / `admin-password`, each
/// trusting the proxy's `X-Forwarded-For`.
struct League {
    servers: [Option<RunningServer>; 2],
    ports: [u16; 2],
    database: TestDatabase,
    directory: tempfile::TempDir,
}

impl League {
    fn start() -> League {
        let database = TestDatabase::new();
        assert!(
            database.is_postgres(),
            "several servers share PostgreSQL: set UPTOWN_TEST_DATABASE_URL"
        );
        let directory = tempfile::tempdir().unwrap();
        create_admin(
            directory.path(),
            Some(database.url()),
            "admin",
            "admin-password",
        );
        let mut league = League {
            servers: [None, None],
            ports: [0, 0],
            database,
            directory,
        };
        // Each server first binds port 0 and says which port it got, so that no test
        // running beside this one can take the port between choosing and binding it (a
        // server started on a port chosen that way once found it taken and exited);
        // a restart comes back on the same port.
        for index in 0..league.ports.len() {
            let server = league.server(index);
            league.ports[index] = server
                .base
                .rsplit(':')
                .next()
                .and_then(|port| port.parse().ok())
                .expect("the server says the port it listens on");
            league.servers[index] = Some(server);
        }
        league
    }

    /// Server `index`, started on its port.
    fn server(&self, index: usize) -> RunningServer {
        RunningServer::start(
            self.directory.path(),
            &[
                "--bind",
                &format!("127.0.0.1:{}", self.ports[index]),
                "--behind-proxy",
            ],
            Some(self.database.url()),
        )
    }

    fn base(&self, index: usize) -> String {
        format!("http://127.0.0.1:{}", self.ports[index])
    }

    /// Stops server `index` as a deploy does (SIGTERM), checks it stopped gracefully, and
    /// calls `meanwhile` before starting it again on its port.
    fn restart(&mut self, index: usize, meanwhile: impl FnOnce()) {
        let stopped = self.servers[index].take().unwrap().terminate();
        assert!(stopped.success(), "a graceful stop: {stopped:?}");
        meanwhile();
        self.servers[index] = Some(self.server(index));
    }
}

/// nginx in front of the servers on `ports`, in turn (its default), each answer saying which
/// server gave it (`X-Upstream`); stopped when dropped.
struct Proxy {
    child: Child,
    base: String,
    _directory: tempfile::TempDir,
}

impl Proxy {
    fn start(ports: &[u16]) -> Proxy {
        let directory = tempfile::tempdir().unwrap();
        let dir = directory.path().display().to_string();
        let port = free_port();
        let upstreams = ports
            .iter()
            .map(|port| format!("server 127.0.0.1:{port} max_fails=0;"))
            .collect::<Vec<_>>()
            .join("\n");
        // A server being restarted refuses the connection; nginx then tries the other
        // (`proxy_next_upstream error`, its default), as it would for a league.
        let config = format!(
            "daemon off;\nworker_processes 1;\npid {dir}/nginx.pid;\nerror_log {dir}/error.log;\n\
             events {{ worker_connections 256; }}\n\
             http {{\n  access_log off;\n\
               client_body_temp_path {dir}/body;\n  proxy_temp_path {dir}/proxy;\n\
               fastcgi_temp_path {dir}/fastcgi;\n  uwsgi_temp_path {dir}/uwsgi;\n  scgi_temp_path {dir}/scgi;\n\
               upstream uptown {{\n{upstreams}\n}}\n\
               server {{\n    listen 127.0.0.1:{port};\n    location / {{\n\
                   proxy_pass http://uptown;\n      proxy_set_header Host $host;\n\
                   proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n\
                   proxy_buffering off;\n      add_header X-Upstream $upstream_addr always;\n\
               }}\n  }}\n}}\n"
        );
        let file = directory.path().join("nginx.conf");
        std::fs::write(&file, config).unwrap();
        let child = Command::new("nginx")
            .args(["-p", &dir, "-e", &format!("{dir}/error.log"), "-c"])
            .arg(&file)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nginx is installed (Debian's package nginx)");
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(started.elapsed() < PATIENCE, "nginx did not start");
            thread::sleep(Duration::from_millis(50));
        }
        Proxy {
            child,
            base: format!("http://127.0.0.1:{port}"),
            _directory: directory,
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A club of four players and a round robin of their two partnerships with its first round
/// seated, made through `api`: the table's game, its code, and the player sitting north.
fn a_seated_table(api: &Api) -> (i64, String, i64, i64) {
    let club = api.post("/api/v1/clubs", &json!({ "name": "League Club" }))["id"].clone();
    let players: Vec<Value> = ["Ann", "Bob", "Cal", "Dee"]
        .iter()
        .map(|name| {
            api.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": name }),
            )["id"]
                .clone()
        })
        .collect();
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "League night", "format": "round_robin" }),
    )["id"]
        .as_i64()
        .unwrap();
    for pair in players.chunks(2) {
        api.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
    }
    let round = api.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    let table = &round["tables"][0];
    let game = &table["games"][0];
    (
        event,
        game["table_code"].as_str().unwrap().to_owned(),
        game["id"].as_i64().unwrap(),
        table["seats"]["N"]["id"].as_i64().unwrap(),
    )
}

/// The next hand of `game` as `base` has it: its dealer bids three and makes it.
fn next_hand(base: &str, code: &str, game: i64) -> Option<Value> {
    let view = get_json(base, &format!("/api/v1/games/{game}"), code);
    (view["status"] != "finished").then(|| {
        let dealer = view["next_dealer"].as_str().unwrap_or("N").to_owned();
        json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" }, "books": 9 })
    })
}

fn get_json(base: &str, path: &str, code: &str) -> Value {
    let mut response = http_agent()
        .get(format!("{base}{path}"))
        .header("Authorization", &format!("Table {code}"))
        .call()
        .unwrap();
    assert_eq!(response.status(), 200, "{path}");
    response.body_mut().read_json().unwrap()
}

/// The data of each server-sent event of `path` at `base`, as they come.
fn stream(base: &str, path: &str) -> mpsc::Receiver<String> {
    let response = http_agent().get(format!("{base}{path}")).call().unwrap();
    assert_eq!(response.status(), 200, "{path}");
    let (sender, received) = mpsc::channel();
    thread::spawn(move || {
        let mut data = Vec::new();
        for line in BufReader::new(response.into_body().into_reader()).lines() {
            let Ok(line) = line else { return };
            if let Some(text) = line.strip_prefix("data: ") {
                data.push(text.to_owned());
            } else if line.is_empty()
                && !data.is_empty()
                && sender.send(std::mem::take(&mut data).join("\n")).is_err()
            {
                return;
            }
        }
    });
    received
}

/// Waits for an event of `stream` that contains `text`.
#[track_caller]
fn until_sent(stream: &mpsc::Receiver<String>, text: &str) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let data = stream
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("the stream never sent {text:?}"));
        if data.contains(text) {
            return data;
        }
    }
}

#[test]
#[ignore = "needs PostgreSQL and nginx: .ci/run"]
fn a_hand_through_one_server_is_read_streamed_and_counted_through_the_other() {
    let league = League::start();
    let (one, other) = (league.base(0), league.base(1));
    let api = Api::login(&one, "admin", "admin-password");
    let (event, code, game, north) = a_seated_table(&api);
    // Ann's evening, watched through the other server.
    let evening = stream(
        &other,
        &format!("/events/{event}/players/{north}/live?lang=en"),
    );
    until_sent(&evening, "0 – 0");

    // The table enters its hands through the one server only.
    let mut hands = 0;
    while let Some(hand) = next_hand(&one, &code, game) {
        let mut entered = http_agent()
            .post(format!("{one}/api/v1/games/{game}/hands"))
            .header("Authorization", &format!("Table {code}"))
            .send_json(&hand)
            .unwrap();
        assert_eq!(
            entered.status(),
            201,
            "{}",
            entered.body_mut().read_to_string().unwrap()
        );
        hands += 1;
        if hands == 1 {
            until_sent(&evening, "in progress · 3 – 0");
        }
    }
    let won = until_sent(&evening, "played 1 · won 1");
    assert!(won.contains("Round 1: table 1"), "{won}");

    // Read, and counted, through the other.
    let seen = get_json(&other, &format!("/api/v1/games/{game}"), &code);
    assert_eq!(seen["status"], "finished");
    assert_eq!(seen["hands"].as_array().unwrap().len(), hands);
    let standings = get_json(&other, &format!("/api/v1/events/{event}/standings"), &code);
    let won: Vec<i64> = standings["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["games_won"].as_i64().unwrap())
        .collect();
    assert_eq!(won, [1, 0], "{standings}");
}

/// Who answered each of `count` requests `send` makes through the proxy, with its status.
fn answers(
    count: usize,
    send: impl Fn() -> ureq::http::Response<ureq::Body>,
) -> Vec<(u16, String)> {
    (0..count)
        .map(|_| {
            let response = send();
            let upstream = response
                .headers()
                .get("x-upstream")
                .and_then(|value| value.to_str().ok())
                .unwrap_or_default()
                .to_owned();
            (response.status().as_u16(), upstream)
        })
        .collect()
}

/// How many answers came before the first 429, and the servers that gave each kind.
fn before_refused(answers: &[(u16, String)]) -> (usize, BTreeSet<&str>, BTreeSet<&str>) {
    let admitted = answers
        .iter()
        .take_while(|(status, _)| *status != 429)
        .count();
    let servers = |refused: bool| {
        answers
            .iter()
            .filter(|(status, _)| (*status == 429) == refused)
            .map(|(_, upstream)| upstream.as_str())
            .collect()
    };
    (admitted, servers(false), servers(true))
}

#[test]
#[ignore = "needs PostgreSQL and nginx: .ci/run"]
fn a_client_gets_one_allowance_across_both_servers() {
    let league = League::start();
    let proxy = Proxy::start(&league.ports);

    // Wrong table codes cost ten of the 120 a minute: twelve guesses, whichever server
    // takes them. (A bucket each would let 24 through.)
    let guesses = answers(30, || {
        http_agent()
            .get(format!("{}/api/v1/table", proxy.base))
            .header("Authorization", "Table ZZZZZZ")
            .call()
            .unwrap()
    });
    let (admitted, answered, refused) = before_refused(&guesses);
    // At 2 tokens a second a further guess is earned only after five seconds.
    assert!((12..=13).contains(&admitted), "{admitted}: {guesses:?}");
    assert_eq!(
        answered.len(),
        2,
        "both servers answered guesses: {guesses:?}"
    );
    assert_eq!(
        refused.len(),
        2,
        "both servers refused guesses: {guesses:?}"
    );

    // Ten logins a minute, whichever server checks the password.
    let logins = answers(16, || {
        http_agent()
            .post(format!("{}/api/v1/login", proxy.base))
            .send_json(json!({ "username": "admin", "password": "not-the-password" }))
            .unwrap()
    });
    let (admitted, answered, refused) = before_refused(&logins);
    assert!((10..=11).contains(&admitted), "{admitted}: {logins:?}");
    assert_eq!(answered.len(), 2, "{logins:?}");
    assert_eq!(refused.len(), 2, "{logins:?}");
}

/// What one table did while entering its hands through the proxy.
#[derive(Debug, Default)]
struct Entered {
    /// Hands acknowledged (201), in order.
    acknowledged: usize,
    /// Answers that were retried with the same key: a 502, 503 or 504, or no answer.
    retried: Vec<String>,
}

/// Hand `index` of a game that never ends: the dealer bids three; each side makes it once
/// and is set once in every four hands, so the totals keep coming back to 0.
fn hand(index: usize) -> Value {
    let dealer = ["N", "E", "S", "W"][index % 4];
    let books = if (index / 2).is_multiple_of(2) { 9 } else { 8 };
    json!({ "dealer": dealer, "contract": { "bidder": dealer, "level": 3, "mode": "uptown" }, "books": books })
}

/// Enters hands into `game` through `api` until `stop`, each retried with its key until it
/// is acknowledged, as the table page does.
fn enter_hands(api: &Api, game: i64, stop: &AtomicBool, entered: &AtomicUsize) -> Entered {
    let mut table = Entered::default();
    while !stop.load(Ordering::Relaxed) {
        let index = table.acknowledged;
        let key = format!("rolling-{game}-{index}");
        let since = Instant::now();
        loop {
            assert!(
                since.elapsed() < PATIENCE,
                "hand {index} of game {game} was never acknowledged: {:?}",
                table.retried
            );
            match api.try_post(&format!("/api/v1/games/{game}/hands"), &key, &hand(index)) {
                Ok((201, _)) => break,
                Ok((status @ (502..=504), _)) => table.retried.push(status.to_string()),
                Ok((status, body)) => panic!("hand {index} of game {game}: {status} {body}"),
                Err(error) => table.retried.push(error.to_string()),
            }
            thread::sleep(Duration::from_millis(50));
        }
        table.acknowledged += 1;
        entered.fetch_add(1, Ordering::Relaxed);
    }
    table
}

#[test]
#[ignore = "needs PostgreSQL and nginx: .ci/run"]
fn a_rolling_restart_of_the_servers_loses_and_doubles_no_hand() {
    const TABLES: usize = 4;
    let mut league = League::start();
    let proxy = Proxy::start(&league.ports);
    let api = Api::login(&proxy.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Rolling Club" }))["id"].clone();
    for name in ["Ann", "Bob", "Cal", "Dee"] {
        api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
    }
    let games: Vec<i64> = (0..TABLES)
        .map(|_| {
            api.post(
                "/api/v1/games",
                &json!({ "club_id": club, "game": "bid_whist", "rules": { "target": 99 },
                         "seats": { "N": "Ann", "E": "Bob", "S": "Cal", "W": "Dee" } }),
            )["id"]
                .as_i64()
                .unwrap()
        })
        .collect();

    let stop = Arc::new(AtomicBool::new(false));
    let entered = Arc::new(AtomicUsize::new(0));
    let tables: Vec<_> = games
        .iter()
        .map(|&game| {
            let (api, stop, entered) = (api.clone(), Arc::clone(&stop), Arc::clone(&entered));
            thread::spawn(move || enter_hands(&api, game, &stop, &entered))
        })
        .collect();
    // Waits until the tables have entered `count` more hands.
    let after_hands = |count: usize| {
        let (before, since) = (entered.load(Ordering::Relaxed), Instant::now());
        while entered.load(Ordering::Relaxed) < before + count {
            assert!(since.elapsed() < PATIENCE, "the tables stalled");
            thread::sleep(Duration::from_millis(10));
        }
    };

    // Each server in turn is stopped (SIGTERM, as a deploy does) and started again on its
    // port, while the tables go on entering hands through the proxy.
    for index in 0..league.ports.len() {
        after_hands(20);
        league.restart(index, || after_hands(10));
    }
    after_hands(20);
    stop.store(true, Ordering::Relaxed);
    let tables: Vec<Entered> = tables
        .into_iter()
        .map(|table| table.join().expect("a table entered its hands"))
        .collect();

    // Every acknowledged hand is stored once, in the order entered, and nothing else.
    for (game, table) in games.iter().zip(&tables) {
        let hands = api.get(&format!("/api/v1/games/{game}"))["hands"].clone();
        let stored: Vec<Value> = hands
            .as_array()
            .unwrap()
            .iter()
            .map(|hand| json!({ "dealer": hand["dealer"], "books": hand["books"] }))
            .collect();
        let expected: Vec<Value> = (0..table.acknowledged)
            .map(|index| {
                let hand = hand(index);
                json!({ "dealer": hand["dealer"], "books": hand["books"] })
            })
            .collect();
        assert_eq!(stored, expected, "game {game}");
    }
    let retried: Vec<&String> = tables.iter().flat_map(|table| &table.retried).collect();
    eprintln!(
        "rolling restart: {} hands, {} answers retried: {retried:?}",
        entered.load(Ordering::Relaxed),
        retried.len()
    );
}
