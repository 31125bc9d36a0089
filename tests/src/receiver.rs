//! A webhook receiver on 127.0.0.1 for the tests: a plain HTTP/1.1 listener of its own (no
//! part of the server under test) that keeps every request it gets and answers each with the
//! next status it was told to, then 200s. It checks signatures with an HMAC-SHA256 written
//! here from the `sha2` hash, independently of the server's `ring`.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};

/// One request a receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    pub path: String,
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: String,
}

impl Received {
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).map_or("", String::as_str)
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).expect("a webhook's body is JSON")
    }

    /// Whether `webhook-signature` is Standard Webhooks' signature of this request with
    /// `secret` (`whsec_` and the base64 of the key).
    pub fn signed_with(&self, secret: &str) -> bool {
        let key = STANDARD
            .decode(secret.strip_prefix("whsec_").unwrap_or(secret))
            .expect("a secret in base64");
        let signed = format!(
            "{}.{}.{}",
            self.header("webhook-id"),
            self.header("webhook-timestamp"),
            self.body
        );
        let expected = format!(
            "v1,{}",
            STANDARD.encode(hmac_sha256(&key, signed.as_bytes()))
        );
        self.header("webhook-signature")
            .split(' ')
            .any(|signature| signature == expected)
    }
}

/// HMAC (RFC 2104) over SHA-256.
fn hmac_sha256(key: &[u8], message: &[u8]) -> Vec<u8> {
    const BLOCK: usize = 64;
    let mut block = [0u8; BLOCK];
    if key.len() > BLOCK {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| block.iter().map(|k| k ^ byte).collect::<Vec<u8>>();
    let inner = Sha256::new()
        .chain_update(pad(0x36))
        .chain_update(message)
        .finalize();
    Sha256::new()
        .chain_update(pad(0x5c))
        .chain_update(inner)
        .finalize()
        .to_vec()
}

#[derive(Debug, Default)]
struct Inbox {
    received: Vec<Received>,
    answers: VecDeque<u16>,
}

/// A receiver listening on a port of 127.0.0.1 until the test ends.
#[derive(Debug, Clone)]
pub struct Receiver {
    pub url: String,
    inbox: Arc<(Mutex<Inbox>, Condvar)>,
}

impl Receiver {
    /// A receiver that answers its first requests with `answers`, in order, then 200.
    pub fn start(answers: &[u16]) -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/hooks/uptown", listener.local_addr().unwrap());
        let inbox = Arc::new((
            Mutex::new(Inbox {
                received: Vec::new(),
                answers: answers.iter().copied().collect(),
            }),
            Condvar::new(),
        ));
        let kept = Arc::clone(&inbox);
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let Some(request) = read_request(&mut stream) else {
                    continue;
                };
                let (inbox, arrived) = &*kept;
                let status = {
                    let mut inbox = inbox.lock().unwrap();
                    inbox.received.push(request);
                    inbox.answers.pop_front().unwrap_or(200)
                };
                arrived.notify_all();
                let body = if status < 300 { "thanks" } else { "not now" };
                // A redirect points elsewhere on this machine, where nothing listens.
                let location = if (300..400).contains(&status) {
                    "location: http://127.0.0.1:9/elsewhere\r\n"
                } else {
                    ""
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status} Answer\r\n{location}content-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
            }
        });
        Receiver { url, inbox }
    }

    /// Every request so far.
    pub fn received(&self) -> Vec<Received> {
        self.inbox.0.lock().unwrap().received.clone()
    }

    /// Waits up to `patience` until `count` requests have come; all that came.
    pub fn wait_for(&self, count: usize, patience: Duration) -> Vec<Received> {
        let (inbox, arrived) = &*self.inbox;
        let deadline = Instant::now() + patience;
        let mut inbox = inbox.lock().unwrap();
        while inbox.received.len() < count {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            inbox = arrived.wait_timeout(inbox, left).unwrap().0;
        }
        inbox.received.clone()
    }
}

fn read_request(stream: &mut std::net::TcpStream) -> Option<Received> {
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let path = line.split_whitespace().nth(1)?.to_owned();
    let mut headers = HashMap::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.insert(name.trim().to_lowercase(), value.trim().to_owned());
    }
    let length: usize = headers.get("content-length")?.parse().ok()?;
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Received {
        path,
        headers,
        body: String::from_utf8(body).ok()?,
    })
}
