//! `uptown money`: an event's money from the command line (directors): set its terms, take
//! payments at the door, put players in the Boston pot, see who owes what and who won what,
//! and write the treasurer's CSV.

use std::io::Write;

use clap::{Args, Subcommand};
use serde_json::{Value, json};
use uptown_api::money::{
    BostonPotTerms, Money, MoneyTerms, NewPayment, Payment, PaymentMethod, PotChoice, parse_cents,
    units,
};

use uptown_api::Named;

use crate::client::Client;
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table};

/// The terms, as `uptown money terms` takes them.
#[derive(Debug, Args)]
pub(crate) struct TermsArgs {
    event: i64,
    /// Three capital letters, like USD, EUR or DKK.
    #[arg(long)]
    currency: String,
    /// What each player pays to play, like 20 or 12.50; it makes the prize fund.
    #[arg(long, value_name = "AMOUNT")]
    entry_fee: String,
    /// What each player pays for the table; the club keeps it.
    #[arg(long, value_name = "AMOUNT", default_value = "0")]
    table_money: String,
    /// The percent of the entry fees paid out as prizes.
    #[arg(long, value_name = "PERCENT", default_value_t = 100)]
    prize_percent: u32,
    /// Each place's percent of the prizes, first place first.
    #[arg(long, value_name = "PERCENTS", default_value = "40,30,20,10")]
    payouts: String,
    /// What each player in the Boston pot stakes; without it, no pot.
    #[arg(long, value_name = "AMOUNT")]
    boston_pot: Option<String>,
    /// The pot goes to the most Bostons in each team's first N games.
    #[arg(long, value_name = "N", default_value_t = 3)]
    boston_by_game: u32,
}

#[derive(Debug, Subcommand)]
pub(crate) enum MoneyCommand {
    /// Who owes what, who has paid, and what each place and the Boston pot pay out.
    #[command(after_help = "Example: uptown money show 3")]
    Show { event: i64 },
    /// Set an event's money: entry fee, table money, payouts by place, a Boston pot.
    #[command(
        after_help = "Example: uptown money terms 3 --currency USD --entry-fee 20 --table-money 5 --payouts 50,30,20 --boston-pot 10 --boston-by-game 3"
    )]
    Terms(TermsArgs),
    /// Take a payment from a player (a negative amount is money handed back).
    #[command(
        after_help = "Examples:\n  uptown money pay 3 Ann 25\n  uptown money pay 3 12 25.00 --prepaid --note 'bank transfer'"
    )]
    Pay {
        event: i64,
        /// The player, by id or by name.
        player: String,
        /// Like 20 or 12.50 (12,50 is read too).
        #[arg(allow_hyphen_values = true)]
        amount: String,
        /// Paid before the day, not in cash at the door.
        #[arg(long)]
        prepaid: bool,
        #[arg(long)]
        note: Option<String>,
    },
    /// Remove a payment recorded by mistake.
    #[command(after_help = "Example: uptown money unpay 17")]
    Unpay { payment: i64 },
    /// Put a player in the event's Boston pot (a team is in when both players are).
    #[command(after_help = "Examples:\n  uptown money pot 3 Ann\n  uptown money pot 3 Ann --out")]
    Pot {
        event: i64,
        player: String,
        /// Take the player out of the pot instead.
        #[arg(long)]
        out: bool,
    },
    /// The treasurer's CSV, to standard output.
    #[command(after_help = "Example: uptown money csv 3 > money.csv")]
    Csv { event: i64 },
}

fn amount(flag: &str, written: &str) -> Result<i64, Failure> {
    parse_cents(written).ok_or_else(|| {
        Failure::BadInput(format!(
            "{flag} {written:?} is not an amount: write it like 20 or 12.50"
        ))
    })
}

impl TermsArgs {
    fn terms(&self) -> Result<MoneyTerms, Failure> {
        let payouts = self
            .payouts
            .split(',')
            .map(|share| {
                share.trim().parse().map_err(|_| {
                    Failure::BadInput(format!(
                        "--payouts {:?} is not percents like 40,30,20,10",
                        self.payouts
                    ))
                })
            })
            .collect::<Result<Vec<u32>, Failure>>()?;
        let boston_pot = match &self.boston_pot {
            Some(stake) => Some(BostonPotTerms {
                stake_cents: amount("--boston-pot", stake)?,
                by_game: self.boston_by_game,
            }),
            None => None,
        };
        Ok(MoneyTerms {
            currency: self.currency.trim().to_uppercase(),
            entry_fee_cents: amount("--entry-fee", &self.entry_fee)?,
            table_money_cents: amount("--table-money", &self.table_money)?,
            prize_percent: self.prize_percent,
            payouts,
            boston_pot,
        })
    }
}

