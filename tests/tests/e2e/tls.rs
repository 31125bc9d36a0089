//! HTTPS served by `uptown-server` itself, and the `uptown` CLI over it: certificates from a
//! CA the test makes (as a club makes its own), a CA the client does not trust, a plain-HTTP
//! listener that redirects, HSTS only when asked for, and a renewed certificate served
//! without a restart.

use std::path::Path;

use uptown_e2e::certificates::{ServerFiles, TestCa};
use uptown_e2e::{RunningServer, TestDatabase, Uptown, create_admin};

/// A server on `database` serving HTTPS with `files`, with the admin of the CLI's tests.
fn https_server(
    directory: &Path,
    database: &TestDatabase,
    files: &ServerFiles,
    more: &[&str],
) -> RunningServer {
    create_admin(directory, Some(database.url()), "admin", "admin-password");
    let (chain, key) = (files.chain.to_str().unwrap(), files.key.to_str().unwrap());
    let mut args = vec![
        "--bind",
        "127.0.0.1:0",
        "--tls-cert",
        chain,
        "--tls-key",
        key,
    ];
    args.extend_from_slice(more);
    RunningServer::start(directory, &args, Some(database.url()))
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .unwrap()
        .port()
}

#[test]
fn the_cli_talks_to_an_https_server_through_the_clubs_ca_and_refuses_any_other() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let ca = TestCa::new("Hall Club CA");
    let files = ca.issue(&["localhost", "127.0.0.1"], directory.path(), "server");
    let server = https_server(directory.path(), &database, &files, &[]);
    assert!(
        server.base.starts_with("https://127.0.0.1:"),
        "{}",
        server.base
    );
    let ca_file = ca.write_certificate(&directory.path().join("club-ca.pem"));
    let ca_file = ca_file.to_str().unwrap();
    let config = directory.path().join("config");
    let uptown = Uptown {
        server: &server.base,
        config: &config,
    };

    // With the club's CA: the whole CLI works, from the flag or from the environment.
    let login = uptown
        .command(&["--ca-cert", ca_file, "login", "admin"])
        .write_stdin("admin-password\n")
        .output()
        .unwrap();
    assert!(
        login.status.success(),
        "{}",
        String::from_utf8_lossy(&login.stderr)
    );
    uptown.ok(&["--ca-cert", ca_file, "club", "new", "Hall Club"]);
    let listed = uptown
        .command(&["--json", "club", "list"])
        .env("UPTOWN_CA_CERT", ca_file)
        .output()
        .unwrap();
    assert!(
        listed.status.success(),
        "{}",
        String::from_utf8_lossy(&listed.stderr)
    );
    let clubs: serde_json::Value = serde_json::from_slice(&listed.stdout).unwrap();
    assert_eq!(clubs[0]["name"], "Hall Club", "{clubs}");

    // Without it, the system's CAs do not know the club's: refused, and told what to do.
    let refused = uptown.fails(1, &["club", "list"]);
    assert!(refused.contains("does not verify"), "{refused}");
    assert!(refused.contains("--ca-cert"), "{refused}");

    // A CA that did not sign the server's certificate is no better.
    let stranger = TestCa::new("Another club's CA");
    let stranger_file = stranger.write_certificate(&directory.path().join("other-ca.pem"));
    let refused = uptown.fails(
        1,
        &["--ca-cert", stranger_file.to_str().unwrap(), "club", "list"],
    );
    assert!(
        refused.contains("does not verify against --ca-cert"),
        "{refused}"
    );

    // A file that holds no certificate is bad input, named as such.
    let not_pem = directory.path().join("notes.txt");
    std::fs::write(&not_pem, "the club's CA is on the laptop\n").unwrap();
    let refused = uptown.fails(2, &["--ca-cert", not_pem.to_str().unwrap(), "club", "list"]);
    assert!(
        refused.contains("--ca-cert") && refused.contains("no certificate"),
        "{refused}"
    );
    let refused = uptown.fails(2, &["--ca-cert", "/nonexistent/ca.pem", "club", "list"]);
    assert!(refused.contains("cannot read it"), "{refused}");
}

