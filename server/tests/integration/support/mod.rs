//! A real server on a fresh database for each test, and a small HTTP client for it.
//!
//! The database comes from `uptown_e2e::TestDatabase`: a new SQLite file, or a new
//! PostgreSQL database with `UPTOWN_TEST_DATABASE_URL`.

#![allow(dead_code, missing_debug_implementations)]

use std::num::NonZeroU32;
use std::sync::mpsc;
use std::time::Duration;

use actix_web::HttpServer;
use actix_web::dev::ServerHandle;
use serde_json::{Value, json};
use uptown_e2e::TestDatabase;
use uptown_server::auth::Lifetimes;
use uptown_server::db::{self, DatabaseUrl};
use uptown_server::services::webhooks::Reach;
use uptown_server::state::AppState;
use uptown_server::state::PublicUrl;
use uptown_server::state::throttles::Allowance;
use uptown_server::{build_app, services};

/// `uptown-server`'s app, serving on a free port of 127.0.0.1 from a thread of its own.
pub struct TestServer {
    pub base: String,
    handle: ServerHandle,
    pub pool: db::Pool,
    // Dropped last: the server must let go of the database first.
    database: TestDatabase,
}

pub const ADMIN: (&str, &str) = ("admin", "admin-password");

/// Allowances out of the way of tests about other things.
fn generous() -> Allowance {
    let generous = NonZeroU32::new(100_000).unwrap();
    Allowance {
        logins_per_minute: generous,
        table_codes_per_minute: generous,
    }
}

impl TestServer {
    /// A server whose rate limits are out of the way of tests about other things.
    pub fn start() -> TestServer {
        TestServer::start_with(generous(), false)
    }

    pub fn start_with(allowance: Allowance, behind_proxy: bool) -> TestServer {
        TestServer::start_state(allowance, behind_proxy, None, Reach::Public)
    }

    /// A server whose pages say phones reach it at `public_url` (`--public-url`).
    pub fn start_at(public_url: &str) -> TestServer {
        TestServer::start_state(
            generous(),
            false,
            Some(PublicUrl::parse(public_url).unwrap()),
            Reach::Public,
        )
    }

    /// A server that takes webhooks on this machine, where the tests' receivers listen
    /// (`--webhooks-to-private-addresses`).
    pub fn start_reaching_this_machine() -> TestServer {
        TestServer::start_state(generous(), false, None, Reach::Any)
    }

    fn start_state(
        allowance: Allowance,
        behind_proxy: bool,
        public_url: Option<PublicUrl>,
        reach: Reach,
    ) -> TestServer {
        let database = TestDatabase::new();
        let (pool, changes) = db::open_watched(&DatabaseUrl::parse(database.url()), 8)
            .expect("the test database opens");
        let state = AppState::new(
            (pool.clone(), changes),
            allowance,
            behind_proxy,
            Lifetimes::default(),
        )
        .with_public_url(public_url)
        .with_webhook_reach(reach);
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let server = HttpServer::new(move || build_app(state.clone()))
                    .workers(2)
                    .bind("127.0.0.1:0")
                    .expect("port 0 binds");
                let address = server.addrs()[0];
                let running = server.run();
                sender.send((address, running.handle())).unwrap();
                running.await
            })
        });
        let (address, handle) = receiver
            .recv_timeout(Duration::from_secs(10))
            .expect("the server starts");
        let server = TestServer {
            base: format!("http://{address}"),
            handle,
            pool,
            database,
        };
        server.create_admin(ADMIN.0, ADMIN.1);
        server
    }

    /// The database's URL, when it is PostgreSQL.
    pub fn postgres_url(&self) -> Option<&str> {
        self.database.is_postgres().then(|| self.database.url())
    }

    /// What `uptown-server admin create` does.
    pub fn create_admin(&self, username: &str, password: &str) {
        let mut connection = self.pool.get().unwrap();
        let new = uptown_api::bodies::NewAccount {
            username: username.to_owned(),
            password: password.to_owned(),
            admin: true,
        };
        services::accounts::create(&mut connection, None, &new).unwrap();
    }

    pub fn client(&self) -> Client {
        Client {
            base: self.base.clone(),
            agent: ureq::Agent::config_builder()
                .http_status_as_error(false)
                .build()
                .into(),
            auth: None,
        }
    }

    /// A client logged in as `username`.
    pub fn login(&self, username: &str, password: &str) -> Client {
        let client = self.client();
        let reply = client.post(
            "/api/v1/login",
            &json!({ "username": username, "password": password }),
        );
        assert_eq!(reply.status, 200, "login as {username}: {}", reply.body);
        client.with_auth(&format!("Bearer {}", reply.body["token"].as_str().unwrap()))
    }

    pub fn admin(&self) -> Client {
        self.login(ADMIN.0, ADMIN.1)
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        actix_web::rt::System::new().block_on(self.handle.stop(false));
    }
}