/// A player by id, or by name (any case): one of the event's, or any player of its club,
/// who may pay before entering.
fn player_id(client: &Client, money: &Money, written: &str) -> Result<i64, Failure> {
    if let Ok(id) = written.trim().parse() {
        return Ok(id);
    }
    let wanted = written.trim().to_lowercase();
    let entered = money
        .players
        .iter()
        .find(|player| player.player.name.to_lowercase() == wanted)
        .map(|player| player.player.id);
    if let Some(id) = entered {
        return Ok(id);
    }
    let club = client.get(&format!("/events/{}", money.event_id))?.json["club_id"].clone();
    client
        .get(&format!("/clubs/{club}/players"))?
        .read::<Vec<Named>>()?
        .into_iter()
        .find(|player| player.name.to_lowercase() == wanted)
        .map(|player| player.id)
        .ok_or_else(|| {
            Failure::NotFound(format!(
                "club {club} has no player named {written:?}: give their id"
            ))
        })
}

fn money_of(client: &Client, event: i64) -> Result<Money, Failure> {
    client.get(&format!("/events/{event}/money"))?.read()
}

fn print_money(out: &mut impl Write, money: &Money, context: &Context) -> Result<(), Failure> {
    let Some(terms) = &money.terms else {
        writeln!(
            out,
            "event {} has no money terms yet: set them with uptown money terms",
            money.event_id
        )?;
        return Ok(());
    };
    let currency = &terms.currency;
    let mut table = Table::new(&[
        ("id", Align::Right),
        ("player", Align::Left),
        ("entrant", Align::Right),
        ("pot", Align::Left),
        ("owed", Align::Right),
        ("paid", Align::Right),
        ("due", Align::Right),
        ("won", Align::Right),
    ]);
    for player in &money.players {
        let pot = match (player.in_boston_pot, player.opted_in) {
            (true, _) => "in",
            (false, true) => "partner out",
            (false, false) => "",
        };
        table.row(vec![
            player.player.id.to_string(),
            player.player.name.clone(),
            player
                .entrant
                .map_or_else(String::new, |entrant| entrant.to_string()),
            pot.to_owned(),
            units(player.owed_cents),
            units(player.paid_cents),
            units(player.due_cents),
            units(player.won_cents),
        ]);
    }
    context.print_table(out, &table)?;
    let standing = if money.settled { "final" } else { "so far" };
    for payout in &money.payouts {
        writeln!(
            out,
            "place {} ({standing}): {} takes {} {currency}",
            payout.place,
            payout.name,
            units(payout.amount_cents)
        )?;
    }
    if let Some(pot) = &money.boston_pot {
        let winners: Vec<&str> = pot
            .teams
            .iter()
            .filter(|team| pot.winners.contains(&team.entrant))
            .map(|team| team.name.as_str())
            .collect();
        writeln!(
            out,
            "Boston pot ({standing}): {} {currency} to {} (by {})",
            units(pot.amount_cents),
            if winners.is_empty() {
                "nobody".to_owned()
            } else {
                winners.join(" and ")
            },
            pot.decided_by.as_deref().unwrap_or("nobody in it"),
        )?;
    }
    let totals = &money.totals;
    writeln!(
        out,
        "owed {} · paid {} · due {} · prize fund {} · kept by the club {} {currency}",
        units(totals.owed_cents),
        units(totals.paid_cents),
        units(totals.due_cents),
        units(totals.prize_fund_cents),
        units(totals.kept_by_club_cents),
    )?;
    Ok(())
}

impl MoneyCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            MoneyCommand::Show { event } => {
                let answer = client.get(&format!("/events/{event}/money"))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                print_money(out, &answer.read()?, context)
            }
            MoneyCommand::Terms(args) => {
                let terms = args.terms()?;
                let answer =
                    client.put_if_match(&format!("/events/{}/money", args.event), &terms, None)?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                print_money(out, &answer.read()?, context)
            }
            MoneyCommand::Pay {
                event,
                player,
                amount: written,
                prepaid,
                note,
            } => {
                let amount_cents = amount("AMOUNT", &written)?;
                let player_id = player_id(&client, &money_of(&client, event)?, &player)?;
                let method = if prepaid {
                    PaymentMethod::Prepaid
                } else {
                    PaymentMethod::Cash
                };
                let body = NewPayment {
                    player_id,
                    amount_cents,
                    method,
                    note,
                };
                let answer = client.post(&format!("/events/{event}/payments"), &body)?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let payment: Payment = answer.read()?;
                writeln!(
                    out,
                    "payment {}: {} from player {} ({})",
                    payment.id,
                    units(payment.amount_cents),
                    payment.player_id,
                    payment.method.name()
                )?;
                Ok(())
            }
            MoneyCommand::Unpay { payment } => {
                let answer = client.delete(&format!("/payments/{payment}"))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                writeln!(out, "payment {payment} removed")?;
                Ok(())
            }
            MoneyCommand::Pot {
                event,
                player,
                out: leave,
            } => {
                let player_id = player_id(&client, &money_of(&client, event)?, &player)?;
                let answer = client.put_if_match(
                    &format!("/events/{event}/money/players/{player_id}"),
                    &PotChoice { boston_pot: !leave },
                    None,
                )?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                print_money(out, &answer.read()?, context)
            }
            MoneyCommand::Csv { event } => {
                let answer = client.get(&format!("/events/{event}/money.csv"))?;
                match answer.json {
                    Value::String(csv) => write!(out, "{csv}")?,
                    other => print_json(out, &json!(other))?,
                }
                Ok(())
            }
        }
    }
}
