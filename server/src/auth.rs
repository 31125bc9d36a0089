//! Who is asking: passwords, sessions (API tokens and console sessions), table codes, and the
//! actor a request acts as.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::Rng;
use sha2::{Digest, Sha256};

use chrono::{NaiveDateTime, TimeDelta};

use crate::db::AnyConnection;
use crate::db::repo::games::GameRow;
use crate::db::repo::sessions::{self, SessionRow};
use crate::db::repo::{accounts, games, now, three_handed};
use crate::error::ApiError;
use crate::refusal::{Refusal, TimeUnit};

/// What the `Authorization` header claims, before it is checked against the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Credentials {
    None,
    /// `Authorization: Bearer upt_...`, an account's API token from login.
    Token(String),
    /// `Authorization: Table CODE`, the code printed on a table's card.
    TableCode(String),
}

impl Credentials {
    pub fn from_header(header: Option<&str>) -> Result<Credentials, ApiError> {
        let Some(header) = header else {
            return Ok(Credentials::None);
        };
        let (scheme, value) = header.trim().split_once(' ').unwrap_or((header, ""));
        let value = value.trim();
        match scheme {
            _ if value.is_empty() => Err(malformed()),
            s if s.eq_ignore_ascii_case("bearer") => Ok(Credentials::Token(value.to_owned())),
            s if s.eq_ignore_ascii_case("table") => {
                Ok(Credentials::TableCode(value.to_ascii_uppercase()))
            }
            _ => Err(malformed()),
        }
    }
}

fn malformed() -> ApiError {
    Refusal::AuthorizationMalformed.into()
}

/// What a session is for. Each kind is a credential of its own: the API takes only API
/// tokens, the console only console sessions, so a console cookie is no API token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionKind {
    /// `Authorization: Bearer upt_...`, from `POST /api/v1/login` (the CLI, scripts).
    Api,
    /// The director's console, in a cookie.
    Console,
}

impl SessionKind {
    pub fn name(self) -> &'static str {
        match self {
            SessionKind::Api => "api",
            SessionKind::Console => "console",
        }
    }
}

/// How long a session lasts: at most `idle` between two uses, and `absolute` in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetime {
    pub idle: TimeDelta,
    pub absolute: TimeDelta,
}

/// The lifetimes of the two kinds of session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetimes {
    pub api: Lifetime,
    pub console: Lifetime,
}

impl Lifetimes {
    pub fn of(&self, kind: SessionKind) -> Lifetime {
        match kind {
            SessionKind::Api => self.api,
            SessionKind::Console => self.console,
        }
    }
}

impl Default for Lifetimes {
    /// The CLI keeps its token in a file its user alone reads: 30 days idle, 90 in all
    /// (ASVS V3.3.2, level 1). The console runs a club's evening from a shared laptop: two
    /// hours idle (a round with nothing to do for the director runs up to an hour), twelve in
    /// all (an evening, never the next one).
    fn default() -> Lifetimes {
        Lifetimes {
            api: Lifetime {
                idle: TimeDelta::days(30),
                absolute: TimeDelta::days(90),
            },
            console: Lifetime {
                idle: TimeDelta::hours(2),
                absolute: TimeDelta::hours(12),
            },
        }
    }
}

/// How often a session's last use is written down: its idle time is kept to the minute.
const TOUCH_EVERY: TimeDelta = TimeDelta::minutes(1);

/// The session of `kind` with this secret, if it has not ended; noting its use.
fn live_session(
    connection: &mut AnyConnection,
    token: &str,
    kind: SessionKind,
) -> Result<(SessionRow, accounts::Account), ApiError> {
    let not_valid = || Refusal::TokenNotValid;
    let (session, account) = sessions::by_token_hash(connection, &token_hash(token), kind.name())?
        .ok_or_else(not_valid)?;
    // Disabling ends the account's sessions; this refuses one a login opened meanwhile.
    refuse_if_disabled(&account)?;
    let at = now();
    if at >= session.expires_at {
        return Err(Refusal::SessionEnded {
            at: session.expires_at.format("%Y-%m-%d %H:%M").to_string(),
        }
        .into());
    }
    let idle = TimeDelta::seconds(session.idle_seconds);
    if at >= session.last_used_at + idle {
        let (count, unit) = spoken(idle);
        return Err(Refusal::SessionIdle { count, unit }.into());
    }
    if at - session.last_used_at >= TOUCH_EVERY {
        // The request goes on if this fails (a read on a database that takes no writes):
        // the session's idle time then counts from the use before.
        if let Err(error) = sessions::touch(connection, session.id, at) {
            tracing::debug!(%error, "a session's last use was not noted");
        }
    }
    Ok((session, account))
}

