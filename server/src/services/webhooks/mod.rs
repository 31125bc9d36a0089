//! A club's webhooks (docs/WEBHOOKS.md): its directors register addresses to be told, by a
//! signed `POST`, when a table enters a hand, a game ends, a round is seated or an event
//! ends; each message is written with the change (`emit`), sent by the deliverer
//! (`deliver`), retried for a day, logged with its answers, and can be sent again.

pub mod address;
pub mod deliver;
pub mod emit;
pub mod sign;

use url::{Host, Url};

pub use self::address::Reach;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::webhooks::{self as rows, AttemptRow, DeliveryRow, NewWebhookRow, WebhookRow};
use crate::db::repo::{self, clubs};
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api::webhooks::{Attempt, Delivery, NewWebhook, Webhook, WebhookEvent};

/// The most webhooks a club may have: its website, its league's, a chat, a spreadsheet.
pub const MOST_WEBHOOKS: i64 = 10;
/// The deliveries a webhook's log shows.
pub const LOG_LENGTH: i64 = 50;
/// The longest address taken.
const LONGEST_URL: usize = 2000;

fn view(row: WebhookRow) -> Webhook {
    Webhook {
        id: row.id,
        club_id: row.club_id,
        url: row.url,
        events: row
            .events
            .split(',')
            .filter_map(WebhookEvent::parse)
            .collect(),
        secret: row.secret,
        created_at: row.created_at,
        created_by: row.created_by,
    }
}

