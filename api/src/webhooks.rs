//! A club's webhooks: addresses its directors register to be told, by a signed `POST`, of
//! what happens at its tables, and the log of what was sent to each.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What a webhook can be told of.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
pub enum WebhookEvent {
    /// A table entered a hand (not a director's correction).
    #[serde(rename = "hand.entered")]
    HandEntered,
    /// A game ended: by its rules, by its event's terms, by a forfeit or by its round's close.
    #[serde(rename = "game.finished")]
    GameFinished,
    /// A round of an event was seated.
    #[serde(rename = "round.seated")]
    RoundSeated,
    /// An event ended.
    #[serde(rename = "event.finished")]
    EventFinished,
}

impl WebhookEvent {
    pub const ALL: [WebhookEvent; 4] = [
        WebhookEvent::HandEntered,
        WebhookEvent::GameFinished,
        WebhookEvent::RoundSeated,
        WebhookEvent::EventFinished,
    ];

    pub fn name(self) -> &'static str {
        match self {
            WebhookEvent::HandEntered => "hand.entered",
            WebhookEvent::GameFinished => "game.finished",
            WebhookEvent::RoundSeated => "round.seated",
            WebhookEvent::EventFinished => "event.finished",
        }
    }

    pub fn parse(name: &str) -> Option<WebhookEvent> {
        WebhookEvent::ALL
            .into_iter()
            .find(|event| event.name() == name)
    }
}

/// What `POST /clubs/{id}/webhooks` takes.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewWebhook {
    /// Where to send: an `http` or `https` address on the internet.
    pub url: String,
    /// What to send; at least one.
    pub events: Vec<WebhookEvent>,
}

/// A registered webhook.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Webhook {
    pub id: i64,
    pub club_id: i64,
    pub url: String,
    pub events: Vec<WebhookEvent>,
    /// The key each delivery is signed with (`whsec_…`, Standard Webhooks): for the
    /// receiver to check `webhook-signature`. Shown to the club's directors only.
    pub secret: String,
    #[serde(with = "crate::utc")]
    pub created_at: NaiveDateTime,
    /// The account that registered it.
    pub created_by: String,
}

/// One message to a webhook and how its sending went.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Delivery {
    /// Also the message's `webhook-id`, the same on every try: receivers drop repeats by it.
    pub id: i64,
    pub webhook_id: i64,
    pub event: WebhookEvent,
    #[serde(with = "crate::utc")]
    pub created_at: NaiveDateTime,
    /// `pending`, `delivered` (an answer 2xx) or `failed` (a day of tries without one).
    pub state: String,
    /// When it is tried next, while pending.
    #[serde(default, with = "crate::utc::optional")]
    pub next_attempt_at: Option<NaiveDateTime>,
    /// The JSON sent.
    #[schema(value_type = Object)]
    pub payload: serde_json::Value,
    /// Every try so far, oldest first.
    pub attempts: Vec<Attempt>,
}

/// One try of a delivery.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Attempt {
    #[serde(with = "crate::utc")]
    pub at: NaiveDateTime,
    /// The answer's status, when there was an answer.
    pub status: Option<u16>,
    /// Why there was no answer (refused, timed out, an address not allowed).
    pub error: Option<String>,
    /// The start of the answer's body.
    pub response: Option<String>,
    pub duration_ms: u32,
}