#[test]
fn plain_http_is_redirected_hsts_is_sent_only_when_asked_and_a_renewal_needs_no_restart() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let ca = TestCa::new("Hall Club CA");
    let files = ca.issue(&["localhost", "127.0.0.1"], directory.path(), "server");
    let plain = format!("127.0.0.1:{}", free_port());
    let server = https_server(
        directory.path(),
        &database,
        &files,
        &["--redirect-http", &plain, "--hsts"],
    );
    let agent = ca.agent();

    let healthy = agent
        .get(format!("{}/healthz", server.base))
        .call()
        .unwrap();
    assert_eq!(healthy.status(), 200);
    assert_eq!(
        healthy.headers()["strict-transport-security"],
        "max-age=31536000"
    );
    // Every plain request goes to the same path over HTTPS, on the HTTPS port.
    let https_port = server.base.rsplit(':').next().unwrap();
    let redirected = agent
        .get(format!("http://{plain}/t/ABCD-EFGH?lang=de"))
        .call()
        .unwrap();
    assert_eq!(redirected.status(), 308);
    assert_eq!(
        redirected.headers()["location"],
        format!("https://127.0.0.1:{https_port}/t/ABCD-EFGH?lang=de").as_str()
    );
    assert!(
        redirected
            .headers()
            .get("strict-transport-security")
            .is_none(),
        "HSTS means nothing over plain HTTP"
    );

    // The club renews with another CA: written over the files, served at the next handshake.
    let renewed_ca = TestCa::new("Hall Club CA 2027");
    let renewed = renewed_ca.issue(&["localhost", "127.0.0.1"], directory.path(), "renewed");
    std::fs::copy(&renewed.key, &files.key).unwrap();
    std::fs::copy(&renewed.chain, &files.chain).unwrap();
    let status = |agent: &ureq::Agent| {
        agent
            .get(format!("{}/healthz", server.base))
            .call()
            .map(|answer| answer.status().as_u16())
    };
    assert_eq!(status(&renewed_ca.agent()).unwrap(), 200);
    assert!(
        status(&ca.agent()).is_err(),
        "the old certificate is no longer served"
    );
    // A renewal caught half-written is not served; the last good certificate still is.
    std::fs::write(&files.chain, "-----BEGIN CERTIFICATE-----\ntruncat").unwrap();
    assert_eq!(status(&renewed_ca.agent()).unwrap(), 200);
}

#[test]
fn without_hsts_asked_for_an_https_answer_has_none() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let ca = TestCa::new("Hall Club CA");
    let files = ca.issue(&["127.0.0.1"], directory.path(), "server");
    let server = https_server(directory.path(), &database, &files, &[]);
    let answer = ca
        .agent()
        .get(format!("{}/healthz", server.base))
        .call()
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert!(answer.headers().get("strict-transport-security").is_none());
}

#[test]
fn a_certificate_that_cannot_be_served_stops_the_server_with_one_line_naming_the_file() {
    let directory = tempfile::tempdir().unwrap();
    let ca = TestCa::new("Hall Club CA");
    let files = ca.issue(&["127.0.0.1"], directory.path(), "server");
    let other = ca.issue(&["127.0.0.1"], directory.path(), "other");
    let run = |chain: &Path, key: &Path| {
        std::process::Command::new(uptown_e2e::binary("uptown-server"))
            .current_dir(directory.path())
            .env("DATABASE_URL", directory.path().join("uptown.sqlite"))
            .args(["--bind", "127.0.0.1:0", "--tls-cert"])
            .arg(chain)
            .arg("--tls-key")
            .arg(key)
            .output()
            .unwrap()
    };
    for (chain, key, wanted) in [
        (
            &files.chain,
            &other.key,
            "is not the key of the certificate",
        ),
        (&files.key, &files.key, "holds no PEM certificate"),
        (&files.chain, &files.chain, "is not a PEM private key"),
    ] {
        let output = run(chain, key);
        assert_eq!(output.status.code(), Some(2), "{wanted}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let last = stderr.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("error: ") && last.contains(wanted),
            "{stderr}"
        );
    }
}
