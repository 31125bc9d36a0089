//! A player's data from the command line against the real server: shown by initials on the
//! public answers, exported, erased only when meant, and the club's history of it.

use uptown_e2e::{Night, http_agent};

#[test]
fn a_players_data_is_kept_from_the_cli() {
    let night = Night::start();
    let uptown = night.uptown();
    uptown.login_admin();
    uptown.ok(&["club", "new", "Private Club"]);
    uptown.ok(&[
        "player",
        "add",
        "--club",
        "Private Club",
        "Ann Jensen",
        "Bob Berg",
    ]);
    let ann = uptown.json(&["player", "list", "--club", "1"])[0]["id"].to_string();
    assert_eq!(
        uptown.ok(&["player", "show-as", &ann, "initials"]),
        format!("player {ann} is shown as initials\n")
    );
    let public: serde_json::Value = http_agent()
        .get(format!("{}/api/v1/clubs/1/players", night.server.base))
        .call()
        .unwrap()
        .body_mut()
        .read_json()
        .unwrap();
    assert_eq!(public[0]["name"], "A. J.", "{public}");
    assert!(
        uptown
            .ok(&["player", "list", "--club", "1"])
            .contains("Ann Jensen"),
        "the director sees the name"
    );
    let export = uptown.ok(&["player", "export", &ann]);
    let export: serde_json::Value = serde_json::from_str(&export).unwrap();
    assert_eq!(export["player"]["name"], "Ann Jensen");
    assert_eq!(export["shown_as"], "initials");
    assert_eq!(
        uptown.fails(2, &["player", "erase", &ann]),
        "error: --yes: erasing a player cannot be undone; say --yes to mean it"
    );
    assert_eq!(
        uptown.fails(2, &["player", "show-as", &ann, "nickname"]),
        "error: SHOWN_AS \"nickname\" is not full_name, initials or hidden"
    );
    let erased = uptown.ok(&["player", "erase", &ann, "--yes"]);
    assert!(
        erased.starts_with(&format!("player {ann} is shown as hidden, erased ")),
        "{erased}"
    );
    assert!(
        uptown
            .ok(&["player", "list", "--club", "1"])
            .contains(&format!("#{ann}"))
    );
    let history = uptown.json(&["club", "history", "1"]);
    let actions: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["shown_as", "exported", "erased"]);
    assert!(
        uptown
            .ok(&["club", "history", "Private Club"])
            .contains("erased")
    );
}
