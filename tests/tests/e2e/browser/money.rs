//! The treasurer at the door with a phone, in German: the event's money terms typed with
//! decimal commas, payments taken from the page (one typed wrong first), a player put in
//! the Boston pot, and the accounts following.

use serde_json::json;
use uptown_e2e::browser::Driver;
use uptown_e2e::{Api, RunningServer, TestDatabase};

/// A club of four and a round robin of their two pairs: the event and the players.
fn spring_tournament(api: &Api) -> (i64, Vec<i64>) {
    let club = api.post("/api/v1/clubs", &json!({ "name": "Kasse" }))["id"].clone();
    let players: Vec<i64> = ["Anna", "Bernd", "Carla", "Dieter"]
        .iter()
        .map(|name| {
            api.post(
                &format!("/api/v1/clubs/{club}/players"),
                &json!({ "name": name }),
            )["id"]
                .as_i64()
                .unwrap()
        })
        .collect();
    let event = api.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Frühjahrsturnier", "format": "round_robin" }),
    )["id"]
        .as_i64()
        .unwrap();
    for pair in players.chunks(2) {
        api.post(
            &format!("/api/v1/events/{event}/entrants"),
            &json!({ "players": pair }),
        );
    }
    (event, players)
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn a_treasurer_takes_the_money_at_the_door_on_a_phone() {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    let server = RunningServer::with_admin(directory.path(), &database);
    let api = Api::login(&server.base, "admin", "admin-password");
    let (event, players) = spring_tournament(&api);

    let driver = Driver::start();
    let phone = driver.browser(360, 740);
    phone.open(&format!("{}/director/login?lang=de", server.base));
    phone.fill("#username", "admin");
    phone.fill("#password", "admin-password");
    // The login page's heading, "Anmeldung für die Turnierleitung", has the word too.
    phone.submit("button[type=submit]");
    assert_eq!(phone.text("h1"), "Turnierleitung", "{}", phone.text("main"));
    phone.open(&format!("{}/director/events/{event}", server.base));
    phone.click(&format!("a[href='/director/events/{event}/money']"));
    assert!(
        phone.wait_for_text("h1", "Geld für Frühjahrsturnier", 10),
        "{}",
        phone.text("main")
    );

    for (field, value) in [
        ("#money-currency", "eur"),
        ("#money-entry-fee", "15"),
        ("#money-table-money", "2,50"),
        ("#money-payouts", "60,40"),
        ("#money-pot-stake", "5"),
        ("#money-pot-by-game", "2"),
    ] {
        phone.fill(field, value);
    }
    phone.submit("form[action$='/money'] button[type=submit]");
    assert!(
        phone.wait_for_text("main", "Noch keine Zahlungen", 10),
        "{}",
        phone.text("main")
    );
    assert_eq!(
        api.get_signed_in(&format!("/api/v1/events/{event}/money"))["terms"]["table_money_cents"],
        250
    );

    // Anna pays 17,50; typed first as "17.5.0", which comes back with the form kept.
    phone.click(&format!("#payment-player option[value='{}']", players[0]));
    phone.fill("#payment-amount", "17.5.0");
    phone.submit("form[action$='/payments'] button[type=submit]");
    assert!(
        phone.wait_for_text(".notice", "12,50", 10),
        "{}",
        phone.text("main")
    );
    assert_eq!(
        phone.script("return document.querySelector('#payment-amount').value;"),
        "17.5.0"
    );
    assert_eq!(
        phone.script("return document.querySelector('#payment-player').value;"),
        players[0].to_string()
    );
    phone.fill("#payment-amount", "17,50");
    phone.submit("form[action$='/payments'] button[type=submit]");
    assert!(
        // The second cell is what was paid (the first, owed, said 17,50 EUR before).
        phone.wait_for_text(
            &format!("#player-{} td:nth-of-type(2)", players[0]),
            "17,50 EUR",
            10
        ),
        "{}",
        phone.text("main")
    );

    // Anna into the pot: her partner is not, so her team is not yet.
    phone.submit(&format!(
        "#player-{} form[action$='/pot'] button",
        players[0]
    ));
    assert!(
        phone.wait_for_text(
            &format!("#player-{}", players[0]),
            "Partner nicht dabei",
            10
        ),
        "{}",
        phone.text("main")
    );
    let money = api.get_signed_in(&format!("/api/v1/events/{event}/money"));
    assert_eq!(money["players"][0]["paid_cents"], 1750);
    assert_eq!(money["players"][0]["due_cents"], 0);
    assert_eq!(money["players"][0]["opted_in"], true);
    let width = phone.script("return document.documentElement.scrollWidth;");
    assert!(
        width.as_i64().unwrap() <= 360,
        "the page is {width} px wide"
    );
    super::screenshot(&phone, "money-phone");
}
