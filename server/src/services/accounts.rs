//! Accounts: logging in and out, their sessions, and the admin's creating of accounts and
//! directors.

use chrono::TimeDelta;

use crate::auth::{self, Actor, Lifetime, SessionKind};
use crate::db::AnyConnection;
use crate::db::repo::{accounts, clubs, now, sessions};
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api as model;
use uptown_api::bodies::{Credentials, NewAccount, NewDirector, NewPassword};

const MIN_PASSWORD: usize = 8;

fn view(
    connection: &mut AnyConnection,
    account: &accounts::Account,
) -> Result<model::Account, ApiError> {
    Ok(model::Account {
        id: account.id,
        username: account.username.clone(),
        admin: account.is_admin,
        directs: accounts::directed_clubs(connection, account.id)?,
        disabled: account.disabled_at.is_some(),
    })
}

/// Checks a username and password and opens a session of `kind`; `label` says what logged
/// in (a browser's or program's own name for itself), shown in the list of sessions.
pub fn login(
    connection: &mut AnyConnection,
    credentials: &Credentials,
    kind: SessionKind,
    lifetime: Lifetime,
    label: Option<&str>,
) -> Result<model::Login, ApiError> {
    let account = accounts::by_username(connection, credentials.username.trim())?;
    // One answer for an unknown name and a wrong password, in the same time (an unknown name
    // is checked against a stand-in hash): neither the words nor the clock tell an attacker
    // which names exist.
    let refused = || Refusal::WrongPassword;
    let hash = account.as_ref().map_or_else(
        || auth::stand_in_hash(),
        |account| account.password_hash.as_str(),
    );
    let verified = auth::verify_password(&credentials.password, hash);
    let account = account.filter(|_| verified).ok_or_else(refused)?;
    // Said only to whoever knows the password: to anyone else it is a wrong password.
    auth::refuse_if_disabled(&account)?;
    let (token, expires_at) = auth::open_session(connection, account.id, kind, lifetime, label)?;
    Ok(model::Login {
        token,
        expires_at,
        account: view(connection, &account)?,
    })
}

/// Ends the session the request was made with.
pub fn logout(connection: &mut AnyConnection, actor: &Actor) -> Result<(), ApiError> {
    let (account, _) = actor.require_account()?;
    if let Actor::Account { session, .. } = actor {
        sessions::delete(connection, *session, account)?;
    }
    Ok(())
}

/// The account's sessions that have not ended, the newest first.
pub fn sessions(
    connection: &mut AnyConnection,
    actor: &Actor,
) -> Result<Vec<model::Session>, ApiError> {
    let (account, _) = actor.require_account()?;
    let current = match actor {
        Actor::Account { session, .. } => Some(*session),
        _ => None,
    };
    let at = now();
    Ok(sessions::of_account(connection, account)?
        .into_iter()
        .map(|row| {
            let idle_until = row.last_used_at + TimeDelta::seconds(row.idle_seconds);
            (row, idle_until)
        })
        .filter(|(row, idle_until)| at < row.expires_at && at < *idle_until)
        .map(|(row, idle_until)| model::Session {
            id: row.id,
            kind: row.kind,
            label: row.label,
            created_at: row.created_at,
            last_used_at: row.last_used_at,
            idle_until,
            expires_at: row.expires_at,
            current: current == Some(row.id),
        })
        .collect())
}

/// Ends one of the account's sessions (another device's, say).
pub fn revoke(connection: &mut AnyConnection, actor: &Actor, id: i64) -> Result<(), ApiError> {
    let (account, _) = actor.require_account()?;
    if sessions::delete(connection, id, account)? {
        Ok(())
    } else {
        Err(Refusal::NoSuchSession(id).into())
    }
}