/// An answer: status, headers that matter, JSON body.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub body: Value,
    pub etag: Option<String>,
    pub content_type: String,
}

impl Reply {
    /// Asserts a problem+json answer with this status, and returns its detail.
    #[track_caller]
    pub fn problem(&self, status: u16) -> &str {
        assert_eq!(self.status, status, "{}", self.body);
        assert_eq!(
            self.content_type, "application/problem+json",
            "{}",
            self.body
        );
        assert_eq!(self.body["status"], status);
        assert!(
            self.body["type"]
                .as_str()
                .unwrap()
                .starts_with("urn:uptown:problem:")
        );
        self.body["detail"].as_str().unwrap()
    }
}

#[derive(Clone)]
pub struct Client {
    base: String,
    agent: ureq::Agent,
    auth: Option<String>,
}

impl Client {
    pub fn with_auth(&self, authorization: &str) -> Client {
        Client {
            auth: Some(authorization.to_owned()),
            ..self.clone()
        }
    }

    pub fn as_table(&self, code: &str) -> Client {
        self.with_auth(&format!("Table {code}"))
    }

    pub fn anonymous(&self) -> Client {
        Client {
            auth: None,
            ..self.clone()
        }
    }

    pub fn send(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<&str>,
    ) -> Reply {
        let mut request = ureq::http::Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base));
        if let Some(auth) = &self.auth {
            request = request.header("Authorization", auth);
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let request = request.header("Content-Type", "application/json");
        let mut response = match body {
            Some(body) => self.agent.run(request.body(body.to_owned()).unwrap()),
            None => self.agent.run(request.body(()).unwrap()),
        }
        .unwrap_or_else(|error| panic!("{method} {path}: {error}"));
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|value| value.to_str().unwrap().to_owned())
        };
        let etag = header("etag");
        let content_type = header("content-type").unwrap_or_default();
        let text = response.body_mut().read_to_string().unwrap_or_default();
        let body = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or(Value::String(text))
        };
        Reply {
            status: response.status().as_u16(),
            body,
            etag,
            content_type,
        }
    }

    pub fn get(&self, path: &str) -> Reply {
        self.send("GET", path, &[], None)
    }

    pub fn post(&self, path: &str, body: &Value) -> Reply {
        self.send("POST", path, &[], Some(&body.to_string()))
    }

    pub fn post_with(&self, path: &str, headers: &[(&str, &str)], body: &Value) -> Reply {
        self.send("POST", path, headers, Some(&body.to_string()))
    }

    pub fn put(&self, path: &str, body: &Value) -> Reply {
        self.send("PUT", path, &[], Some(&body.to_string()))
    }

    pub fn patch(&self, path: &str, body: &Value) -> Reply {
        self.send("PATCH", path, &[], Some(&body.to_string()))
    }
}

/// A club with four players, and a bid whist game between them.
pub struct Table {
    pub club: i64,
    pub players: Vec<i64>,
    pub game: i64,
    pub code: String,
}

/// Creates a club named `name` with players of these names, as `client`: the club's id and
/// the players' ids, in order.
pub fn club_with_players(client: &Client, name: &str, names: &[&str]) -> (i64, Vec<i64>) {
    let club = client.post("/api/v1/clubs", &json!({ "name": name }));
    assert_eq!(club.status, 201, "{}", club.body);
    let club = club.body["id"].as_i64().unwrap();
    let players = names
        .iter()
        .map(|player| {
            let reply = client.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": player }),
            );
            assert_eq!(reply.status, 201, "{}", reply.body);
            reply.body["id"].as_i64().unwrap()
        })
        .collect();
    (club, players)
}

/// Creates a club named `name` with four players and a game under `rules`, as `client`.
pub fn club_with_game(client: &Client, name: &str, rules: &Value) -> Table {
    let (club, players) = club_with_players(client, name, &["Ann", "Bob", "Cal", "Dee"]);
    let game = client.post(
        "/api/v1/games",
        &json!({ "club_id": club, "game": "bid_whist", "rules": rules,
                 "seats": { "N": players[0], "E": players[1], "S": players[2], "W": players[3] } }),
    );
    assert_eq!(game.status, 201, "{}", game.body);
    Table {
        club,
        players,
        game: game.body["id"].as_i64().unwrap(),
        code: game.body["table_code"].as_str().unwrap().to_owned(),
    }
}

