//! One error type for the API, answered as `application/problem+json` (RFC 9457).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};

use crate::refusal::{Kind, Refusal};
use uptown_api::Problem;

/// Why a request failed. Messages name the field and the reason; internal errors are logged
/// and answered without detail.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A service's refusal, typed: the pages word it in the reader's language.
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("{detail}")]
    Invalid {
        field: Option<String>,
        detail: String,
    },
    /// A table code no game has: refused as `Unauthorized`, and charged to the guesser as a
    /// wrong code (`state::throttles`).
    #[error("{0} is not a table code of any game")]
    UnknownTableCode(String),
    /// Over a rate limit: wait this many seconds.
    #[error("too many attempts from this address; try again in {0} s")]
    TooManyRequests(u64),
    #[error("{0}")]
    Unavailable(String),
    /// The database answers but cannot store: its disk is full, it is read-only, or it
    /// fails to write. Nothing was changed; answered 503 like `Unavailable`, and the server
    /// says it is not ready while it lasts (`state::readiness`).
    #[error("the database cannot store anything now: {0}; nothing was changed, try again later")]
    Unwritable(String),
    /// The request's body is larger than the server takes.
    #[error("{0}")]
    TooLarge(String),
    #[error("internal error: {0}")]
    Internal(String),
}

impl ApiError {
    pub fn invalid(field: impl Into<String>, detail: impl Into<String>) -> ApiError {
        ApiError::Invalid {
            field: Some(field.into()),
            detail: detail.into(),
        }
    }

    /// Whether this is a refusal of `kind`: a service's, or the edge's of a request that is
    /// not valid.
    pub fn is(&self, kind: Kind) -> bool {
        match self {
            ApiError::Refused(refusal) => refusal.kind() == kind,
            ApiError::Invalid { .. } => kind == Kind::Invalid,
            ApiError::UnknownTableCode(_) => kind == Kind::Unauthorized,
            _ => false,
        }
    }

    /// The offending field of the request, where the refusal names one.
    pub fn field(&self) -> Option<String> {
        match self {
            ApiError::Invalid { field, .. } => field.clone(),
            ApiError::Refused(refusal) => refusal.field(),
            _ => None,
        }
    }

    /// The problem's kind as its URN names it: `validation`, `conflict`, ...
    pub fn kind_name(&self) -> &'static str {
        self.kind().0
    }

    fn kind(&self) -> (&'static str, &'static str) {
        match self {
            ApiError::Refused(refusal) => match refusal.kind() {
                Kind::Invalid => ("validation", "The request is not valid"),
                Kind::NotFound => ("not-found", "Not found"),
                Kind::Conflict => ("conflict", "Conflict"),
                Kind::Unauthorized => ("unauthorized", "Not logged in"),
                Kind::Forbidden => ("forbidden", "Not allowed"),
            },
            ApiError::Invalid { .. } => ("validation", "The request is not valid"),
            ApiError::UnknownTableCode(_) => ("unauthorized", "Not logged in"),
            ApiError::TooManyRequests(_) => ("rate-limited", "Too many requests"),
            ApiError::Unavailable(_) | ApiError::Unwritable(_) => {
                ("unavailable", "The database is unavailable")
            }
            ApiError::TooLarge(_) => ("too-large", "The request is too large"),
            ApiError::Internal(_) => ("internal", "Internal error"),
        }
    }
}

/// Put in the extensions of an answer to a request whose table code no game has: the rate
/// limit charges it as a wrong code.
#[derive(Debug, Clone, Copy)]
pub struct WrongTableCode;

/// Put in the extensions of an answer to a request that met a database unable to store;
/// says why. The server is not ready while such answers come.
#[derive(Debug, Clone)]
pub struct StorageFault(pub String);

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Refused(refusal) => match refusal.kind() {
                Kind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
                Kind::NotFound => StatusCode::NOT_FOUND,
                Kind::Conflict => StatusCode::CONFLICT,
                Kind::Unauthorized => StatusCode::UNAUTHORIZED,
                Kind::Forbidden => StatusCode::FORBIDDEN,
            },
            ApiError::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::UnknownTableCode(_) => StatusCode::UNAUTHORIZED,
            ApiError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) | ApiError::Unwritable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let (kind, title) = self.kind();
        let detail = match self {
            ApiError::Internal(message) => {
                tracing::error!(error = %message, "internal error");
                "something went wrong on the server; the request was not applied".to_owned()
            }
            other => other.to_string(),
        };
        let field = self.field();
        let mut response = HttpResponse::build(self.status_code());
        match self {
            _ if self.status_code() == StatusCode::UNAUTHORIZED => {
                response.insert_header(("WWW-Authenticate", "Bearer"));
            }
            ApiError::TooManyRequests(seconds) => {
                response.insert_header((actix_web::http::header::RETRY_AFTER, *seconds));
            }
            _ => {}
        }
        match self {
            ApiError::UnknownTableCode(_) => {
                response.extensions_mut().insert(WrongTableCode);
            }
            ApiError::Unwritable(cause) => {
                tracing::error!(%cause, "the database cannot store");
                response
                    .extensions_mut()
                    .insert(StorageFault(cause.clone()));
            }
            _ => {}
        }
        response
            .content_type("application/problem+json")
            .json(Problem {
                kind: format!("urn:uptown:problem:{kind}"),
                title: title.to_owned(),
                status: self.status_code().as_u16(),
                detail,
                field,
            })
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(error: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match error {
            Error::NotFound => Refusal::NoSuchRecord.into(),
            Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                Refusal::AlreadyExists.into()
            }
            Error::DatabaseError(DatabaseErrorKind::ClosedConnection, info) => {
                ApiError::Unavailable(format!(
                    "the database connection closed: {}",
                    info.message()
                ))
            }
            Error::DatabaseError(DatabaseErrorKind::ReadOnlyTransaction, _) => {
                ApiError::Unwritable("the database is read-only".to_owned())
            }
            Error::DatabaseError(kind, info) => match storage_fault(info.message()) {
                Some(cause) => ApiError::Unwritable(cause.to_owned()),
                None => ApiError::Internal(Error::DatabaseError(kind, info).to_string()),
            },
            other => ApiError::Internal(other.to_string()),
        }
    }
}

