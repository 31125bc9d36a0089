//! Money at an event (docs/MONEY.md), as Bid Whist tournaments take it in cash: the terms a
//! director sets (entry fee, table money, how the prize fund is paid out by final place, a
//! Boston pot), who opted in to the pot, the cash taken at the door or before the day, and
//! where it all stands (`ledger`), for the console, the API and the treasurer's CSV
//! (`sheet`). No payment provider: the club takes the cash. Directors and admins only.

pub mod ledger;
pub mod sheet;

use std::collections::{BTreeMap, BTreeSet, HashMap};

use uptown_rules::Side;

use self::ledger::{Ledger, Team};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::money::{self as rows, NewPaymentRow, PaymentRow, TermsRow};
use crate::db::repo::{self, clubs, events as event_rows, games as game_rows};
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::events::{EventState, standings};
use crate::services::text::checked_reason;
use uptown_api::SeatedPlayer;
use uptown_api::money::{
    BostonPot, BostonPotTerms, Money, MoneyTerms, NewPayment, Payment, PaymentMethod, Payout,
    PlayerMoney, PotChoice, PotTeam,
};

/// The most any one amount may be, in cents: 100,000.00, far above any club's fee and
/// far below what sums of them could overflow.
pub const MOST_CENTS: i64 = 10_000_000;
/// The most places a prize fund is split between.
pub const MOST_PLACES: usize = 10;
/// The latest game a Boston pot may be counted to.
pub const LATEST_POT_GAME: u32 = 100;

/// The event and its club, once `actor` is known to run the club.
fn event_for(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
) -> Result<event_rows::EventRow, ApiError> {
    let event = event_rows::get(connection, event_id)?.ok_or(Refusal::NoSuchEvent(event_id))?;
    actor.require_director(connection, event.club_id)?;
    Ok(event)
}

pub(crate) fn terms_view(row: &TermsRow) -> MoneyTerms {
    MoneyTerms {
        currency: row.currency.clone(),
        entry_fee_cents: row.entry_fee,
        table_money_cents: row.table_money,
        prize_percent: u32::try_from(row.prize_percent).unwrap_or(0),
        payouts: row
            .payouts
            .split(',')
            .filter_map(|share| share.parse().ok())
            .collect(),
        boston_pot: (row.boston_pot_stake > 0).then(|| BostonPotTerms {
            stake_cents: row.boston_pot_stake,
            by_game: u32::try_from(row.boston_pot_by_game).unwrap_or(0),
        }),
    }
}

fn payment_view(row: PaymentRow) -> Payment {
    Payment {
        id: row.id,
        event_id: row.event_id,
        player_id: row.player_id,
        amount_cents: row.amount,
        method: PaymentMethod::parse(&row.method).unwrap_or(PaymentMethod::Cash),
        note: row.note,
        recorded_at: row.recorded_at,
        recorded_by: row.recorded_by,
    }
}

/// Each entrant's Bostons in its first `by_game` finished games, rounds in order.
fn bostons_by_game(state: &EventState, by_game: u32) -> HashMap<u32, u32> {
    let mut played: HashMap<u32, u32> = HashMap::new();
    let mut bostons: HashMap<u32, u32> = HashMap::new();
    for table in state.rounds.iter().flat_map(|round| &round.tables) {
        for game in table.games.iter().filter(|game| game.finished) {
            for (side, entrants) in [
                (Side::NorthSouth, &table.seated.ns),
                (Side::EastWest, &table.seated.ew),
            ] {
                let made = game.tally.get(side).bostons;
                for entrant in entrants {
                    let count = played.entry(*entrant).or_default();
                    *count += 1;
                    if *count <= by_game {
                        *bostons.entry(*entrant).or_default() += made;
                    }
                }
            }
        }
    }
    bostons
}

/// Where an event's money stands, with the names of its players.
struct Reckoning {
    event_id: i64,
    settled: bool,
    terms: Option<MoneyTerms>,
    teams: Vec<Team>,
    opted_in: BTreeSet<i64>,
    payments: Vec<PaymentRow>,
    names: HashMap<i64, String>,
    ledger: Ledger,
}

