//! A club's views on other sites, in real Chromium: a page of a site the club lists shows
//! the club's latest results in a frame; the same page on a site it does not list gets
//! nothing, and no other page of the server can be framed at all. Ignored like `browser`:
//! `.ci/run` runs them with `--ignored`.

use std::io::{Read, Write};
use std::net::TcpListener;

use serde_json::json;
use uptown_e2e::browser::{Browser, Driver};
use uptown_e2e::{Api, RunningServer, TestDatabase};

/// A website of its own, on a port of its own (so an origin of its own), that answers every
/// request with `page`: its origin.
fn a_website(page: String) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for mut stream in listener.incoming().flatten() {
            let mut request = [0; 4096];
            let _ = stream.read(&mut request);
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{page}",
                page.len()
            );
        }
    });
    origin
}

/// A page that frames `src`.
fn framing(src: &str) -> String {
    format!(
        "<!doctype html><title>Our club</title><h1>Our club</h1><iframe id=\"uptown\" src=\"{src}\" width=\"360\" height=\"400\"></iframe>"
    )
}

/// Whether the frame holds an element `css` finds within `tries` fifths of a second: a
/// refused frame holds the browser's error page instead.
fn frame_holds(browser: &Browser, css: &str, tries: usize) -> bool {
    let script = format!("return !!document.querySelector('{css}');");
    (0..tries).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(200));
        browser.enter_frame("#uptown");
        let held = browser.script(&script) == true;
        browser.leave_frame();
        held
    })
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_listed_site_frames_the_clubs_results_and_an_unlisted_one_cannot() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let club = api.post("/api/v1/clubs", &json!({ "name": "Framed Club" }))["id"].clone();
    let view = format!("{}/embed/clubs/{club}/results?lang=en", server.base);

    let listed = a_website(framing(&view));
    let unlisted = a_website(framing(&view));
    let console = a_website(framing(&format!("{}/director/login", server.base)));
    api.put(
        &format!("/api/v1/clubs/{club}/embedding"),
        &json!({ "origins": [listed, console] }),
    );

    let driver = Driver::start();
    let browser = driver.browser(1280, 900);
    browser.open(&listed);
    assert_eq!(browser.text("h1"), "Our club");
    assert!(
        frame_holds(&browser, "body.embed h1", 30),
        "the club's own site shows its results"
    );
    browser.enter_frame("#uptown");
    assert_eq!(browser.text("h1"), "Latest results");
    browser.leave_frame();

    browser.open(&unlisted);
    assert_eq!(browser.text("h1"), "Our club");
    assert!(
        !frame_holds(&browser, "body.embed h1", 30),
        "a site the club did not list shows nothing"
    );

    // Even a listed site cannot frame the console: only the views may be framed.
    browser.open(&console);
    assert!(
        !frame_holds(&browser, "#username", 10),
        "the console's login is never framed"
    );
}
