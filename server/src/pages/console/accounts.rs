//! The admin's accounts page: who may log in to the console, a new account (a club's
//! director, say), a forgotten password set, an account disabled and enabled again, an
//! account made a club's director. Every action runs through the accounts service, which
//! checks that the session's account is an admin.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, NotDone, refused_outright, to};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::pages::extract::{Form, Query};
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, respond};
use crate::refusal::Refusal;
use crate::services::{accounts, clubs};
use crate::state::AppState;
use uptown_api::Account;
use uptown_api::bodies::{NewAccount, NewDirector, NewPassword};

/// An account as the page lists it.
struct AccountRow {
    id: i64,
    username: String,
    role: String,
    /// The names of the clubs it directs.
    directs: String,
    disabled: bool,
    /// The account of this session, which it cannot disable.
    mine: bool,
}

#[derive(Template)]
#[template(path = "director_accounts.html")]
struct AccountsPage {
    chrome: Chrome,
    csrf: String,
    accounts: Vec<AccountRow>,
    clubs: Vec<(i64, String)>,
    notice: Option<RefusalNotice>,
    /// What was done just now, in words.
    done: Option<String>,
    /// The new-account form as it was sent, when it was refused: the username and club.
    kept: Kept,
}

#[derive(Debug, Default, Clone)]
struct Kept {
    username: String,
    admin: bool,
    club: Option<i64>,
}

impl Kept {
    fn is_club(&self, id: i64) -> bool {
        self.club == Some(id)
    }
}

/// What the page shows: every account, the clubs (id, name), and this session's account.
struct Loaded {
    accounts: Vec<Account>,
    clubs: Vec<(i64, String)>,
    me: i64,
}

fn load(connection: &mut AnyConnection, actor: &Actor) -> Result<Loaded, ApiError> {
    let all = accounts::list(connection, actor)?;
    let clubs = clubs::list_clubs(connection)?
        .into_iter()
        .map(|club| (club.id, club.name))
        .collect();
    let (me, _) = actor.require_account()?;
    Ok(Loaded {
        accounts: all,
        clubs,
        me,
    })
}

#[derive(Debug, Default, Deserialize)]
pub struct AccountsQuery {
    #[serde(flatten)]
    notice: NoticeQuery,
    /// The account whose password was set just now.
    #[serde(default)]
    password_set: Option<i64>,
}

#[get("/director/accounts")]
pub async fn accounts_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    query: Query<AccountsQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let notice = query.notice.refusal(chrome.t);
    let password_set = query.password_set;
    show(
        &state,
        chrome,
        &console,
        StatusCode::OK,
        notice,
        Kept::default(),
        password_set,
    )
    .await
}

/// The page, with a refusal's notice and the new-account form as kept, if any.
async fn show(
    state: &web::Data<AppState>,
    chrome: Chrome,
    console: &Console,
    status: StatusCode,
    notice: Option<RefusalNotice>,
    kept: Kept,
    password_set: Option<i64>,
) -> HttpResponse {
    let Loaded {
        accounts: all,
        clubs,
        me,
    } = match console.show(state, &chrome, load).await {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let club_name = |id: &i64| {
        clubs
            .iter()
            .find(|(club, _)| club == id)
            .map_or_else(|| id.to_string(), |(_, name)| name.clone())
    };
    let done = password_set
        .and_then(|id| all.iter().find(|account| account.id == id))
        .map(|account| {
            t.with(
                "account-password-set",
                &[("name", account.username.clone())],
            )
        });
    let accounts = all
        .into_iter()
        .map(|account| AccountRow {
            id: account.id,
            role: t.t(if account.admin {
                "account-role-admin"
            } else {
                "account-role-director"
            }),
            directs: account
                .directs
                .iter()
                .map(club_name)
                .collect::<Vec<_>>()
                .join(", "),
            disabled: account.disabled,
            mine: account.id == me,
            username: account.username,
        })
        .collect();
    let title = t.t("director-accounts");
    let chrome = chrome.titled(title);
    let page = AccountsPage {
        chrome: chrome.clone(),
        csrf: console.csrf(),
        accounts,
        clubs,
        notice,
        done,
        kept,
    };
    respond(&chrome, status, page.render())
}

/// A new account, from the page's form; blank `club` makes no director.
#[derive(Debug, Deserialize)]
pub struct NewAccountForm {
    csrf: String,
    username: String,
    password: String,
    #[serde(default)]
    admin: Option<String>,
    #[serde(default)]
    club: String,
}

#[post("/director/accounts")]
pub async fn create_account(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    form: Form<NewAccountForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let kept = Kept {
        username: form.username.clone(),
        admin: form.admin.is_some(),
        club: form.club.trim().parse().ok(),
    };
    let club = kept.club;
    let new = NewAccount {
        username: form.username,
        password: form.password,
        admin: kept.admin,
    };
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            let account = accounts::create(connection, Some(actor), &new)?;
            if let Some(club) = club {
                let director = NewDirector {
                    username: account.username.clone(),
                };
                accounts::add_director(connection, actor, club, &director)?;
            }
            Ok(())
        })
        .await;
    match done {
        Ok(()) => to("/director/accounts"),
        Err(NotDone::Refused(error)) if !refused_outright(&error) => {
            let notice = Some(RefusalNotice::of(&error, chrome.t));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            show(&state, chrome, &console, status, notice, kept, None).await
        }
        Err(not_done) => not_done.answer_from(chrome, "/director/accounts"),
    }
}

/// One account's actions: `password` (with the new one), `disable`, `enable`, `director`
/// (with the club).
#[derive(Debug, Deserialize)]
pub struct AccountActionForm {
    csrf: String,
    action: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    club: String,
}

#[post("/director/accounts/{id}")]
pub async fn account_action(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<AccountActionForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let form = form.into_inner();
    let action = form.action.clone();
    let csrf = form.csrf.clone();
    let done = console
        .act(&state, &chrome, &csrf, move |connection, actor| {
            act_on(connection, actor, id, &form).map(drop)
        })
        .await;
    match done {
        Ok(()) if action == "password" => to(&format!("/director/accounts?password_set={id}")),
        Ok(()) => to("/director/accounts"),
        Err(not_done) => not_done.answer_from(chrome, "/director/accounts"),
    }
}

fn act_on(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    form: &AccountActionForm,
) -> Result<Account, ApiError> {
    match form.action.as_str() {
        "password" => {
            let new = NewPassword {
                password: form.password.clone(),
            };
            accounts::set_password(connection, actor, id, &new)
        }
        "disable" => accounts::set_disabled(connection, actor, id, true),
        "enable" => accounts::set_disabled(connection, actor, id, false),
        "director" => {
            let club = form
                .club
                .trim()
                .parse()
                .map_err(|_| Refusal::NotAWholeNumber {
                    field: "club".to_owned(),
                })?;
            let account = accounts::list(connection, actor)?
                .into_iter()
                .find(|account| account.id == id)
                .ok_or(Refusal::NoSuchAccount(id))?;
            let director = NewDirector {
                username: account.username,
            };
            accounts::add_director(connection, actor, club, &director)
        }
        other => Err(ApiError::invalid(
            "action",
            format!("action {other} is not password, disable, enable or director"),
        )),
    }
}
