//! A club's webhook from the command line against the real server, whose own deliverer
//! sends a hand entered at a table to a receiver on this machine, signed, within seconds;
//! and the mistakes a director makes typing one in.

use std::time::Duration;

use uptown_e2e::Night;
use uptown_e2e::receiver::Receiver;

/// Longer than the deliverer's second between looks, and then some.
const PATIENCE: Duration = Duration::from_secs(15);

#[test]
fn a_hand_entered_reaches_the_clubs_webhook_from_the_servers_own_deliverer() {
    let night = Night::start_with(&["--webhooks-to-private-addresses"]);
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Hook Club"]);
    uptown.ok(&[
        "player",
        "add",
        "--club",
        "Hook Club",
        "Ann",
        "Bob",
        "Cal",
        "Dee",
    ]);
    let receiver = Receiver::start(&[]);
    let added = uptown.ok(&[
        "webhook",
        "add",
        "--club",
        "Hook Club",
        &receiver.url,
        "--event",
        "hand.entered",
    ]);
    let mut lines = added.lines();
    assert_eq!(
        lines.next().unwrap(),
        format!("webhook 1 sends to {}", receiver.url)
    );
    let secret = lines
        .next()
        .unwrap()
        .strip_prefix("secret ")
        .unwrap()
        .to_owned();
    let game = uptown.json(&[
        "game",
        "new",
        "--club",
        "Hook Club",
        "--ns",
        "Ann,Cal",
        "--ew",
        "Bob,Dee",
    ])["id"]
        .to_string();
    uptown.ok(&[
        "hand", "add", &game, "--by", "N", "--bid", "3U", "--books", "9",
    ]);

    let got = receiver.wait_for(1, PATIENCE);
    assert_eq!(got.len(), 1, "the deliverer sent the hand");
    assert!(got[0].signed_with(&secret), "{:?}", got[0]);
    assert_eq!(got[0].json()["type"], "hand.entered");
    assert_eq!(got[0].json()["data"]["game_id"].to_string(), game);

    let log = uptown.json(&["webhook", "log", "1"]);
    assert_eq!(log[0]["state"], "delivered", "{log}");
    assert!(uptown.ok(&["webhook", "log", "1"]).contains("delivered"));
    assert!(
        uptown
            .ok(&["webhook", "list", "--club", "Hook Club"])
            .contains(&secret)
    );
    let delivery = log[0]["id"].to_string();
    assert_eq!(
        uptown.ok(&["webhook", "replay", "1", &delivery]),
        format!("delivery {delivery} is sent again\n")
    );
    let again = receiver.wait_for(2, PATIENCE);
    assert_eq!(again.len(), 2);
    assert_eq!(again[1].header("webhook-id"), delivery);
    assert_eq!(
        uptown.ok(&["webhook", "remove", "1"]),
        "webhook 1 removed\n"
    );
    assert_eq!(
        uptown.json(&["webhook", "list", "--club", "Hook Club"]),
        serde_json::json!([])
    );
}

#[test]
fn a_webhook_typed_wrong_is_refused_in_one_line() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Typo Club"]);
    assert_eq!(
        uptown.fails(
            2,
            &[
                "webhook",
                "add",
                "--club",
                "Typo Club",
                "https://club.example/h",
                "--event",
                "hand"
            ]
        ),
        "error: --event \"hand\" is not hand.entered, game.finished, round.seated or event.finished"
    );
    // This server sends to the internet only.
    let inside = uptown.fails(
        2,
        &[
            "webhook",
            "add",
            "--club",
            "Typo Club",
            "http://127.0.0.1:5432/",
        ],
    );
    assert!(
        inside.starts_with("error: url: 127.0.0.1 is this server's own"),
        "{inside}"
    );
    let scheme = uptown.fails(
        2,
        &["webhook", "add", "--club", "Typo Club", "club.example/h"],
    );
    assert!(
        scheme.starts_with("error: url: club.example/h is not a webhook address"),
        "{scheme}"
    );
    assert_eq!(
        uptown.fails(3, &["webhook", "log", "9"]),
        "error: there is no webhook 9"
    );
}
