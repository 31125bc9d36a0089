//! An event's money through the API and the console: terms refused field by field, what
//! each player owes and has paid, a payment resent that is taken once, prizes split by
//! final place, the Boston pot only for teams whose both players opted in, and the
//! treasurer's CSV, which no name can turn into a formula.

use serde_json::{Value, json};

use crate::support::{Client, TestServer, club_with_game, event_of_pairs, hand, seat_round};

/// A club of eight players and one more who only pays, whose name looks like a formula:
/// its id and the players' ids.
fn club_of_eight(admin: &Client, name: &str) -> (i64, Vec<i64>) {
    let table = club_with_game(admin, name, &json!({}));
    let mut players = table.players.clone();
    for name in [
        "Eve",
        "Fay",
        "Gus",
        "Hal",
        "=HYPERLINK(\"http://x.example\")",
    ] {
        let made = admin.post(
            &format!("/api/v1/clubs/{}/players", table.club),
            &json!({ "name": name }),
        );
        assert_eq!(made.status, 201, "{}", made.body);
        players.push(made.body["id"].as_i64().unwrap());
    }
    (table.club, players)
}

fn terms() -> Value {
    json!({ "currency": "USD", "entry_fee_cents": 2000, "table_money_cents": 500,
            "payouts": [50, 30, 20], "boston_pot": { "stake_cents": 1000, "by_game": 1 } })
}

fn money(admin: &Client, event: i64) -> Value {
    let money = admin.get(&format!("/api/v1/events/{event}/money"));
    assert_eq!(money.status, 200, "{}", money.body);
    money.body
}

