//! Whether the server is ready for traffic: its database answers and stores what it is
//! given. A database that is full or read-only still answers reads, so `SELECT 1` alone
//! would keep a load balancer sending writes that fail. `/readyz` therefore commits a small
//! write (`readiness_probes`), and a storage fault that a request met keeps `/readyz` at
//! 503 for a while even if the probe gets through (an update of one row can fit where a new
//! hand cannot), until a write succeeds again.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use diesel::prelude::*;

use crate::db::schema::readiness_probes;
use crate::db::{AnyConnection, repo, write_transaction};
use crate::error::ApiError;

/// How long a storage fault a request met holds the server unready, unless a write gets
/// through before: long enough for a balancer to see it, short enough to come back by itself
/// once space is freed.
const FAULT_HOLD: Duration = Duration::from_secs(10);

/// The latest storage fault, and when it was met.
#[derive(Debug, Default)]
pub struct Readiness {
    fault: Mutex<Option<(Instant, String)>>,
}

impl Readiness {
    pub(crate) fn met(&self, cause: &str) {
        if let Ok(mut fault) = self.fault.lock() {
            *fault = Some((Instant::now(), cause.to_owned()));
        }
    }

    pub(crate) fn cleared(&self) {
        if let Ok(mut fault) = self.fault.lock() {
            *fault = None;
        }
    }

    /// The fault that still holds the server unready, if any.
    fn holding(&self) -> Option<String> {
        let fault = self.fault.lock().ok()?;
        fault
            .as_ref()
            .filter(|(at, _)| at.elapsed() < FAULT_HOLD)
            .map(|(_, cause)| cause.clone())
    }

    /// Ready, or why not: the database must answer and commit the probe's write.
    pub fn check(&self, connection: &mut AnyConnection) -> Result<(), ApiError> {
        if let Some(cause) = self.holding() {
            return Err(ApiError::Unwritable(cause));
        }
        match probe(connection) {
            Ok(()) => {
                self.cleared();
                Ok(())
            }
            Err(error) => {
                if let ApiError::Unwritable(cause) = &error {
                    self.met(cause);
                }
                Err(error)
            }
        }
    }
}

/// Commits one small write.
fn probe(connection: &mut AnyConnection) -> Result<(), ApiError> {
    write_transaction(connection, |connection| {
        diesel::update(readiness_probes::table.find(1))
            .set(readiness_probes::checked_at.eq(repo::now()))
            .execute(connection)
            .map(drop)
    })
    .map_err(ApiError::from)
}
