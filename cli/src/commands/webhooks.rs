//! A club's webhooks from the command line: register one, list them, read one's log of
//! deliveries, send a delivery again, remove one (directors).

use std::io::Write;

use clap::Subcommand;
use serde_json::json;
use uptown_api::webhooks::{Delivery, NewWebhook, Webhook, WebhookEvent};

use super::clubs::resolve_club;
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table};

#[derive(Debug, Subcommand)]
pub(crate) enum WebhookCommand {
    /// Send the club's events to URL, signed (Standard Webhooks); prints the secret.
    #[command(
        after_help = "Events: hand.entered, game.finished, round.seated, event.finished (all by default).\nExample: uptown webhook add --club 'Tuesday Club' https://club.example/hooks/uptown --event game.finished --event event.finished"
    )]
    Add {
        /// The club, by id or name.
        #[arg(long)]
        club: String,
        url: String,
        /// An event to send; repeat for more.
        #[arg(long = "event", value_name = "EVENT")]
        events: Vec<String>,
    },
    /// The club's webhooks.
    #[command(after_help = "Example: uptown webhook list --club 'Tuesday Club'")]
    List {
        #[arg(long)]
        club: String,
    },
    /// What was sent to a webhook, the latest first, with each try's answer.
    #[command(after_help = "Example: uptown webhook log 3")]
    Log { id: i64 },
    /// Send a delivery again, now, with its webhook-id.
    #[command(after_help = "Example: uptown webhook replay 3 118")]
    Replay { id: i64, delivery: i64 },
    /// Remove a webhook: nothing more is sent to it.
    #[command(after_help = "Example: uptown webhook remove 3")]
    Remove { id: i64 },
}

/// The events as written, or every event when none is.
fn events(written: &[String]) -> Result<Vec<WebhookEvent>, Failure> {
    if written.is_empty() {
        return Ok(WebhookEvent::ALL.to_vec());
    }
    written
        .iter()
        .map(|name| {
            WebhookEvent::parse(name.trim()).ok_or_else(|| {
                Failure::BadInput(format!(
                    "--event {name:?} is not hand.entered, game.finished, round.seated or event.finished"
                ))
            })
        })
        .collect()
}

fn print_webhooks(
    out: &mut impl Write,
    hooks: &[Webhook],
    context: &Context,
) -> Result<(), Failure> {
    let mut table = Table::new(&[
        ("id", Align::Right),
        ("url", Align::Left),
        ("events", Align::Left),
        ("secret", Align::Left),
    ]);
    for hook in hooks {
        let events: Vec<&str> = hook.events.iter().map(|event| event.name()).collect();
        table.row(vec![
            hook.id.to_string(),
            hook.url.clone(),
            events.join(","),
            hook.secret.clone(),
        ]);
    }
    context.print_table(out, &table)
}

fn print_deliveries(
    out: &mut impl Write,
    deliveries: &[Delivery],
    context: &Context,
) -> Result<(), Failure> {
    let mut table = Table::new(&[
        ("delivery", Align::Right),
        ("at (UTC)", Align::Left),
        ("event", Align::Left),
        ("state", Align::Left),
        ("tries", Align::Right),
        ("last answer", Align::Left),
    ]);
    for delivery in deliveries {
        let last = delivery.attempts.last().map_or(String::new(), |attempt| {
            match (attempt.status, &attempt.error) {
                (Some(status), _) => status.to_string(),
                (None, Some(error)) => error.clone(),
                (None, None) => String::new(),
            }
        });
        table.row(vec![
            delivery.id.to_string(),
            delivery.created_at.format("%Y-%m-%d %H:%M:%S").to_string(),
            delivery.event.name().to_owned(),
            delivery.state.clone(),
            delivery.attempts.len().to_string(),
            last,
        ]);
    }
    context.print_table(out, &table)
}

impl WebhookCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        match self {
            WebhookCommand::Add {
                club,
                url,
                events: written,
            } => {
                let events = events(&written)?;
                let client = context.client()?;
                let club = resolve_club(&client, &club)?;
                let answer = client.post(
                    &format!("/clubs/{club}/webhooks"),
                    &NewWebhook { url, events },
                )?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let hook: Webhook = answer.read()?;
                writeln!(out, "webhook {} sends to {}", hook.id, hook.url)?;
                writeln!(out, "secret {}", hook.secret)?;
                Ok(())
            }
            WebhookCommand::List { club } => {
                let client = context.client()?;
                let club = resolve_club(&client, &club)?;
                let answer = client.get(&format!("/clubs/{club}/webhooks"))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                print_webhooks(out, &answer.read::<Vec<Webhook>>()?, context)
            }
            WebhookCommand::Log { id } => {
                let answer = context
                    .client()?
                    .get(&format!("/webhooks/{id}/deliveries"))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                print_deliveries(out, &answer.read::<Vec<Delivery>>()?, context)
            }
            WebhookCommand::Replay { id, delivery } => {
                let answer = context.client()?.post(
                    &format!("/webhooks/{id}/deliveries/{delivery}/replay"),
                    &json!({}),
                )?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let delivery: Delivery = answer.read()?;
                writeln!(out, "delivery {} is sent again", delivery.id)?;
                Ok(())
            }
            WebhookCommand::Remove { id } => {
                let answer = context.client()?.delete(&format!("/webhooks/{id}"))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                writeln!(out, "webhook {id} removed")?;
                Ok(())
            }
        }
    }
}