fn account(money: &Value, player: i64) -> &Value {
    money["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|account| account["player"]["id"] == player)
        .unwrap_or_else(|| panic!("no account of {player} in {money}"))
}

fn refused_field(reply: &crate::support::Reply, status: u16) -> String {
    assert_eq!(reply.status, status, "{}", reply.body);
    reply.body["field"].as_str().unwrap_or_default().to_owned()
}

#[test]
fn terms_are_refused_naming_the_field_and_the_money_kept_is_untouched() {
    let server = TestServer::start();
    let admin = server.admin();
    let (club, players) = club_of_eight(&admin, "Careful Club");
    let event = event_of_pairs(&admin, club, &players[..4], "Cup", "round_robin");
    let path = format!("/api/v1/events/{event}/money");
    assert_eq!(admin.put(&path, &terms()).status, 200);
    let before = money(&admin, event);
    let with = |change: Value| {
        let mut body = terms();
        for (key, value) in change.as_object().unwrap() {
            body[key] = value.clone();
        }
        admin.put(&path, &body)
    };
    for (change, field) in [
        (json!({ "currency": "usd" }), "currency"),
        (json!({ "currency": "" }), "currency"),
        (json!({ "entry_fee_cents": -1 }), "entry_fee_cents"),
        (
            json!({ "table_money_cents": 10_000_001 }),
            "table_money_cents",
        ),
        (json!({ "prize_percent": 101 }), "prize_percent"),
        (json!({ "payouts": [50, 30] }), "payouts"),
        (json!({ "payouts": [] }), "payouts"),
        (json!({ "payouts": [0, 100] }), "payouts[0]"),
        (
            json!({ "boston_pot": { "stake_cents": 1000, "by_game": 0 } }),
            "boston_pot.by_game",
        ),
        (
            json!({ "boston_pot": { "stake_cents": 0, "by_game": 2 } }),
            "boston_pot.stake_cents",
        ),
    ] {
        assert_eq!(refused_field(&with(change.clone()), 422), field, "{change}");
    }
    let unknown = with(json!({ "tip_cents": 5 }));
    assert_eq!(unknown.status, 422, "{}", unknown.body);
    assert_eq!(
        money(&admin, event)["terms"],
        before["terms"],
        "nothing changed"
    );

    let payments = format!("/api/v1/events/{event}/payments");
    let pay = |player: i64, amount: i64| {
        admin.post(
            &payments,
            &json!({ "player_id": player, "amount_cents": amount, "method": "cash" }),
        )
    };
    assert_eq!(refused_field(&pay(players[0], 0), 422), "amount_cents");
    for beyond in [10_000_001, -10_000_001, i64::MIN] {
        assert_eq!(refused_field(&pay(players[0], beyond), 422), "amount_cents");
    }
    let stranger = club_with_game(&admin, "Elsewhere", &json!({})).players[0];
    assert_eq!(refused_field(&pay(stranger, 500), 422), "player_id");
    let note = admin.post(
        &payments,
        &json!({ "player_id": players[0], "amount_cents": 500, "method": "cash",
                 "note": "paid\nlater" }),
    );
    assert_eq!(refused_field(&note, 422), "note");
    let pot = |player: i64| {
        admin.put(
            &format!("/api/v1/events/{event}/money/players/{player}"),
            &json!({ "boston_pot": true }),
        )
    };
    assert_eq!(
        refused_field(&pot(players[7]), 422),
        "player_id",
        "not entered"
    );
    assert_eq!(money(&admin, event)["payments"], json!([]));
    assert_eq!(
        admin
            .send("DELETE", "/api/v1/payments/999", &[], None)
            .status,
        404
    );

    let without_pot = json!({ "currency": "EUR", "entry_fee_cents": 1000,
                              "table_money_cents": 0, "payouts": [100] });
    assert_eq!(admin.put(&path, &without_pot).status, 200);
    let no_pot = pot(players[0]);
    assert_eq!(no_pot.status, 409, "{}", no_pot.body);
    assert!(
        no_pot.body["detail"]
            .as_str()
            .unwrap()
            .contains("has no Boston pot"),
        "{}",
        no_pot.body
    );
}

/// Plays the table's game: the `boston` side makes a Boston at once, or, with none, the
/// sides take turns to bid three and make it until North-South reach the target.
fn play(server: &TestServer, table: &crate::support::SeatedTable, boston: Option<&str>) {
    let phone = server.client().as_table(&table.code);
    let path = format!("/api/v1/games/{}/hands", table.game);
    if let Some(bidder) = boston {
        let entered = phone.post(&path, &hand("N", bidder, 4, 13));
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
    let seats = ["N", "E", "S", "W"];
    for dealt in 0.. {
        let game = phone.get(&format!("/api/v1/games/{}", table.game));
        if game.body["status"] == "finished" {
            return;
        }
        let dealer = seats[dealt % 4];
        let entered = phone.post(&path, &hand(dealer, dealer, 3, 9));
        assert_eq!(entered.status, 201, "{}", entered.body);
    }
}

/// A round robin of four partnerships under `terms()`, in whose pot both players of
/// entrants 1, 3 and 4 opted in and only the first of entrant 2: the event and the club's
/// players.
fn spring_open(admin: &Client) -> (i64, Vec<i64>) {
    let (club, players) = club_of_eight(admin, "Cash Club");
    let event = event_of_pairs(admin, club, &players[..8], "Spring Open", "round_robin");
    let path = format!("/api/v1/events/{event}/money");
    let set = admin.put(&path, &terms());
    assert_eq!(set.status, 200, "{}", set.body);
    for player in [0, 1, 2, 4, 5, 6, 7] {
        let chose = admin.put(
            &format!("{path}/players/{}", players[player]),
            &json!({ "boston_pot": true }),
        );
        assert_eq!(chose.status, 200, "{}", chose.body);
    }
    (event, players)
}

/// At the door: cash, a prepayment, a resend of a payment after a dropped answer, a
/// player who has not entered paying for next time, and a mistake taken back.
fn take_the_door_money(admin: &Client, event: i64, players: &[i64]) {
    let payments = format!("/api/v1/events/{event}/payments");
    let cash = json!({ "player_id": players[0], "amount_cents": 2500, "method": "cash" });
    let key = [("Idempotency-Key", "door-ann-1")];
    for _ in 0..2 {
        let paid = admin.post_with(&payments, &key, &cash);
        assert_eq!(paid.status, 201, "{}", paid.body);
    }
    let prepaid = json!({ "player_id": players[1], "amount_cents": 3500, "method": "prepaid",
                          "note": "bank transfer" });
    assert_eq!(admin.post(&payments, &prepaid).status, 201);
    let ahead = json!({ "player_id": players[8], "amount_cents": 2000, "method": "cash" });
    assert_eq!(admin.post(&payments, &ahead).status, 201);
    let wrong = admin.post(
        &payments,
        &json!({ "player_id": players[3], "amount_cents": 25_000, "method": "cash" }),
    );
    assert_eq!(wrong.status, 201, "{}", wrong.body);
    let removed = admin.send(
        "DELETE",
        &format!("/api/v1/payments/{}", wrong.body["id"]),
        &[],
        None,
    );
    assert_eq!(removed.status, 200, "{}", removed.body);
}

#[test]
fn the_door_takes_each_payment_once_and_the_pot_only_from_whole_teams() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, players) = spring_open(&admin);
    let mut kept = terms();
    kept["prize_percent"] = json!(100);
    let now = money(&admin, event);
    assert_eq!(now["terms"], kept, "as sent, with all of the fund paid out");
    assert_eq!(account(&now, players[2])["opted_in"], true);
    assert_eq!(account(&now, players[2])["in_boston_pot"], false);
    assert_eq!(account(&now, players[2])["owed_cents"], 2500);
    assert_eq!(account(&now, players[0])["owed_cents"], 3500);
    assert_eq!(now["boston_pot"]["amount_cents"], 6000);
    assert_eq!(now["totals"]["owed_cents"], 8 * 2500 + 6 * 1000);
    assert_eq!(now["totals"]["prize_fund_cents"], 8 * 2000);

    take_the_door_money(&admin, event, &players);
    let now = money(&admin, event);
    let payments = now["payments"].as_array().unwrap();
    assert_eq!(payments.len(), 3, "{payments:?}");
    assert_eq!(payments[1]["method"], "prepaid");
    assert_eq!(payments[1]["note"], "bank transfer");
    assert_eq!(payments[1]["recorded_by"], "admin");
    let paid = account(&now, players[0]);
    assert_eq!(paid["paid_cents"], 2500, "the resend taken once");
    assert_eq!(paid["due_cents"], 1000);
    assert_eq!(account(&now, players[1])["due_cents"], 0);
    assert_eq!(account(&now, players[3])["paid_cents"], 0);
    assert_eq!(account(&now, players[8])["entrant"], Value::Null);
    assert_eq!(account(&now, players[8])["due_cents"], -2000);
    assert_eq!(now["totals"]["paid_cents"], 2500 + 3500 + 2000);
    assert_eq!(now["settled"], false);
}

