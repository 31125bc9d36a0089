//! Which events changed, as the database tells it: what lets a live page wait for a change
//! instead of asking the database every few seconds.
//!
//! Triggers on what an event's pages are made of (the event's row, its rounds, entrants,
//! check-ins and games, and each game's running score) name the event a write changed, so
//! that no write path can forget it.
//!
//! - On PostgreSQL they `NOTIFY uptown_events` with the event's id (the `event_notices`
//!   migration). PostgreSQL delivers a notice at commit, once per transaction and event, to
//!   every connection listening: each server behind a proxy hears every change, whoever made
//!   it (another server, `uptown-server import`). One connection per server listens.
//! - SQLite is one process. Each connection gets temporary triggers calling back into this
//!   module; the events the open transaction changed are kept on its thread (a write runs on
//!   one thread) and rung when it commits, so that a page reading after the bell sees the
//!   change. Writes by another process to the same file are not heard.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Once, PoisonError, Weak};
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use tokio::sync::watch;

/// The channel the PostgreSQL triggers notify on.
const CHANNEL: &str = "uptown_events";
/// How often the listening connection looks at what arrived on its socket: no query and no
/// round trip, only a read of what PostgreSQL has already sent.
const LISTEN_EVERY: Duration = Duration::from_millis(25);
/// How long a listener that lost its connection waits before connecting again.
const RECONNECT_AFTER: Duration = Duration::from_secs(1);

/// The temporary triggers of an SQLite connection, the same as the PostgreSQL migration's.
const SQLITE_TRIGGERS: &str = "
CREATE TEMP TRIGGER event_notice_updated AFTER UPDATE ON main.events
BEGIN SELECT uptown_event_changed(NEW.id); END;
CREATE TEMP TRIGGER event_notice_round_inserted AFTER INSERT ON main.event_rounds
BEGIN SELECT uptown_event_changed(NEW.event_id); END;
CREATE TEMP TRIGGER event_notice_round_updated AFTER UPDATE ON main.event_rounds
BEGIN SELECT uptown_event_changed(NEW.event_id); END;
CREATE TEMP TRIGGER event_notice_round_deleted AFTER DELETE ON main.event_rounds
BEGIN SELECT uptown_event_changed(OLD.event_id); END;
CREATE TEMP TRIGGER event_notice_entrant_inserted AFTER INSERT ON main.event_entrants
BEGIN SELECT uptown_event_changed(NEW.event_id); END;
CREATE TEMP TRIGGER event_notice_entrant_updated AFTER UPDATE ON main.event_entrants
BEGIN SELECT uptown_event_changed(NEW.event_id); END;
CREATE TEMP TRIGGER event_notice_entrant_deleted AFTER DELETE ON main.event_entrants
BEGIN SELECT uptown_event_changed(OLD.event_id); END;
CREATE TEMP TRIGGER event_notice_checkin_inserted AFTER INSERT ON main.event_checkins
BEGIN SELECT uptown_event_changed(NEW.event_id); END;
CREATE TEMP TRIGGER event_notice_checkin_deleted AFTER DELETE ON main.event_checkins
BEGIN SELECT uptown_event_changed(OLD.event_id); END;
CREATE TEMP TRIGGER event_notice_game_inserted AFTER INSERT ON main.event_games
BEGIN SELECT uptown_event_changed(NEW.event_id); END;
CREATE TEMP TRIGGER event_notice_game_deleted AFTER DELETE ON main.event_games
BEGIN SELECT uptown_event_changed(OLD.event_id); END;
CREATE TEMP TRIGGER event_notice_game_updated
    AFTER UPDATE OF status, decision, seat_n, seat_e, seat_s, seat_w ON main.games
BEGIN SELECT uptown_event_changed(event_id) FROM main.event_games WHERE game_id = NEW.id; END;
CREATE TEMP TRIGGER event_notice_score_inserted AFTER INSERT ON main.game_summaries
BEGIN SELECT uptown_event_changed(event_id) FROM main.event_games WHERE game_id = NEW.game_id; END;
CREATE TEMP TRIGGER event_notice_score_updated AFTER UPDATE ON main.game_summaries
BEGIN SELECT uptown_event_changed(event_id) FROM main.event_games WHERE game_id = NEW.game_id; END;
";

diesel::define_sql_function! {
    /// Called by the SQLite triggers with the event a write changed.
    fn uptown_event_changed(event: diesel::sql_types::BigInt) -> diesel::sql_types::Integer;
}

/// The events that heard of changes, each a bell its watchers wait on.
#[derive(Debug)]
pub struct EventChanges {
    /// Per watched event, the number of changes heard since it was first watched.
    bells: Mutex<HashMap<i64, watch::Sender<u64>>>,
    /// Where to listen, on PostgreSQL.
    listen_to: Option<String>,
    listening: Once,
}

impl EventChanges {
    /// The changes of a database, heard on PostgreSQL by listening at `listen_to`.
    pub fn new(listen_to: Option<String>) -> Arc<EventChanges> {
        Arc::new(EventChanges {
            bells: Mutex::default(),
            listen_to,
            listening: Once::new(),
        })
    }

