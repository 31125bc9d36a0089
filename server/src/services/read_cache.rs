//! Standings and ratings worked out from a whole club's games, kept between reads for as
//! long as the club's fingerprint (its finished games' count and versions, its entrants)
//! stays the same. Any write to a game raises its version, so the next read after a write
//! works them out again from the summaries; between writes, a read costs one small query.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::db::AnyConnection;
use crate::db::repo::summaries::{Fingerprint, club_fingerprint};
use crate::error::ApiError;

/// Entries kept at most; past that the cache starts afresh (clubs rarely number more).
const MAX_ENTRIES: usize = 256;

/// What is kept: one per kind of result and its arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A club's ratings replay.
    Ratings { club: i64 },
    /// A season's standings with a minimum of events.
    Season { season: i64, min_events: u32 },
}

type Entry = (i64, Fingerprint, Arc<dyn Any + Send + Sync>);

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
        // Read before the work: a write landing during it changes the fingerprint, and the
        // next read works the result out again.
        let now = club_fingerprint(connection, club_id)?;
        let kept = {
            let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
            entries.get(&key).and_then(|(club, fingerprint, value)| {
                (*club == club_id && *fingerprint == now).then(|| Arc::clone(value))
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
        let shared: Arc<dyn Any + Send + Sync> = Arc::clone(&value) as _;
        entries.insert(key, (club_id, now, shared));
        Ok(value)
    }
}
