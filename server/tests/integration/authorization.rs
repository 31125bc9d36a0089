//! Who may write what: every write endpoint, tried by every kind of caller.

use std::cell::Cell;

use crate::support::{Client, Reply, Table, TestServer, club_with_game, next_hand};
use serde_json::json;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Anonymous,
    OtherTableCode,
    ThisTableCode,
    OtherDirector,
    Director,
    Admin,
}

const ROLES: [Role; 6] = [
    Role::Anonymous,
    Role::OtherTableCode,
    Role::ThisTableCode,
    Role::OtherDirector,
    Role::Director,
    Role::Admin,
];

/// Who an endpoint lets through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Allowed {
    AdminOnly,
    Directors,
    DirectorsAndTable,
}

impl Allowed {
    fn expected(self, role: Role) -> u16 {
        match (self, role) {
            (_, Role::Anonymous) => 401,
            (_, Role::Admin)
            | (Allowed::Directors | Allowed::DirectorsAndTable, Role::Director)
            | (Allowed::DirectorsAndTable, Role::ThisTableCode) => 200,
            _ => 403,
        }
    }
}

/// Two clubs, each with a director and a game; the endpoints are tried against "ours".
struct World {
    admin: Client,
    ours: Table,
    theirs: Table,
    season: i64,
    /// An event of "ours", to be scheduled.
    event: i64,
    unique: Cell<u32>,
}

impl World {
    fn build(server: &TestServer) -> World {
        let admin = server.admin();
        for name in ["dana", "omar"] {
            let reply = admin.post(
                "/api/v1/accounts",
                &json!({ "username": name, "password": format!("{name}-password") }),
            );
            assert_eq!(reply.status, 201);
        }
        let ours = club_with_game(&admin, "Ours", &json!({ "target": 99 }));
        let theirs = club_with_game(&admin, "Theirs", &json!({ "target": 99 }));
        admin.post(
            &format!("/api/v1/clubs/{}/directors", ours.club),
            &json!({ "username": "dana" }),
        );
        admin.post(
            &format!("/api/v1/clubs/{}/directors", theirs.club),
            &json!({ "username": "omar" }),
        );
        let season = admin.post(
            &format!("/api/v1/clubs/{}/seasons", ours.club),
            &json!({ "name": "2026" }),
        );
        let season = season.body["id"].as_i64().unwrap();
        let event = admin.post(
            "/api/v1/events",
            &json!({ "club_id": ours.club, "season_id": season, "name": "Drive", "format": "rotating" }),
        );
        assert_eq!(event.status, 201, "{}", event.body);
        World {
            season,
            event: event.body["id"].as_i64().unwrap(),
            admin,
            ours,
            theirs,
            unique: Cell::new(0),
        }
    }

    fn caller(&self, server: &TestServer, role: Role) -> Client {
        let anonymous = server.client();
        match role {
            Role::Anonymous => anonymous,
            Role::OtherTableCode => anonymous.as_table(&self.theirs.code),
            Role::ThisTableCode => anonymous.as_table(&self.ours.code),
            Role::OtherDirector => server.login("omar", "omar-password"),
            Role::Director => server.login("dana", "dana-password"),
            Role::Admin => self.admin.clone(),
        }
    }

    /// A name not used before, so that every allowed attempt succeeds.
    fn fresh(&self, prefix: &str) -> String {
        self.unique.set(self.unique.get() + 1);
        format!("{prefix}-{}", self.unique.get())
    }

    /// A new account, made by the admin: its id.
    fn fresh_account(&self) -> i64 {
        let made = self.admin.post(
            "/api/v1/accounts",
            &json!({ "username": self.fresh("user"), "password": "long-enough" }),
        );
        assert_eq!(made.status, 201, "{}", made.body);
        made.body["id"].as_i64().unwrap()
    }

    /// Our first player, entered in our event, whose money terms have a Boston pot: their
    /// id.
    fn entered_with_pot(&self) -> i64 {
        let player = self.ours.players[0];
        let money = self.admin.put(
            &format!("/api/v1/events/{}/money", self.event),
            &money_terms(),
        );
        assert_eq!(money.status, 200, "{}", money.body);
        let entered = money.body["players"]
            .as_array()
            .unwrap()
            .iter()
            .any(|account| account["player"]["id"] == player);
        if !entered {
            let reply = self.admin.post(
                &format!("/api/v1/events/{}/entrants", self.event),
                &json!({ "players": [player] }),
            );
            assert_eq!(reply.status, 201, "{}", reply.body);
        }
        player
    }

