//! Rate limits on the two doors someone could try to force: logging in (guessing a
//! password) and table codes (guessing the code of a game to enter hands into it). Each
//! client gets a burst, then a steady allowance; past it the answer is 429 with
//! `Retry-After`, before any password or code is checked.
//!
//! A door is counted where the request is authenticated, not by the text of its path or
//! headers: the login handlers admit an attempt before they look at the password, and the
//! credentials extractor and the table pages admit one for every table code they are about
//! to look up, whatever the spelling (`Authorization: table CODE`, `/%74/CODE`). A table code
//! is admitted at the price of a wrong one (`WRONG_CODE_COST`), taken before the lookup;
//! `middleware::throttle` hands back the difference unless the lookup marked the answer as a
//! wrong code (`WrongTableCode`). Taking first holds a guesser with many connections to that
//! price too (see `state::buckets`).
//!
//! On PostgreSQL the allowances are kept in the database (`state::shared_buckets`), so that
//! several servers behind one proxy count a client together, however the proxy spreads its
//! requests; while the database cannot keep them (gone, or read-only), each server counts
//! its clients in its own memory meanwhile. On SQLite, whose file is one server's, they are
//! kept in the process.

use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::time::{Duration, Instant};

use actix_web::{HttpMessage, HttpRequest, web};

use super::buckets::Buckets;
use super::shared_buckets::SharedBuckets;
use crate::db::{AnyConnection, Pool};
use crate::error::ApiError;

/// What a request with a wrong table code costs, in attempts; a right one costs one.
pub const WRONG_CODE_COST: u32 = 10;

/// How many attempts a client gets per minute, as a burst that refills evenly.
#[derive(Debug, Clone, Copy)]
pub struct Allowance {
    pub logins_per_minute: NonZeroU32,
    pub table_codes_per_minute: NonZeroU32,
}

impl Default for Allowance {
    /// Ten logins a minute lets a director mistype a few times; a club on one phone hotspot
    /// shares an address, and 120 table-code requests a minute covers a dozen tables entering
    /// and confirming hands, while a guesser, whose wrong codes cost ten each, gets twelve
    /// guesses a minute at a six-character code space (31⁶ ≈ 887 million codes).
    fn default() -> Allowance {
        Allowance {
            logins_per_minute: NonZeroU32::new(10).expect("not zero"),
            table_codes_per_minute: NonZeroU32::new(120).expect("not zero"),
        }
    }
}

/// Which door a request knocks on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Door {
    Login,
    TableCode,
}

/// How long a client over its allowance must wait, in whole seconds (at least one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wait(pub u64);

impl Wait {
    fn of(wait: Duration) -> Wait {
        // Whole seconds, rounded up, as Retry-After wants; never 0, which invites a loop.
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        Wait(seconds.max(1))
    }
}

impl From<Wait> for ApiError {
    fn from(Wait(seconds): Wait) -> Self {
        ApiError::TooManyRequests(seconds)
    }
}

/// Put in the extensions of a request that was admitted at a wrong code's price: for which
/// client, and what a right code hands back to each place it was taken from (settled when
/// the answer is known).
#[derive(Debug, Clone, Copy)]
struct Reserved {
    client: IpAddr,
    local: u32,
    shared: u32,
}

/// The buckets kept in this process: all of them on SQLite, whose file is one server's, and
/// on PostgreSQL those used while the database cannot keep its own.
struct Local {
    login: Buckets<IpAddr>,
    table_codes: Buckets<IpAddr>,
}

/// The buckets kept in PostgreSQL, shared by every server on it.
struct Shared {
    pool: Pool,
    login: SharedBuckets,
    table_codes: SharedBuckets,
}

impl Shared {
    /// Takes `cost` from `client`'s bucket at `door` in the database.
    async fn take(
        &self,
        door: Door,
        client: IpAddr,
        cost: u32,
    ) -> Result<Result<u32, Duration>, ApiError> {
        let buckets = match door {
            Door::Login => self.login,
            Door::TableCode => self.table_codes,
        };
        let pool = self.pool.clone();
        web::block(move || {
            let mut connection = pool.get()?;
            Ok(buckets.take(postgres(&mut connection)?, client, cost)?)
        })
        .await?
    }

    async fn give_back(&self, client: IpAddr, tokens: u32) -> Result<(), ApiError> {
        let (pool, buckets) = (self.pool.clone(), self.table_codes);
        web::block(move || {
            let mut connection = pool.get()?;
            Ok(buckets.give_back(postgres(&mut connection)?, client, tokens)?)
        })
        .await?
    }
}

