//! What the load examples share: a logged-in client of the API, and latency figures.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

// Where the server is and whom to log in as: the flags every example begins with. (A
// plain comment: clap would take a doc comment for the help of every example using it.)
#[derive(Debug, clap::Args)]
pub struct Login {
    /// The server, e.g. `http://127.0.0.1:8080`
    #[arg(long)]
    pub base: String,
    #[arg(long)]
    pub username: String,
    #[arg(long)]
    pub password: String,
}

/// A client of `uptown-server`'s API, logged in as one account (or a table, `as_table`).
#[derive(Clone)]
pub struct Server {
    base: String,
    api: String,
    agent: ureq::Agent,
    authorization: String,
}

impl Server {
    pub fn login(login: &Login) -> Server {
        let (base, username, password) = (&login.base, &login.username, &login.password);
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let api = format!("{}/api/v1", base.trim_end_matches('/'));
        let mut server = Server {
            base: base.trim_end_matches('/').to_owned(),
            api,
            agent,
            authorization: String::new(),
        };
        let (status, login) = server.post(
            "/login",
            &json!({ "username": username, "password": password }),
        );
        assert_eq!(status, 200, "login: {login}");
        let token = serde_json::from_str::<Value>(&login).unwrap()["token"]
            .as_str()
            .unwrap()
            .to_owned();
        server.authorization = format!("Bearer {token}");
        server
    }

    /// The same server, as the players at the table whose code is `code`.
    pub fn as_table(&self, code: &str) -> Server {
        Server {
            authorization: format!("Table {code}"),
            ..self.clone()
        }
    }

    /// POSTs and reads the answer as text, unparsed, to leave the CPU to the server.
    pub fn post(&self, path: &str, body: &Value) -> (u16, String) {
        self.post_keyed(path, None, body)
    }

    /// POSTs with an `Idempotency-Key`, as a table's phone does.
    pub fn post_keyed(&self, path: &str, key: Option<&str>, body: &Value) -> (u16, String) {
        let mut request = self
            .agent
            .post(format!("{}{path}", self.api))
            .header("Authorization", &self.authorization);
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        let mut response = request.send_json(body).expect("the server answers");
        (
            response.status().as_u16(),
            response.body_mut().read_to_string().unwrap_or_default(),
        )
    }

    /// GETs as the public does, reading the answer as text.
    pub fn get(&self, path: &str) -> (u16, String) {
        let mut response = self
            .agent
            .get(format!("{}{path}", self.api))
            .call()
            .expect("the server answers");
        (
            response.status().as_u16(),
            response.body_mut().read_to_string().unwrap_or_default(),
        )
    }

    /// GETs any path of the server (a page, or the API with its `/api/v1`), as text.
    pub fn get_page(&self, path: &str) -> (u16, String) {
        let mut response = self
            .agent
            .get(format!("{}{path}", self.base))
            .call()
            .expect("the server answers");
        (
            response.status().as_u16(),
            response.body_mut().read_to_string().unwrap_or_default(),
        )
    }

    /// POSTs something that must be created; its answer, parsed.
    pub fn create(&self, path: &str, body: &Value) -> Value {
        let (status, answer) = self.post(path, body);
        assert_eq!(status, 201, "{path}: {answer}");
        serde_json::from_str(&answer).unwrap()
    }

    pub fn created_id(&self, path: &str, body: &Value) -> i64 {
        self.create(path, body)["id"].as_i64().unwrap()
    }
}

/// A name no earlier run used, for clubs created by a run.
pub fn unique(prefix: &str) -> String {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis();
    format!("{prefix} {stamp}")
}

pub fn milliseconds(latency: Duration) -> f64 {
    (latency.as_secs_f64() * 100_000.0).round() / 100.0
}

/// The latency at `per_mille` of sorted latencies, in milliseconds.
pub fn percentile(sorted: &[Duration], per_mille: usize) -> f64 {
    let index = sorted.len().saturating_sub(1) * per_mille / 1000;
    sorted.get(index).copied().map_or(0.0, milliseconds)
}

pub fn timed<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let result = work();
    (result, started.elapsed())
}

/// The p50 and p99 of `latencies` in milliseconds, as JSON.
pub fn summary(mut latencies: Vec<Duration>) -> Value {
    latencies.sort();
    json!({ "p50_ms": percentile(&latencies, 500), "p99_ms": percentile(&latencies, 990) })
}

/// Times GETs of each `(name, path)` `samples` times, each after `before_each` (untimed);
/// their p50 and p99 by name, as JSON.
pub fn time_reads(
    server: &Server,
    samples: usize,
    reads: &[(&str, String)],
    mut before_each: impl FnMut(),
) -> Value {
    let mut timed_reads = serde_json::Map::new();
    for (name, path) in reads {
        let latencies = (0..samples)
            .map(|_| {
                before_each();
                let ((status, _), latency) = timed(|| server.get_page(path));
                assert_eq!(status, 200, "{path}");
                latency
            })
            .collect();
        timed_reads.insert((*name).to_owned(), summary(latencies));
    }
    Value::Object(timed_reads)
}