/// Webhook `id`, for one who runs its club.
fn hook_for(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<WebhookRow, ApiError> {
    let hook = rows::get(connection, id)?.ok_or(Refusal::NoSuchWebhook(id))?;
    actor.require_director(connection, hook.club_id)?;
    Ok(hook)
}

/// The club's webhooks. Directors and admins only.
pub fn list(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
) -> Result<Vec<Webhook>, ApiError> {
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    actor.require_director(connection, club_id)?;
    Ok(rows::of_club(connection, club_id)?
        .into_iter()
        .map(view)
        .collect())
}

/// Registers a webhook with a new secret. Directors and admins only.
pub fn create(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
    asked: &NewWebhook,
    reach: Reach,
) -> Result<Webhook, ApiError> {
    let url = checked_url(&asked.url, reach)?;
    let mut events = asked.events.clone();
    events.sort();
    events.dedup();
    if events.is_empty() {
        return Err(Refusal::NoWebhookEvents.into());
    }
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    actor.require_director(connection, club_id)?;
    // Two directors registering at once count each other's.
    clubs::claim(connection, club_id)?;
    let registered = rows::of_club(connection, club_id)?.len();
    if i64::try_from(registered).map_or(true, |registered| registered >= MOST_WEBHOOKS) {
        return Err(Refusal::TooManyWebhooks {
            most: MOST_WEBHOOKS,
        }
        .into());
    }
    let names: Vec<&str> = events.iter().map(|event| event.name()).collect();
    let id = rows::insert(
        connection,
        &NewWebhookRow {
            club_id,
            url: &url,
            events: &names.join(","),
            secret: &sign::new_secret(),
            created_at: repo::now(),
            created_by: &actor.account_name(),
        },
    )?;
    get(connection, actor, id)
}

pub fn get(connection: &mut AnyConnection, actor: &Actor, id: i64) -> Result<Webhook, ApiError> {
    hook_for(connection, actor, id).map(view)
}

/// Removes a webhook and its log. Directors and admins only.
pub fn remove(connection: &mut AnyConnection, actor: &Actor, id: i64) -> Result<(), ApiError> {
    hook_for(connection, actor, id)?;
    rows::delete(connection, id)?;
    Ok(())
}

fn delivery_view(delivery: DeliveryRow, attempts: &[AttemptRow]) -> Delivery {
    Delivery {
        id: delivery.id,
        webhook_id: delivery.webhook_id,
        event: WebhookEvent::parse(&delivery.event).unwrap_or(WebhookEvent::HandEntered),
        created_at: delivery.created_at,
        state: delivery.state,
        next_attempt_at: delivery.next_attempt_at,
        payload: serde_json::from_str(&delivery.payload).unwrap_or_default(),
        attempts: attempts
            .iter()
            .filter(|attempt| attempt.delivery_id == delivery.id)
            .map(|attempt| Attempt {
                at: attempt.at,
                status: attempt.status.and_then(|status| u16::try_from(status).ok()),
                error: attempt.error.clone(),
                response: attempt.response.clone(),
                duration_ms: u32::try_from(attempt.duration_ms).unwrap_or_default(),
            })
            .collect(),
    }
}

/// The webhook's latest deliveries, the latest first, each with its tries.
pub fn deliveries(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<Vec<Delivery>, ApiError> {
    hook_for(connection, actor, id)?;
    let deliveries = rows::deliveries_of(connection, id, LOG_LENGTH)?;
    let ids: Vec<i64> = deliveries.iter().map(|delivery| delivery.id).collect();
    let attempts = rows::attempts_of(connection, &ids)?;
    Ok(deliveries
        .into_iter()
        .map(|delivery| delivery_view(delivery, &attempts))
        .collect())
}

/// Sends a delivery again, now, whatever became of it, and for another day if need be: the
/// same message, with the same `webhook-id`. Directors and admins only.
pub fn replay(
    connection: &mut AnyConnection,
    actor: &Actor,
    webhook_id: i64,
    delivery_id: i64,
) -> Result<Delivery, ApiError> {
    hook_for(connection, actor, webhook_id)?;
    rows::delivery(connection, webhook_id, delivery_id)?.ok_or(Refusal::NoSuchDelivery {
        webhook: webhook_id,
        delivery: delivery_id,
    })?;
    let now = repo::now();
    rows::replay(connection, delivery_id, now, now + emit::TRIED_FOR)?;
    let delivery =
        rows::delivery(connection, webhook_id, delivery_id)?.ok_or(Refusal::NoSuchDelivery {
            webhook: webhook_id,
            delivery: delivery_id,
        })?;
    let attempts = rows::attempts_of(connection, &[delivery_id])?;
    Ok(delivery_view(delivery, &attempts))
}

/// `text` as a webhook's address: `http` or `https`, a host, no user or password (which
/// would be written in logs and pages), and, unless `reach` allows private addresses, not
/// a name or address of this server or its network.
pub fn checked_url(text: &str, reach: Reach) -> Result<String, ApiError> {
    let trimmed = text.trim();
    let refused = || -> ApiError {
        Refusal::NotAWebhookUrl {
            given: trimmed.chars().take(100).collect(),
        }
        .into()
    };
    if trimmed.len() > LONGEST_URL {
        return Err(refused());
    }
    let url = Url::parse(trimmed).map_err(|_| refused())?;
    if !matches!(url.scheme(), "http" | "https")
        || !url.username().is_empty()
        || url.password().is_some()
        || url.fragment().is_some()
    {
        return Err(refused());
    }
    let inside = match url.host() {
        None => return Err(refused()),
        Some(Host::Ipv4(address)) => !reach.allows(address.into()),
        Some(Host::Ipv6(address)) => !reach.allows(address.into()),
        Some(Host::Domain(name)) => {
            reach == Reach::Public
                && (name == "localhost" || name.ends_with(".localhost") || !name.contains('.'))
        }
    };
    if inside {
        return Err(Refusal::WebhookNotPublic {
            host: url.host_str().unwrap_or_default().to_owned(),
        }
        .into());
    }
    Ok(url.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_an_http_one_on_the_internet() {
        for (given, kept) in [
            (
                "https://club.example/hooks/uptown",
                "https://club.example/hooks/uptown",
            ),
            (
                " http://Club.Example:8080/x?y=1 ",
                "http://club.example:8080/x?y=1",
            ),
        ] {
            assert_eq!(checked_url(given, Reach::Public).unwrap(), kept);
        }
        for refused in [
            "",
            "club.example/hook",
            "ftp://club.example/",
            "https://eva:secret@club.example/",
            "https://club.example/#top",
            "javascript:alert(1)",
        ] {
            assert!(
                matches!(
                    checked_url(refused, Reach::Public),
                    Err(ApiError::Refused(Refusal::NotAWebhookUrl { .. }))
                ),
                "{refused}"
            );
        }
        for inside in [
            "http://127.0.0.1:5432/",
            "http://169.254.169.254/latest/meta-data/",
            "http://[::1]/",
            "http://10.0.0.7/hook",
            "http://localhost/hook",
            "http://db/hook",
        ] {
            assert!(
                matches!(
                    checked_url(inside, Reach::Public),
                    Err(ApiError::Refused(Refusal::WebhookNotPublic { .. }))
                ),
                "{inside}"
            );
            assert!(checked_url(inside, Reach::Any).is_ok(), "{inside}");
        }
    }
}
