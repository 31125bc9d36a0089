//! A player's data from the console (GDPR): how the public pages show them, an export of
//! everything the club holds about them, and erasing them; and the club's history of these.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, to};
use crate::pages::extract::{Form, Query};
use crate::pages::hand_form::{Choice, choices};
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, page};
use crate::refusal::Refusal;
use crate::services::clubs::ClubRows;
use crate::services::privacy;
use crate::state::AppState;
use uptown_api::privacy::{PlayerPrivacy, ShownAs};

/// A line of the club's history, in words.
struct HistoryItem {
    at: String,
    line: String,
}

#[derive(Template)]
#[template(path = "director_player.html")]
struct PlayerPage {
    chrome: Chrome,
    csrf: String,
    player: i64,
    shown_as: Vec<Choice>,
    erased: Option<String>,
    history: Vec<HistoryItem>,
    notice: Option<RefusalNotice>,
}

#[get("/director/players/{id}")]
pub async fn player_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = console
        .show(&state, &chrome, move |connection, actor| {
            let player = ClubRows::Players.get(connection, actor, id)?;
            let privacy = privacy::privacy_of(connection, actor, id)?;
            let history = privacy::history(connection, actor, player.club_id)?;
            Ok((player, privacy, history))
        })
        .await;
    let (player, shown, history) = match loaded {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let PlayerPrivacy {
        shown_as,
        erased_at,
        ..
    } = shown;
    let history = history
        .into_iter()
        .filter(|line| line.player_id == Some(id))
        .map(|line| HistoryItem {
            at: line.at.format("%Y-%m-%d %H:%M").to_string(),
            line: t.with(
                &format!("privacy-history-{}", line.action),
                &[
                    ("by", line.by),
                    (
                        "shown",
                        line.detail
                            .map(|shown| t.t(&format!("privacy-shown-{shown}")))
                            .unwrap_or_default(),
                    ),
                ],
            ),
        })
        .collect();
    let title = t.with("privacy-title", &[("name", player.name.clone())]);
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &PlayerPage {
            chrome: chrome.clone(),
            csrf: console.csrf(),
            player: id,
            shown_as: choices(
                &["full_name", "initials", "hidden"],
                |name| t.t(&format!("privacy-shown-{name}")),
                Some(shown_as.name()),
            ),
            erased: erased_at.map(|at| {
                t.with(
                    "privacy-erased-at",
                    &[("at", at.format("%Y-%m-%d %H:%M").to_string())],
                )
            }),
            history,
            notice: query.refusal(chrome.t),
        },
    )
}

/// One of the page's forms: how the player is shown, an export, an erasure.
#[derive(Debug, Deserialize)]
pub struct PlayerForm {
    csrf: String,
    #[serde(default)]
    shown_as: String,
    /// The box a director ticks to say an erasure, which cannot be undone, is meant.
    #[serde(default)]
    confirm: Option<String>,
}

/// What a form did: back to the page, or the export to download.
enum Done {
    Back,
    Export(serde_json::Value),
}

#[post("/director/players/{id}/{action}")]
pub async fn player_action(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    path: web::Path<(i64, String)>,
    form: Form<PlayerForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let csrf = form.csrf.clone();
    let (id, action) = path.into_inner();
    let back = format!("/director/players/{id}");
    let done = console
        .act(
            &state,
            &chrome,
            &csrf,
            move |connection, actor| match action.as_str() {
                "export" => privacy::export(connection, actor, id).map(Done::Export),
                "erase" if form.confirm.is_none() => Err(Refusal::ErasureNotConfirmed.into()),
                "erase" => privacy::erase(connection, actor, id).map(|_| Done::Back),
                "shown_as" => {
                    let shown_as = ShownAs::parse(form.shown_as.trim()).ok_or_else(|| {
                        crate::error::ApiError::invalid(
                            "shown_as",
                            format!(
                                "shown_as {} is not full_name, initials or hidden",
                                form.shown_as
                            ),
                        )
                    })?;
                    privacy::set_shown_as(connection, actor, id, shown_as).map(|_| Done::Back)
                }
                _ => Err(Refusal::NoSuchPage.into()),
            },
        )
        .await;
    match done {
        Ok(Done::Back) => to(&back),
        Ok(Done::Export(export)) => HttpResponse::Ok()
            .content_type("application/json")
            .insert_header((
                actix_web::http::header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"player-{id}.json\""),
            ))
            .body(serde_json::to_string_pretty(&export).unwrap_or_default()),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
