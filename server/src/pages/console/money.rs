//! An event's money from the console (docs/MONEY.md): the terms, a form to take a payment
//! at the door, each player's account with their Boston pot box, the prizes, the pot, the
//! totals, the payments taken (each removable), and the treasurer's CSV. A refused form
//! comes back with what was typed in it.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, NotDone, TokenForm, refused_outright, to};
use crate::error::ApiError;
use crate::pages::extract::{Form, Query};
use crate::pages::hand_form::Choice;
use crate::pages::i18n::Translator;
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, respond};
use crate::refusal::Refusal;
use crate::services::clubs::ClubRows;
use crate::services::events;
use crate::services::money;
use crate::state::AppState;
use uptown_api::Named;
use uptown_api::money::{
    BostonPotTerms, Money, MoneyTerms, NewPayment, PaymentMethod, PotChoice, parse_cents, units,
};

/// A player's line in the accounts table.
struct AccountLine {
    id: i64,
    name: String,
    owed: String,
    paid: String,
    due: String,
    owes: bool,
    won: String,
    opted_in: bool,
    in_pot: bool,
}

/// A line of a two-column table: what, and how much.
struct Line {
    what: String,
    amount: String,
}

struct PaymentLine {
    id: i64,
    at: String,
    player: String,
    amount: String,
    method: String,
    note: String,
    by: String,
}

#[derive(Template)]
#[template(path = "director_money.html")]
struct MoneyPage {
    chrome: Chrome,
    csrf: String,
    event: i64,
    settled: bool,
    has_pot: bool,
    terms: TermsForm,
    payment: PaymentForm,
    players: Vec<Choice>,
    methods: Vec<Choice>,
    refused: String,
    accounts: Vec<AccountLine>,
    prizes: Vec<Line>,
    pot: Vec<Line>,
    totals: Vec<Line>,
    payments: Vec<PaymentLine>,
    notice: Option<RefusalNotice>,
}

/// The terms form, as typed: amounts in units, payouts as `40,30,20,10`.
#[derive(Debug, Default, Clone, Deserialize)]
pub struct TermsForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    currency: String,
    #[serde(default)]
    entry_fee: String,
    #[serde(default)]
    table_money: String,
    #[serde(default)]
    prize_percent: String,
    #[serde(default)]
    payouts: String,
    #[serde(default)]
    pot_stake: String,
    #[serde(default)]
    pot_by_game: String,
}

impl TermsForm {
    /// The form filled in with the terms as they are (a usual start when there are none).
    fn of(terms: Option<&MoneyTerms>) -> TermsForm {
        let Some(terms) = terms else {
            return TermsForm {
                prize_percent: "100".to_owned(),
                payouts: "40,30,20,10".to_owned(),
                ..TermsForm::default()
            };
        };
        let pot = terms.boston_pot.as_ref();
        TermsForm {
            csrf: String::new(),
            currency: terms.currency.clone(),
            entry_fee: units(terms.entry_fee_cents),
            table_money: units(terms.table_money_cents),
            prize_percent: terms.prize_percent.to_string(),
            payouts: joined(&terms.payouts),
            pot_stake: pot.map_or_else(String::new, |pot| units(pot.stake_cents)),
            pot_by_game: pot.map_or_else(String::new, |pot| pot.by_game.to_string()),
        }
    }

    /// The terms the form asks for, or the first field that is not what it should be.
    fn terms(&self) -> Result<MoneyTerms, ApiError> {
        let pot = if self.pot_stake.trim().is_empty() {
            None
        } else {
            Some(BostonPotTerms {
                stake_cents: cents("boston_pot.stake_cents", &self.pot_stake)?,
                by_game: whole("boston_pot.by_game", &self.pot_by_game)?,
            })
        };
        let payouts = self
            .payouts
            .split([',', ' ', '/'])
            .filter(|share| !share.trim().is_empty())
            .map(|share| whole("payouts", share))
            .collect::<Result<Vec<u32>, ApiError>>()?;
        Ok(MoneyTerms {
            currency: self.currency.trim().to_uppercase(),
            entry_fee_cents: cents("entry_fee_cents", &self.entry_fee)?,
            table_money_cents: cents("table_money_cents", &self.table_money)?,
            prize_percent: whole("prize_percent", &self.prize_percent)?,
            payouts,
            boston_pot: pot,
        })
    }
}

