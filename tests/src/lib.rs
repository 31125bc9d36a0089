//! What end-to-end tests share: a fresh database per test, and the real binaries.
//!
//! The database is a new SQLite file by default. With `UPTOWN_TEST_DATABASE_URL` set to a
//! `postgres://` URL, each test gets a new PostgreSQL database created through that URL and
//! dropped afterwards; CI runs the whole suite both ways. With `UPTOWN_TEST_HTTPS=1` the
//! servers serve HTTPS from a test CA that the clients trust (`test_https`). The binaries are
//! those of the workspace's target directory, built by `cargo test --workspace`.

pub mod browser;
pub mod certificates;
pub mod imports;
pub mod receiver;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use serde_json::Value;

use crate::certificates::{ServerFiles, TestCa};

/// A database of its own for one test.
#[derive(Debug)]
pub enum TestDatabase {
    Sqlite {
        dir: tempfile::TempDir,
        path: String,
    },
    Postgres {
        admin_url: String,
        name: String,
        url: String,
    },
}

impl TestDatabase {
    /// A new SQLite file, whatever `UPTOWN_TEST_DATABASE_URL` says: for what only SQLite's
    /// files, written by the server's own process, can show.
    pub fn sqlite() -> TestDatabase {
        let dir = tempfile::tempdir().unwrap();
        let path = dir
            .path()
            .join("uptown.sqlite")
            .to_string_lossy()
            .into_owned();
        TestDatabase::Sqlite { dir, path }
    }

    pub fn new() -> TestDatabase {
        match std::env::var("UPTOWN_TEST_DATABASE_URL") {
            Ok(admin_url) if admin_url.starts_with("postgres") => {
                static NEXT: AtomicU32 = AtomicU32::new(0);
                let name = format!(
                    "uptown_test_{}_{}",
                    std::process::id(),
                    NEXT.fetch_add(1, Ordering::Relaxed)
                );
                let mut admin = PgConnection::establish(&admin_url).unwrap_or_else(|error| {
                    panic!("PostgreSQL at {admin_url} is required for this run: {error}")
                });
                // One statement per call: several at once would run as one transaction,
                // which CREATE DATABASE refuses.
                admin
                    .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .unwrap();
                admin
                    .batch_execute(&format!("CREATE DATABASE {name}"))
                    .unwrap();
                let base = admin_url
                    .rsplit_once('/')
                    .map_or(admin_url.as_str(), |(base, _)| base);
                let url = format!("{base}/{name}");
                TestDatabase::Postgres {
                    admin_url,
                    name,
                    url,
                }
            }
            _ => TestDatabase::sqlite(),
        }
    }

    /// What `DATABASE_URL` is set to for the server.
    pub fn url(&self) -> &str {
        match self {
            TestDatabase::Sqlite { path, .. } => path,
            TestDatabase::Postgres { url, .. } => url,
        }
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, TestDatabase::Postgres { .. })
    }
}

impl Default for TestDatabase {
    fn default() -> Self {
        TestDatabase::new()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let TestDatabase::Postgres {
            admin_url, name, ..
        } = self
            && let Ok(mut admin) = PgConnection::establish(admin_url)
        {
            let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
        }
    }
}

/// HTTPS for every test's server (`RunningServer::with_admin`) and its clients, when
/// `UPTOWN_TEST_HTTPS=1`: `.ci/run` runs the browser tests once so. One CA and one
/// certificate (for `localhost` and `127.0.0.1`) serve the whole test process.
#[derive(Debug)]
pub struct TestHttps {
    pub ca: TestCa,
    pub files: ServerFiles,
    /// The CA's certificate, for `UPTOWN_CA_CERT`.
    pub ca_file: PathBuf,
}

pub fn test_https() -> Option<&'static TestHttps> {
    static HTTPS: OnceLock<Option<TestHttps>> = OnceLock::new();
    HTTPS
        .get_or_init(|| {
            if std::env::var("UPTOWN_TEST_HTTPS").as_deref() != Ok("1") {
                return None;
            }
            // Kept for the life of the process, which a static outlives: the files are small.
            let directory =
                std::env::temp_dir().join(format!("uptown-test-https-{}", std::process::id()));
            std::fs::create_dir_all(&directory).unwrap();
            let ca = TestCa::new("Uptown test CA");
            let files = ca.issue(&["localhost", "127.0.0.1"], &directory, "server");
            let ca_file = ca.write_certificate(&directory.join("ca.pem"));
            Some(TestHttps { ca, files, ca_file })
        })
        .as_ref()
}

/// An HTTP client for the tests' servers: one that trusts the test CA under
/// `UPTOWN_TEST_HTTPS=1`.
pub fn http_agent() -> ureq::Agent {
    match test_https() {
        Some(https) => https.ca.agent(),
        None => ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into(),
    }
}