/// Refuses an account an admin has disabled.
pub fn refuse_if_disabled(account: &accounts::Account) -> Result<(), ApiError> {
    match account.disabled_at {
        Some(_) => Err(Refusal::AccountDisabled {
            username: account.username.clone(),
        }
        .into()),
        None => Ok(()),
    }
}

/// A span of time as a person says it: 2 hours, 30 days, 45 minutes.
pub fn spoken(span: TimeDelta) -> (i64, TimeUnit) {
    if span.num_days() >= 2 {
        (span.num_days(), TimeUnit::Days)
    } else if span.num_hours() >= 2 {
        (span.num_hours(), TimeUnit::Hours)
    } else {
        (span.num_minutes(), TimeUnit::Minutes)
    }
}

/// A new session of `kind` for an account: its secret (what the client keeps; only its
/// hash is stored) and when it ends at the latest.
pub fn open_session(
    connection: &mut AnyConnection,
    account_id: i64,
    kind: SessionKind,
    lifetime: Lifetime,
    label: Option<&str>,
) -> Result<(String, NaiveDateTime), ApiError> {
    let token = new_token();
    let at = now();
    let expires_at = at + lifetime.absolute;
    sessions::insert(
        connection,
        &sessions::NewSession {
            account_id,
            token_hash: &token_hash(&token),
            kind: kind.name(),
            created_at: at,
            last_used_at: at,
            idle_seconds: lifetime.idle.num_seconds(),
            expires_at,
            label,
        },
    )?;
    Ok((token, expires_at))
}

/// The checked identity a request acts as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    Anonymous,
    Account {
        id: i64,
        username: String,
        is_admin: bool,
        /// The session the request came with.
        session: i64,
    },
    /// Players at a table, who may enter hands into one game (and the later games of its
    /// event match). The code they showed stays here: it is a credential, never a label.
    Table {
        game_id: i64,
    },
    /// The players at a three-handed table, who may enter hands into its one game.
    ThreeHandedTable {
        game_id: i64,
    },
}

impl Actor {
    /// The acting account's name, as a record of who did something writes it (a webhook
    /// registered, a player's data exported, a payment taken): one that only directors and
    /// admins make, so any other actor is `anonymous`.
    pub fn account_name(&self) -> String {
        match self {
            Actor::Account { username, .. } => username.clone(),
            _ => "anonymous".to_owned(),
        }
    }

    /// Checks credentials; unknown tokens and codes are refused rather than treated as
    /// anonymous, so a mistyped code gets a clear answer.
    pub fn resolve(
        connection: &mut AnyConnection,
        credentials: &Credentials,
    ) -> Result<Actor, ApiError> {
        match credentials {
            Credentials::None => Ok(Actor::Anonymous),
            Credentials::Token(token) => Actor::of_session(connection, token, SessionKind::Api),
            Credentials::TableCode(code) => match three_handed::by_table_code(connection, code)? {
                Some(game) => Ok(Actor::ThreeHandedTable { game_id: game.id }),
                None => Actor::of_table_code(connection, code).map(|(actor, _)| actor),
            },
        }
    }

    /// The table whose code is `code`, and the game the code is for.
    pub fn of_table_code(
        connection: &mut AnyConnection,
        code: &str,
    ) -> Result<(Actor, GameRow), ApiError> {
        match games::by_table_code(connection, code)? {
            Some(game) => Ok((Actor::Table { game_id: game.id }, game)),
            None => Err(ApiError::UnknownTableCode(code.to_owned())),
        }
    }

    /// The account of a live session of `kind`.
    pub fn of_session(
        connection: &mut AnyConnection,
        token: &str,
        kind: SessionKind,
    ) -> Result<Actor, ApiError> {
        let (session, account) = live_session(connection, token, kind)?;
        Ok(Actor::Account {
            id: account.id,
            username: account.username,
            is_admin: account.is_admin,
            session: session.id,
        })
    }