/// What a client calls itself (its `User-Agent`), as a session's label: one line of plain
/// text of at most 100 characters, or none.
pub fn session_label(user_agent: Option<&str>) -> Option<String> {
    let line: String = user_agent?
        .chars()
        .filter(|c| !c.is_control())
        .take(100)
        .collect();
    let line = line.trim();
    (!line.is_empty()).then(|| line.to_owned())
}

pub fn me(connection: &mut AnyConnection, actor: &Actor) -> Result<model::Account, ApiError> {
    let (id, _) = actor.require_account()?;
    let account = accounts::by_id(connection, id)?.ok_or(Refusal::LogInAgain)?;
    view(connection, &account)
}

pub fn list(
    connection: &mut AnyConnection,
    actor: &Actor,
) -> Result<Vec<model::Account>, ApiError> {
    actor.require_admin()?;
    let all = accounts::list(connection)?;
    all.iter()
        .map(|account| view(connection, account))
        .collect()
}

/// Creates an account; the admin's doing, or `uptown-server admin create` with no actor.
pub fn create(
    connection: &mut AnyConnection,
    actor: Option<&Actor>,
    new: &NewAccount,
) -> Result<model::Account, ApiError> {
    if let Some(actor) = actor {
        actor.require_admin()?;
    }
    let username = super::text::checked_username("username", &new.username)?;
    if new.password.chars().count() < MIN_PASSWORD {
        return Err(Refusal::ShortPassword {
            shortest: MIN_PASSWORD,
        }
        .into());
    }
    if accounts::by_username(connection, &username)?.is_some() {
        return Err(Refusal::AccountExists { username }.into());
    }
    let id = accounts::create(
        connection,
        &username,
        &auth::hash_password(&new.password)?,
        new.admin,
    )?;
    let account = accounts::by_id(connection, id)?
        .ok_or_else(|| ApiError::Internal("account vanished".to_owned()))?;
    view(connection, &account)
}

/// Sets account `id`'s password: an admin sets anyone's, an account its own. Every other
/// session of the account ends, so a password someone else knew opens nothing any more.
pub fn set_password(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    new: &NewPassword,
) -> Result<model::Account, ApiError> {
    let (me, _) = actor.require_account()?;
    if me != id {
        actor.require_admin()?;
    }
    if new.password.chars().count() < MIN_PASSWORD {
        return Err(Refusal::ShortPassword {
            shortest: MIN_PASSWORD,
        }
        .into());
    }
    let account = accounts::by_id(connection, id)?.ok_or(Refusal::NoSuchAccount(id))?;
    accounts::set_password(connection, id, &auth::hash_password(&new.password)?)?;
    let keep = match actor {
        Actor::Account { session, .. } if me == id => Some(*session),
        _ => None,
    };
    sessions::delete_others(connection, id, keep)?;
    view(connection, &account)
}

/// Disables account `id` (`true`), ending all its sessions, or enables it again; admins
/// only, and never their own account, so that an admin is always left to enable the others.
pub fn set_disabled(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    disabled: bool,
) -> Result<model::Account, ApiError> {
    actor.require_admin()?;
    let (me, _) = actor.require_account()?;
    if disabled && me == id {
        return Err(Refusal::DisableSelf.into());
    }
    accounts::by_id(connection, id)?.ok_or(Refusal::NoSuchAccount(id))?;
    accounts::set_disabled(connection, id, disabled)?;
    if disabled {
        sessions::delete_others(connection, id, None)?;
    }
    let account = accounts::by_id(connection, id)?.ok_or(Refusal::NoSuchAccount(id))?;
    view(connection, &account)
}

/// Makes an account a director of a club.
pub fn add_director(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
    director: &NewDirector,
) -> Result<model::Account, ApiError> {
    actor.require_admin()?;
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    let account =
        accounts::by_username(connection, director.username.trim())?.ok_or_else(|| {
            Refusal::NoAccountNamed {
                username: director.username.trim().to_owned(),
            }
        })?;
    accounts::add_director(connection, club_id, account.id)?;
    view(connection, &account)
}
