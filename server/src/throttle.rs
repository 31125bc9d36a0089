//! Rate limits on the two doors someone could try to force: logging in (guessing a
//! password) and table codes (guessing the code of a game to enter hands into it). Each
//! client address gets a burst, then a steady allowance; past it the answer is 429 with
//! `Retry-After`, before the request reaches a handler or the database.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, web};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::api::AppState;
use crate::error::Problem;
use crate::pages;

/// Past this many tracked addresses, the ones whose allowance has refilled are forgotten,
/// so a spray of addresses cannot grow the table without bound.
const FORGET_AFTER: usize = 10_000;

/// What a request with a wrong table code costs, in attempts.
const WRONG_CODE_COST: u32 = 10;

/// How many attempts a client address gets per minute, as a burst that refills evenly.
#[derive(Debug, Clone, Copy)]
pub struct Allowance {
    pub logins_per_minute: NonZeroU32,
    pub table_codes_per_minute: NonZeroU32,
}

impl Default for Allowance {
    /// Ten logins a minute lets a director mistype a few times; a club on one phone hotspot
    /// shares an address, and 120 table-code requests a minute covers a dozen tables entering
    /// and confirming hands, while a guesser, whose wrong codes cost ten each, gets through
    /// a six-character code space (31⁶ ≈ 887 million codes) at twelve a minute.
    fn default() -> Allowance {
        Allowance {
            logins_per_minute: NonZeroU32::new(10).expect("not zero"),
            table_codes_per_minute: NonZeroU32::new(120).expect("not zero"),
        }
    }
}

pub struct Throttles {
    login: DefaultKeyedRateLimiter<IpAddr>,
    table_codes: DefaultKeyedRateLimiter<IpAddr>,
    /// Behind a reverse proxy every request comes from the proxy; the client is the address
    /// the proxy puts in `Forwarded` or `X-Forwarded-For`. Trusted only when configured, as
    /// anyone can send those headers.
    behind_proxy: bool,
}

impl std::fmt::Debug for Throttles {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Throttles")
            .field("behind_proxy", &self.behind_proxy)
            .finish_non_exhaustive()
    }
}

/// Which door a request knocks on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Door {
    Login,
    TableCode,
}

impl Throttles {
    pub fn new(allowance: Allowance, behind_proxy: bool) -> Throttles {
        Throttles {
            login: DefaultKeyedRateLimiter::keyed(Quota::per_minute(allowance.logins_per_minute)),
            table_codes: DefaultKeyedRateLimiter::keyed(Quota::per_minute(
                allowance.table_codes_per_minute,
            )),
            behind_proxy,
        }
    }

    /// How long the client must wait, if this request is over its allowance.
    fn wait(&self, request: &ServiceRequest) -> Option<Duration> {
        let limiter = match door(request)? {
            Door::Login => &self.login,
            Door::TableCode => &self.table_codes,
        };
        let client = self.client(request)?;
        if limiter.len() > FORGET_AFTER {
            limiter.retain_recent();
        }
        limiter
            .check_key(&client)
            .err()
            .map(|not_until| not_until.wait_time_from(DefaultClock::default().now()))
    }

    /// A wrong table code costs the guesser [`WRONG_CODE_COST`] attempts instead of one,
    /// so that guessing runs out ten times sooner than a table's honest use.
    fn after<B>(&self, response: &ServiceResponse<B>) {
        let wrong_code = matches!(
            response.status(),
            StatusCode::NOT_FOUND | StatusCode::UNAUTHORIZED
        );
        if !wrong_code || door_of(response.request()) != Some(Door::TableCode) {
            return;
        }
        if let Some(client) = self.client_of(response.request()) {
            for _ in 1..WRONG_CODE_COST {
                if self.table_codes.check_key(&client).is_err() {
                    break;
                }
            }
        }
    }

    fn client(&self, request: &ServiceRequest) -> Option<IpAddr> {
        self.client_of(request.request())
    }

    fn client_of(&self, request: &HttpRequest) -> Option<IpAddr> {
        let info = request.connection_info();
        let address = if self.behind_proxy {
            info.realip_remote_addr()?
        } else {
            info.peer_addr()?
        };
        address
            .parse::<IpAddr>()
            .ok()
            .or_else(|| address.parse::<std::net::SocketAddr>().ok().map(|a| a.ip()))
    }
}

fn door(request: &ServiceRequest) -> Option<Door> {
    door_of(request.request())
}

fn door_of(request: &HttpRequest) -> Option<Door> {
    let path = request.path();
    if request.method() == Method::POST && (path == "/api/v1/login" || path == "/director/login") {
        return Some(Door::Login);
    }
    let table_auth = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("Table "));
    (table_auth || path.starts_with("/t/") || path == "/api/v1/table").then_some(Door::TableCode)
}

/// The middleware: refuses a request over its allowance, passes the rest on.
pub async fn throttle(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let state = request.app_data::<web::Data<AppState>>().cloned();
    if let Some(wait) = state
        .as_ref()
        .and_then(|state| state.throttles.wait(&request))
    {
        let response = too_many(&request, wait);
        return Ok(request.into_response(response));
    }
    let response = next.call(request).await?;
    if let Some(state) = state {
        state.throttles.after(&response);
    }
    Ok(response.map_into_boxed_body())
}

/// 429 with `Retry-After`: a page for the pages, a problem document for the API.
fn too_many(request: &ServiceRequest, wait: Duration) -> HttpResponse {
    // Whole seconds, rounded up, as Retry-After wants; never 0, which would invite a retry loop.
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let seconds = seconds.max(1);
    let retry_after = (header::RETRY_AFTER, seconds.to_string());
    if !request.path().starts_with("/api/") {
        let mut page = pages::too_many_page(request.request(), seconds);
        if let Ok(value) = header::HeaderValue::from_str(&retry_after.1) {
            page.headers_mut().insert(header::RETRY_AFTER, value);
        }
        return page;
    }
    HttpResponse::build(StatusCode::TOO_MANY_REQUESTS)
        .insert_header(retry_after)
        .content_type("application/problem+json")
        .json(Problem {
            kind: "urn:uptown:problem:rate-limited".to_owned(),
            title: "Too many requests".to_owned(),
            status: StatusCode::TOO_MANY_REQUESTS.as_u16(),
            detail: format!("too many attempts from this address; try again in {seconds} s"),
            field: None,
        })
}
