//! Prometheus metrics at `/metrics`: requests and their latencies by route, hands recorded,
//! the database pool's use, and the process's resident memory.

use actix_web::http::Method;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::db::Pool;

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: String,
    /// The route's pattern, e.g. `/api/v1/games/{id}/hands`, never the raw path, so that
    /// ids and table codes do not each make a series.
    route: String,
    status: u16,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: String,
    route: String,
}

type LatencyFamily = Family<RouteLabels, Histogram, fn() -> Histogram>;

#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: LatencyFamily,
    pool_connections: Gauge,
    pool_idle: Gauge,
    pool_max: Gauge,
    resident_memory: Gauge,
}

fn latency_histogram() -> Histogram {
    // 0.5 ms to about 4 s, doubling.
    Histogram::new(exponential_buckets(0.0005, 2.0, 14))
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::default();
        let requests = Family::<RequestLabels, Counter>::default();
        let latency: LatencyFamily = Family::new_with_constructor(latency_histogram);
        let gauges: [Gauge; 4] = Default::default();
        let [pool_connections, pool_idle, pool_max, resident_memory] = gauges;
        registry.register(
            "http_requests",
            "HTTP requests answered, by method, route and status",
            requests.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "Time from a request's arrival to its answer, by method and route",
            latency.clone(),
        );
        registry.register(
            "uptown_hands_recorded",
            "Hands stored since the server started",
            crate::counters::hands_recorded(),
        );
        registry.register(
            "uptown_db_queries",
            "Statements sent to the database since the server started",
            crate::counters::queries(),
        );
        registry.register(
            "uptown_db_pool_connections",
            "Database connections open",
            pool_connections.clone(),
        );
        registry.register(
            "uptown_db_pool_idle_connections",
            "Database connections open and not in use",
            pool_idle.clone(),
        );
        registry.register(
            "uptown_db_pool_max_connections",
            "Most database connections the pool opens",
            pool_max.clone(),
        );
        registry.register(
            "process_resident_memory_bytes",
            "Resident memory of the server process",
            resident_memory.clone(),
        );
        Metrics {
            registry,
            requests,
            latency,
            pool_connections,
            pool_idle,
            pool_max,
            resident_memory,
        }
    }
}

impl Metrics {
    pub(crate) fn observe(&self, method: &str, route: String, status: u16, seconds: f64) {
        self.latency
            .get_or_create(&RouteLabels {
                method: method.to_owned(),
                route: route.clone(),
            })
            .observe(seconds);
        self.requests
            .get_or_create(&RequestLabels {
                method: method.to_owned(),
                route,
                status,
            })
            .inc();
    }

    /// The exposition text, with the gauges read now.
    pub(crate) fn render(&self, pool: &Pool) -> String {
        let state = pool.state();
        self.pool_connections.set(i64::from(state.connections));
        self.pool_idle.set(i64::from(state.idle_connections));
        self.pool_max.set(i64::from(pool.max_size()));
        if let Some(bytes) = resident_memory_bytes() {
            self.resident_memory.set(bytes);
        }
        let mut text = String::new();
        // Writing into a String cannot fail.
        encode(&mut text, &self.registry).expect("metrics encode into a string");
        text
    }
}

/// Resident set size from `/proc/self/status` (Linux); none elsewhere.
fn resident_memory_bytes() -> Option<i64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    let kibibytes: i64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kibibytes * 1024)
}

/// A request's method as a label: one of the methods of RFC 9110 and PATCH, or `other`.
/// Anyone can send any method name; each must not make a series of its own.
pub fn method_label(method: &Method) -> &'static str {
    [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::CONNECT,
        Method::OPTIONS,
        Method::TRACE,
        Method::PATCH,
    ]
    .iter()
    .find(|known| *known == method)
    .map_or("other", Method::as_str)
}
