//! One reading of an event per change, shared by everyone watching it live.
//!
//! The first live page of an event starts its feed: a task that reads the event as the
//! public sees it (the event and its standings, worked out from the same rows) and reads it
//! again each time the database says the event changed (`db::event_changes`). Every live
//! page of that event, however many phones and walls, renders its own part from the same
//! reading, in its own language: a change costs one reading, not one per viewer. The feed
//! stops when its last viewer leaves.

use std::borrow::Cow;
use std::collections::HashMap;
use std::pin::pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use futures_util::future::{Either, select};
use tokio::sync::watch;

use crate::db::{EventChanges, Pool};
use crate::error::ApiError;
use crate::services::events::standings;
use uptown_api::events::{self as view, RoundClock};

/// An event as the public saw it at one moment.
#[derive(Debug)]
pub struct Reading {
    pub event: view::Event,
    pub standings: view::Standings,
    /// When it was read: a running clock has less time left by now.
    read_at: Instant,
}

impl Reading {
    /// The event as it stands now, this reading's time later: a running clock has less
    /// time left, or none.
    pub fn event_now(&self) -> Cow<'_, view::Event> {
        let elapsed = i64::try_from(self.read_at.elapsed().as_secs()).unwrap_or(i64::MAX);
        let running = |clock: &RoundClock| clock.state == "running";
        if elapsed == 0
            || !self
                .event
                .rounds
                .iter()
                .flat_map(|round| &round.clock)
                .any(running)
        {
            return Cow::Borrowed(&self.event);
        }
        let mut event = self.event.clone();
        for clock in event
            .rounds
            .iter_mut()
            .filter_map(|round| round.clock.as_mut())
        {
            if running(clock) {
                clock.seconds_left = clock.seconds_left.saturating_sub(elapsed).max(0);
                if clock.seconds_left == 0 {
                    "up".clone_into(&mut clock.state);
                }
            }
        }
        Cow::Owned(event)
    }
}

/// The latest reading of an event; `None` until the first is made. The feed's end (the
/// event gone, the database unreachable) closes it.
pub type Readings = watch::Receiver<Option<Arc<Reading>>>;

type Feed = Arc<watch::Sender<Option<Arc<Reading>>>>;

/// The feeds of the events being watched, and what they read with.
#[derive(Debug)]
pub struct EventFeeds {
    feeds: Mutex<HashMap<i64, Feed>>,
    pool: Pool,
    changes: Arc<EventChanges>,
}

impl EventFeeds {
    pub fn new(pool: Pool, changes: Arc<EventChanges>) -> EventFeeds {
        EventFeeds {
            feeds: Mutex::default(),
            pool,
            changes,
        }
    }

    fn feeds(&self) -> MutexGuard<'_, HashMap<i64, Feed>> {
        self.feeds.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Removes `event`'s feed if nobody watches it; `false` if someone came meanwhile.
    fn stop(&self, event: i64, feed: &Feed) -> bool {
        let mut feeds = self.feeds();
        if feed.receiver_count() > 0 {
            return false;
        }
        forget(&mut feeds, event, feed);
        true
    }

    /// Removes `event`'s feed whoever watches it: it has ended, and closing it tells them.
    fn end(&self, event: i64, feed: &Feed) {
        forget(&mut self.feeds(), event, feed);
    }
}

/// Removes `feed` as `event`'s, unless another has taken its place.
fn forget(feeds: &mut HashMap<i64, Feed>, event: i64, feed: &Feed) {
    if feeds
        .get(&event)
        .is_some_and(|kept| Arc::ptr_eq(kept, feed))
    {
        feeds.remove(&event);
    }
}

/// The readings of `event`, starting its feed if none runs. Must be called on the server's
/// runtime.
pub fn follow(feeds: &Arc<EventFeeds>, event: i64) -> Readings {
    let mut running = feeds.feeds();
    if let Some(feed) = running.get(&event) {
        return feed.subscribe();
    }
    let (sender, readings) = watch::channel(None);
    let feed = Arc::new(sender);
    running.insert(event, Arc::clone(&feed));
    actix_web::rt::spawn(run(Arc::clone(feeds), event, feed));
    readings
}

/// Reads the event now and on every change, until its last viewer leaves.
async fn run(feeds: Arc<EventFeeds>, event: i64, feed: Feed) {
    let mut bell = feeds.changes.watch(event);
    loop {
        // A change heard from here on is read again after this reading.
        bell.borrow_and_update();
        match read(&feeds, event).await {
            Ok(reading) => {
                feed.send_replace(Some(Arc::new(reading)));
            }
            Err(error) => {
                // Its viewers see the feed close; their browsers come back on their own.
                tracing::debug!(event, %error, "an event's live feed ends");
                feeds.end(event, &feed);
                return;
            }
        }
        loop {
            match select(pin!(bell.changed()), pin!(feed.closed())).await {
                Either::Left((Ok(()), _)) => break,
                Either::Left((Err(_), _)) => {
                    feeds.end(event, &feed);
                    return;
                }
                // Unless someone came as the last one left: then wait on, for them.
                Either::Right(((), _)) if feeds.stop(event, &feed) => return,
                Either::Right(((), _)) => {}
            }
        }
    }
}

async fn read(feeds: &EventFeeds, event: i64) -> Result<Reading, ApiError> {
    let pool = feeds.pool.clone();
    actix_web::web::block(move || {
        let mut connection = pool.get()?;
        let (read, standings) = standings::public_reading(&mut connection, event)?;
        Ok(Reading {
            event: read,
            standings,
            read_at: Instant::now(),
        })
    })
    .await?
}
