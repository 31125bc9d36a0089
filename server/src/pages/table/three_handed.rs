//! The table page of a three-handed game (RULES.md 3): three seats, each player's score,
//! and the form for the next hand. Like the four-handed table's, it is a plain form: "show
//! the score" scores the hand without storing it; "enter" stores it once however often the
//! phone sends it (the form's idempotency key), and only onto the game as the phone saw it
//! (the form's version).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;
use serde_json::{Map, Value, json};
use uptown_api::three_handed::ThreeHandedGame;
use uptown_rules::AllPass;
use uptown_rules::three_handed::{PerPlayer, PlayerSeat, ThreeHandedKind};

use super::notice::{Notice, Outbox, unknown_code, with_outcome};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::idempotency::{IdempotencyKey, Reply, write};
use crate::pages::extract::Form;
use crate::pages::hand_form::{Choice, choices};
use crate::pages::i18n::Translator;
use crate::pages::refusals;
use crate::pages::render::{Chrome, load, over_limit, page};
use crate::pages::score;
use crate::pages::score::filters;
use crate::refusal::{Kind, Refusal};
use crate::services::three_handed;
use crate::state::AppState;
use crate::state::throttles::Door;

/// The form as a phone sends it. Every field is text as typed: an empty or unreadable one
/// is refused by name, with the form kept.
#[derive(Debug, Default, Clone, Deserialize)]
pub(super) struct ThreeForm {
    #[serde(default)]
    action: String,
    #[serde(default)]
    key: String,
    #[serde(default)]
    version: Option<i64>,
    #[serde(default)]
    dealer: Option<String>,
    #[serde(default)]
    bidder: Option<String>,
    #[serde(default)]
    level: String,
    #[serde(default)]
    mode: Option<String>,
    #[serde(default)]
    books: String,
    #[serde(default)]
    books_n: String,
    #[serde(default)]
    books_e: String,
    #[serde(default)]
    books_w: String,
    #[serde(default)]
    passed: Option<String>,
    #[serde(default)]
    renege: Option<String>,
    #[serde(default)]
    renege_trick: String,
}

/// A count box of the form: its name, its label and what it holds.
struct CountBox {
    name: &'static str,
    label: String,
    value: String,
}

#[derive(Template)]
#[template(path = "table_three.html")]
struct ThreeTablePage {
    chrome: Chrome,
    code: String,
    game: ThreeHandedGame,
    /// (seat, player, the player's total, whether out of the game).
    seats: Vec<(String, String, i32, bool)>,
    status_line: String,
    open: bool,
    /// Who deals: asked for the first hand only, the rules know it after that.
    dealers: Vec<Choice>,
    bidders: Vec<Choice>,
    levels: Vec<Choice>,
    modes: Vec<Choice>,
    books: CountBox,
    /// Every player's books, where the house rules score the defenders' (cutthroat).
    each_books: Vec<CountBox>,
    /// "Everybody passed", where a hand everybody passes is thrown in.
    passed: Option<Choice>,
    reneges: Vec<Choice>,
    renege_trick: String,
    /// The form's field a refusal is about, marked for a screen reader.
    invalid: Option<&'static str>,
    notice: Option<Notice>,
    key: String,
    /// Every hand so far, latest first.
    lines: Vec<String>,
    /// The number the next hand will have.
    next_number: usize,
    /// The last hand entered, in words, for a phone whose own hand came second.
    last_hand: String,
    outbox: Outbox,
}

impl ThreeTablePage {
    fn invalid_attributes(&self, field: &str) -> &'static str {
        if self.invalid == Some(field) {
            " aria-invalid=\"true\" aria-describedby=\"entry-notice\""
        } else {
            ""
        }
    }
}

fn seat_name(t: Translator, seat: &str) -> String {
    t.t(&format!("seat-{seat}"))
}

