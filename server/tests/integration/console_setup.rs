//! A club set up from the console alone: the admin makes the club, its season, its players
//! and its director's account; sets a forgotten password; disables and enables an account;
//! a director registers a newcomer at the door. Refused forms keep what was typed and say
//! why in the director's language; a director who is not an admin gets no accounts page.

use crate::director::{csrf_of, get, get_in, log_in, post, post_in};
use crate::support::TestServer;
use serde_json::json;

#[test]
fn an_admin_sets_a_club_up_from_the_console() {
    let server = TestServer::start();
    let admin = server.admin();
    let cookie = log_in(&server, "admin", "admin-password");
    let home = get(&server, "/director", &cookie);
    assert!(
        home.html.contains("href=\"/director/accounts\""),
        "{}",
        home.html
    );
    let csrf = csrf_of(&home.html);

    let made = post(
        &server,
        "/director/clubs",
        &cookie,
        &[("csrf", &csrf), ("what", "club"), ("name", "Tuesday Club")],
    );
    assert_eq!(made.status, 303, "{}", made.html);
    let club = admin.get("/api/v1/clubs").body[0]["id"].as_i64().unwrap();
    let path = format!("/director/clubs/{club}");
    for (what, name) in [("player", "Ann"), ("player", "Bob"), ("season", "Winter")] {
        let added = post(
            &server,
            &path,
            &cookie,
            &[("csrf", &csrf), ("what", what), ("name", name)],
        );
        assert_eq!(added.status, 303, "{what} {name}: {}", added.html);
    }
    let page = get(&server, "/director/clubs", &cookie);
    // Each player's name leads to their page (how they are shown, their data).
    let players = admin.get(&format!("/api/v1/clubs/{club}/players")).body;
    for player in players.as_array().unwrap() {
        let link = format!(
            "<a href=\"/director/players/{}\">{}</a>",
            player["id"],
            player["name"].as_str().unwrap()
        );
        assert!(page.html.contains(&link), "{link}: {}", page.html);
    }
    assert_eq!(players.as_array().unwrap().len(), 2);
    assert!(page.html.contains("Winter"));
    assert_eq!(
        admin.get(&format!("/api/v1/clubs/{club}/seasons")).body[0]["name"],
        "Winter"
    );

    // A name the club has already: refused, in German, with the name kept in its field.
    let twice = post_in(
        &server,
        &path,
        &cookie,
        "de",
        &[("csrf", &csrf), ("what", "player"), ("name", "ann")],
    );
    assert_eq!(twice.status, 422);
    assert!(twice.html.contains("Nicht ausgeführt"), "{}", twice.html);
    assert!(
        twice
            .html
            .contains(&format!("id=\"player-{club}\" name=\"name\" value=\"ann\"")),
        "{}",
        twice.html
    );
    assert_eq!(
        admin
            .get(&format!("/api/v1/clubs/{club}/players"))
            .body
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

/// The admin's console session on a new server, with a club: (server, cookie, csrf, club).
fn admin_at_the_console() -> (TestServer, String, String, i64) {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Tuesday Club" }))
        .body["id"]
        .as_i64()
        .unwrap();
    let cookie = log_in(&server, "admin", "admin-password");
    let csrf = csrf_of(&get(&server, "/director", &cookie).html);
    (server, cookie, csrf, club)
}

/// The director's account, from the admin's page: made, its password set, disabled and
/// enabled again.
#[test]
fn an_admin_makes_a_directors_account_and_resets_and_disables_it() {
    let (server, cookie, csrf, club) = admin_at_the_console();
    // The director's account, made a director of the club as it is made.
    let made = post(
        &server,
        "/director/accounts",
        &cookie,
        &[
            ("csrf", &csrf),
            ("username", "dana"),
            ("password", "dana-password"),
            ("club", &club.to_string()),
        ],
    );
    assert_eq!(made.status, 303, "{}", made.html);
    let dana = server.login("dana", "dana-password");
    let me = dana.get("/api/v1/me").body;
    assert_eq!(me["directs"], json!([club]));
    assert_eq!(me["admin"], false);
    let dana_id = me["id"].as_i64().unwrap();

    // A forgotten password, set by the admin: her other sessions end.
    let account = format!("/director/accounts/{dana_id}");
    let set = post(
        &server,
        &account,
        &cookie,
        &[
            ("csrf", &csrf),
            ("action", "password"),
            ("password", "dana-second"),
        ],
    );
    assert_eq!(
        set.location.as_deref(),
        Some(format!("/director/accounts?password_set={dana_id}").as_str())
    );
    assert!(
        get(&server, set.location.as_deref().unwrap(), &cookie)
            .html
            .contains("The password of dana is set")
    );
    assert_eq!(dana.get("/api/v1/me").status, 401);

    // Disabled, she cannot log in to the console; enabled, she can, and directs her club.
    let off = post(
        &server,
        &account,
        &cookie,
        &[("csrf", &csrf), ("action", "disable")],
    );
    assert_eq!(off.status, 303, "{}", off.html);
    let refused = post(
        &server,
        "/director/login",
        "",
        &[("username", "dana"), ("password", "dana-second")],
    );
    assert_eq!(refused.status, 403);
    assert!(
        refused.html.contains("account dana is disabled"),
        "{}",
        refused.html
    );
    let listed = get(&server, "/director/accounts", &cookie);
    assert!(
        listed.html.contains("<strong>disabled</strong>"),
        "{}",
        listed.html
    );
    let on = post(
        &server,
        &account,
        &cookie,
        &[("csrf", &csrf), ("action", "enable")],
    );
    assert_eq!(on.status, 303);
    let dana_console = log_in(&server, "dana", "dana-second");
    assert!(
        get(&server, "/director", &dana_console)
            .html
            .contains("A new event")
    );
}

/// A refused new account keeps what was typed but the password; a director who is not an
/// admin gets no accounts page; an admin cannot disable their own account.
#[test]
fn only_an_admin_runs_the_accounts_and_never_disables_their_own() {
    let (server, cookie, csrf, club) = admin_at_the_console();
    let admin = server.admin();
    admin.post(
        "/api/v1/accounts",
        &json!({ "username": "dana", "password": "dana-second" }),
    );
    let dana_console = log_in(&server, "dana", "dana-second");

    // A refused account keeps its username, in its field, never its password.
    let short = post(
        &server,
        "/director/accounts",
        &cookie,
        &[
            ("csrf", &csrf),
            ("username", "dana"),
            ("password", "short"),
            ("club", &club.to_string()),
        ],
    );
    assert_eq!(short.status, 422);
    assert!(
        short.html.contains("please check “Password”"),
        "{}",
        short.html
    );
    assert!(
        short.html.contains("name=\"username\" value=\"dana\""),
        "the username is kept"
    );
    assert!(
        !short.html.contains("value=\"short\""),
        "a password is never sent back"
    );

    // A refused account keeps its username, in its field, never its password.
    let short = post(
        &server,
        "/director/accounts",
        &cookie,
        &[
            ("csrf", &csrf),
            ("username", "dana"),
            ("password", "short"),
            ("club", &club.to_string()),
        ],
    );
    assert_eq!(short.status, 422);
    assert!(
        short.html.contains("please check “Password”"),
        "{}",
        short.html
    );
    assert!(
        short.html.contains("name=\"username\" value=\"dana\""),
        "the username is kept"
    );
    assert!(
        !short.html.contains("value=\"short\""),
        "a password is never sent back"
    );
    // Not an admin: no accounts page, and no account made behind its back.
    let no = get_in(&server, "/director/accounts", &dana_console, "sv");
    assert_eq!(no.status, 403);
    let dana_csrf = csrf_of(&get(&server, "/director", &dana_console).html);
    let sneaked = post(
        &server,
        "/director/accounts",
        &dana_console,
        &[
            ("csrf", &dana_csrf),
            ("username", "mallory"),
            ("password", "mallory-password"),
        ],
    );
    assert_eq!(sneaked.status, 403);
    assert_eq!(
        admin.get("/api/v1/accounts").body.as_array().unwrap().len(),
        2
    );
    // Nor may the admin disable their own account from the console.
    let admin_id = admin.get("/api/v1/me").body["id"].as_i64().unwrap();
    let own = post(
        &server,
        &format!("/director/accounts/{admin_id}"),
        &cookie,
        &[("csrf", &csrf), ("action", "disable")],
    );
    assert_eq!(own.status, 303);
    assert!(own.location.unwrap().contains("refused=conflict"));
    assert_eq!(admin.get("/api/v1/me").status, 200);
}

/// Someone new at the door: the director registers them for the evening and adds them to
/// the club in one step; a name the club has is registered as that player, not a second.
#[test]
fn a_director_registers_a_newcomer_at_the_door() {
    let server = TestServer::start();
    let admin = server.admin();
    let club = admin
        .post("/api/v1/clubs", &json!({ "name": "Tuesday Club" }))
        .body["id"]
        .as_i64()
        .unwrap();
    admin.post(
        &format!("/api/v1/clubs/{club}/players"),
        &json!({ "name": "Ann" }),
    );
    let event = admin
        .post(
            "/api/v1/events",
            &json!({ "club_id": club, "name": "Tuesday", "format": "club_night" }),
        )
        .body["id"]
        .as_i64()
        .unwrap();
    let cookie = log_in(&server, "admin", "admin-password");
    let csrf = csrf_of(&get(&server, "/director", &cookie).html);
    let register = format!("/director/events/{event}/register");

    let unknown = post(
        &server,
        &register,
        &cookie,
        &[("csrf", &csrf), ("player", "Zoë")],
    );
    assert!(
        unknown.location.unwrap().contains("refused=validation"),
        "not known, not ticked: refused"
    );
    for name in ["Zoë", "ann"] {
        let added = post(
            &server,
            &register,
            &cookie,
            &[("csrf", &csrf), ("player", name), ("newcomers", "yes")],
        );
        assert_eq!(
            added.location.as_deref(),
            Some(format!("/director/events/{event}").as_str()),
            "{name}"
        );
    }
    let players = admin.get(&format!("/api/v1/clubs/{club}/players")).body;
    let names: Vec<&str> = players
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Zoë"]);
    let entrants = admin.get(&format!("/api/v1/events/{event}")).body["entrants"].clone();
    assert_eq!(entrants.as_array().unwrap().len(), 2);
}

/// The console's button hides the standings for the last rounds, and reveals them.
#[test]
fn a_director_hides_and_reveals_the_standings_from_the_console() {
    let (server, cookie, csrf, club) = admin_at_the_console();
    let admin = server.admin();
    let event = admin
        .post(
            "/api/v1/events",
            &json!({ "club_id": club, "name": "Tuesday", "format": "club_night" }),
        )
        .body["id"]
        .as_i64()
        .unwrap();
    let path = format!("/director/events/{event}");
    let page = get(&server, &path, &cookie).html;
    assert!(page.contains("Hide the standings"), "{page}");
    let hidden = post(
        &server,
        &format!("{path}/hide_standings"),
        &cookie,
        &[("csrf", &csrf)],
    );
    assert_eq!(hidden.status, 303, "{}", hidden.html);
    assert_eq!(
        admin.get(&format!("/api/v1/events/{event}")).body["standings_hidden"],
        true
    );
    assert!(
        get(&server, &path, &cookie)
            .html
            .contains("Reveal the standings")
    );
    post(
        &server,
        &format!("{path}/reveal_standings"),
        &cookie,
        &[("csrf", &csrf)],
    );
    assert_eq!(
        admin.get(&format!("/api/v1/events/{event}")).body["standings_hidden"],
        false
    );
}

/// Players check in at the door from their phones (a tap on a name, or a newcomer's name);
/// nothing registers until the director lets them in from the console, or turns them away.
#[test]
fn players_check_in_at_the_door_and_the_director_lets_them_in() {
    let (server, cookie, csrf, club) = admin_at_the_console();
    let admin = server.admin();
    let ann = admin.post(
        &format!("/api/v1/clubs/{club}/players"),
        &json!({ "name": "Ann" }),
    );
    let ann = ann.body["id"].as_i64().unwrap();
    admin.post(
        &format!("/api/v1/clubs/{club}/players"),
        &json!({ "name": "Bob" }),
    );
    let event = admin
        .post(
            "/api/v1/events",
            &json!({ "club_id": club, "name": "Tuesday", "format": "club_night" }),
        )
        .body["id"]
        .as_i64()
        .unwrap();
    let door = format!("/events/{event}/checkin");
    let page = get(&server, &format!("{door}?lang=en"), "").html;
    assert!(
        page.contains(&format!("name=\"player\" value=\"{ann}\"")),
        "{page}"
    );

    let tapped = post(&server, &door, "", &[("player", &ann.to_string())]);
    assert!(tapped.html.contains("Thank you, Ann"), "{}", tapped.html);
    post(&server, &door, "", &[("player", &ann.to_string())]);
    let empty = post_in(&server, &door, "", "de", &[("name", "  ")]);
    assert_eq!(empty.status, 422);
    assert!(empty.html.contains("role=\"status\""), "{}", empty.html);
    let known = post(&server, &door, "", &[("name", "bob")]);
    assert!(
        known.html.contains("Thank you, Bob"),
        "a known name is that player"
    );
    let new = post(&server, &door, "", &[("name", "Zoë")]);
    assert!(new.html.contains("Thank you, Zoë"));
    post(&server, &door, "", &[("name", "Prankster")]);
    let entrants = |admin: &crate::support::Client| {
        admin.get(&format!("/api/v1/events/{event}")).body["entrants"]
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(
        entrants(&admin),
        0,
        "nobody is in until the director says so"
    );

    let console = get(&server, &format!("/director/events/{event}"), &cookie).html;
    let waiting: Vec<String> = console
        .split("name=\"checkin\" value=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().to_owned())
        .collect();
    // Ann (once, though she tapped twice), Bob, Zoë and the prankster, each with two buttons.
    assert_eq!(waiting.len(), 8, "{console}");
    assert!(
        console.contains("Zoë <span class=\"muted\">(new to the club)</span>"),
        "{console}"
    );
    for (index, action) in ["admit", "admit", "admit", "turn_away"].iter().enumerate() {
        let checkin = &waiting[index * 2];
        let answered = post(
            &server,
            &format!("/director/events/{event}/{action}"),
            &cookie,
            &[("csrf", &csrf), ("checkin", checkin)],
        );
        assert_eq!(answered.status, 303, "{action}: {}", answered.html);
    }
    assert_eq!(entrants(&admin), 3);
    let players = admin.get(&format!("/api/v1/clubs/{club}/players")).body;
    let names: Vec<&str> = players
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Ann", "Bob", "Zoë"],
        "the newcomer joined the club, the prankster did not"
    );
    assert!(
        !get(&server, &format!("/director/events/{event}"), &cookie)
            .html
            .contains("At the door")
    );
}

/// Partnerships register as pairs at the laptop: their door says it is closed.
#[test]
fn a_partnership_event_takes_no_check_ins() {
    let (server, _, _, club) = admin_at_the_console();
    let admin = server.admin();
    let ann = admin.post(
        &format!("/api/v1/clubs/{club}/players"),
        &json!({ "name": "Ann" }),
    );
    let ann = ann.body["id"].as_i64().unwrap();
    let cup = admin
        .post(
            "/api/v1/events",
            &json!({ "club_id": club, "name": "Cup", "format": "round_robin" }),
        )
        .body["id"]
        .as_i64()
        .unwrap();
    let refused = post(
        &server,
        &format!("/events/{cup}/checkin"),
        "",
        &[("player", &ann.to_string())],
    );
    assert_eq!(refused.status, 422, "{}", refused.html);
}

/// A console form edited by hand (a clock action none of its buttons sends, a round left
/// out) is refused in the reader's language, naming the field, and changes nothing.
#[test]
fn a_forged_console_form_is_refused_in_the_readers_language() {
    let (server, cookie, csrf, club) = admin_at_the_console();
    let admin = server.admin();
    let event = admin.post(
        "/api/v1/events",
        &json!({ "club_id": club, "name": "Cup", "format": "rotating" }),
    );
    let event = event.body["id"].as_i64().unwrap();
    let clock = format!("/director/events/{event}/clock?lang=de");
    for (form, field) in [
        (
            vec![("csrf", csrf.as_str()), ("round", "1"), ("clock", "rewind")],
            "clock",
        ),
        (
            vec![
                ("csrf", csrf.as_str()),
                ("clock", "start"),
                ("minutes", "5"),
            ],
            "round",
        ),
    ] {
        let refused = post(&server, &clock, &cookie, &form);
        assert_eq!(refused.status, 303, "{}", refused.html);
        let shown = get(&server, refused.location.as_deref().unwrap(), &cookie);
        assert!(
            shown
                .html
                .contains(&format!("Dem Formular fehlt ein gültiges Feld {field}")),
            "{}",
            shown.html
        );
    }
    let shown = admin.get(&format!("/api/v1/events/{event}")).body;
    assert!(shown["rounds"].as_array().unwrap().is_empty(), "{shown}");
}
