//! A headless Chromium driven through ChromeDriver's W3C WebDriver API: plain JSON over
//! HTTP, so the browser tests need no client library. Debian's `chromium` and
//! `chromium-driver` must be installed (`.ci/run` installs them); without them the tests
//! fail, they are not skipped.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A running ChromeDriver, stopped when dropped.
#[derive(Debug)]
pub struct Driver {
    child: Child,
    base: String,
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

impl Driver {
    /// Starts `chromedriver` on a free port and waits until it answers.
    pub fn start() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver runs: install Debian's chromium and chromium-driver");
        let driver = Driver {
            child,
            base: format!("http://127.0.0.1:{port}"),
        };
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(20) {
            if let Ok(mut status) = agent().get(format!("{}/status", driver.base)).call()
                && status
                    .body_mut()
                    .read_json::<Value>()
                    .is_ok_and(|body| body["value"]["ready"] == true)
            {
                return driver;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("chromedriver did not become ready");
    }

    /// A new headless browser window of `width` × `height` pixels (a phone is 390 wide).
    /// Under `UPTOWN_TEST_HTTPS=1` it trusts the test CA.
    pub fn browser(&self, width: u32, height: u32) -> Browser {
        let trust: Vec<String> = crate::test_https()
            .map(|https| {
                format!(
                    "--ignore-certificate-errors-spki-list={}",
                    https.ca.spki_hash()
                )
            })
            .into_iter()
            .collect();
        self.browser_with(width, height, &trust)
    }

    /// The same, started with more of Chromium's switches: `--host-resolver-rules` for a
    /// club's LAN name, `--ignore-certificate-errors-spki-list` to trust a test's CA.
    pub fn browser_with(&self, width: u32, height: u32, switches: &[String]) -> Browser {
        let mut args = vec![
            "--headless=new".to_owned(),
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-dev-shm-usage".to_owned(),
            "--disable-background-networking".to_owned(),
            "--hide-scrollbars".to_owned(),
            format!("--window-size={width},{height}"),
        ];
        args.extend_from_slice(switches);
        let capabilities = json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": args,
                // The exact viewport, below the smallest window a desktop Chromium opens.
                "mobileEmulation": { "deviceMetrics": {
                    "width": width, "height": height, "pixelRatio": 1, "mobile": width < 600
                } }
            }
        } } });
        let answer = call(
            &agent(),
            "POST",
            &format!("{}/session", self.base),
            Some(&capabilities),
        )
        .unwrap_or_else(|error| panic!("a browser session: {error}"));
        let session = answer["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("a browser session: {answer}"))
            .to_owned();
        Browser {
            agent: agent(),
            session: format!("{}/session/{session}", self.base),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One WebDriver command; its `value`, or the error WebDriver answered.
fn call(
    agent: &ureq::Agent,
    method: &str,
    url: &str,
    body: Option<&Value>,
) -> Result<Value, String> {
    let mut response = match (method, body) {
        ("GET", _) => agent.get(url).call(),
        ("DELETE", _) => agent.delete(url).call(),
        (_, Some(body)) => agent.post(url).send_json(body),
        (_, None) => agent.post(url).send_json(json!({})),
    }
    .unwrap_or_else(|error| panic!("{method} {url}: {error}"));
    let answer: Value = response.body_mut().read_json().unwrap_or(Value::Null);
    if let Some(error) = answer["value"]["error"].as_str() {
        return Err(format!(
            "{method} {url}: {error}: {}",
            answer["value"]["message"]
        ));
    }
    Ok(answer
        .get("value")
        .cloned()
        .filter(|value| !value.is_null())
        .unwrap_or(answer))
}

/// The key W3C WebDriver names an element by in JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A browser window, closed when dropped.
#[derive(Debug)]
pub struct Browser {
    agent: ureq::Agent,
    session: String,
}

/// An element of the page, by WebDriver's reference.
#[derive(Debug, Clone)]
pub struct Element(String);

impl Browser {
    fn command(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        self.attempt(method, path, body)
            .unwrap_or_else(|error| panic!("{error}"))
    }

    fn attempt(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        call(
            &self.agent,
            method,
            &format!("{}{path}", self.session),
            body,
        )
    }

    pub fn open(&self, url: &str) {
        self.command("POST", "/url", Some(&json!({ "url": url })));
    }

    pub fn url(&self) -> String {
        self.command("GET", "/url", None)
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// The first element matching a CSS selector.
    pub fn find(&self, css: &str) -> Element {
        let found = self.command(
            "POST",
            "/element",
            Some(&json!({ "using": "css selector", "value": css })),
        );
        let reference = found
            .as_object()
            .and_then(|object| object.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no element {css}"));
        Element(reference.to_owned())
    }

    pub fn click(&self, css: &str) {
        let element = self.find(css);
        self.command("POST", &format!("/element/{}/click", element.0), None);
    }

    /// Clicks the button `css` finds, which submits a form, and waits up to ten seconds for
    /// the page the form leads to. A wait for text alone can be met by the page before, when
    /// it already shows the same words (a row's amount owed before the payment, "no payments
    /// yet" before the terms are set), and the next step then acts on a page being replaced.
    pub fn submit(&self, css: &str) {
        self.script("window.uptownPageBeforeSubmit = true;");
        self.click(css);
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(10) {
            // While the next page loads, scripts may fail to run: that is "not yet".
            let loaded = self.attempt(
                "POST",
                "/execute/sync",
                Some(&json!({
                    "script": "return !window.uptownPageBeforeSubmit && document.readyState === 'complete';",
                    "args": []
                })),
            );
            if loaded.is_ok_and(|loaded| loaded == Value::Bool(true)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("submitting {css} led to no new page within 10 s");
    }

    /// Replaces the text of an input.
    pub fn fill(&self, css: &str, text: &str) {
        let element = self.find(css);
        self.command("POST", &format!("/element/{}/clear", element.0), None);
        self.command(
            "POST",
            &format!("/element/{}/value", element.0),
            Some(&json!({ "text": text })),
        );
    }

    /// The visible text of the first element matching `css`.
    pub fn text(&self, css: &str) -> String {
        let element = self.find(css);
        self.command("GET", &format!("/element/{}/text", element.0), None)
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// Runs a script in the page; its result.
    pub fn script(&self, script: &str) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(&json!({ "script": script, "args": [] })),
        )
    }

    /// Runs a script that answers by calling its last argument (WebDriver's asynchronous
    /// script); what it answered.
    pub fn script_async(&self, script: &str) -> Value {
        self.command(
            "POST",
            "/execute/async",
            Some(&json!({ "script": script, "args": [] })),
        )
    }

    /// The page as assistive technology reads it: Chromium's accessibility tree, each node
    /// with its `role`, `name`, `description` and `properties` (the browser's own
    /// `Accessibility.getFullAXTree`, which the driver passes on).
    pub fn accessibility_tree(&self) -> Vec<Value> {
        let tree = self.command(
            "POST",
            "/goog/cdp/execute",
            Some(&json!({ "cmd": "Accessibility.getFullAXTree", "params": {} })),
        );
        tree["nodes"].as_array().cloned().unwrap_or_default()
    }

    /// The visible text of the first element matching `css`, if there is one now (it may
    /// be replaced while it is read: then there is none).
    fn text_if_any(&self, css: &str) -> Option<String> {
        let found = self
            .attempt(
                "POST",
                "/elements",
                Some(&json!({ "using": "css selector", "value": css })),
            )
            .ok()?;
        let reference = found
            .as_array()?
            .first()?
            .as_object()?
            .values()
            .next()?
            .as_str()?
            .to_owned();
        self.attempt("GET", &format!("/element/{reference}/text"), None)
            .ok()?
            .as_str()
            .map(str::to_owned)
    }

    /// Waits up to `seconds` until `css`'s text contains `wanted` (a page may still be
    /// loading after a click); whether it did.
    pub fn wait_for_text(&self, css: &str, wanted: &str, seconds: u64) -> bool {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(seconds) {
            if self
                .text_if_any(css)
                .is_some_and(|text| text.contains(wanted))
            {
                return true;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        false
    }

    /// Goes into the frame `css` finds: what follows reads and acts inside it.
    pub fn enter_frame(&self, css: &str) {
        let element = self.find(css);
        self.command(
            "POST",
            "/frame",
            Some(&json!({ "id": { (ELEMENT): element.0 } })),
        );
    }

    /// Back out of a frame, to the page that holds it.
    pub fn leave_frame(&self) {
        self.command("POST", "/frame/parent", Some(&json!({})));
    }

    /// A PNG of the whole window.
    pub fn screenshot(&self) -> Vec<u8> {
        let encoded = self.command("GET", "/screenshot", None);
        decode_base64(encoded.as_str().expect("a screenshot"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.agent.delete(&self.session).call();
    }
}

/// Standard base64, as WebDriver sends screenshots.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |byte: u8| -> Option<u32> {
        match byte {
            b'A'..=b'Z' => Some(u32::from(byte - b'A')),
            b'a'..=b'z' => Some(u32::from(byte - b'a') + 26),
            b'0'..=b'9' => Some(u32::from(byte - b'0') + 52),
            b'+' => Some(62),
            b'/' => Some(63),
            _ => None,
        }
    };
    let mut bytes = Vec::with_capacity(text.len() * 3 / 4);
    let (mut buffer, mut bits) = (0u32, 0);
    for digit in text.bytes().filter_map(value) {
        buffer = (buffer << 6) | digit;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push(u8::try_from((buffer >> bits) & 0xff).unwrap_or(0));
        }
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::decode_base64;

    #[test]
    fn base64_decodes() {
        assert_eq!(decode_base64("aGVsbG8="), b"hello");
        assert_eq!(decode_base64("UE5H"), b"PNG");
    }
}