    /// A new webhook of our club, for hands entered, made by the admin: its id.
    fn webhook(&self) -> i64 {
        let made = self.admin.post(
            &format!("/api/v1/clubs/{}/webhooks", self.ours.club),
            &json!({ "url": format!("https://{}.example/hook", self.fresh("site")),
                     "events": ["hand.entered"] }),
        );
        assert_eq!(made.status, 201, "{}", made.body);
        made.body["id"].as_i64().unwrap()
    }

    /// Our club's first webhook, made if it has none: its id.
    fn kept_webhook(&self) -> i64 {
        let hooks = self
            .admin
            .get(&format!("/api/v1/clubs/{}/webhooks", self.ours.club));
        hooks.body[0]["id"]
            .as_i64()
            .unwrap_or_else(|| self.webhook())
    }

    fn game(&self) -> String {
        format!("/api/v1/games/{}", self.ours.game)
    }

    /// The game needs a hand to correct or undo whenever those are tried.
    fn ensure_a_hand(&self) {
        if self.admin.get(&self.game()).body["hands"]
            .as_array()
            .unwrap()
            .is_empty()
        {
            let reply = self.admin.post(
                &format!("{}/hands", self.game()),
                &next_hand(&self.admin, self.ours.game),
            );
            assert_eq!(reply.status, 201);
        }
    }
}

type Attempt<'a> = Box<dyn Fn(&Client) -> Reply + 'a>;

