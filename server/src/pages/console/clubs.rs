//! The clubs page of the console: the clubs a director runs, each with its players and
//! seasons, and the forms that add a player (a newcomer), a season, and (admins) a club.
//! A console-only club sets itself up here before its first event.

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
use crate::pages::render::{Chrome, respond, site};
use crate::services::accounts;
use crate::services::clubs::{self, ClubRows};
use crate::services::embedding;
use crate::services::three_handed;
use crate::state::AppState;
use uptown_api::Embedding;
use uptown_api::bodies::NameBody;

/// A club as the page shows it.
struct ClubItem {
    id: i64,
    name: String,
    /// (id, name): each links to the page of the player's data.
    players: Vec<(i64, String)>,
    seasons: Vec<String>,
    season_ids: Vec<i64>,
    /// The sites that may frame the club's views, one per line as the form shows them.
    origins: String,
    /// The club's three-handed games, latest first: (id, title and where it stands).
    three_handed: Vec<(i64, String)>,
}

#[derive(Template)]
#[template(path = "director_clubs.html")]
struct ClubsPage {
    chrome: Chrome,
    csrf: String,
    clubs: Vec<ClubItem>,
    /// Where phones and browsers reach this server, for the addresses of the views.
    site: String,
    /// Whether this session's account may make a club.
    admin: bool,
    /// The seats of a three-handed table: (letter, name in the reader's language).
    seats: Vec<(&'static str, String)>,
    notice: Option<RefusalNotice>,
    kept: Kept,
}

/// The form that was refused, kept as it was sent: which club's (none for a new club),
/// which form, and the name typed.
#[derive(Debug, Default, Clone)]
struct Kept {
    club: Option<i64>,
    what: String,
    name: String,
}

impl Kept {
    /// The name to show in form `what` of `club` (none for the new club's): what was
    /// typed there, if it was refused.
    fn name_in(&self, club: Option<&i64>, what: &str) -> &str {
        self.or_stored(club, what, "")
    }

    /// What was typed in form `what` of `club`, if it was refused; else what is `stored`.
    fn or_stored<'a>(&'a self, club: Option<&i64>, what: &str, stored: &'a str) -> &'a str {
        if self.club.as_ref() == club && self.what == what {
            &self.name
        } else {
            stored
        }
    }
}

fn load(connection: &mut AnyConnection, actor: &Actor) -> Result<(Vec<ClubItem>, bool), ApiError> {
    let me = accounts::me(connection, actor)?;
    let mut items = Vec::new();
    for club in clubs::list_clubs(connection)? {
        if !(me.admin || me.directs.contains(&club.id)) {
            continue;
        }
        let names = |rows: &[uptown_api::Named]| rows.iter().map(|row| row.name.clone()).collect();
        let seasons = ClubRows::Seasons.list(connection, actor, club.id)?;
        let players = ClubRows::Players.list(connection, actor, club.id)?;
        items.push(ClubItem {
            id: club.id,
            name: club.name,
            players: players.into_iter().map(|row| (row.id, row.name)).collect(),
            seasons: names(&seasons),
            season_ids: seasons.iter().map(|season| season.id).collect(),
            origins: embedding::get(connection, club.id)?.origins.join("\n"),
            three_handed: three_handed::list(connection, actor, club.id, None)?
                .into_iter()
                .rev()
                .map(|game| (game.id, game.status))
                .collect(),
        });
    }
    Ok((items, me.admin))
}

#[get("/director/clubs")]
pub async fn clubs_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let notice = query.refusal(chrome.t);
    show(
        &state,
        &request,
        chrome,
        &console,
        StatusCode::OK,
        notice,
        Kept::default(),
    )
    .await
}

async fn show(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    chrome: Chrome,
    console: &Console,
    status: StatusCode,
    notice: Option<RefusalNotice>,
    kept: Kept,
) -> HttpResponse {
    let (clubs, admin) = match console.show(state, &chrome, load).await {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let clubs = clubs
        .into_iter()
        .map(|mut club| {
            for (id, line) in &mut club.three_handed {
                let status = t.t(&format!("three-status-{line}"));
                *line = format!(
                    "{} · {status}",
                    t.with("three-game-number", &[("id", id.to_string())])
                );
            }
            club
        })
        .collect();
    let title = chrome.t.t("director-clubs");
    let chrome = chrome.titled(title);
    let page = ClubsPage {
        seats: ["N", "E", "W"]
            .into_iter()
            .map(|seat| (seat, t.t(&format!("seat-{seat}"))))
            .collect(),
        chrome: chrome.clone(),
        csrf: console.csrf(),
        clubs,
        site: site(state, request),
        admin,
        notice,
        kept,
    };
    respond(&chrome, status, page.render())
}

/// A name for the club, or for a player or season of it (`what`: `club`, `player`, `season`).
#[derive(Debug, Deserialize)]
pub struct NameForm {
    csrf: String,
    what: String,
    name: String,
}

#[post("/director/clubs")]
pub async fn create_club(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    form: Form<NameForm>,
) -> HttpResponse {
    add(state, request, console, None, form.into_inner()).await
}

#[post("/director/clubs/{id}")]
pub async fn add_to_club(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<NameForm>,
) -> HttpResponse {
    add(
        state,
        request,
        console,
        Some(id.into_inner()),
        form.into_inner(),
    )
    .await
}

/// Makes the club (`club` none), or its player or season, named as the form says.
async fn add(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    club: Option<i64>,
    form: NameForm,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let kept = Kept {
        club,
        what: form.what.clone(),
        name: form.name.clone(),
    };
    let body = NameBody { name: form.name };
    let what = form.what;
    let done = console
        .act(
            &state,
            &chrome,
            &form.csrf,
            move |connection, actor| match (club, what.as_str()) {
                (None, _) => clubs::create_club(connection, actor, &body).map(drop),
                (Some(club), "season") => ClubRows::Seasons
                    .create(connection, actor, club, &body)
                    .map(drop),
                (Some(club), _) => ClubRows::Players
                    .create(connection, actor, club, &body)
                    .map(drop),
            },
        )
        .await;
    match done {
        Ok(()) => to("/director/clubs"),
        Err(NotDone::Refused(error)) if !refused_outright(&error) => {
            let notice = Some(RefusalNotice::of(&error, chrome.t));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            show(&state, &request, chrome, &console, status, notice, kept).await
        }
        Err(not_done) => not_done.answer_from(chrome, "/director/clubs"),
    }
}

/// The sites that may frame the club's views, one per line.
#[derive(Debug, Deserialize)]
pub struct EmbeddingForm {
    csrf: String,
    origins: String,
}

#[post("/director/clubs/{id}/embedding")]
pub async fn set_embedding(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<EmbeddingForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (club, form) = (id.into_inner(), form.into_inner());
    let kept = Kept {
        club: Some(club),
        what: "embedding".to_owned(),
        name: form.origins.clone(),
    };
    let asked = Embedding {
        origins: form
            .origins
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(str::to_owned)
            .collect(),
    };
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            embedding::set(connection, actor, club, &asked).map(drop)
        })
        .await;
    let back = format!("/director/clubs#embedding-{club}");
    match done {
        Ok(()) => to(&back),
        Err(NotDone::Refused(error)) if !refused_outright(&error) => {
            let notice = Some(RefusalNotice::of(&error, chrome.t));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            show(&state, &request, chrome, &console, status, notice, kept).await
        }
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
