//! The server's PostgreSQL over TLS, as a managed database or a league's database on another
//! machine needs it: this machine's PostgreSQL, started for the test with a certificate from
//! a CA the test makes, reached with `sslmode=verify-full`, and refused when the certificate
//! is not the one the URL asks for. Ignored: it needs PostgreSQL's server programs, which
//! `.ci/run` has; it runs them with `--ignored postgres_tls::`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use diesel::sql_types::Bool;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use uptown_e2e::certificates::TestCa;
use uptown_e2e::{RunningServer, binary};

/// A PostgreSQL of the test's own, serving TLS with a certificate `ca` signed for
/// `localhost` only; stopped when dropped.
struct OwnPostgres {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
    _directory: tempfile::TempDir,
}

/// The directory of this machine's PostgreSQL server programs.
fn postgres_bin() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .expect("PostgreSQL's server programs in /usr/lib/postgresql")
        .map(|entry| entry.unwrap().path().join("bin"))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    found.sort();
    found.pop().expect("an initdb under /usr/lib/postgresql")
}

/// Runs a PostgreSQL program as the `postgres` account (PostgreSQL refuses to run as root).
fn as_postgres(program: &Path, args: &[&str]) -> Output {
    let output = Command::new("runuser")
        .args(["-u", "postgres", "--"])
        .arg(program)
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}: {}",
        program.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

fn give_to_postgres(paths: &[&Path]) {
    let chown = Command::new("chown")
        .arg("postgres:postgres")
        .args(paths)
        .status()
        .unwrap();
    assert!(chown.success());
}

impl OwnPostgres {
    fn start(ca: &TestCa) -> OwnPostgres {
        use std::os::unix::fs::PermissionsExt;
        let directory = tempfile::tempdir().unwrap();
        std::fs::set_permissions(directory.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        let data = directory.path().join("data");
        std::fs::create_dir(&data).unwrap();
        std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o700)).unwrap();
        give_to_postgres(&[&data]);
        let bin = postgres_bin();
        as_postgres(
            &bin.join("initdb"),
            &[
                "-D",
                data.to_str().unwrap(),
                "-A",
                "trust",
                "-U",
                "postgres",
            ],
        );
        let files = ca.issue(&["localhost"], &data, "server");
        give_to_postgres(&[&files.chain, &files.key]);
        std::fs::set_permissions(&files.key, std::fs::Permissions::from_mode(0o600)).unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .unwrap()
            .port();
        let settings = format!(
            "port = {port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{}'\n\
             ssl = on\nssl_cert_file = '{}'\nssl_key_file = '{}'\n",
            data.display(),
            files.chain.display(),
            files.key.display()
        );
        let conf = data.join("postgresql.conf");
        let mut text = std::fs::read_to_string(&conf).unwrap();
        text.push_str(&settings);
        std::fs::write(&conf, text).unwrap();
        let log = data.join("log");
        as_postgres(
            &bin.join("pg_ctl"),
            &[
                "-D",
                data.to_str().unwrap(),
                "-l",
                log.to_str().unwrap(),
                "-w",
                "start",
            ],
        );
        OwnPostgres {
            bin,
            data,
            port,
            _directory: directory,
        }
    }

    fn url(&self, host: &str, query: &str) -> String {
        format!("postgres://postgres@{host}:{}/postgres?{query}", self.port)
    }
}

impl Drop for OwnPostgres {
    fn drop(&mut self) {
        let _ = Command::new("runuser")
            .args(["-u", "postgres", "--"])
            .arg(self.bin.join("pg_ctl"))
            .args(["-D", self.data.to_str().unwrap(), "-m", "immediate", "stop"])
            .output();
    }
}

#[derive(QueryableByName)]
struct Encrypted {
    #[diesel(sql_type = Bool)]
    ssl: bool,
}

/// Whether the connection `url` opens is encrypted, as the server itself reports it.
fn encrypted(url: &str) -> bool {
    let mut connection =
        PgConnection::establish(url).unwrap_or_else(|error| panic!("{url}: {error}"));
    diesel::sql_query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        .get_result::<Encrypted>(&mut connection)
        .unwrap()
        .ssl
}

/// `uptown-server admin create` on `url`: it opens, migrates and writes the database.
fn admin_create(directory: &Path, url: &str) -> Output {
    Command::new(binary("uptown-server"))
        .current_dir(directory)
        .env("DATABASE_URL", url)
        .env("UPTOWN_ADMIN_PASSWORD", "admin-password")
        .args(["admin", "create", "admin"])
        .output()
        .unwrap()
}

#[test]
#[ignore = "needs PostgreSQL's server programs; .ci/run runs this with --ignored"]
fn the_server_reaches_postgresql_with_verify_full_and_refuses_a_certificate_that_does_not_match() {
    let ca = TestCa::new("League database CA");
    let postgres = OwnPostgres::start(&ca);
    let directory = tempfile::tempdir().unwrap();
    let root = ca.write_certificate(&directory.path().join("league-ca.pem"));
    let root = root.to_str().unwrap();

    // The certificate verifies against the league's CA and names the host asked for.
    let verified = postgres.url(
        "localhost",
        &format!("sslmode=verify-full&sslrootcert={root}"),
    );
    assert!(encrypted(&verified));
    let created = admin_create(directory.path(), &verified);
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    let server = RunningServer::start(
        directory.path(),
        &["--bind", "127.0.0.1:0"],
        Some(&verified),
    );
    let ready = ureq::get(format!("{}/readyz", server.base)).call().unwrap();
    assert_eq!(ready.status(), 200);
    let api = uptown_e2e::Api::login(&server.base, "admin", "admin-password");
    api.post(
        "/api/v1/clubs",
        &serde_json::json!({ "name": "League Club" }),
    );
    drop(server);

    // Every sslmode a URL may carry is honoured.
    assert!(encrypted(&postgres.url("127.0.0.1", "sslmode=require")));
    assert!(encrypted(&postgres.url(
        "127.0.0.1",
        &format!("sslmode=verify-ca&sslrootcert={root}")
    )));
    assert!(encrypted(&postgres.url("127.0.0.1", "sslmode=prefer")));
    assert!(!encrypted(&postgres.url("127.0.0.1", "sslmode=disable")));

    // Refused: a host name the certificate does not carry, and a CA that did not sign it.
    let stranger = TestCa::new("Somebody else's CA");
    let stranger = stranger.write_certificate(&directory.path().join("other-ca.pem"));
    for (url, wanted) in [
        (
            postgres.url(
                "127.0.0.1",
                &format!("sslmode=verify-full&sslrootcert={root}"),
            ),
            "does not match host name",
        ),
        (
            postgres.url(
                "localhost",
                &format!("sslmode=verify-full&sslrootcert={}", stranger.display()),
            ),
            "certificate verify failed",
        ),
    ] {
        let refused = admin_create(directory.path(), &url);
        assert_eq!(refused.status.code(), Some(2), "{url}");
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert!(stderr.contains(wanted), "{url}: {stderr}");
        assert!(PgConnection::establish(&url).is_err(), "{url}");
    }
}
