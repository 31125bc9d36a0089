//! The `Idempotency-Key` at the HTTP edge: a write in one transaction whose answer, as it went
//! out (status, body, `ETag`), is remembered under the client's key, so that a retried POST
//! replays the first answer and writes nothing. The API and the table page both write
//! through here; the services below know nothing of keys or answers.

use sha2::{Digest, Sha256};

use crate::auth::Actor;
use crate::db::repo::idempotency::{self, Answer, Remembered};
use crate::db::{AnyConnection, write_transaction};
use crate::error::ApiError;

/// A successful write's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub status: u16,
    /// The JSON body as text: written once, remembered and replayed as it is.
    pub body: String,
    /// The new version of the resource written, for the `ETag` header.
    pub etag: Option<String>,
}

impl Reply {
    pub fn new(status: u16, body: String) -> Reply {
        Reply {
            status,
            body,
            etag: None,
        }
    }

    pub fn created(body: String) -> Reply {
        Reply {
            status: 201,
            body,
            etag: None,
        }
    }

    pub fn ok(body: String) -> Reply {
        Reply {
            status: 200,
            body,
            etag: None,
        }
    }

    pub fn with_etag(mut self, version: i64) -> Reply {
        self.etag = Some(etag(version));
        self
    }
}

pub fn etag(version: i64) -> String {
    format!("\"{version}\"")
}

/// A client's key for a POST, with a fingerprint of what was asked.
#[derive(Debug, Clone)]
pub struct IdempotencyKey {
    pub key: String,
    pub fingerprint: String,
}

impl IdempotencyKey {
    /// The fingerprint covers the method, the path and the body: the same key with anything
    /// else is a different request and is refused.
    pub fn new(
        key: &str,
        method: &str,
        path: &str,
        body: &[u8],
    ) -> Result<IdempotencyKey, ApiError> {
        let key = key.trim();
        if key.is_empty() || key.len() > 200 {
            return Err(ApiError::invalid(
                "Idempotency-Key",
                "the Idempotency-Key header must be 1 to 200 characters",
            ));
        }
        let mut hasher = Sha256::new();
        for part in [method.as_bytes(), b"\n", path.as_bytes(), b"\n", body] {
            hasher.update(part);
        }
        Ok(IdempotencyKey {
            key: key.to_owned(),
            fingerprint: hex::encode(hasher.finalize()),
        })
    }
}

/// Runs `work` in one write transaction; with a key, remembers its answer, or replays the
/// answer remembered for the key.
///
/// The answer is remembered by the write's last statement, in its transaction. A copy of the
/// request that races it (a phone resending on a flaky link) queues behind it on the game
/// it claims, or at the latest on the key, and once it finds the key taken its own work is
/// rolled back and the first answer replayed: however the copies interleave, the work is
/// done once. A request that fails leaves nothing behind, so the key stays free for a retry.
pub fn write(
    connection: &mut AnyConnection,
    actor: &Actor,
    key: Option<&IdempotencyKey>,
    work: impl FnOnce(&mut AnyConnection) -> Result<Reply, ApiError>,
) -> Result<Reply, ApiError> {
    let Some(key) = key else {
        return write_transaction(connection, work);
    };
    let scope = actor.scope();
    let written = write_transaction(connection, |connection| {
        let reply = work(connection).map_err(Undone::Failed)?;
        let answer = Answer {
            status: i32::from(reply.status),
            body: &reply.body,
            etag: reply.etag.as_deref(),
        };
        if idempotency::remember(connection, &scope, &key.key, &key.fingerprint, &answer)? {
            Ok(reply)
        } else {
            Err(Undone::AnsweredBefore)
        }
    });
    let failed = match written {
        Ok(reply) => return Ok(reply),
        Err(Undone::AnsweredBefore) => None,
        Err(Undone::Failed(error)) => Some(error),
    };
    // A copy that failed (it found the game moved on by the first, say) gets the first answer
    // too, if there is one.
    match (idempotency::find(connection, &scope, &key.key), failed) {
        (Ok(Some(remembered)), _) => replay(&remembered, key),
        (_, Some(error)) => Err(error),
        (Ok(None), None) => Err(ApiError::Internal(format!(
            "Idempotency-Key {} was taken, then vanished",
            key.key
        ))),
        (Err(error), None) => Err(error.into()),
    }
}

/// Why a keyed write was rolled back.
enum Undone {
    Failed(ApiError),
    /// The key was taken by a copy of the request that committed first.
    AnsweredBefore,
}

impl From<diesel::result::Error> for Undone {
    fn from(error: diesel::result::Error) -> Self {
        Undone::Failed(error.into())
    }
}

fn replay(remembered: &Remembered, key: &IdempotencyKey) -> Result<Reply, ApiError> {
    if remembered.fingerprint != key.fingerprint {
        return Err(ApiError::invalid(
            "Idempotency-Key",
            format!(
                "Idempotency-Key {} was already used for a different request; use a new key for a new request",
                key.key
            ),
        ));
    }
    Ok(Reply {
        status: u16::try_from(remembered.status).unwrap_or(200),
        body: remembered.body.clone(),
        etag: remembered.etag.clone(),
    })
}