/// The path of a workspace binary, built by `cargo test --workspace`.
pub fn binary(name: &str) -> PathBuf {
    let path = assert_cmd::cargo::cargo_bin(name);
    assert!(
        path.exists(),
        "{} is not built: run `cargo test --workspace` or `cargo build --workspace`",
        path.display()
    );
    path
}

/// `uptown-server admin create USERNAME`, the password on standard input.
pub fn create_admin(directory: &Path, database_url: Option<&str>, username: &str, password: &str) {
    let mut command = Command::new(binary("uptown-server"));
    command
        .current_dir(directory)
        .args(["admin", "create", username])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    command
        .env_remove("DATABASE_URL")
        .env_remove("UPTOWN_ADMIN_PASSWORD");
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{password}\n").as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "admin create failed");
    assert!(
        String::from_utf8_lossy(&output.stdout)
            .starts_with(&format!("created admin account {username}"))
    );
}

/// A running `uptown-server`, killed when dropped.
#[derive(Debug)]
pub struct RunningServer {
    child: Child,
    pub base: String,
}

impl RunningServer {
    /// Starts the binary in `directory` with `args`, `DATABASE_URL` set when given, and
    /// waits for the line that says where it listens.
    pub fn start(directory: &Path, args: &[&str], database_url: Option<&str>) -> RunningServer {
        let mut command = Command::new(binary("uptown-server"));
        command.args(args).stderr(Stdio::null());
        RunningServer::spawn(command, directory, database_url)
    }

