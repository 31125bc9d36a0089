//! What the server counts as it works, for the metrics to show: hands stored and database
//! statements run since the process started. A static, so the write that stores a hand
//! counts it without being handed the metrics registry; and counted when the write's
//! transaction commits, so that a write rolled back (a resent request's copy, a database
//! that fails) counts nothing.

use std::cell::Cell;
use std::sync::LazyLock;

use diesel::connection::InstrumentationEvent;
use prometheus_client::metrics::counter::Counter;

static HANDS_RECORDED: LazyLock<Counter> = LazyLock::new(Counter::default);
static QUERIES: LazyLock<Counter> = LazyLock::new(Counter::default);

thread_local! {
    /// Hands stored by the transaction open on this thread (a write runs on one thread).
    static PENDING: Cell<u64> = const { Cell::new(0) };
}

/// Counts one hand stored by the transaction open now (called inside the write that stores
/// it), once that transaction commits.
pub fn hand_recorded() {
    PENDING.set(PENDING.get() + 1);
}

/// The open transaction committed: what it stored counts.
pub fn committed() {
    HANDS_RECORDED.inc_by(PENDING.take());
}

/// The open transaction was rolled back: what it stored does not count.
pub fn rolled_back() {
    PENDING.set(0);
}

/// The counter of hands stored, to register with the metrics.
pub fn hands_recorded() -> Counter {
    HANDS_RECORDED.clone()
}

/// Each connection's instrumentation: counts every statement sent to the database (what a
/// live page costs is counted in these).
#[allow(clippy::needless_pass_by_value)] // diesel hands each event over by value
pub fn count_queries(event: InstrumentationEvent<'_>) {
    if matches!(event, InstrumentationEvent::StartQuery { .. }) {
        QUERIES.inc();
    }
}

/// The counter of statements sent, to register with the metrics.
pub fn queries() -> Counter {
    QUERIES.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_counts_only_once_its_transaction_commits() {
        let before = HANDS_RECORDED.get();
        hand_recorded();
        rolled_back();
        committed();
        assert_eq!(
            HANDS_RECORDED.get(),
            before,
            "a rolled-back hand counts nothing"
        );
        hand_recorded();
        hand_recorded();
        assert_eq!(
            HANDS_RECORDED.get(),
            before,
            "nothing counts before the commit"
        );
        committed();
        assert_eq!(HANDS_RECORDED.get(), before + 2);
    }
}