pub struct Throttles {
    local: Local,
    shared: Option<Shared>,
    /// Behind a reverse proxy every request comes from the proxy; the client is the address
    /// the proxy added to `X-Forwarded-For` (or `Forwarded`). Trusted only when configured,
    /// as anyone can send those headers.
    behind_proxy: bool,
}

impl std::fmt::Debug for Throttles {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Throttles")
            .field("shared", &self.shared.is_some())
            .field("behind_proxy", &self.behind_proxy)
            .finish_non_exhaustive()
    }
}

impl Throttles {
    /// Allowances kept in this process.
    pub fn new(allowance: Allowance, behind_proxy: bool) -> Throttles {
        Throttles {
            local: Local {
                login: Buckets::per_minute(allowance.logins_per_minute),
                table_codes: Buckets::per_minute(allowance.table_codes_per_minute),
            },
            shared: None,
            behind_proxy,
        }
    }

    /// Allowances kept where `pool`'s servers share them: in the database on PostgreSQL, in
    /// this process on SQLite.
    pub fn over(pool: &Pool, allowance: Allowance, behind_proxy: bool) -> Throttles {
        let on_postgres = pool
            .get()
            .is_ok_and(|connection| matches!(*connection, AnyConnection::Postgresql(_)));
        Throttles {
            shared: on_postgres.then(|| Shared {
                pool: pool.clone(),
                login: SharedBuckets::per_minute("login", allowance.logins_per_minute),
                table_codes: SharedBuckets::per_minute(
                    "table_code",
                    allowance.table_codes_per_minute,
                ),
            }),
            ..Throttles::new(allowance, behind_proxy)
        }
    }

    /// Lets one attempt at `door` through for the request's client, or says how long the
    /// client must wait.
    pub async fn admit(&self, door: Door, request: &HttpRequest) -> Result<(), Wait> {
        let Some(client) = self.client(request) else {
            return Ok(());
        };
        let cost = match door {
            Door::Login => 1,
            Door::TableCode => WRONG_CODE_COST,
        };
        let (taken, shared) = self.take(door, client, cost).await?;
        if door == Door::TableCode {
            let mut extensions = request.extensions_mut();
            let mut reserved = extensions.get::<Reserved>().copied().unwrap_or(Reserved {
                client,
                local: 0,
                shared: 0,
            });
            let back = taken.saturating_sub(1);
            if shared {
                reserved.shared += back;
            } else {
                reserved.local += back;
            }
            extensions.insert(reserved);
        }
        Ok(())
    }

    /// Takes `cost` from `client`'s bucket at `door`: the tokens taken and whether from the
    /// database's, or how long to wait. A database that cannot keep its buckets now (gone,
    /// or read-only) does not shut the door: this process's buckets hold the client for it.
    async fn take(&self, door: Door, client: IpAddr, cost: u32) -> Result<(u32, bool), Wait> {
        if let Some(shared) = &self.shared {
            match shared.take(door, client, cost).await {
                Ok(taken) => return taken.map(|taken| (taken, true)).map_err(Wait::of),
                Err(error) => {
                    tracing::warn!(%error, "the shared allowance could not be read; counted here");
                }
            }
        }
        let buckets = match door {
            Door::Login => &self.local.login,
            Door::TableCode => &self.local.table_codes,
        };
        buckets
            .take(client, cost, Instant::now())
            .map(|taken| (taken, false))
            .map_err(Wait::of)
    }

    /// Hands back what the request's table codes did not cost: all but one attempt each,
    /// unless its answer says the code was wrong. A database that cannot take them back now
    /// costs the client those tokens, never the answer.
    pub(crate) async fn settle(&self, request: &HttpRequest, wrong: bool) {
        let reserved = request.extensions().get::<Reserved>().copied();
        let (Some(reserved), false) = (reserved, wrong) else {
            return;
        };
        if reserved.local > 0 {
            self.local
                .table_codes
                .give_back(reserved.client, reserved.local, Instant::now());
        }
        if let (Some(shared), true) = (&self.shared, reserved.shared > 0)
            && let Err(error) = shared.give_back(reserved.client, reserved.shared).await
        {
            tracing::warn!(%error, "a table code's allowance could not be handed back");
        }
    }

    /// Who the request is from, as the limits count clients.
    fn client(&self, request: &HttpRequest) -> Option<IpAddr> {
        let address = if self.behind_proxy {
            proxied_client(request).or_else(|| request.peer_addr().map(|peer| peer.ip()))
        } else {
            request.peer_addr().map(|peer| peer.ip())
        }?;
        Some(client_key(address))
    }
}