impl Reckoning {
    fn load(connection: &mut AnyConnection, event_id: i64) -> Result<Reckoning, ApiError> {
        let state = EventState::load(connection, event_id)?;
        let standings = standings::of_state(connection, &state)?;
        let terms = rows::terms(connection, event_id)?.map(|row| terms_view(&row));
        let by_game = terms
            .as_ref()
            .and_then(|terms| terms.boston_pot.as_ref())
            .map_or(0, |pot| pot.by_game);
        let bostons = bostons_by_game(&state, by_game);
        let entrants: Vec<Team> = standings
            .rows
            .iter()
            .map(|row| Team {
                entrant: row.entrant,
                name: row.name.clone(),
                players: row.players.iter().map(|player| player.id).collect(),
                withdrawn: row.withdrawn,
                rank: row.rank,
                bostons: bostons.get(&row.entrant).copied().unwrap_or(0),
            })
            .collect();
        let opted_in: BTreeSet<i64> = rows::opted_in(connection, event_id)?.into_iter().collect();
        let payments = rows::payments(connection, event_id)?;
        let mut paid: BTreeMap<i64, i64> = BTreeMap::new();
        for payment in &payments {
            *paid.entry(payment.player_id).or_default() += payment.amount;
        }
        let ids: Vec<i64> = paid.keys().copied().collect();
        let mut names: HashMap<i64, String> = game_rows::player_names(connection, &ids)?
            .into_iter()
            .collect();
        for player in standings.rows.iter().flat_map(|row| &row.players) {
            names.insert(player.id, player.name.clone());
        }
        let ledger = ledger::ledger(terms.as_ref(), &entrants, &opted_in, &paid);
        Ok(Reckoning {
            event_id,
            settled: state.finished(),
            terms,
            teams: entrants,
            opted_in,
            payments,
            names,
            ledger,
        })
    }

    fn player(&self, id: i64) -> SeatedPlayer {
        SeatedPlayer {
            id,
            name: self
                .names
                .get(&id)
                .cloned()
                .unwrap_or_else(|| format!("#{id}")),
        }
    }

    fn team_name(&self, entrant: u32) -> String {
        self.teams
            .iter()
            .find(|team| team.entrant == entrant)
            .map_or_else(String::new, |team| team.name.clone())
    }

    fn view(self) -> Money {
        let players = self
            .ledger
            .accounts
            .iter()
            .map(|account| PlayerMoney {
                player: self.player(account.player),
                entrant: account.entrant,
                withdrawn: self
                    .teams
                    .iter()
                    .any(|team| Some(team.entrant) == account.entrant && team.withdrawn),
                opted_in: self.opted_in.contains(&account.player),
                in_boston_pot: account.in_pot,
                entry_fee_cents: account.entry_fee,
                table_money_cents: account.table_money,
                boston_pot_cents: account.stake,
                owed_cents: account.owed(),
                paid_cents: account.paid,
                due_cents: account.due(),
                won_cents: account.won,
            })
            .collect();
        let payouts = self
            .ledger
            .places
            .iter()
            .map(|won| Payout {
                place: won.place,
                entrant: won.entrant,
                name: self.team_name(won.entrant),
                amount_cents: won.amount,
            })
            .collect();
        let boston_pot = self.ledger.pot.as_ref().zip(
            self.terms
                .as_ref()
                .and_then(|terms| terms.boston_pot.as_ref()),
        );
        let boston_pot = boston_pot.map(|(pot, terms)| BostonPot {
            stake_cents: terms.stake_cents,
            by_game: terms.by_game,
            amount_cents: pot.amount,
            teams: pot
                .teams
                .iter()
                .map(|entrant| PotTeam {
                    entrant: *entrant,
                    name: self.team_name(*entrant),
                    bostons: self
                        .teams
                        .iter()
                        .find(|team| team.entrant == *entrant)
                        .map_or(0, |team| team.bostons),
                })
                .collect(),
            winners: pot.winners.clone(),
            decided_by: pot.decided_by.map(str::to_owned),
        });
        Money {
            event_id: self.event_id,
            terms: self.terms,
            settled: self.settled,
            players,
            payouts,
            boston_pot,
            totals: self.ledger.totals,
            payments: self.payments.into_iter().map(payment_view).collect(),
        }
    }
}

/// Where the event's money stands.
pub fn get(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
) -> Result<Money, ApiError> {
    event_for(connection, actor, event_id)?;
    Ok(Reckoning::load(connection, event_id)?.view())
}

fn amount(field: &str, cents: i64) -> Result<i64, ApiError> {
    if (0..=MOST_CENTS).contains(&cents) {
        Ok(cents)
    } else {
        Err(Refusal::AmountOutOfRange {
            field: field.to_owned(),
            most: MOST_CENTS,
        }
        .into())
    }
}

