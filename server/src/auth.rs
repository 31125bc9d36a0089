//! Who is asking: passwords, API tokens, table codes, and the actor a request acts as.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::Rng;
use sha2::{Digest, Sha256};

use crate::db::AnyConnection;
use crate::db::repo::{accounts, games};
use crate::error::ApiError;

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
    ApiError::Unauthorized(
        "the Authorization header must be `Bearer TOKEN` or `Table CODE`".to_owned(),
    )
}

/// The checked identity a request acts as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    Anonymous,
    Account {
        id: i64,
        username: String,
        is_admin: bool,
    },
    /// Players at a table, who may enter hands into one game (and the later games of its
    /// event match). The code they showed stays here: it is a credential, never a label.
    Table {
        game_id: i64,
    },
}

impl Actor {
    /// Checks credentials; unknown tokens and codes are refused rather than treated as
    /// anonymous, so a mistyped code gets a clear answer.
    pub fn resolve(
        connection: &mut AnyConnection,
        credentials: &Credentials,
    ) -> Result<Actor, ApiError> {
        match credentials {
            Credentials::None => Ok(Actor::Anonymous),
            Credentials::Token(token) => {
                match accounts::by_token_hash(connection, &token_hash(token))? {
                    Some(account) => Ok(Actor::Account {
                        id: account.id,
                        username: account.username,
                        is_admin: account.is_admin,
                    }),
                    None => Err(ApiError::Unauthorized(
                        "the token is not valid (it may have been logged out); log in again"
                            .to_owned(),
                    )),
                }
            }
            Credentials::TableCode(code) => match games::by_table_code(connection, code)? {
                Some(game) => Ok(Actor::Table { game_id: game.id }),
                None => Err(ApiError::UnknownTableCode(code.clone())),
            },
        }
    }

    /// Idempotency keys are remembered per actor, so one client's key never replays
    /// another's answer.
    pub fn scope(&self) -> String {
        match self {
            Actor::Anonymous => "anonymous".to_owned(),
            Actor::Account { id, .. } => format!("account:{id}"),
            Actor::Table { game_id, .. } => format!("table:{game_id}"),
        }
    }

    pub fn is_admin(&self) -> bool {
        matches!(self, Actor::Account { is_admin: true, .. })
    }

    pub fn require_account(&self) -> Result<(i64, bool), ApiError> {
        match self {
            Actor::Account { id, is_admin, .. } => Ok((*id, *is_admin)),
            Actor::Anonymous => Err(ApiError::Unauthorized("log in first".to_owned())),
            Actor::Table { .. } => Err(ApiError::Forbidden(
                "a table code may only enter hands".to_owned(),
            )),
        }
    }

    pub fn require_admin(&self) -> Result<(), ApiError> {
        match self.require_account()? {
            (_, true) => Ok(()),
            (_, false) => Err(ApiError::Forbidden("only an admin may do this".to_owned())),
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
            (id, false) if accounts::directs(connection, id, club_id)? => Ok(()),
            _ => Err(ApiError::Forbidden(format!(
                "only a director of club {club_id} may do this"
            ))),
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