/// Every write endpoint, and every read kept to those who run the club, with a valid request
/// for it.
#[allow(clippy::too_many_lines, reason = "one entry per endpoint")]
fn endpoints(world: &World) -> Vec<(&'static str, Allowed, Attempt<'_>)> {
    let (ours, game) = (&world.ours, world.game());
    let seats = json!({ "N": ours.players[0], "E": ours.players[1], "S": ours.players[2], "W": ours.players[3] });
    vec![
        (
            "POST /accounts",
            Allowed::AdminOnly,
            Box::new(|client: &Client| {
                client.post(
                    "/api/v1/accounts",
                    &json!({ "username": world.fresh("user"), "password": "long-enough" }),
                )
            }),
        ),
        (
            "POST /accounts/{id}/disable",
            Allowed::AdminOnly,
            Box::new(|client: &Client| {
                let id = world.fresh_account();
                client.post(&format!("/api/v1/accounts/{id}/disable"), &json!({}))
            }),
        ),
        (
            "POST /accounts/{id}/enable",
            Allowed::AdminOnly,
            Box::new(|client: &Client| {
                let id = world.fresh_account();
                let disabled = world
                    .admin
                    .post(&format!("/api/v1/accounts/{id}/disable"), &json!({}));
                assert_eq!(disabled.status, 200, "{}", disabled.body);
                client.post(&format!("/api/v1/accounts/{id}/enable"), &json!({}))
            }),
        ),
        (
            "POST /clubs",
            Allowed::AdminOnly,
            Box::new(|client: &Client| {
                client.post("/api/v1/clubs", &json!({ "name": world.fresh("club") }))
            }),
        ),
        (
            "PATCH /clubs/{id}",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.patch(
                    &format!("/api/v1/clubs/{}", ours.club),
                    &json!({ "name": world.fresh("Ours") }),
                )
            }),
        ),
        (
            "PUT /clubs/{id}/embedding",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.put(
                    &format!("/api/v1/clubs/{}/embedding", world.ours.club),
                    &json!({ "origins": [format!("https://{}.example", world.fresh("site"))] }),
                )
            }),
        ),
        (
            "POST /clubs/{id}/directors",
            Allowed::AdminOnly,
            Box::new(|client: &Client| {
                client.post(
                    &format!("/api/v1/clubs/{}/directors", ours.club),
                    &json!({ "username": "dana" }),
                )
            }),
        ),
        (
            "POST /clubs/{id}/players",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.post(
                    &format!("/api/v1/clubs/{}/players", ours.club),
                    &json!({ "name": world.fresh("player") }),
                )
            }),
        ),
        (
            "PATCH /players/{id}",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.patch(
                    &format!("/api/v1/players/{}", ours.players[0]),
                    &json!({ "name": world.fresh("Ann") }),
                )
            }),
        ),
        (
            "PUT /players/{id}/privacy",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.put(
                    &format!("/api/v1/players/{}/privacy", ours.players[1]),
                    &json!({ "shown_as": "initials" }),
                )
            }),
        ),
        (
            "GET /players/{id}/privacy",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.get(&format!("/api/v1/players/{}/privacy", ours.players[1]))
            }),
        ),
        (
            "POST /players/{id}/export",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.post(
                    &format!("/api/v1/players/{}/export", ours.players[1]),
                    &json!({}),
                )
            }),
        ),
        (
            "POST /players/{id}/erase",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let player = world.admin.post(
                    &format!("/api/v1/clubs/{}/players", ours.club),
                    &json!({ "name": world.fresh("leaving") }),
                );
                assert_eq!(player.status, 201, "{}", player.body);
                let id = &player.body["id"];
                client.post(&format!("/api/v1/players/{id}/erase"), &json!({}))
            }),
        ),
        (
            "GET /clubs/{id}/history",
            Allowed::Directors,
            Box::new(|client: &Client| client.get(&format!("/api/v1/clubs/{}/history", ours.club))),
        ),
        (
            "POST /clubs/{id}/webhooks",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.post(
                    &format!("/api/v1/clubs/{}/webhooks", ours.club),
                    &json!({ "url": format!("https://{}.example/hook", world.fresh("site")),
                             "events": ["hand.entered"] }),
                )
            }),
        ),
        (
            "GET /clubs/{id}/webhooks",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.get(&format!("/api/v1/clubs/{}/webhooks", ours.club))
            }),
        ),
        (
            "DELETE /webhooks/{id}",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let webhook = world.webhook();
                client.send("DELETE", &format!("/api/v1/webhooks/{webhook}"), &[], None)
            }),
        ),
        (
            "GET /webhooks/{id}/deliveries",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let webhook = world.kept_webhook();
                client.get(&format!("/api/v1/webhooks/{webhook}/deliveries"))
            }),
        ),
        (
            "POST /webhooks/{id}/deliveries/{delivery}/replay",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let webhook = world.kept_webhook();
                let hand = world.admin.post(
                    &format!("{}/hands", world.game()),
                    &next_hand(&world.admin, ours.game),
                );
                assert_eq!(hand.status, 201, "{}", hand.body);
                let log = world
                    .admin
                    .get(&format!("/api/v1/webhooks/{webhook}/deliveries"));
                let delivery = &log.body[0]["id"];
                client.post(
                    &format!("/api/v1/webhooks/{webhook}/deliveries/{delivery}/replay"),
                    &json!({}),
                )
            }),
        ),
        (
            "GET /events/{id}/money",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.get(&format!("/api/v1/events/{}/money", world.event))
            }),
        ),
        (
            "GET /events/{id}/money.csv",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.get(&format!("/api/v1/events/{}/money.csv", world.event))
            }),
        ),
        (
            "PUT /events/{id}/money",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.put(
                    &format!("/api/v1/events/{}/money", world.event),
                    &money_terms(),
                )
            }),
        ),
        (
            "PUT /events/{id}/money/players/{player}",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let player = world.entered_with_pot();
                client.put(
                    &format!("/api/v1/events/{}/money/players/{player}", world.event),
                    &json!({ "boston_pot": true }),
                )
            }),
        ),
        (
            "POST /events/{id}/payments",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.post(
                    &format!("/api/v1/events/{}/payments", world.event),
                    &json!({ "player_id": ours.players[1], "amount_cents": 2000, "method": "cash" }),
                )
            }),
        ),
        (
            "DELETE /payments/{id}",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let paid = world.admin.post(
                    &format!("/api/v1/events/{}/payments", world.event),
                    &json!({ "player_id": ours.players[2], "amount_cents": 500, "method": "prepaid" }),
                );
                assert_eq!(paid.status, 201, "{}", paid.body);
                client.send(
                    "DELETE",
                    &format!("/api/v1/payments/{}", paid.body["id"]),
                    &[],
                    None,
                )
            }),
        ),
        (
            "POST /clubs/{id}/seasons",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.post(
                    &format!("/api/v1/clubs/{}/seasons", ours.club),
                    &json!({ "name": world.fresh("season") }),
                )
            }),
        ),
        (
            "PATCH /seasons/{id}",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.patch(
                    &format!("/api/v1/seasons/{}", world.season),
                    &json!({ "name": world.fresh("2026") }),
                )
            }),
        ),
        (
            "POST /games",
            Allowed::Directors,
            Box::new(move |client: &Client| {
                client.post(
                    "/api/v1/games",
                    &json!({ "club_id": ours.club, "game": "whist", "seats": seats }),
                )
            }),
        ),
        (
            "POST /games/{id}/hands",
            Allowed::DirectorsAndTable,
            Box::new({
                let game = game.clone();
                move |client: &Client| {
                    client.post(
                        &format!("{game}/hands"),
                        &next_hand(&world.admin, ours.game),
                    )
                }
            }),
        ),
        (
            "PUT /games/{id}/hands/{n}",
            Allowed::Directors,
            Box::new({
                let game = game.clone();
                move |client: &Client| {
                    world.ensure_a_hand();
                    let first = world.admin.get(&game).body["hands"][0].clone();
                    client.put(
                        &format!("{game}/hands/1"),
                        &json!({ "hand": first, "reason": "checked the tally" }),
                    )
                }
            }),
        ),
        (
            "POST /games/{id}/undo",
            Allowed::Directors,
            Box::new(move |client: &Client| {
                world.ensure_a_hand();
                client.post(&format!("{game}/undo"), &json!({ "reason": "wrong table" }))
            }),
        ),
        (
            "PUT /events/{id}/schedule",
            Allowed::Directors,
            Box::new(|client: &Client| {
                client.put(
                    &format!("/api/v1/events/{}/schedule", world.event),
                    &json!({ "starts_at": "2026-12-08T19:30:00+01:00", "location": world.fresh("hall") }),
                )
            }),
        ),
        (
            "DELETE /events/{id}/schedule",
            Allowed::Directors,
            Box::new(|client: &Client| {
                let path = format!("/api/v1/events/{}/schedule", world.event);
                client.send("DELETE", &path, &[], None)
            }),
        ),
    ]
}