    /// Idempotency keys are remembered per actor, so one client's key never replays
    /// another's answer.
    pub fn scope(&self) -> String {
        match self {
            Actor::Anonymous => "anonymous".to_owned(),
            Actor::Account { id, .. } => format!("account:{id}"),
            Actor::Table { game_id, .. } => format!("table:{game_id}"),
            Actor::ThreeHandedTable { game_id } => format!("three-handed-table:{game_id}"),
        }
    }

    pub fn is_admin(&self) -> bool {
        matches!(self, Actor::Account { is_admin: true, .. })
    }

    pub fn require_account(&self) -> Result<(i64, bool), ApiError> {
        match self {
            Actor::Account { id, is_admin, .. } => Ok((*id, *is_admin)),
            Actor::Anonymous => Err(Refusal::LogInFirst.into()),
            Actor::Table { .. } | Actor::ThreeHandedTable { .. } => {
                Err(Refusal::TableMayOnlyEnter.into())
            }
        }
    }

    pub fn require_admin(&self) -> Result<(), ApiError> {
        match self.require_account()? {
            (_, true) => Ok(()),
            (_, false) => Err(Refusal::NotAdmin.into()),
        }
    }

    /// Admins, and directors of the club.
    pub fn require_director(
        &self,
        connection: &mut AnyConnection,
        club_id: i64,
    ) -> Result<(), ApiError> {
        match self.require_account()? {
            (_, true) => Ok(()),
            (id, false) => {
                let directs = accounts::directs(connection, id, club_id)?;
                self.require_director_as(club_id, directs)
            }
        }
    }

    /// As `require_director`, where whether the account directs the club was read already
    /// (with the game a write claimed).
    pub fn require_director_as(&self, club_id: i64, directs: bool) -> Result<(), ApiError> {
        match self.require_account()? {
            (_, true) => Ok(()),
            (_, false) if directs => Ok(()),
            _ => Err(Refusal::NotDirector { club: club_id }.into()),
        }
    }

    /// The account acting, if one is.
    pub fn account_id(&self) -> Option<i64> {
        match self {
            Actor::Account { id, .. } => Some(*id),
            _ => None,
        }
    }
}

/// Hashes a password with Argon2id and a fresh salt.
pub fn hash_password(password: &str) -> Result<String, ApiError> {
    let salt = SaltString::encode_b64(&rand::rng().random::<[u8; 16]>())
        .map_err(|error| ApiError::Internal(error.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|error| ApiError::Internal(error.to_string()))
}

/// A hash of no one's password, to check a login for an unknown name against, so that it
/// takes as long as one for a known name.
pub fn stand_in_hash() -> &'static str {
    static STAND_IN: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| hash_password(&new_token()).unwrap_or_default());
    &STAND_IN
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A new API token: what the client keeps. Only its hash is stored.
pub fn new_token() -> String {
    format!("upt_{}", hex::encode(rand::rng().random::<[u8; 32]>()))
}

/// Tokens carry 256 random bits, so a fast hash is enough to keep them out of a database dump.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Letters and digits that cannot be mistaken for each other on a printed card.
const TABLE_CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const TABLE_CODE_LENGTH: usize = 6;

pub fn new_table_code() -> String {
    let mut rng = rand::rng();
    (0..TABLE_CODE_LENGTH)
        .map(|_| char::from(TABLE_CODE_ALPHABET[rng.random_range(0..TABLE_CODE_ALPHABET.len())]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_verify_only_against_their_own_hash() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("wrong horse", &hash));
        assert!(!verify_password("correct horse", "not a hash"));
    }

    #[test]
    fn credentials_are_read_from_the_authorization_header() {
        assert_eq!(Credentials::from_header(None).unwrap(), Credentials::None);
        assert_eq!(
            Credentials::from_header(Some("Bearer upt_abc")).unwrap(),
            Credentials::Token("upt_abc".into())
        );
        assert_eq!(
            Credentials::from_header(Some("table k7q2mx")).unwrap(),
            Credentials::TableCode("K7Q2MX".into())
        );
        assert!(Credentials::from_header(Some("Basic dXNlcg==")).is_err());
        assert!(Credentials::from_header(Some("Bearer")).is_err());
    }

    #[test]
    fn table_codes_use_unambiguous_characters() {
        let code = new_table_code();
        assert_eq!(code.len(), TABLE_CODE_LENGTH);
        assert!(code.bytes().all(|byte| TABLE_CODE_ALPHABET.contains(&byte)));
        assert_ne!(new_token(), new_token());
    }
}
