//! What every request handler shares: the database pool, the rate limits, the metrics, the
//! readiness, the read cache and the settings they need, and the way work runs with a
//! connection and a checked actor off the async workers. Above the services, below the
//! pages, the API and the middleware, which all take it from here.

pub mod buckets;
pub mod feeds;
pub mod metrics;
pub mod readiness;
pub mod shared_buckets;
pub mod throttles;

use std::sync::Arc;

use actix_web::{HttpRequest, web};

use self::feeds::EventFeeds;
use self::metrics::Metrics;
use self::readiness::Readiness;
use self::throttles::{Allowance, Door, Throttles, Wait};
use crate::auth::{Actor, Credentials, Lifetimes};
use crate::db::{AnyConnection, EventChanges, Pool};
use crate::error::ApiError;
use crate::services::read_cache::ReadCache;
use crate::services::webhooks::Reach;

/// What every handler shares.
#[derive(Debug, Clone)]
pub struct AppState {
    pub pool: Pool,
    pub throttles: Arc<Throttles>,
    pub metrics: Arc<Metrics>,
    /// Standings and ratings worked out from a whole club, kept while the club is unchanged.
    pub read_cache: Arc<ReadCache>,
    /// Whether the database stores what it is given (`/readyz`).
    pub readiness: Arc<Readiness>,
    /// The events the database says changed, and what live pages read of them.
    pub changes: Arc<EventChanges>,
    pub feeds: Arc<EventFeeds>,
    /// How long sessions last.
    pub lifetimes: Lifetimes,
    /// Where phones reach this server, when set (`--public-url`).
    pub public_url: Option<PublicUrl>,
    /// How the server serves HTTPS itself, when it does (`--tls-cert`).
    pub https: Option<Https>,
    /// Where webhooks may be sent (`--webhooks-to-private-addresses`).
    pub webhook_reach: Reach,
}

/// The server's own HTTPS: plain-HTTP requests are sent to `port`, and answers carry HSTS
/// when `hsts` is set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Https {
    pub port: u16,
    pub hsts: bool,
}

impl AppState {
    /// The state of a server over `pool` and the changes it hears, shared by all its workers.
    pub fn new(
        (pool, changes): (Pool, Arc<EventChanges>),
        allowance: Allowance,
        behind_proxy: bool,
        lifetimes: Lifetimes,
    ) -> AppState {
        let read_cache = Arc::new(ReadCache::default());
        let feeds = EventFeeds::new(pool.clone(), Arc::clone(&changes));
        let throttles = Arc::new(Throttles::over(&pool, allowance, behind_proxy));
        AppState {
            pool,
            throttles,
            metrics: Arc::new(Metrics::default()),
            read_cache,
            readiness: Arc::new(Readiness::default()),
            feeds: Arc::new(feeds),
            changes,
            lifetimes,
            public_url: None,
            https: None,
            webhook_reach: Reach::default(),
        }
    }

    /// The same state, sending webhooks where `reach` allows.
    pub fn with_webhook_reach(mut self, reach: Reach) -> AppState {
        self.webhook_reach = reach;
        self
    }

    /// The same state, serving HTTPS itself as `https` says.
    pub fn with_https(mut self, https: Option<Https>) -> AppState {
        self.https = https;
        self
    }

    /// The same state, with the address phones reach the server at.
    pub fn with_public_url(mut self, public_url: Option<PublicUrl>) -> AppState {
        self.public_url = public_url;
        self
    }
}

/// Runs `work` with a pooled connection and the checked actor, off the async workers.
pub async fn with_actor<T, F>(
    state: &web::Data<AppState>,
    credentials: Credentials,
    work: F,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || {
        let mut connection = pool.get()?;
        let actor = Actor::resolve(&mut connection, &credentials)?;
        work(&mut connection, &actor)
    })
    .await?
}

/// Where the server is reached from outside: `http(s)://host[:port][/path]`, without a
/// trailing slash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicUrl(String);

impl PublicUrl {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn parse(text: &str) -> Result<PublicUrl, String> {
        let text = text.trim().trim_end_matches('/');
        let rest = text
            .strip_prefix("http://")
            .or_else(|| text.strip_prefix("https://"))
            .ok_or("it must start with http:// or https://")?;
        let host = rest.split('/').next().unwrap_or_default();
        if host.is_empty() {
            return Err("it names no host".to_owned());
        }
        if text.chars().any(|c| {
            c.is_whitespace() || c.is_control() || matches!(c, '?' | '#' | '"' | '<' | '>')
        }) {
            return Err(
                "it must be a plain address, without spaces, a query or a fragment".to_owned(),
            );
        }
        Ok(PublicUrl(text.to_owned()))
    }
}

/// Lets one attempt at `door` through for `request`'s client (see `Throttles::admit`).
pub async fn admit(request: &HttpRequest, door: Door) -> Result<(), Wait> {
    match request.app_data::<web::Data<AppState>>() {
        Some(state) => state.throttles.admit(door, request).await,
        None => Ok(()),
    }
}
