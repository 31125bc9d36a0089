//! Standings and ratings worked out from a whole club's games, kept between reads and
//! brought forward by the club's changes instead of worked out again.
//!
//! Triggers number every change to what a club's results are made of (see the
//! `result_changes` migration). A kept result remembers the number it is as of: a read
//! fetches the club's latest number (one row), and if it moved, the changes in between,
//! and the result follows just those games. A server's own writes and any other process's
//! (a second server, `uptown-server import`) show on the next read alike. The numbers only
//! grow: a database restored from a backup is restored with the server stopped (README).

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::db::AnyConnection;
use crate::db::repo::result_changes;
use crate::error::ApiError;

/// Entries kept at most; past that the cache starts afresh (a server holds a few clubs,
/// each with a few seasons and the events people are looking at).
const MAX_ENTRIES: usize = 1024;

/// Changes followed one by one at most; past that (an import, a club's first read after a
/// long time) working the result out afresh is as quick.
const FOLLOW_AT_MOST: usize = 1000;

/// What is kept: one per kind of result and its arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A club's ratings replay.
    Ratings { club: i64 },
    /// A season's standings with a minimum of events.
    Season { season: i64, min_events: u32 },
    /// An event's standings.
    Event { event: i64 },
}

/// What changed in a club since a result was worked out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changes {
    /// The games that changed, each once, in order.
    pub games: Vec<i64>,
    /// Whether anything changed that was not one game's: entrants, rounds, names.
    pub beyond_games: bool,
}

impl Changes {
    /// From the log: each change's game, or `None` for a change that was not one game's.
    fn of(logged: &[Option<i64>]) -> Changes {
        let mut games: Vec<i64> = logged.iter().flatten().copied().collect();
        games.sort_unstable();
        games.dedup();
        Changes {
            games,
            beyond_games: logged.iter().any(Option::is_none),
        }
    }
}

/// A result that can follow a club's changes.
pub trait Kept: Send + 'static {
    /// Brings the result up to date with `changes`.
    fn follow(&mut self, connection: &mut AnyConnection, changes: &Changes)
    -> Result<(), ApiError>;
}

struct Entry {
    club: i64,
    /// The club's change this result is as of.
    seq: i64,
    value: Box<dyn Any + Send>,
}

/// One entry, locked by the reader bringing it up to date so that readers arriving
/// meanwhile wait for its work instead of doing it again.
type Slot = Arc<Mutex<Option<Entry>>>;

#[derive(Default)]
pub struct ReadCache {
    slots: Mutex<HashMap<Key, Slot>>,
}

impl std::fmt::Debug for ReadCache {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("ReadCache")
            .field("entries", &locked(&self.slots).len())
            .finish()
    }
}

/// A lock whose holder panicked is still sound here: an entry being worked on is taken out
/// of its slot first, so a panic leaves the slot empty, never half brought up to date.
fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl ReadCache {
    /// Reads, with `read`, the result for `key` in club `club_id` as the club now stands:
    /// the one kept, brought forward by the club's changes since, or else `work`'s.
    pub fn read<T, R>(
        &self,
        connection: &mut AnyConnection,
        club_id: i64,
        key: Key,
        work: impl FnOnce(&mut AnyConnection) -> Result<T, ApiError>,
        read: impl FnOnce(&T) -> R,
    ) -> Result<R, ApiError>
    where
        T: Kept,
    {
        // Read before the work: a change landing during it has a later number, and the
        // next read follows it (following a change twice leaves a result as it was).
        let now = result_changes::clock(connection, club_id)?;
        let slot = {
            let mut slots = locked(&self.slots);
            if slots.len() >= MAX_ENTRIES && !slots.contains_key(&key) {
                slots.clear();
            }
            Arc::clone(slots.entry(key).or_default())
        };
        let mut entry = locked(&slot);
        let kept = entry
            .take()
            .filter(|entry| entry.club == club_id)
            .and_then(|entry| {
                let seq = entry.seq;
                entry.value.downcast::<T>().ok().map(|value| (seq, value))
            });
        let (value, seq) = match kept {
            // Brought up to date while this reader waited for it, perhaps past `now`: as
            // fresh as this reader needs.
            Some((seq, value)) if seq >= now => (value, seq),
            Some((seq, mut value)) => {
                let logged = result_changes::between(connection, club_id, seq, now)?;
                if logged.len() > FOLLOW_AT_MOST {
                    (Box::new(work(connection)?), now)
                } else {
                    value.follow(connection, &Changes::of(&logged))?;
                    (value, now)
                }
            }
            None => (Box::new(work(connection)?), now),
        };
        let answer = read(&value);
        *entry = Some(Entry {
            club: club_id,
            seq,
            value,
        });
        Ok(answer)
    }
}