    /// Starts `command`, which runs the server (itself, or through a shell that sets up its
    /// process first), as `start` does; its stderr goes where `command` sends it.
    pub fn spawn(
        mut command: Command,
        directory: &Path,
        database_url: Option<&str>,
    ) -> RunningServer {
        command.current_dir(directory).stdout(Stdio::piped());
        command.env_remove("DATABASE_URL");
        if let Some(url) = database_url {
            command.env("DATABASE_URL", url);
        }
        let mut child = command.spawn().expect("uptown-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let base = line
            .trim()
            .strip_prefix("uptown-server listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_owned();
        RunningServer { child, base }
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// A server on a free port over `database`, with an admin `admin` / `admin-password`.
    pub fn with_admin(directory: &Path, database: &TestDatabase) -> RunningServer {
        RunningServer::with_admin_and(directory, database, &[])
    }

    /// The same, with the server's `extra` arguments besides.
    pub fn with_admin_and(
        directory: &Path,
        database: &TestDatabase,
        extra: &[&str],
    ) -> RunningServer {
        let url = Some(database.url());
        create_admin(directory, url, "admin", "admin-password");
        let mut args: Vec<String> = extra.iter().map(|arg| (*arg).to_owned()).collect();
        args.extend(["--bind".to_owned(), "127.0.0.1:0".to_owned()]);
        if let Some(https) = test_https() {
            args.extend([
                "--tls-cert".to_owned(),
                https.files.chain.display().to_string(),
            ]);
            args.extend([
                "--tls-key".to_owned(),
                https.files.key.display().to_string(),
            ]);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        RunningServer::start(directory, &args, url)
    }

    /// SIGTERM, then the exit status: a graceful stop exits 0.
    pub fn terminate(mut self) -> std::process::ExitStatus {
        Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        self.child.wait().unwrap()
    }
}

impl RunningServer {
    /// SIGKILL: the process dies mid-request, with no chance to finish anything.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// The HTTP API as one logged-in user sees it.
#[derive(Debug, Clone)]
pub struct Api {
    pub base: String,
    token: String,
    agent: ureq::Agent,
}

impl Api {
    /// Logs in at `base` as `username`.
    pub fn login(base: &str, username: &str, password: &str) -> Api {
        Api::login_with(http_agent(), base, username, password)
    }

    /// Logs in at `base` through `agent`: one that trusts a test's CA, say.
    pub fn login_with(agent: ureq::Agent, base: &str, username: &str, password: &str) -> Api {
        let reply: Value = agent
            .post(format!("{base}/api/v1/login"))
            .send_json(serde_json::json!({ "username": username, "password": password }))
            .unwrap()
            .body_mut()
            .read_json()
            .unwrap();
        Api {
            base: base.to_owned(),
            token: reply["token"].as_str().expect("a token").to_owned(),
            agent,
        }
    }

    /// POSTs `body` with an `Idempotency-Key`; the status and JSON, or the transport error
    /// when the server did not answer.
    pub fn try_post(
        &self,
        path: &str,
        key: &str,
        body: &Value,
    ) -> Result<(u16, Value), ureq::Error> {
        let mut response = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Authorization", &format!("Bearer {}", self.token))
            .header("Idempotency-Key", key)
            .send_json(body)?;
        let status = response.status().as_u16();
        let body = response.body_mut().read_json().unwrap_or(Value::Null);
        Ok((status, body))
    }

    #[track_caller]
    pub fn post(&self, path: &str, body: &Value) -> Value {
        let key = format!("{:x}", unique_key());
        let (status, reply) = self.try_post(path, &key, body).unwrap();
        assert!(
            (200..300).contains(&status),
            "POST {path}: {status} {reply}"
        );
        reply
    }

    /// GETs as the public does, without the token.
    pub fn try_get(&self, path: &str) -> Result<(u16, Value), ureq::Error> {
        let mut response = self.agent.get(format!("{}{path}", self.base)).call()?;
        let status = response.status().as_u16();
        Ok((
            status,
            response.body_mut().read_json().unwrap_or(Value::Null),
        ))
    }

    #[track_caller]
    pub fn get(&self, path: &str) -> Value {
        let (status, reply) = self.try_get(path).unwrap();
        assert_eq!(status, 200, "GET {path}: {reply}");
        reply
    }

    /// GETs as this user, with the token: what the public is not shown, too.
    #[track_caller]
    pub fn get_signed_in(&self, path: &str) -> Value {
        let mut response = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Authorization", &format!("Bearer {}", self.token))
            .call()
            .unwrap();
        let status = response.status().as_u16();
        let reply = response.body_mut().read_json().unwrap_or(Value::Null);
        assert_eq!(status, 200, "GET {path}: {reply}");
        reply
    }

    #[track_caller]
    pub fn put(&self, path: &str, body: &Value) -> Value {
        let mut response = self
            .agent
            .put(format!("{}{path}", self.base))
            .header("Authorization", &format!("Bearer {}", self.token))
            .send_json(body)
            .unwrap();
        let status = response.status().as_u16();
        let reply = response.body_mut().read_json().unwrap_or(Value::Null);
        assert!((200..300).contains(&status), "PUT {path}: {status} {reply}");
        reply
    }

    /// The same user on a server restarted at `base`: the token is in the database.
    pub fn at(&self, base: &str) -> Api {
        Api {
            base: base.to_owned(),
            ..self.clone()
        }
    }
}

/// A key unique within the test process, for POSTs that are not retried.
fn unique_key() -> u128 {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    (u128::from(std::process::id()) << 64) | u128::from(NEXT.fetch_add(1, Ordering::Relaxed))
}

impl Drop for RunningServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `uptown` command of one user: their server and their config directory.
#[derive(Debug)]
pub struct Uptown<'a> {
    pub server: &'a str,
    pub config: &'a Path,
}

impl Uptown<'_> {
    pub fn command(&self, args: &[&str]) -> assert_cmd::Command {
        let mut command = assert_cmd::Command::new(binary("uptown"));
        command
            .args(args)
            .env("UPTOWN_SERVER", self.server)
            .env("UPTOWN_CONFIG_DIR", self.config)
            .env("NO_COLOR", "1")
            .env_remove("UPTOWN_TOKEN")
            .env_remove("UPTOWN_CA_CERT");
        if let Some(https) = test_https() {
            command.env("UPTOWN_CA_CERT", &https.ca_file);
        }
        command
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().unwrap()
    }

    /// Runs a command that must succeed; its stdout.
    #[track_caller]
    pub fn ok(&self, args: &[&str]) -> String {
        let output = self.run(args);
        assert!(
            output.status.success(),
            "uptown {args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    }

    /// The same with --json, parsed.
    #[track_caller]
    pub fn json(&self, args: &[&str]) -> Value {
        let mut with_json = vec!["--json"];
        with_json.extend_from_slice(args);
        serde_json::from_str(&self.ok(&with_json)).unwrap()
    }

    /// Runs a command that must fail with `code`; its one line of stderr.
    #[track_caller]
    pub fn fails(&self, code: i32, args: &[&str]) -> String {
        let output = self.run(args);
        assert_eq!(
            output.status.code(),
            Some(code),
            "uptown {args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(output.stdout.is_empty(), "nothing on stdout when it fails");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        stderr.trim_end().to_owned()
    }

    pub fn login_admin(&self) {
        let output = self
            .command(&["login", "admin"])
            .write_stdin("admin-password\n")
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// A server on a fresh database, and a config directory for the CLI's session.
#[derive(Debug)]
pub struct Night {
    pub server: RunningServer,
    pub directory: tempfile::TempDir,
    pub config: PathBuf,
    database: TestDatabase,
}

impl Night {
    pub fn start() -> Night {
        Night::start_with(&[])
    }

    /// A night whose server runs with `extra` arguments besides.
    pub fn start_with(extra: &[&str]) -> Night {
        let database = TestDatabase::new();
        let directory = tempfile::tempdir().unwrap();
        let server = RunningServer::with_admin_and(directory.path(), &database, extra);
        let config = directory.path().join("config");
        Night {
            server,
            directory,
            config,
            database,
        }
    }

    pub fn uptown(&self) -> Uptown<'_> {
        Uptown {
            server: &self.server.base,
            config: &self.config,
        }
    }

    /// The URL of the night's database, for `uptown-server` commands run beside the server.
    pub fn database_url(&self) -> &str {
        self.database.url()
    }
}
