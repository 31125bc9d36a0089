//! Token buckets, one a client: a client holds up to a minute's allowance, which refills
//! evenly, and an attempt takes what it may cost before it is let through. What it turns out
//! not to cost (a table code that was right) is handed back afterwards. Taking first is what
//! holds a guesser to the price of a wrong guess even when it sends a hundred at once: a
//! bucket charged only after the answer lets every guess already in flight through at the
//! price of a right one.

use std::collections::HashMap;
use std::hash::Hash;
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Past this many clients, the ones whose bucket has refilled are forgotten (a full bucket
/// is what a client never seen has), so a spray of addresses cannot grow the table for good.
const FORGET_AFTER: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// The buckets of every client, each `per_minute` tokens deep and refilling at that rate.
#[derive(Debug)]
pub struct Buckets<K> {
    capacity: f64,
    per_second: f64,
    clients: Mutex<HashMap<K, Bucket>>,
}

impl<K: Hash + Eq + Copy> Buckets<K> {
    pub fn per_minute(allowance: NonZeroU32) -> Buckets<K> {
        let capacity = f64::from(allowance.get());
        Buckets {
            capacity,
            per_second: capacity / 60.0,
            clients: Mutex::new(HashMap::new()),
        }
    }

    /// Takes `cost` tokens from `client`'s bucket (a whole bucket when it is not that deep),
    /// or says how long until it holds them; the tokens taken.
    pub fn take(&self, client: K, cost: u32, now: Instant) -> Result<u32, Duration> {
        let cost = f64::from(cost).min(self.capacity);
        let mut clients = self
            .clients
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if clients.len() > FORGET_AFTER {
            let full = |bucket: &Bucket| self.refilled(bucket, now) >= self.capacity;
            clients.retain(|_, bucket| !full(bucket));
        }
        let bucket = clients.entry(client).or_insert(Bucket {
            tokens: self.capacity,
            at: now,
        });
        let tokens = self.refilled(bucket, now);
        if tokens >= cost {
            *bucket = Bucket {
                tokens: tokens - cost,
                at: now,
            };
            // A whole number of tokens, at most a u32's.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            Ok(cost as u32)
        } else {
            *bucket = Bucket { tokens, at: now };
            Err(Duration::from_secs_f64((cost - tokens) / self.per_second))
        }
    }

    /// Hands `tokens` back to `client`'s bucket (never past its depth).
    pub fn give_back(&self, client: K, tokens: u32, now: Instant) {
        let mut clients = self
            .clients
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(bucket) = clients.get_mut(&client) {
            let refilled = self.refilled(bucket, now);
            *bucket = Bucket {
                tokens: (refilled + f64::from(tokens)).min(self.capacity),
                at: now,
            };
        }
    }

    fn refilled(&self, bucket: &Bucket, now: Instant) -> f64 {
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        (bucket.tokens + elapsed * self.per_second).min(self.capacity)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buckets(per_minute: u32) -> Buckets<u8> {
        Buckets::per_minute(NonZeroU32::new(per_minute).unwrap())
    }

    #[test]
    fn a_bucket_lets_its_depth_through_then_refills_evenly() {
        let limits = buckets(60);
        let start = Instant::now();
        for _ in 0..60 {
            assert!(limits.take(1, 1, start).is_ok());
        }
        let wait = limits.take(1, 1, start).unwrap_err();
        assert!((wait.as_secs_f64() - 1.0).abs() < 1e-6, "{wait:?}");
        assert!(
            limits.take(2, 1, start).is_ok(),
            "another client has its own"
        );
        let later = start + Duration::from_secs(10);
        for _ in 0..10 {
            assert!(limits.take(1, 1, later).is_ok());
        }
        assert!(limits.take(1, 1, later).is_err());
    }

    #[test]
    fn what_an_attempt_did_not_cost_comes_back_and_nothing_is_spent_twice() {
        let limits = buckets(120);
        let now = Instant::now();
        // Twelve attempts at ten each empty the bucket however fast they come.
        for _ in 0..12 {
            assert!(limits.take(1, 10, now).is_ok());
        }
        assert!(limits.take(1, 10, now).is_err());
        // Right ones cost one in the end.
        limits.give_back(1, 9 * 12, now);
        for _ in 0..10 {
            assert!(limits.take(1, 10, now).is_ok());
            limits.give_back(1, 9, now);
        }
        let wait = limits.take(1, 10, now + Duration::from_secs(60));
        assert!(wait.is_ok(), "refilled to its depth, not beyond");
    }
}
