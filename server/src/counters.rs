//! What the server counts as it works, for the metrics to show: hands stored since the
//! process started. A static, so the write that stores a hand counts it without being handed
//! the metrics registry.

use std::sync::LazyLock;

use prometheus_client::metrics::counter::Counter;

static HANDS_RECORDED: LazyLock<Counter> = LazyLock::new(Counter::default);

/// Counts one hand stored (called inside the write that stores it, after the insert).
pub fn hand_recorded() {
    HANDS_RECORDED.inc();
}

/// The counter of hands stored, to register with the metrics.
pub fn hands_recorded() -> Counter {
    HANDS_RECORDED.clone()
}