#[test]
fn the_prizes_go_by_final_place_the_pot_by_bostons_and_the_csv_adds_up() {
    let server = TestServer::start();
    let admin = server.admin();
    let (event, players) = spring_open(&admin);
    take_the_door_money(&admin, event, &players);

    // Round 1: at the first table the side of a team in the pot makes a Boston.
    let tables = seat_round(&admin, event);
    let in_pot = |entrant: &Value| entrant != &json!(2);
    let (boston_side, boston_team) = if in_pot(&tables[0].ns) {
        ("N", tables[0].ns.clone())
    } else {
        ("E", tables[0].ew.clone())
    };
    play(&server, &tables[0], Some(boston_side));
    play(&server, &tables[1], None);
    let finished = admin.post(&format!("/api/v1/events/{event}/finish"), &json!({}));
    assert_eq!(finished.status, 200, "{}", finished.body);

    let settled = money(&admin, event);
    assert_eq!(settled["settled"], true);
    let pot = &settled["boston_pot"];
    assert_eq!(pot["winners"], json!([boston_team]), "{pot}");
    assert_eq!(pot["decided_by"], "bostons");
    assert_eq!(pot["teams"].as_array().unwrap().len(), 3, "{pot}");
    let payouts = settled["payouts"].as_array().unwrap();
    assert_eq!(payouts.len(), 3, "{payouts:?}");
    let paid_out: i64 = payouts
        .iter()
        .map(|p| p["amount_cents"].as_i64().unwrap())
        .sum();
    assert_eq!(paid_out, 16_000);
    let standings = admin.get(&format!("/api/v1/events/{event}/standings")).body;
    for (payout, row) in payouts.iter().zip(standings["rows"].as_array().unwrap()) {
        assert_eq!(payout["entrant"], row["entrant"], "paid by final place");
    }
    let won: i64 = settled["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|account| account["won_cents"].as_i64().unwrap())
        .sum();
    assert_eq!(won, 16_000 + 6000, "every cent of the prizes and the pot");
    assert_eq!(
        settled["totals"]["kept_by_club_cents"],
        8 * 500,
        "the table money"
    );

    // The treasurer's CSV: a row per player and the totals; the formula-like name is text.
    let csv = admin.get(&format!("/api/v1/events/{event}/money.csv"));
    assert_eq!(csv.status, 200);
    assert!(
        csv.content_type.starts_with("text/csv"),
        "{}",
        csv.content_type
    );
    let text = csv.body.as_str().unwrap().to_owned();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 9 + 1, "{text}");
    assert!(lines[0].starts_with("player_id,player,entrant"), "{text}");
    assert!(
        text.contains("\"'=HYPERLINK(\"\"http://x.example\"\")\""),
        "{text}"
    );
    let ann = lines
        .iter()
        .find(|line| line.starts_with(&format!("{},", players[0])))
        .unwrap();
    assert!(ann.contains(",35.00,25.00,10.00,"), "{ann}");
    assert!(
        lines[10].contains(",80.00,"),
        "the total paid: {}",
        lines[10]
    );
}

