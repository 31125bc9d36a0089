//! A small typed client of the uptown-server REST API.

use std::time::Duration;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use uptown_api::Problem;

use crate::failure::Failure;

/// The body of a write that needs nothing but its path: `{}`.
#[derive(Serialize)]
pub(crate) struct Nothing {}

/// The server and the credentials to send it.
#[derive(Debug, Clone)]
pub(crate) struct Client {
    base: String,
    credential: Option<Credential>,
    agent: ureq::Agent,
}

/// Who the client is to the server: a logged-in account, or a table by its card's code.
#[derive(Debug, Clone)]
pub(crate) enum Credential {
    Token(String),
    TableCode(String),
}

/// Attempts for a request the network failed; a POST keeps its `Idempotency-Key` across them,
/// so a request that did reach the server is not applied twice.
const ATTEMPTS: u32 = 3;

impl Client {
    pub(crate) fn new(base: &str, credential: Option<Credential>) -> Client {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .build()
            .into();
        Client {
            base: base.trim_end_matches('/').to_owned(),
            credential,
            agent,
        }
    }

    pub(crate) fn base(&self) -> &str {
        &self.base
    }

    /// The account's token, when the client is logged in as one.
    pub(crate) fn token(&self) -> Option<&str> {
        match &self.credential {
            Some(Credential::Token(token)) => Some(token),
            _ => None,
        }
    }

    /// Whether the client speaks for a table, by its code.
    pub(crate) fn is_table(&self) -> bool {
        matches!(self.credential, Some(Credential::TableCode(_)))
    }

    pub(crate) fn get(&self, path: &str) -> Result<Response, Failure> {
        self.send("GET", path, None, &[])
    }

    /// A POST with a fresh `Idempotency-Key`, kept across retries.
    pub(crate) fn post(&self, path: &str, body: &impl Serialize) -> Result<Response, Failure> {
        let key = format!("uptown-cli-{:032x}", rand::random::<u128>());
        self.send(
            "POST",
            path,
            Some(&json_text(body)),
            &[("Idempotency-Key", &key)],
        )
    }

    pub(crate) fn post_if_match(
        &self,
        path: &str,
        body: &impl Serialize,
        etag: Option<&str>,
    ) -> Result<Response, Failure> {
        let key = format!("uptown-cli-{:032x}", rand::random::<u128>());
        let mut headers = vec![("Idempotency-Key", key.as_str())];
        if let Some(etag) = etag {
            headers.push(("If-Match", etag));
        }
        self.send("POST", path, Some(&json_text(body)), &headers)
    }

    pub(crate) fn put_if_match(
        &self,
        path: &str,
        body: &impl Serialize,
        etag: Option<&str>,
    ) -> Result<Response, Failure> {
        let headers: Vec<(&str, &str)> = etag.map(|etag| ("If-Match", etag)).into_iter().collect();
        self.send("PUT", path, Some(&json_text(body)), &headers)
    }

    pub(crate) fn delete(&self, path: &str) -> Result<Response, Failure> {
        self.send("DELETE", path, None, &[])
    }

    pub(crate) fn patch(&self, path: &str, body: &impl Serialize) -> Result<Response, Failure> {
        self.send("PATCH", path, Some(&json_text(body)), &[])
    }

    fn send(
        &self,
        method: &str,
        path: &str,
        body: Option<&str>,
        headers: &[(&str, &str)],
    ) -> Result<Response, Failure> {
        let url = format!("{}/api/v1{path}", self.base);
        let mut last_error = String::new();
        for attempt in 0..ATTEMPTS {
            if attempt > 0 {
                std::thread::sleep(Duration::from_millis(200 << attempt));
            }
            let mut request = ureq::http::Request::builder().method(method).uri(&url);
            match &self.credential {
                Some(Credential::Token(token)) => {
                    request = request.header("Authorization", format!("Bearer {token}"));
                }
                Some(Credential::TableCode(code)) => {
                    request = request.header("Authorization", format!("Table {code}"));
                }
                None => {}
            }
            for (name, value) in headers {
                request = request.header(*name, *value);
            }
            // The server lists a session by what opened it.
            let request = request
                .header("Content-Type", "application/json")
                .header("User-Agent", concat!("uptown/", env!("CARGO_PKG_VERSION")));
            let sent = match body {
                Some(body) => self
                    .agent
                    .run(request.body(body.to_owned()).expect("a valid request")),
                None => self.agent.run(request.body(()).expect("a valid request")),
            };
            match sent {
                Ok(mut response) => {
                    let status = response.status().as_u16();
                    let etag = response
                        .headers()
                        .get("etag")
                        .and_then(|value| value.to_str().ok())
                        .map(str::to_owned);
                    let text = response.body_mut().read_to_string().unwrap_or_default();
                    let json: Value = if text.is_empty() {
                        Value::Null
                    } else {
                        serde_json::from_str(&text).unwrap_or(Value::String(text))
                    };
                    if (200..300).contains(&status) {
                        return Ok(Response { json, etag });
                    }
                    let detail = serde_json::from_value::<Problem>(json).map_or_else(
                        |_| format!("the server answered {status}"),
                        |problem| problem.detail,
                    );
                    return Err(Failure::from_status(status, detail));
                }
                Err(error) => last_error = error.to_string(),
            }
        }
        Err(Failure::Other(format!(
            "cannot reach the server at {}: {last_error}",
            self.base
        )))
    }
}

fn json_text(body: &impl Serialize) -> String {
    serde_json::to_string(body).expect("a request body always serialises")
}

/// A successful answer: its JSON (printed as it came by `--json`) and the `ETag` if any.
#[derive(Debug, Clone)]
pub(crate) struct Response {
    pub(crate) json: Value,
    pub(crate) etag: Option<String>,
}

impl Response {
    /// The answer as the API's type for it. A server whose answer does not fit is one of
    /// another version: say so, rather than print blanks.
    pub(crate) fn read<T: DeserializeOwned>(&self) -> Result<T, Failure> {
        T::deserialize(&self.json).map_err(|error| {
            Failure::Other(format!(
                "the server's answer is not one this uptown can read ({error}); is it another version?"
            ))
        })
    }
}