/// What is wrong with a database that cannot store, from its error message: SQLite's words
/// are fixed by its source (`sqlite3ErrStr`); PostgreSQL's disk-full errors carry the
/// operating system's words (ENOSPC), which PostgreSQL passes on untranslated.
fn storage_fault(message: &str) -> Option<&'static str> {
    const FAULTS: [(&str, &str); 7] = [
        ("database or disk is full", "its disk is full"),
        ("No space left on device", "its disk is full"),
        ("could not extend file", "its disk is full"),
        ("attempt to write a readonly database", "it is read-only"),
        ("disk I/O error", "it fails to write to its disk"),
        ("unable to open database file", "its files cannot be opened"),
        ("could not write to file", "it fails to write to its disk"),
    ];
    FAULTS
        .iter()
        .find(|(words, _)| message.contains(words))
        .map(|(_, cause)| *cause)
}

/// Bytes most a JSON body of the API may have: a whole club's import goes through the command
/// line, not the API, and the largest body a client sends, a correction, is small.
pub const BODY_LIMIT: usize = 256 * 1024;

impl From<&actix_web::error::PayloadError> for ApiError {
    /// A body over the limit, or one that could not be read.
    fn from(error: &actix_web::error::PayloadError) -> Self {
        match error {
            actix_web::error::PayloadError::Overflow => ApiError::TooLarge(format!(
                "the body is larger than the {BODY_LIMIT} bytes the server takes"
            )),
            other => ApiError::invalid("body", format!("the body could not be read: {other}")),
        }
    }
}

impl From<r2d2::Error> for ApiError {
    fn from(error: r2d2::Error) -> Self {
        ApiError::Unavailable(format!("no database connection could be had: {error}"))
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(error: actix_web::error::BlockingError) -> Self {
        ApiError::Internal(error.to_string())
    }
}

/// The problem answers of the OpenAPI document, one per status, each a `Problem` as
/// `application/problem+json`.
pub mod responses {
    use uptown_api::Problem;

    /// No valid credentials: none sent where they are needed, or a token or table code that
    /// is not (or no longer) valid.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct Unauthorized(pub Problem);

    /// The credentials do not allow this.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct Forbidden(pub Problem);

    /// No such record.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct NotFound(pub Problem);

    /// In conflict with the current state: a name taken, a stale `If-Match`, a step done
    /// already.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct Conflict(pub Problem);

    /// The request is not valid (its path, query, headers or body); the problem's `field`
    /// names the offending part.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct Invalid(pub Problem);

    /// Too many attempts from this address.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(
        content_type = "application/problem+json",
        headers(("Retry-After" = u64, description = "Seconds to wait before trying again"))
    )]
    pub struct TooManyRequests(pub Problem);

    /// The body is larger than the server takes.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct TooLarge(pub Problem);

    /// The database does not answer.
    #[derive(Debug, utoipa::ToResponse)]
    #[response(content_type = "application/problem+json")]
    pub struct Unavailable(pub Problem);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_that_cannot_store_is_unavailable_not_an_internal_error() {
        use diesel::result::{DatabaseErrorKind, Error};
        let error = |kind, message: &str| {
            ApiError::from(Error::DatabaseError(kind, Box::new(message.to_owned())))
        };
        for (message, cause) in [
            ("database or disk is full", "its disk is full"),
            ("attempt to write a readonly database", "it is read-only"),
            ("disk I/O error", "it fails to write to its disk"),
            (
                "could not extend file \"base/16384/16385\": No space left on device",
                "its disk is full",
            ),
        ] {
            match error(DatabaseErrorKind::Unknown, message) {
                ApiError::Unwritable(found) => assert_eq!(found, cause, "{message}"),
                other => panic!("{message}: {other:?}"),
            }
        }
        let read_only = error(
            DatabaseErrorKind::ReadOnlyTransaction,
            "cannot execute INSERT in a read-only transaction",
        );
        assert_eq!(read_only.status_code(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(matches!(
            error(DatabaseErrorKind::Unknown, "syntax error"),
            ApiError::Internal(_)
        ));
    }
}