fn joined(shares: &[u32]) -> String {
    shares
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn cents(field: &str, typed: &str) -> Result<i64, ApiError> {
    parse_cents(typed).ok_or_else(|| {
        Refusal::NotAnAmount {
            field: field.to_owned(),
        }
        .into()
    })
}

fn whole(field: &str, typed: &str) -> Result<u32, ApiError> {
    typed.trim().parse().map_err(|_| {
        Refusal::NotAWholeNumber {
            field: field.to_owned(),
        }
        .into()
    })
}

/// The payment form, as typed.
#[derive(Debug, Default, Clone, Deserialize)]
pub struct PaymentForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    player: String,
    #[serde(default)]
    amount: String,
    #[serde(default)]
    method: String,
    #[serde(default)]
    note: String,
}

impl PaymentForm {
    fn payment(&self) -> Result<NewPayment, ApiError> {
        let player_id = self
            .player
            .trim()
            .parse()
            .map_err(|_| Refusal::FormIncomplete {
                field: "player".to_owned(),
            })?;
        let method = PaymentMethod::parse(&self.method).ok_or(Refusal::FormIncomplete {
            field: "method".to_owned(),
        })?;
        Ok(NewPayment {
            player_id,
            amount_cents: cents("amount_cents", &self.amount)?,
            method,
            note: Some(self.note.clone()),
        })
    }
}

/// The forms as sent, kept when one was refused; fresh ones otherwise.
#[derive(Debug, Default)]
struct Kept {
    terms: Option<TermsForm>,
    payment: Option<PaymentForm>,
    refused: String,
}

/// Amounts as the page writes them: in the reader's language, with the currency.
#[derive(Clone, Copy)]
struct Amounts<'a> {
    t: Translator,
    currency: &'a str,
}

impl Amounts<'_> {
    fn of(self, cents: i64) -> String {
        format!("{} {}", self.t.amount(cents), self.currency)
            .trim()
            .to_owned()
    }
}

fn account_lines(money: &Money, amounts: Amounts<'_>) -> Vec<AccountLine> {
    money
        .players
        .iter()
        .map(|player| AccountLine {
            id: player.player.id,
            name: player.player.name.clone(),
            owed: amounts.of(player.owed_cents),
            paid: amounts.of(player.paid_cents),
            due: amounts.of(player.due_cents),
            owes: player.due_cents > 0,
            won: amounts.of(player.won_cents),
            opted_in: player.opted_in,
            in_pot: player.in_boston_pot,
        })
        .collect()
}

fn prize_lines(money: &Money, amounts: Amounts<'_>) -> Vec<Line> {
    money
        .payouts
        .iter()
        .map(|payout| Line {
            what: amounts.t.with(
                "money-place",
                &[
                    ("place", payout.place.to_string()),
                    ("name", payout.name.clone()),
                ],
            ),
            amount: amounts.of(payout.amount_cents),
        })
        .collect()
}

/// The teams in the pot with their Bostons, who takes it, and what is in it.
fn pot_lines(money: &Money, amounts: Amounts<'_>) -> Vec<Line> {
    let Some(pot) = &money.boston_pot else {
        return Vec::new();
    };
    let t = amounts.t;
    let taker = t.t(&format!(
        "money-pot-won-by-{}",
        pot.decided_by.as_deref().unwrap_or("place")
    ));
    let mut lines: Vec<Line> = pot
        .teams
        .iter()
        .map(|team| Line {
            what: t.with(
                "money-pot-team",
                &[
                    ("name", team.name.clone()),
                    ("bostons", team.bostons.to_string()),
                ],
            ),
            amount: if pot.winners.contains(&team.entrant) {
                taker.clone()
            } else {
                String::new()
            },
        })
        .collect();
    lines.push(Line {
        what: t.with("money-pot-amount", &[("by_game", pot.by_game.to_string())]),
        amount: amounts.of(pot.amount_cents),
    });
    lines
}

