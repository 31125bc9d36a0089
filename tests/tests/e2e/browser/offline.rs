//! A table's phone on a bad Wi-Fi night, in real Chromium: the server goes away while the
//! table enters two hands, which the phone keeps (through a reload, where the page is a secure
//! context: on the laptop itself, or over HTTPS on the club's Wi-Fi; in the open page on plain
//! HTTP); when the server is back both are stored once, in order. A phone whose hand someone else entered first is shown
//! both hands and chooses. Ignored like `browser`: `.ci/run` runs them with `--ignored`.

use serde_json::{Value, json};
use uptown_e2e::browser::{Browser, Driver};
use uptown_e2e::certificates::{ServerFiles, TestCa};
use uptown_e2e::{Api, RunningServer, TestDatabase, create_admin};

use crate::browser::phone_hand;

/// A club, four players and a bid whist game to 7: its id and table code.
fn a_game(api: &Api) -> (i64, String) {
    let club = api.post("/api/v1/clubs", &json!({ "name": "Hall Club" }))["id"].clone();
    let mut seats = serde_json::Map::new();
    for (seat, name) in [("N", "Ann"), ("E", "Bob"), ("S", "Cal"), ("W", "Dee")] {
        let player = api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        seats.insert(seat.to_owned(), player["id"].clone());
    }
    let game = api.post(
        "/api/v1/games",
        &json!({ "club_id": club, "game": "bid_whist", "seats": seats, "rules": { "target": 7 } }),
    );
    (
        game["id"].as_i64().unwrap(),
        game["table_code"].as_str().unwrap().to_owned(),
    )
}

/// Waits until the page's service worker controls it and has kept the page.
fn ready_for_offline(phone: &Browser) {
    let ready = (0..50).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(200));
        phone.script(
            "return navigator.serviceWorker.controller !== null && !!document.querySelector('form.entry');",
        ) == true
    });
    assert!(ready, "the service worker controls the page");
}

fn hands(api: &Api, game: i64) -> Vec<Value> {
    api.get(&format!("/api/v1/games/{game}"))["hands"]
        .as_array()
        .unwrap()
        .clone()
}

/// Where a club night's server is and how its phones reach it.
struct Hall {
    database: TestDatabase,
    directory: tempfile::TempDir,
    /// The club's own CA and the server's certificate from it, when the server serves HTTPS.
    tls: Option<(TestCa, ServerFiles)>,
    /// The name the phones use for the laptop (`--host-resolver-rules` maps it to 127.0.0.1).
    name: &'static str,
}

/// What the club calls the laptop on its Wi-Fi: not `localhost`, so a browser gives its pages
/// a secure context only over HTTPS.
const LAN_NAME: &str = "club.lan";

impl Hall {
    /// Phones on the laptop itself: `http://127.0.0.1`, which browsers count as secure.
    fn on_the_laptop() -> Hall {
        Hall::open("127.0.0.1", false)
    }

    /// Phones on the club's Wi-Fi, reaching the laptop by name, over HTTPS or plain HTTP.
    fn on_the_wifi(https: bool) -> Hall {
        Hall::open(LAN_NAME, https)
    }

    fn open(name: &'static str, https: bool) -> Hall {
        let database = TestDatabase::new();
        let directory = tempfile::tempdir().unwrap();
        create_admin(
            directory.path(),
            Some(database.url()),
            "admin",
            "admin-password",
        );
        let tls = https.then(|| {
            let ca = TestCa::new("Hall Club CA");
            let files = ca.issue(&[LAN_NAME, "127.0.0.1"], directory.path(), "laptop");
            (ca, files)
        });
        Hall {
            database,
            directory,
            tls,
            name,
        }
    }