#[test]
fn every_write_endpoint_checks_every_role() {
    let server = TestServer::start();
    let world = World::build(&server);
    let mut failures = Vec::new();
    for (name, allowed, attempt) in endpoints(&world) {
        for role in ROLES {
            let reply = attempt(&world.caller(&server, role));
            let expected = allowed.expected(role);
            let ok = if expected == 200 {
                (200..300).contains(&reply.status)
            } else {
                reply.status == expected
            };
            if !ok {
                failures.push(format!(
                    "{name} as {role:?}: expected {expected}, got {} {}",
                    reply.status, reply.body
                ));
            } else if expected != 200 {
                reply.problem(expected);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn reads_are_public() {
    let server = TestServer::start();
    let admin = server.admin();
    let table = club_with_game(&admin, "Open", &json!({}));
    let anonymous = server.client();
    for path in [
        "/api/v1/clubs".to_owned(),
        format!("/api/v1/clubs/{}", table.club),
        format!("/api/v1/clubs/{}/players", table.club),
        format!("/api/v1/clubs/{}/seasons", table.club),
        format!("/api/v1/players/{}", table.players[0]),
        "/api/v1/games".to_owned(),
        format!("/api/v1/games/{}", table.game),
        format!("/api/v1/games/{}/history", table.game),
        format!("/api/v1/games/{}/record", table.game),
    ] {
        assert_eq!(anonymous.get(&path).status, 200, "{path}");
    }
    assert_eq!(anonymous.get("/api/v1/me").problem(401), "log in first");
    assert_eq!(
        anonymous.get("/api/v1/accounts").status,
        401,
        "the account list is not public"
    );
}

#[test]
fn bad_credentials_are_refused_not_ignored() {
    let server = TestServer::start();
    let client = server.client();
    let club = json!({ "name": "Sneaky" });
    let forged = client.with_auth("Bearer upt_forged");
    assert!(
        forged
            .post("/api/v1/clubs", &club)
            .problem(401)
            .contains("token is not valid")
    );
    assert!(
        forged
            .get("/api/v1/me")
            .problem(401)
            .contains("token is not valid")
    );
    let code = client.as_table("ZZZZZZ");
    assert_eq!(
        code.post("/api/v1/clubs", &club).problem(401),
        "ZZZZZZ is not a table code of any game"
    );
    let basic = client.with_auth("Basic YWRtaW46YWRtaW4=");
    assert!(
        basic
            .post("/api/v1/clubs", &club)
            .problem(401)
            .contains("Bearer TOKEN")
    );
    assert_eq!(
        server.admin().get("/api/v1/clubs").body,
        json!([]),
        "nothing was written"
    );
}

/// Money terms with a Boston pot.
fn money_terms() -> serde_json::Value {
    json!({ "currency": "USD", "entry_fee_cents": 2000, "table_money_cents": 500,
            "payouts": [60, 40], "boston_pot": { "stake_cents": 1000, "by_game": 2 } })
}