fn total_lines(money: &Money, amounts: Amounts<'_>) -> Vec<Line> {
    let totals = &money.totals;
    [
        ("money-total-owed", totals.owed_cents),
        ("money-total-paid", totals.paid_cents),
        ("money-total-due", totals.due_cents),
        ("money-total-prize-fund", totals.prize_fund_cents),
        ("money-total-table-money", totals.table_money_cents),
        ("money-total-pot", totals.boston_pot_cents),
        ("money-total-kept", totals.kept_by_club_cents),
    ]
    .into_iter()
    .map(|(words, cents)| Line {
        what: amounts.t.t(words),
        amount: amounts.of(cents),
    })
    .collect()
}

fn payment_lines(money: &Money, amounts: Amounts<'_>) -> Vec<PaymentLine> {
    let name_of = |id: i64| {
        money
            .players
            .iter()
            .find(|player| player.player.id == id)
            .map_or_else(|| format!("#{id}"), |player| player.player.name.clone())
    };
    money
        .payments
        .iter()
        .map(|payment| PaymentLine {
            id: payment.id,
            at: payment.recorded_at.format("%Y-%m-%d %H:%M").to_string(),
            player: name_of(payment.player_id),
            amount: amounts.of(payment.amount_cents),
            method: amounts
                .t
                .t(&format!("money-method-{}", payment.method.name())),
            note: payment.note.clone(),
            by: payment.recorded_by.clone(),
        })
        .collect()
}

/// The club's players who have neither entered nor paid, by name: one may pay before the
/// day, before entering.
fn others_of_the_club(money: &Money, club: Vec<Named>, payment: &PaymentForm) -> Vec<Choice> {
    let mut others: Vec<Named> = club
        .into_iter()
        .filter(|player| {
            !money
                .players
                .iter()
                .any(|known| known.player.id == player.id)
        })
        .collect();
    others.sort_by_key(|player| player.name.to_lowercase());
    others
        .into_iter()
        .map(|player| Choice {
            value: player.id.to_string(),
            checked: payment.player == player.id.to_string(),
            label: player.name,
        })
        .collect()
}

fn page(chrome: Chrome, csrf: String, money: &Money, kept: Kept, name: &str) -> MoneyPage {
    let t = chrome.t;
    let currency = money
        .terms
        .as_ref()
        .map_or("", |terms| terms.currency.as_str());
    let amounts = Amounts { t, currency };
    let payment = kept.payment.unwrap_or_else(|| PaymentForm {
        method: PaymentMethod::Cash.name().to_owned(),
        ..PaymentForm::default()
    });
    let players = money
        .players
        .iter()
        .map(|player| Choice {
            value: player.player.id.to_string(),
            label: player.player.name.clone(),
            checked: payment.player == player.player.id.to_string(),
        })
        .collect();
    let methods = [PaymentMethod::Cash, PaymentMethod::Prepaid]
        .into_iter()
        .map(|method| Choice {
            value: method.name().to_owned(),
            label: t.t(&format!("money-method-{}", method.name())),
            checked: payment.method == method.name(),
        })
        .collect();
    MoneyPage {
        csrf,
        event: money.event_id,
        settled: money.settled,
        has_pot: money
            .terms
            .as_ref()
            .is_some_and(|terms| terms.boston_pot.is_some()),
        terms: kept
            .terms
            .unwrap_or_else(|| TermsForm::of(money.terms.as_ref())),
        payment,
        players,
        methods,
        refused: kept.refused,
        accounts: account_lines(money, amounts),
        prizes: prize_lines(money, amounts),
        pot: pot_lines(money, amounts),
        totals: total_lines(money, amounts),
        payments: payment_lines(money, amounts),
        notice: None,
        chrome: chrome.titled(t.with("money-title", &[("event", name.to_owned())])),
    }
}