/// The terms as they will be kept, or the first thing wrong with them.
pub(crate) fn checked_terms(event_id: i64, terms: &MoneyTerms) -> Result<TermsRow, ApiError> {
    let currency = terms.currency.trim();
    if currency.len() != 3 || !currency.bytes().all(|byte| byte.is_ascii_uppercase()) {
        return Err(Refusal::NotACurrency {
            given: currency.to_owned(),
        }
        .into());
    }
    if terms.prize_percent > 100 {
        return Err(Refusal::PercentOutOfRange {
            field: "prize_percent".to_owned(),
            least: 0,
        }
        .into());
    }
    if terms.payouts.is_empty() || terms.payouts.len() > MOST_PLACES {
        return Err(Refusal::PayoutPlaces { most: MOST_PLACES }.into());
    }
    if let Some(place) = terms
        .payouts
        .iter()
        .position(|share| !(1..=100).contains(share))
    {
        return Err(Refusal::PercentOutOfRange {
            field: format!("payouts[{place}]"),
            least: 1,
        }
        .into());
    }
    let total: u32 = terms.payouts.iter().sum();
    if total != 100 {
        return Err(Refusal::PayoutsNotWhole { total }.into());
    }
    let (stake, by_game) = match &terms.boston_pot {
        Some(pot) => {
            if pot.stake_cents == 0 {
                return Err(Refusal::AmountOutOfRange {
                    field: "boston_pot.stake_cents".to_owned(),
                    most: MOST_CENTS,
                }
                .into());
            }
            if !(1..=LATEST_POT_GAME).contains(&pot.by_game) {
                return Err(Refusal::PotByGame {
                    latest: LATEST_POT_GAME,
                }
                .into());
            }
            (
                amount("boston_pot.stake_cents", pot.stake_cents)?,
                i32::try_from(pot.by_game).unwrap_or(0),
            )
        }
        None => (0, 0),
    };
    Ok(TermsRow {
        event_id,
        currency: currency.to_owned(),
        entry_fee: amount("entry_fee_cents", terms.entry_fee_cents)?,
        table_money: amount("table_money_cents", terms.table_money_cents)?,
        prize_percent: i32::try_from(terms.prize_percent).unwrap_or(100),
        payouts: terms
            .payouts
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(","),
        boston_pot_stake: stake,
        boston_pot_by_game: by_game,
    })
}

/// Sets the event's terms; what players owe follows at once. Directors and admins only.
pub fn set_terms(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
    terms: &MoneyTerms,
) -> Result<Money, ApiError> {
    let row = checked_terms(event_id, terms)?;
    let event = event_for(connection, actor, event_id)?;
    // Two directors setting the terms of an event that had none would both insert them.
    clubs::claim(connection, event.club_id)?;
    rows::set_terms(connection, &row)?;
    get(connection, actor, event_id)
}

/// Puts a player of the event in its Boston pot, or takes them out. Directors and admins.
pub fn choose_pot(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
    player_id: i64,
    choice: &PotChoice,
) -> Result<Money, ApiError> {
    let event = event_for(connection, actor, event_id)?;
    let has_pot =
        rows::terms(connection, event_id)?.is_some_and(|terms| terms.boston_pot_stake > 0);
    if !has_pot {
        return Err(Refusal::NoBostonPot { event: event_id }.into());
    }
    let entered = event_rows::entrants(connection, event_id)?
        .iter()
        .any(|entrant| entrant.player_id == player_id || entrant.partner_id == Some(player_id));
    if !entered {
        return Err(Refusal::NotEntered {
            player: player_id,
            event: event_id,
        }
        .into());
    }
    // Two taps on one player's box at once would both insert.
    clubs::claim(connection, event.club_id)?;
    rows::set_opted_in(connection, event_id, player_id, choice.boston_pot)?;
    get(connection, actor, event_id)
}

/// A payment's amount if it is one: not nothing, and no more than any club takes.
pub(crate) fn checked_amount(cents: i64) -> Result<i64, ApiError> {
    if cents == 0 || !(-MOST_CENTS..=MOST_CENTS).contains(&cents) {
        return Err(Refusal::PaymentAmount { most: MOST_CENTS }.into());
    }
    Ok(cents)
}

/// Takes a payment from a player of the event's club (one who has not entered yet may pay
/// before the day). Directors and admins only.
pub fn pay(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
    payment: &NewPayment,
) -> Result<Payment, ApiError> {
    checked_amount(payment.amount_cents)?;
    let note = checked_reason("note", payment.note.as_deref().unwrap_or(""))?.unwrap_or("");
    let event = event_for(connection, actor, event_id)?;
    let player = clubs::player_rows::get(connection, payment.player_id)?;
    if player.is_none_or(|player| player.club_id != event.club_id) {
        return Err(Refusal::NoPlayerNumbered {
            field: "player_id".to_owned(),
            club: event.club_id,
            player: payment.player_id,
        }
        .into());
    }
    let id = rows::insert_payment(
        connection,
        &NewPaymentRow {
            event_id,
            player_id: payment.player_id,
            amount: payment.amount_cents,
            method: payment.method.name(),
            note,
            recorded_at: repo::now(),
            recorded_by: &actor.account_name(),
        },
    )?;
    let row = rows::payment(connection, id)?.ok_or(Refusal::NoSuchPayment(id))?;
    Ok(payment_view(row))
}

/// Removes a payment taken by mistake. Directors and admins only.
pub fn remove_payment(
    connection: &mut AnyConnection,
    actor: &Actor,
    payment_id: i64,
) -> Result<Money, ApiError> {
    let payment =
        rows::payment(connection, payment_id)?.ok_or(Refusal::NoSuchPayment(payment_id))?;
    event_for(connection, actor, payment.event_id)?;
    rows::delete_payment(connection, payment_id)?;
    get(connection, actor, payment.event_id)
}

/// The treasurer's CSV of the event's money.
pub fn csv(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
) -> Result<String, ApiError> {
    let event = event_for(connection, actor, event_id)?;
    let money = Reckoning::load(connection, event_id)?.view();
    Ok(sheet::csv(&event.name, &money))
}