    /// The server, on `bind` (`127.0.0.1:0` for a free port).
    fn serve(&self, bind: &str) -> RunningServer {
        let mut args = vec!["--bind".to_owned(), bind.to_owned()];
        if let Some((_, files)) = &self.tls {
            args.extend(["--tls-cert".to_owned(), files.chain.display().to_string()]);
            args.extend(["--tls-key".to_owned(), files.key.display().to_string()]);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        RunningServer::start(self.directory.path(), &args, Some(self.database.url()))
    }

    fn api(&self, server: &RunningServer) -> Api {
        match &self.tls {
            Some((ca, _)) => Api::login_with(ca.agent(), &server.base, "admin", "admin-password"),
            None => Api::login(&server.base, "admin", "admin-password"),
        }
    }

    /// The address phones open: the server's, by the hall's name for it.
    fn address(&self, server: &RunningServer) -> String {
        server.base.replace("127.0.0.1", self.name)
    }

    /// The server back on the address `base` it had, once the phone has sent the two hands
    /// it kept by itself; and the game's hands, each once.
    fn back_and_sent(
        &self,
        base: &str,
        phone: &Browser,
        api: &Api,
        game: i64,
    ) -> (RunningServer, Vec<Value>) {
        let back = self.serve(base.split_once("://").unwrap().1);
        assert!(
            phone.wait_for_text("main", "Hand 2 is entered", 20),
            "{}",
            phone.text("main")
        );
        let stored = hands(api, game);
        assert_eq!(stored.len(), 2, "each hand once: {stored:?}");
        (back, stored)
    }

    /// A phone on this hall's network, trusting the club's CA when there is one.
    fn phone(&self, driver: &Driver) -> Browser {
        let mut switches = vec![format!("--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1")];
        if let Some((ca, _)) = &self.tls {
            switches.push(format!(
                "--ignore-certificate-errors-spki-list={}",
                ca.spki_hash()
            ));
        }
        driver.browser_with(360, 740, &switches)
    }
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn hands_entered_while_the_server_is_away_are_kept_and_sent_once_in_order() {
    away_and_back(&Hall::on_the_laptop());
}

/// A three-handed table's phone keeps its hands the same way: the server goes away while it
/// enters two, and back, both are stored once, in order, the second dealt by the next seat
/// of three.
#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_three_handed_table_keeps_its_hands_while_the_server_is_away() {
    let hall = Hall::on_the_laptop();
    let server = hall.serve("127.0.0.1:0");
    let base = server.base.clone();
    let api = hall.api(&server);
    let club = api.post("/api/v1/clubs", &json!({ "name": "Three Club" }))["id"].clone();
    let mut seats = serde_json::Map::new();
    for (seat, name) in [("N", "Ann"), ("E", "Bob"), ("W", "Cal")] {
        let player = api.post(
            &format!("/api/v1/clubs/{club}/players"),
            &json!({ "name": name }),
        );
        seats.insert(seat.to_owned(), player["id"].clone());
    }
    let game = api.post(
        "/api/v1/three-handed-games",
        &json!({ "club_id": club, "game": "cutthroat", "seats": seats }),
    );
    let (id, code) = (
        game["id"].clone(),
        game["table_code"].as_str().unwrap().to_owned(),
    );

    let driver = Driver::start();
    let phone = hall.phone(&driver);
    let page = format!("{}/t/{code}?lang=en", hall.address(&server));
    phone.open(&page);
    ready_for_offline(&phone);
    phone.open(&page);
    ready_for_offline(&phone);

    server.kill();
    phone.click("input[name=dealer][value=N]");
    for (number, bidder, level, books) in [(1, "E", "10", "12"), (2, "W", "9", "11")] {
        phone.click(&format!("input[name=bidder][value={bidder}]"));
        phone.click(&format!("input[name=level][value='{level}']"));
        phone.click("input[name=mode][value=uptown]");
        phone.fill("#books", books);
        phone.click("button[value=enter]");
        let kept = format!("Hand {number} is kept on this phone");
        assert!(
            phone.wait_for_text("main", &kept, 10),
            "{kept}: {}",
            phone.text("main")
        );
    }
    phone.open(&page);
    assert!(
        phone.wait_for_text("#outbox", "Hand 2 is kept on this phone", 10),
        "{}",
        phone.text("main")
    );

    let _back = hall.serve(base.split_once("://").unwrap().1);
    assert!(
        phone.wait_for_text("main", "Hand 2 is entered", 20),
        "{}",
        phone.text("main")
    );
    let stored = api.get(&format!("/api/v1/three-handed-games/{id}"))["hands"].clone();
    let stored = stored.as_array().unwrap();
    assert_eq!(stored.len(), 2, "each hand once: {stored:?}");
    assert_eq!(stored[0]["dealer"], "N");
    assert_eq!(stored[0]["contract"]["bidder"], "E");
    assert_eq!(stored[1]["dealer"], "E", "the next of three seats deals");
    assert_eq!(stored[1]["contract"]["bidder"], "W");
    assert_eq!(phone.script("return localStorage.length;"), 0);
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn over_https_on_the_clubs_wifi_the_service_worker_keeps_the_page_and_the_hands() {
    away_and_back(&Hall::on_the_wifi(true));
}

/// The server goes away while the table enters two hands, which the phone keeps through a
/// reload (its service worker's copy of the page); back, both are stored once, in order.
fn away_and_back(hall: &Hall) {
    let server = hall.serve("127.0.0.1:0");
    let base = server.base.clone();
    let api = hall.api(&server);
    let (game, code) = a_game(&api);

    let driver = Driver::start();
    let phone = hall.phone(&driver);
    let page = format!("{}/t/{code}?lang=en", hall.address(&server));
    phone.open(&page);
    assert_eq!(phone.script("return window.isSecureContext;"), true);
    ready_for_offline(&phone);
    // Twice, so that the kept copy is the one the worker fetched itself.
    phone.open(&page);
    ready_for_offline(&phone);

    server.kill();
    phone.click("input[name=dealer][value=N]");
    phone_hand(&phone, "E", "4", "10", "Hand 1 is kept on this phone");
    phone_hand(&phone, "S", "3", "9", "Hand 2 is kept on this phone");
    // Reloaded with no server: the worker's copy, and both hands still waiting.
    phone.open(&page);
    assert!(
        phone.wait_for_text("#outbox", "Hand 2 is kept on this phone", 10),
        "{}",
        phone.text("main")
    );
    assert!(
        phone
            .text("#outbox")
            .contains("Hand 1 is kept on this phone")
    );

    // The server is back on its address: the phone sends both by itself.
    let (_back, stored) = hall.back_and_sent(&base, &phone, &api, game);
    assert_eq!(stored[0]["contract"]["bidder"], "E");
    assert_eq!(stored[0]["dealer"], "N");
    assert_eq!(stored[1]["contract"]["bidder"], "S");
    assert_eq!(
        stored[1]["dealer"], "E",
        "the second hand's dealer follows on"
    );
    assert_eq!(
        phone.script("return localStorage.length;"),
        0,
        "nothing left waiting"
    );
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn on_plain_http_at_the_clubs_wifi_the_open_page_still_enters_and_keeps_hands() {
    let hall = Hall::on_the_wifi(false);
    let server = hall.serve("127.0.0.1:0");
    let base = server.base.clone();
    let api = hall.api(&server);
    let (game, code) = a_game(&api);

    let driver = Driver::start();
    let phone = hall.phone(&driver);
    phone.open(&format!("{}/t/{code}?lang=en", hall.address(&server)));
    // No secure context, so no service worker: the page itself does the work.
    assert_eq!(phone.script("return window.isSecureContext;"), false);
    assert_eq!(
        phone.script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller);"),
        false
    );
    phone.click("input[name=dealer][value=N]");
    phone_hand(&phone, "E", "4", "10", "Hand 1 is entered");

    // The Wi-Fi drops: the open page keeps the hand and sends it when the server is back.
    server.kill();
    phone_hand(&phone, "S", "3", "9", "Hand 2 is kept on this phone");
    let (_back, stored) = hall.back_and_sent(&base, &phone, &api, game);
    assert_eq!(stored[1]["contract"]["bidder"], "S");
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_hand_someone_entered_first_is_shown_beside_ours_for_the_table_to_choose() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let (game, code) = a_game(&api);
    let page = format!("{}/t/{code}?lang=en", server.base);

    let driver = Driver::start();
    let ours = driver.browser(360, 740);
    ours.open(&page);
    let theirs = driver.browser(360, 740);
    theirs.open(&page);
    theirs.click("input[name=dealer][value=N]");
    phone_hand(&theirs, "W", "5", "11", "Hand 1 is entered");

    // Our phone still shows the game before their hand.
    ours.click("input[name=dealer][value=N]");
    phone_hand(&ours, "E", "4", "10", "Someone else entered hand 1 first");
    let shown = ours.text("#outbox");
    assert!(shown.contains("Theirs: hand 1, 0 – 5"), "{shown}");
    assert!(shown.contains("Yours: This hand scores"), "{shown}");
    assert_eq!(hands(&api, game).len(), 1, "no duplicate");

    ours.click("#outbox button:last-of-type");
    assert!(
        ours.wait_for_text("main", "Hand 2 is entered", 10),
        "{}",
        ours.text("main")
    );
    let stored = hands(&api, game);
    assert_eq!(stored.len(), 2);
    assert_eq!(stored[0]["contract"]["bidder"], "W");
    assert_eq!(stored[1]["contract"]["bidder"], "E");
    assert_eq!(
        stored[1]["dealer"], "E",
        "entered as the next hand, dealt by the next seat"
    );
}