    fn bells(&self) -> std::sync::MutexGuard<'_, HashMap<i64, watch::Sender<u64>>> {
        self.bells.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A bell that rings whenever `event` changes. On PostgreSQL the first watch starts the
    /// listening connection: a server nobody watches holds none.
    pub fn watch(self: &Arc<Self>, event: i64) -> watch::Receiver<u64> {
        if let Some(url) = &self.listen_to {
            self.listening.call_once(|| {
                let (url, changes) = (url.clone(), Arc::downgrade(self));
                std::thread::Builder::new()
                    .name("event-changes".into())
                    .spawn(move || listen(&url, &changes))
                    .expect("a thread starts");
            });
        }
        let mut bells = self.bells();
        // A bell nobody waits on any more goes when another is hung.
        bells.retain(|_, bell| bell.receiver_count() > 0);
        bells
            .entry(event)
            .or_insert_with(|| watch::channel(0).0)
            .subscribe()
    }

    /// Rings `event`'s bell, if anyone watches it.
    pub fn ring(&self, event: i64) {
        if let Some(bell) = self.bells().get(&event) {
            bell.send_modify(|heard| *heard += 1);
        }
    }

    /// Rings every bell: after the listener was away, any event may have changed.
    fn ring_all(&self) {
        for bell in self.bells().values() {
            bell.send_modify(|heard| *heard += 1);
        }
    }

    /// Gives an SQLite connection the triggers that tell these changes.
    pub(super) fn hook(
        self: &Arc<Self>,
        connection: &mut SqliteConnection,
    ) -> Result<(), diesel::result::Error> {
        let changes = Arc::downgrade(self);
        uptown_event_changed_utils::register_nondeterministic_impl(
            connection,
            move |event: i64| {
                heard(&changes, event);
                0
            },
        )?;
        connection.batch_execute(SQLITE_TRIGGERS)
    }
}

/// An event a write changed, and whose changes to tell.
type Heard = (Weak<EventChanges>, i64);

thread_local! {
    /// The events the transaction open on this thread changed, to ring once it commits;
    /// `None` while no transaction is open.
    static PENDING: RefCell<Option<Vec<Heard>>> = const { RefCell::new(None) };
}

/// An SQLite trigger heard `event` change: rung at the commit of the open transaction, or
/// at once for a statement on its own.
fn heard(changes: &Weak<EventChanges>, event: i64) {
    let later = PENDING.with_borrow_mut(|pending| match pending {
        Some(pending) => {
            pending.push((changes.clone(), event));
            true
        }
        None => false,
    });
    if !later && let Some(changes) = changes.upgrade() {
        changes.ring(event);
    }
}

/// A transaction opened on this thread.
pub(super) fn began() {
    PENDING.set(Some(Vec::new()));
}

/// The open transaction committed: what it changed is rung.
pub(super) fn committed() {
    let mut pending = PENDING.take().unwrap_or_default();
    pending.sort_by_key(|(_, event)| *event);
    pending.dedup_by(|a, b| a.1 == b.1 && a.0.ptr_eq(&b.0));
    for (changes, event) in pending {
        if let Some(changes) = changes.upgrade() {
            changes.ring(event);
        }
    }
}

/// The open transaction was rolled back: nothing changed.
pub(super) fn rolled_back() {
    PENDING.set(None);
}

/// Listens on PostgreSQL for as long as `changes` is kept, connecting again whenever the
/// connection is lost.
fn listen(url: &str, changes: &Weak<EventChanges>) {
    loop {
        let connected = PgConnection::establish(url)
            .map_err(|error| error.to_string())
            .and_then(|mut connection| {
                connection
                    .batch_execute(&format!("LISTEN {CHANNEL}"))
                    .map_err(|error| error.to_string())?;
                Ok(connection)
            });
        match connected {
            Ok(mut connection) => {
                // What changed before listening began (or while the connection was lost)
                // was heard by nobody.
                match changes.upgrade() {
                    Some(changes) => changes.ring_all(),
                    None => return,
                }
                let lost = hear(&mut connection, changes);
                match lost {
                    Some(error) => {
                        tracing::warn!(%error, "lost the connection listening for event changes");
                    }
                    None => return,
                }
            }
            Err(error) => tracing::warn!(%error, "cannot listen for event changes"),
        }
        std::thread::sleep(RECONNECT_AFTER);
    }
}

/// Rings what `connection` hears until it is lost (the error) or `changes` is dropped.
fn hear(connection: &mut PgConnection, changes: &Weak<EventChanges>) -> Option<String> {
    loop {
        let changes = changes.upgrade()?;
        for notice in connection.notifications_iter() {
            match notice {
                Ok(notice) => {
                    if let Ok(event) = notice.payload.parse() {
                        changes.ring(event);
                    }
                }
                Err(error) => return Some(error.to_string()),
            }
        }
        drop(changes);
        std::thread::sleep(LISTEN_EVERY);
    }
}