async fn show(
    state: &web::Data<AppState>,
    chrome: Chrome,
    console: &Console,
    event: i64,
    status: StatusCode,
    notice: Option<RefusalNotice>,
    kept: Kept,
) -> HttpResponse {
    let loaded = console
        .show(state, &chrome, move |connection, actor| {
            let money = money::get(connection, actor, event)?;
            let shown = events::view(connection, actor, event)?;
            let club = ClubRows::Players.list(connection, actor, shown.club_id)?;
            Ok((money, shown.name, club))
        })
        .await;
    let (money, name, club) = match loaded {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let mut page = page(chrome, console.csrf(), &money, kept, &name);
    page.players
        .extend(others_of_the_club(&money, club, &page.payment));
    page.notice = notice;
    respond(&page.chrome, status, page.render())
}

#[get("/director/events/{id}/money")]
pub async fn money_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let notice = query.refusal(chrome.t);
    let event = id.into_inner();
    show(
        &state,
        chrome,
        &console,
        event,
        StatusCode::OK,
        notice,
        Kept::default(),
    )
    .await
}

/// The answer to a refused form of the money page: the page again, with the form as typed
/// and the refused field marked.
async fn refused(
    state: &web::Data<AppState>,
    chrome: Chrome,
    console: &Console,
    event: i64,
    not_done: NotDone,
    mut kept: Kept,
) -> HttpResponse {
    match not_done {
        NotDone::Refused(error) if !refused_outright(&error) => {
            let notice = Some(RefusalNotice::of(&error, chrome.t));
            kept.refused = error.field().unwrap_or_default();
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            show(state, chrome, console, event, status, notice, kept).await
        }
        not_done => not_done.answer_from(chrome, &format!("/director/events/{event}/money")),
    }
}

#[post("/director/events/{id}/money")]
pub async fn set_terms(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<TermsForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (event, form) = (id.into_inner(), form.into_inner());
    let asked = form.terms();
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            money::set_terms(connection, actor, event, &asked?)
        })
        .await;
    match done {
        Ok(_) => to(&format!("/director/events/{event}/money")),
        Err(not_done) => {
            let kept = Kept {
                terms: Some(form),
                ..Kept::default()
            };
            refused(&state, chrome, &console, event, not_done, kept).await
        }
    }
}

#[post("/director/events/{id}/payments")]
pub async fn take_payment(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<PaymentForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (event, form) = (id.into_inner(), form.into_inner());
    let asked = form.payment();
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            money::pay(connection, actor, event, &asked?)
        })
        .await;
    match done {
        Ok(payment) => to(&format!(
            "/director/events/{event}/money#player-{}",
            payment.player_id
        )),
        Err(not_done) => {
            let kept = Kept {
                payment: Some(form),
                ..Kept::default()
            };
            refused(&state, chrome, &console, event, not_done, kept).await
        }
    }
}

/// A player's Boston pot box: `yes` to put them in, anything else to take them out.
#[derive(Debug, Deserialize)]
pub struct PotForm {
    csrf: String,
    player: i64,
    #[serde(default)]
    boston_pot: String,
}

#[post("/director/events/{id}/pot")]
pub async fn choose_pot(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<PotForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (event, form) = (id.into_inner(), form.into_inner());
    let (player, choice) = (
        form.player,
        PotChoice {
            boston_pot: form.boston_pot == "yes",
        },
    );
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            money::choose_pot(connection, actor, event, player, &choice)
        })
        .await;
    match done {
        Ok(_) => to(&format!("/director/events/{event}/money#player-{player}")),
        Err(not_done) => refused(&state, chrome, &console, event, not_done, Kept::default()).await,
    }
}

#[post("/director/payments/{id}/remove")]
pub async fn remove_payment(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<TokenForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let done = console
        .act(&state, &chrome, &form.0.csrf, move |connection, actor| {
            money::remove_payment(connection, actor, id)
        })
        .await;
    match done {
        Ok(money) => to(&format!(
            "/director/events/{}/money#payments",
            money.event_id
        )),
        Err(not_done) => not_done.answer_from(chrome, "/director"),
    }
}

/// The treasurer's CSV, for the console's session.
#[get("/director/events/{id}/money.csv")]
pub async fn money_csv(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let event = id.into_inner();
    let csv = console
        .show(&state, &chrome, move |connection, actor| {
            money::csv(connection, actor, event)
        })
        .await;
    match csv {
        Ok(csv) => HttpResponse::Ok()
            .content_type("text/csv; charset=utf-8")
            .insert_header((
                "Content-Disposition",
                format!("attachment; filename=\"event-{event}-money.csv\""),
            ))
            .body(csv),
        Err(answer) => answer,
    }
}