/// A bid whist hand: `bidder` bids `level` uptown and takes `books`.
pub fn hand(dealer: &str, bidder: &str, level: u8, books: u8) -> Value {
    json!({ "dealer": dealer, "contract": { "bidder": bidder, "level": level, "mode": "uptown" }, "books": books })
}

/// A valid next hand for the game as it stands (the dealer it expects bids 3 and makes it).
pub fn next_hand(client: &Client, game: i64) -> Value {
    let view = client.get(&format!("/api/v1/games/{game}"));
    let dealer = view.body["next_dealer"].as_str().unwrap_or("N").to_owned();
    hand(&dealer, &dealer, 3, 9)
}

/// A page as the browser gets it: status, headers we look at, and the HTML.
pub struct Page {
    pub status: u16,
    pub html: String,
    pub location: Option<String>,
    pub set_cookie: Option<String>,
    pub content_type: String,
    /// What the table page's answer says became of the hand (`X-Uptown-Entry`).
    pub entry: Option<String>,
}

/// An agent that does not follow redirects, so that a 303 can be seen.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into()
}

pub fn read(mut response: ureq::http::Response<ureq::Body>) -> Page {
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .map(|value| value.to_str().unwrap().to_owned())
    };
    let (location, set_cookie) = (header("location"), header("set-cookie"));
    let content_type = header("content-type").unwrap_or_default();
    let entry = header("x-uptown-entry");
    Page {
        entry,
        status: response.status().as_u16(),
        location,
        set_cookie,
        content_type,
        html: response.body_mut().read_to_string().unwrap(),
    }
}

/// One request of a race, run on a thread of its own.
pub type Job = Box<dyn FnOnce() -> Reply + Send>;

/// Runs every job on a thread of its own, all released at the same moment; their answers in
/// the order given.
pub fn at_once(jobs: Vec<Job>) -> Vec<Reply> {
    let barrier = std::sync::Barrier::new(jobs.len());
    std::thread::scope(|scope| {
        let running: Vec<_> = jobs
            .into_iter()
            .map(|job| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    job()
                })
            })
            .collect();
        running
            .into_iter()
            .map(|thread| thread.join().unwrap())
            .collect()
    })
}

/// A `format` event of the club's partnerships (`players` two by two), named `name`.
pub fn event_of_pairs(
    client: &Client,
    club: i64,
    players: &[i64],
    name: &str,
    format: &str,
) -> i64 {
    let event = client.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": name, "format": format }),
    );
    assert_eq!(event.status, 201, "{}", event.body);
    let event = event.body["id"].as_i64().unwrap();
    for pair in players.chunks(2) {
        let entered = client.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    event
}

/// A seated table: its first game, the game's table code, and its two sides' entrants.
#[derive(Debug, Clone)]
pub struct SeatedTable {
    pub game: i64,
    pub code: String,
    pub ns: Value,
    pub ew: Value,
}

/// Seats the event's next round; its tables.
pub fn seat_round(client: &Client, event: i64) -> Vec<SeatedTable> {
    let round = client.post(&format!("/api/v1/events/{event}/rounds"), &json!({}));
    assert_eq!(round.status, 201, "{}", round.body);
    round.body["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|table| {
            let game = &table["games"][0];
            SeatedTable {
                game: game["id"].as_i64().unwrap(),
                code: game["table_code"].as_str().unwrap().to_owned(),
                ns: table["NS"][0].clone(),
                ew: table["EW"][0].clone(),
            }
        })
        .collect()
}

/// A page as a browser without cookies gets it.
pub fn get(server: &TestServer, path: &str, headers: &[(&str, &str)]) -> Page {
    let mut request = agent().get(format!("{}{path}", server.base));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    read(request.call().unwrap())
}

/// A form posted as a browser posts it; a redirect is answered, not followed.
pub fn post_form(server: &TestServer, path: &str, fields: &[(&str, &str)]) -> Page {
    let owned: Vec<(String, String)> = fields
        .iter()
        .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
        .collect();
    read(
        agent()
            .post(format!("{}{path}", server.base))
            .send_form(owned)
            .unwrap(),
    )
}

/// The value of a hidden field of a form.
pub fn hidden(html: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
    html[start..].split('"').next().unwrap().to_owned()
}