/// The PostgreSQL connection the database's buckets are kept on.
fn postgres(connection: &mut AnyConnection) -> Result<&mut diesel::PgConnection, ApiError> {
    match connection {
        AnyConnection::Postgresql(connection) => Ok(connection),
        AnyConnection::Sqlite(_) => Err(ApiError::Internal(
            "the shared allowances need PostgreSQL".to_owned(),
        )),
    }
}

/// The client address the proxy in front of the server saw: the last entry of
/// `X-Forwarded-For`, which the proxy appended, or else the last `for=` of `Forwarded`. The
/// entries before it are whatever the client sent, and a guesser sends a new one each time.
fn proxied_client(request: &HttpRequest) -> Option<IpAddr> {
    let headers = request.headers();
    let last = |name: &str, separator: char| {
        headers
            .get_all(name)
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(separator))
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .last()
            .map(str::to_owned)
    };
    if let Some(entry) = last("x-forwarded-for", ',') {
        return parse_address(&entry);
    }
    let forwarded = headers
        .get_all("forwarded")
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split([',', ';']))
        .filter_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            name.eq_ignore_ascii_case("for")
                .then(|| value.trim().to_owned())
        })
        .last()?;
    parse_address(&forwarded)
}

/// An address as proxies write it: `203.0.113.7`, `203.0.113.7:4711`, `2001:db8::1`,
/// `[2001:db8::1]:4711` or `"[2001:db8::1]"`.
fn parse_address(text: &str) -> Option<IpAddr> {
    let text = text.trim_matches('"');
    if let Ok(address) = text.parse::<IpAddr>() {
        return Some(address);
    }
    if let Ok(socket) = text.parse::<std::net::SocketAddr>() {
        return Some(socket.ip());
    }
    text.strip_prefix('[')
        .and_then(|rest| rest.split(']').next())
        .and_then(|inner| inner.parse().ok())
}

/// The key a client's allowance is kept under. An IPv4 address is one client. An IPv6
/// address is one of the 2⁶⁴ of its network, which one home or phone is given whole, so the
/// network is the client: otherwise a guesser would take a fresh address, and a fresh
/// allowance, for every guess. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is
/// the IPv4 address.
fn client_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or_else(
            || IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
            IpAddr::V4,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_network_is_one_client_and_a_mapped_ipv4_address_is_the_ipv4_one() {
        let key = |text: &str| client_key(text.parse().unwrap());
        assert_eq!(
            key("2001:db8:1:2::1"),
            key("2001:db8:1:2:ffff:eeee:dddd:cccc")
        );
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("::ffff:203.0.113.7"), key("203.0.113.7"));
        assert_ne!(key("203.0.113.7"), key("203.0.113.8"));
    }

    #[test]
    fn addresses_are_read_as_proxies_write_them() {
        for (text, address) in [
            ("203.0.113.7", "203.0.113.7"),
            ("203.0.113.7:4711", "203.0.113.7"),
            ("2001:db8::1", "2001:db8::1"),
            ("[2001:db8::1]:4711", "2001:db8::1"),
            ("\"[2001:db8::1]\"", "2001:db8::1"),
        ] {
            assert_eq!(parse_address(text), address.parse().ok(), "{text}");
        }
        assert_eq!(parse_address("unknown"), None);
    }

    #[actix_web::test]
    async fn behind_a_proxy_the_client_is_the_address_the_proxy_added() {
        let throttles = Throttles::new(Allowance::default(), true);
        let request = actix_web::test::TestRequest::default()
            .peer_addr("10.0.0.2:5000".parse().unwrap())
            .insert_header(("X-Forwarded-For", "198.51.100.1, 203.0.113.9"))
            .to_http_request();
        assert_eq!(throttles.client(&request), "203.0.113.9".parse().ok());
        let request = actix_web::test::TestRequest::default()
            .peer_addr("10.0.0.2:5000".parse().unwrap())
            .insert_header(("Forwarded", "for=198.51.100.1, for=\"[2001:db8::7]:80\""))
            .to_http_request();
        assert_eq!(throttles.client(&request), "2001:db8::".parse().ok());
        let direct = Throttles::new(Allowance::default(), false);
        let request = actix_web::test::TestRequest::default()
            .peer_addr("10.0.0.2:5000".parse().unwrap())
            .insert_header(("X-Forwarded-For", "203.0.113.9"))
            .to_http_request();
        assert_eq!(direct.client(&request), "10.0.0.2".parse().ok());
    }
}
