//! A small typed client of the uptown-server REST API.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use uptown_api::Problem;
use ureq::tls::{Certificate, PemItem, RootCerts, TlsConfig, parse_pem};

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
    trust: Trust,
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

/// The certificates an `https://` server's must chain to.
#[derive(Debug, Clone)]
pub(crate) enum Trust {
    /// The system's, as the platform verifies them.
    Platform,
    /// Only those of a file the user named (`--ca-cert`): a club's own CA.
    File {
        path: PathBuf,
        certificates: Arc<Vec<Certificate<'static>>>,
    },
}

impl Trust {
    /// The certificates of the PEM file at `path`; an error names the flag and the reason.
    pub(crate) fn file(path: &Path) -> Result<Trust, Failure> {
        let refused =
            |reason: String| Failure::BadInput(format!("--ca-cert {}: {reason}", path.display()));
        let pem =
            std::fs::read(path).map_err(|error| refused(format!("cannot read it: {error}")))?;
        let certificates = parse_pem(&pem)
            .filter_map(|item| match item {
                Ok(PemItem::Certificate(certificate)) => Some(Ok(certificate)),
                Ok(_) => None,
                Err(error) => Some(Err(error)),
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|error| refused(format!("it is not PEM: {error}")))?;
        if certificates.is_empty() {
            return Err(refused(
                "it holds no certificate (-----BEGIN CERTIFICATE-----)".to_owned(),
            ));
        }
        Ok(Trust::File {
            path: path.to_owned(),
            certificates: Arc::new(certificates),
        })
    }

    fn root_certs(&self) -> RootCerts {
        match self {
            Trust::Platform => RootCerts::PlatformVerifier,
            Trust::File { certificates, .. } => RootCerts::Specific(Arc::clone(certificates)),
        }
    }

    /// What to tell the user whose server's certificate does not verify.
    fn refusal(&self, base: &str, reason: &str) -> Failure {
        Failure::Other(match self {
            Trust::Platform => format!(
                "the certificate of {base} does not verify ({reason}); if your club signs its \
                 own, give its CA with --ca-cert FILE or UPTOWN_CA_CERT"
            ),
            Trust::File { path, .. } => format!(
                "the certificate of {base} does not verify against --ca-cert {} ({reason})",
                path.display()
            ),
        })
    }
}

impl Client {
    pub(crate) fn new(base: &str, credential: Option<Credential>, trust: Trust) -> Client {
        let tls = TlsConfig::builder().root_certs(trust.root_certs()).build();
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .tls_config(tls)
            .build()
            .into();
        Client {
            base: base.trim_end_matches('/').to_owned(),
            credential,
            agent,
            trust,
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
                // Asking again cannot make a certificate verify.
                Err(error) => match certificate_problem(&error) {
                    Some(reason) => return Err(self.trust.refusal(&self.base, &reason)),
                    None => last_error = error.to_string(),
                },
            }
        }
        Err(Failure::Other(format!(
            "cannot reach the server at {}: {last_error}",
            self.base
        )))
    }
}

/// Why the server's certificate was refused, when that is why the request failed.
fn certificate_problem(error: &ureq::Error) -> Option<String> {
    let tls = match error {
        ureq::Error::Rustls(error) => Some(error),
        ureq::Error::Io(error) => error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<rustls::Error>()),
        _ => None,
    }?;
    matches!(tls, rustls::Error::InvalidCertificate(_)).then(|| tls.to_string())
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