/// The console's money page in Danish: a payment typed wrong comes back with what was
/// typed; a payment with a decimal comma is taken; the pot box; the CSV.
#[test]
fn a_director_takes_the_money_at_the_door_from_the_console() {
    use crate::director::{csrf_of, get_in, log_in, post_in};
    let server = TestServer::start();
    let admin = server.admin();
    let (club, players) = club_of_eight(&admin, "Door Club");
    let event = event_of_pairs(
        &admin,
        club,
        &players[..4],
        "Fredagsturnering",
        "round_robin",
    );
    let session = log_in(&server, "admin", "admin-password");
    let event_page = get_in(
        &server,
        &format!("/director/events/{event}"),
        &session,
        "da",
    );
    let page_path = format!("/director/events/{event}/money");
    assert!(event_page.html.contains(&format!("href=\"{page_path}\"")));
    let page = get_in(&server, &page_path, &session, "da");
    assert_eq!(page.status, 200, "{}", page.html);
    assert!(
        page.html.contains("Penge for Fredagsturnering"),
        "{}",
        page.html
    );
    let csrf = csrf_of(&page.html);

    let terms = [
        ("csrf", csrf.as_str()),
        ("currency", "dkk"),
        ("entry_fee", "50"),
        ("table_money", "12,50"),
        ("prize_percent", "80"),
        ("payouts", "60,40"),
        ("pot_stake", "20"),
        ("pot_by_game", "2"),
    ];
    let set = post_in(&server, &page_path, &session, "da", &terms);
    assert_eq!(set.status, 303, "{}", set.html);
    let kept = money(&admin, event);
    assert_eq!(kept["terms"]["currency"], "DKK");
    assert_eq!(kept["terms"]["table_money_cents"], 1250);
    assert_eq!(kept["totals"]["prize_fund_cents"], 4 * 5000 * 80 / 100);

    let payment_path = format!("/director/events/{event}/payments");
    let ann = players[0].to_string();
    let typo = [
        ("csrf", csrf.as_str()),
        ("player", ann.as_str()),
        ("amount", "62.5.0"),
        ("method", "cash"),
        ("note", "ved døren"),
    ];
    let refused = post_in(&server, &payment_path, &session, "da", &typo);
    assert_eq!(refused.status, 422, "{}", refused.html);
    assert!(
        refused.html.contains("skriv et beløb som 20 eller 12,50"),
        "{}",
        refused.html
    );
    assert!(refused.html.contains("value=\"62.5.0\""), "the amount kept");
    assert!(
        refused.html.contains("value=\"ved døren\""),
        "the note kept"
    );
    assert!(refused.html.contains("aria-invalid=\"true\""));
    let mut fixed = typo;
    fixed[2] = ("amount", "62,50");
    let taken = post_in(&server, &payment_path, &session, "da", &fixed);
    assert_eq!(taken.status, 303, "{}", taken.html);
    let pot = post_in(
        &server,
        &format!("/director/events/{event}/pot"),
        &session,
        "da",
        &[("csrf", &csrf), ("player", &ann), ("boston_pot", "yes")],
    );
    assert_eq!(pot.status, 303, "{}", pot.html);
    let page = get_in(&server, &page_path, &session, "da");
    assert!(page.html.contains("62,50 DKK"), "{}", page.html);
    assert!(page.html.contains("makker ikke med"), "{}", page.html);
    let after = money(&admin, event);
    assert_eq!(account(&after, players[0])["paid_cents"], 6250);
    assert_eq!(account(&after, players[0])["opted_in"], true);

    let csv = get_in(&server, &format!("{page_path}.csv"), &session, "da");
    assert_eq!(csv.status, 200);
    assert!(csv.content_type.starts_with("text/csv"));
    assert!(csv.html.contains(",62.50,"), "{}", csv.html);
}

/// A player of the club who has not entered is offered on the console's payment form all
/// the same, and pays before the day.
#[test]
fn a_player_who_has_not_entered_pays_ahead_from_the_console() {
    use crate::director::{csrf_of, get_in, log_in, post_in};
    let server = TestServer::start();
    let admin = server.admin();
    let (club, players) = club_of_eight(&admin, "Ahead Club");
    let event = event_of_pairs(&admin, club, &players[..4], "Sommer", "round_robin");
    let session = log_in(&server, "admin", "admin-password");
    let page_path = format!("/director/events/{event}/money");
    let page = get_in(&server, &page_path, &session, "da");
    let fay = players[5].to_string();
    assert!(
        page.html
            .contains(&format!("<option value=\"{fay}\">Fay</option>")),
        "{}",
        page.html
    );
    let ahead = [
        ("csrf", csrf_of(&page.html)),
        ("player", fay),
        ("amount", "50".to_owned()),
        ("method", "prepaid".to_owned()),
        ("note", String::new()),
    ];
    let form: Vec<(&str, &str)> = ahead.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let taken = post_in(
        &server,
        &format!("/director/events/{event}/payments"),
        &session,
        "da",
        &form,
    );
    assert_eq!(taken.status, 303, "{}", taken.html);
    let after = money(&admin, event);
    assert_eq!(account(&after, players[5])["entrant"], Value::Null);
    assert_eq!(account(&after, players[5])["due_cents"], -5000);
}