/// "North 6 · East 0 · West 5".
fn per_player(t: Translator, values: &PerPlayer<i32>) -> String {
    PlayerSeat::ALL
        .iter()
        .map(|seat| {
            format!(
                "{} {}",
                seat_name(t, seat.letter()),
                score::points(values.get(*seat))
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Who deals next; or, once the game is over, who won it.
fn status_line(t: Translator, game: &ThreeHandedGame) -> String {
    let sheet = &game.sheet;
    match (&game.next_dealer, sheet.winner) {
        (Some(seat), _) => t.with("entry-dealer", &[("seat", seat_name(t, seat))]),
        (None, Some(winner)) => t.with(
            "entry-three-over-won",
            &[
                ("seat", seat_name(t, winner.letter())),
                ("total", sheet.totals.get(winner).to_string()),
            ],
        ),
        (None, None) if !sheet.finished => t.t("entry-first-dealer"),
        (None, None) => t.t("entry-over"),
    }
}

/// The last hand entered, in words, for the page's script to show beside a hand of its own
/// that came second.
fn last_hand(t: Translator, game: &ThreeHandedGame) -> String {
    game.sheet.hands.last().map_or_else(String::new, |hand| {
        t.with(
            "entry-last-hand",
            &[
                ("number", hand.number.to_string()),
                ("points", per_player(t, &hand.points)),
                ("totals", per_player(t, &hand.totals)),
            ],
        )
    })
}

/// A box for every player's books, where the house rules score the defenders' (cutthroat).
fn each_books(t: Translator, game: &ThreeHandedGame, form: &ThreeForm) -> Vec<CountBox> {
    if game.game != ThreeHandedKind::Cutthroat || !game.sheet.rules.defenders_score {
        return Vec::new();
    }
    [
        ("books_n", "N", &form.books_n),
        ("books_e", "E", &form.books_e),
        ("books_w", "W", &form.books_w),
    ]
    .into_iter()
    .map(|(name, seat, value)| CountBox {
        name,
        label: seat_name(t, seat),
        value: value.clone(),
    })
    .collect()
}

fn three_table_page(
    chrome: &Chrome,
    code: &str,
    game: ThreeHandedGame,
    form: &ThreeForm,
    notice: Option<Notice>,
) -> ThreeTablePage {
    let t = chrome.t;
    let sheet = &game.sheet;
    let is_out = |seat: PlayerSeat| sheet.out.iter().any(|line| line.seat == seat);
    let players = [
        (PlayerSeat::North, &game.seats.north),
        (PlayerSeat::East, &game.seats.east),
        (PlayerSeat::West, &game.seats.west),
    ];
    let seats = players
        .iter()
        .map(|(seat, player)| {
            (
                seat_name(t, seat.letter()),
                player.name.clone(),
                *sheet.totals.get(*seat),
                is_out(*seat),
            )
        })
        .collect();
    let open = !sheet.finished;
    let status_line = status_line(t, &game);
    let letters: Vec<&str> = PlayerSeat::ALL
        .into_iter()
        .filter(|seat| !is_out(*seat))
        .map(PlayerSeat::letter)
        .collect();
    let dealers = if open && game.next_dealer.is_none() {
        choices(&letters, |seat| seat_name(t, seat), form.dealer.as_deref())
    } else {
        Vec::new()
    };
    let rules = sheet.rules;
    let levels: Vec<String> = (rules.min_bid.max(*game.game.levels().start())
        ..=rules.highest_level())
        .map(|level| level.to_string())
        .collect();
    let level_refs: Vec<&str> = levels.iter().map(String::as_str).collect();
    let books_label = match game.game {
        ThreeHandedKind::Cutthroat => "entry-three-books-cutthroat",
        ThreeHandedKind::DummyWhist => "entry-three-books-dummy",
    };
    let each_books = each_books(t, &game, form);
    let mut renege_values = vec![""];
    renege_values.extend(&letters);
    let lines = sheet
        .hands
        .iter()
        .rev()
        .map(|hand| format!("{}. {}", hand.number, per_player(t, &hand.totals)))
        .collect();
    ThreeTablePage {
        chrome: chrome.clone(),
        code: code.to_owned(),
        seats,
        status_line,
        open,
        dealers,
        bidders: choices(&letters, |seat| seat_name(t, seat), form.bidder.as_deref()),
        levels: choices(
            &level_refs,
            str::to_owned,
            Some(form.level.trim()).filter(|level| !level.is_empty()),
        ),
        modes: choices(
            &["uptown", "downtown", "notrump"],
            |mode| t.t(&format!("mode-{mode}")),
            form.mode.as_deref(),
        ),
        books: CountBox {
            name: "books",
            label: t.t(books_label),
            value: form.books.trim().to_owned(),
        },
        each_books,
        passed: (rules.all_pass == AllPass::Redeal).then(|| Choice {
            value: "yes".to_owned(),
            label: t.t("entry-three-passed"),
            checked: form.passed.is_some(),
        }),
        reneges: choices(
            &renege_values,
            |seat| match seat {
                "" => t.t("entry-three-renege-none"),
                seat => seat_name(t, seat),
            },
            Some(form.renege.as_deref().unwrap_or("")),
        ),
        renege_trick: form.renege_trick.trim().to_owned(),
        invalid: notice.as_ref().and_then(|notice| notice.field),
        notice,
        key: hex::encode(rand::random::<[u8; 16]>()),
        lines,
        next_number: sheet.hands.len() + 1,
        last_hand: last_hand(t, &game),
        outbox: Outbox::new(t),
        game,
    }
}

/// The three-handed game whose code is `code`, with the code's actor; `None` when the code
/// is not a three-handed table's (it may be a partnership table's).
pub(super) fn open(
    connection: &mut AnyConnection,
    code: &str,
) -> Result<Option<(Actor, ThreeHandedGame)>, ApiError> {
    let code = code.trim().to_ascii_uppercase();
    let Some(row) = crate::db::repo::three_handed::by_table_code(connection, &code)? else {
        return Ok(None);
    };
    let actor = Actor::ThreeHandedTable { game_id: row.id };
    let game = three_handed::view(connection, &actor, row.id)?;
    Ok(Some((actor, game)))
}

/// The page for a three-handed table: after an entry, it says which hand was entered.
pub(super) fn show(
    chrome: Chrome,
    code: &str,
    game: ThreeHandedGame,
    entered: Option<usize>,
) -> HttpResponse {
    let t = chrome.t;
    let notice = entered.map(|number| Notice {
        text: t.with("entry-entered", &[("number", number)]),
        refused: false,
        field: None,
    });
    let chrome = chrome.titled(t.with("table-title", &[("code", code.to_owned())]));
    page(
        &chrome,
        &three_table_page(&chrome, code, game, &ThreeForm::default(), notice),
    )
}

/// The form's box a field of a hand is entered in.
fn form_field(field: &str) -> Option<&'static str> {
    let field = field.split(['.', '[']).collect::<Vec<_>>();
    match field.as_slice() {
        ["dealer", ..] => Some("dealer"),
        ["contract", "bidder", ..] => Some("bidder"),
        ["contract", "level", ..] => Some("level"),
        ["contract", ..] => Some("mode"),
        ["books", ..] => Some("books"),
        ["reneges", ..] => Some("renege"),
        ["auction", ..] => Some("passed"),
        _ => None,
    }
}

/// A box that holds text but no whole number.
struct NotANumber(&'static str);

/// A whole number from a box: `None` when empty.
fn count(name: &'static str, text: &str) -> Result<Option<i64>, NotANumber> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse().map(Some).map_err(|_| NotANumber(name))
}

/// The hand object of RULES.md 3 the form stands for. What is left empty is left out, so
/// that the rules name it as missing; the dealer is the one the game expects when the form
/// does not ask.
fn hand_of(form: &ThreeForm, game: &ThreeHandedGame) -> Result<Value, NotANumber> {
    let mut hand = Map::new();
    if let Some(dealer) = form.dealer.clone().or_else(|| game.next_dealer.clone()) {
        hand.insert("dealer".to_owned(), json!(dealer));
    }
    if form.passed.is_some() {
        let players = 3 - game.sheet.out.len();
        hand.insert("auction".to_owned(), json!(vec!["pass"; players]));
        return Ok(Value::Object(hand));
    }
    let mut contract = Map::new();
    if let Some(bidder) = &form.bidder {
        contract.insert("bidder".to_owned(), json!(bidder));
    }
    if let Some(level) = count("level", &form.level)? {
        contract.insert("level".to_owned(), json!(level));
    }
    if let Some(mode) = &form.mode {
        contract.insert("mode".to_owned(), json!(mode));
    }
    hand.insert("contract".to_owned(), Value::Object(contract));
    let each = [
        ("N", count("books", &form.books_n)?),
        ("E", count("books", &form.books_e)?),
        ("W", count("books", &form.books_w)?),
    ];
    if each.iter().any(|(_, books)| books.is_some()) {
        let each: Map<String, Value> = each
            .into_iter()
            .map(|(seat, books)| (seat.to_owned(), json!(books.unwrap_or(0))))
            .collect();
        hand.insert("books".to_owned(), Value::Object(each));
    } else if let Some(books) = count("books", &form.books)? {
        hand.insert("books".to_owned(), json!(books));
    }
    if let Some(seat) = form.renege.as_deref().filter(|seat| !seat.is_empty()) {
        let trick = count("renege_trick", &form.renege_trick)?;
        hand.insert(
            "reneges".to_owned(),
            json!([{ "seat": seat, "trick": trick }]),
        );
    }
    Ok(Value::Object(hand))
}

fn refusal(t: Translator, error: &ApiError) -> Notice {
    let reason = match error {
        ApiError::Refused(Refusal::ThreeHandedHand { error, .. }) => {
            crate::refusal::three_handed::words(t, error)
        }
        other => refusals::words(t, other),
    };
    Notice {
        text: t.with("entry-refused", &[("reason", reason)]),
        refused: true,
        field: error
            .field()
            .as_deref()
            .and_then(|field| form_field(field.split_once("].").map_or(field, |(_, inner)| inner))),
    }
}

/// What posting the form did.
enum Outcome {
    /// Stored (or stored before, by the same form): the number of hands now.
    Entered(usize),
    /// Scored without storing, or refused: the game and the notice to show with the form.
    Shown(Box<ThreeHandedGame>, Notice),
    /// Someone entered a hand first: the game as it now stands.
    Conflict(Box<ThreeHandedGame>, Notice),
}

fn submit(
    connection: &mut AnyConnection,
    t: Translator,
    code: &str,
    path: &str,
    form: &ThreeForm,
) -> Result<Outcome, ApiError> {
    let (actor, game) =
        open(connection, code)?.ok_or_else(|| ApiError::UnknownTableCode(code.to_owned()))?;
    let hand = match hand_of(form, &game) {
        Ok(hand) => hand,
        Err(NotANumber(field)) => {
            let notice = Notice {
                text: t.with(
                    "entry-refused",
                    &[(
                        "reason",
                        t.with("refuse-not-a-number", &[("field", t.t(field_label(field)))]),
                    )],
                ),
                refused: true,
                field: Some(field),
            };
            return Ok(Outcome::Shown(Box::new(game), notice));
        }
    };
    if form.action != "enter" {
        let notice = match three_handed::hands::preview(connection, game.id, &hand) {
            Ok(line) => Notice {
                text: t.with(
                    "entry-three-preview",
                    &[
                        ("points", per_player(t, &line.points)),
                        ("totals", per_player(t, &line.totals)),
                    ],
                ),
                refused: false,
                field: None,
            },
            Err(error) => refusal(t, &error),
        };
        return Ok(Outcome::Shown(Box::new(game), notice));
    }
    let body = hand.to_string();
    let key = IdempotencyKey::new(&form.key, "POST", path, body.as_bytes())?;
    let written = write(connection, &actor, Some(&key), |connection| {
        let changed =
            three_handed::hands::append(connection, &actor, game.id, form.version, &hand)?;
        let body = serde_json::to_string(&changed)
            .map_err(|error| ApiError::Internal(error.to_string()))?;
        Ok(Reply::created(body))
    });
    match written {
        Ok(reply) => Ok(Outcome::Entered(
            serde_json::from_str::<Value>(&reply.body)
                .ok()
                .and_then(|game| game["hands"].as_array().map(Vec::len))
                .unwrap_or(0),
        )),
        // The phone showed the game at an older version: someone entered a hand first.
        Err(ApiError::Refused(Refusal::Stale { .. })) => {
            let (_, now) = open(connection, code)?
                .ok_or_else(|| ApiError::UnknownTableCode(code.to_owned()))?;
            let notice = Notice {
                text: t.t("entry-conflict"),
                refused: true,
                field: None,
            };
            Ok(Outcome::Conflict(Box::new(now), notice))
        }
        Err(error)
            if error.is(Kind::Invalid) || error.is(Kind::Forbidden) || error.is(Kind::Conflict) =>
        {
            let (_, now) = open(connection, code)?
                .ok_or_else(|| ApiError::UnknownTableCode(code.to_owned()))?;
            Ok(Outcome::Shown(Box::new(now), refusal(t, &error)))
        }
        Err(error) => Err(error),
    }
}

/// The words of a box's label, for a refusal that names it.
fn field_label(field: &str) -> &'static str {
    match field {
        "level" => "entry-level",
        "renege_trick" => "entry-renege-trick",
        _ => "entry-books",
    }
}

#[post("/t/{code}/three-handed")]
pub async fn three_table_post(
    state: web::Data<AppState>,
    request: HttpRequest,
    code: web::Path<String>,
    form: Form<ThreeForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode).await {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let form = form.into_inner();
    let (t, path, lookup, sent) = (
        chrome.t,
        request.path().to_owned(),
        code.clone(),
        form.clone(),
    );
    let outcome = load(&state, move |connection| {
        submit(connection, t, &lookup, &path, &sent)
    })
    .await;
    match outcome {
        Ok(Outcome::Entered(number)) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/t/{code}?entered={number}")))
            .finish(),
        Ok(Outcome::Shown(game, notice)) => {
            let outcome = if notice.refused { "refused" } else { "preview" };
            shown(chrome, &code, *game, &form, notice, outcome)
        }
        Ok(Outcome::Conflict(game, notice)) => {
            shown(chrome, &code, *game, &form, notice, "conflict")
        }
        Err(error) => unknown_code(chrome, &error),
    }
}

/// The table page again with `notice`, saying what became of the form (`with_outcome`)
/// for the page's script.
fn shown(
    chrome: Chrome,
    code: &str,
    game: ThreeHandedGame,
    form: &ThreeForm,
    notice: Notice,
    outcome: &'static str,
) -> HttpResponse {
    let title = chrome.t.with("table-title", &[("code", code.to_owned())]);
    let chrome = chrome.titled(title);
    with_outcome(
        page(
            &chrome,
            &three_table_page(&chrome, code, game, form, Some(notice)),
        ),
        outcome,
    )
}

/// The form's own address, read: the page's script fetches it to see the game as it now
/// stands. It is the table's page.
#[get("/t/{code}/three-handed")]
pub async fn three_table_get(code: web::Path<String>) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/t/{}", code.into_inner())))
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_field_marks_its_box() {
        assert_eq!(form_field("contract.level"), Some("level"));
        assert_eq!(form_field("books.N"), Some("books"));
        assert_eq!(form_field("reneges[0].trick"), Some("renege"));
        assert_eq!(form_field("dealer"), Some("dealer"));
        assert_eq!(form_field("rules"), None);
    }
}
