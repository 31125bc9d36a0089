//! Standings and ratings worked out from a whole club's games, kept between reads for as
//! long as the club's fingerprint (its finished games' count and versions, its entrants)
//! stays the same. Any write to a game raises its version, so the next read after a write
//! works them out again from the summaries.
//!
//! The fingerprint itself costs a query over the club's games. A result checked less than
//! [`TRUSTED_FOR`] ago, with no write committed by this process since, is served without
//! it: this process's own writes are always seen at once, and another process's (a second
//! server, `uptown-server import`) within that second.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::db::repo::summaries::{Fingerprint, club_fingerprint};
use crate::db::{self, AnyConnection};
use crate::error::ApiError;

/// Entries kept at most; past that the cache starts afresh (clubs rarely number more).
const MAX_ENTRIES: usize = 256;

/// How long a checked result is served without checking the fingerprint again, while this
/// process writes nothing.
const TRUSTED_FOR: Duration = Duration::from_secs(1);

/// What is kept: one per kind of result and its arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A club's ratings replay.
    Ratings { club: i64 },
    /// A season's standings with a minimum of events.
    Season { season: i64, min_events: u32 },
}

struct Entry {
    club: i64,
    fingerprint: Fingerprint,
    /// When the fingerprint was last found unchanged, and this process's writes by then.
    checked: (Instant, u64),
    value: Arc<dyn Any + Send + Sync>,
}

#[derive(Default)]
pub struct ReadCache {
    entries: Mutex<HashMap<Key, Entry>>,
}

impl std::fmt::Debug for ReadCache {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let entries = self.entries.lock().map_or(0, |entries| entries.len());
        formatter
            .debug_struct("ReadCache")
            .field("entries", &entries)
            .finish()
    }
}

impl ReadCache {
    /// The result for `key` in club `club_id`: the one kept, if the club is as it was when
    /// it was worked out, else `work`'s, kept for the next read.
    pub fn get_or_work<T, F>(
        &self,
        connection: &mut AnyConnection,
        club_id: i64,
        key: Key,
        work: F,
    ) -> Result<Arc<T>, ApiError>
    where
        T: Any + Send + Sync,
        F: FnOnce(&mut AnyConnection) -> Result<T, ApiError>,
    {
        let writes = db::writes_committed();
        let trusted = {
            let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
            entries.get(&key).and_then(|entry| {
                let (at, writes_then) = entry.checked;
                (entry.club == club_id && writes_then == writes && at.elapsed() < TRUSTED_FOR)
                    .then(|| Arc::clone(&entry.value))
            })
        };
        if let Some(value) = trusted.and_then(|value| value.downcast::<T>().ok()) {
            return Ok(value);
        }
        // Read before the work: a write landing during it changes the fingerprint, and the
        // next read works the result out again.
        let now = club_fingerprint(connection, club_id)?;
        let kept = {
            let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
            entries.get_mut(&key).and_then(|entry| {
                (entry.club == club_id && entry.fingerprint == now).then(|| {
                    entry.checked = (Instant::now(), writes);
                    Arc::clone(&entry.value)
                })
            })
        };
        if let Some(value) = kept.and_then(|value| value.downcast::<T>().ok()) {
            return Ok(value);
        }
        let value = Arc::new(work(connection)?);
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        let entry = Entry {
            club: club_id,
            fingerprint: now,
            checked: (Instant::now(), writes),
            value: Arc::clone(&value) as _,
        };
        entries.insert(key, entry);
        Ok(value)
    }
}
