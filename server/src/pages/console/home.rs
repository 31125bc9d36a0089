//! The console's first page: the director's events, and the form for a new one.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use std::collections::BTreeMap;

use serde_json::Value;
use uptown_rules::standings::TieBreak;
use uptown_rules::{ByeScore, GameKind, HandsWon, MatchFormat, MatchPlay, Rules, option_value};

use super::session::{Console, NotDone, to};
use crate::error::ApiError;
use crate::pages::extract::{Form, Query};
use crate::pages::house_rules::{RuleLine, house_rules, match_terms};
use crate::pages::i18n::Translator;
use crate::pages::notices::{NoticeQuery, RefusalNotice, refused_location};
use crate::pages::render::{Chrome, error_page, page};
use crate::refusal::Kind;
use crate::refusal::Refusal;
use crate::services::accounts;
use crate::services::clubs::ClubRows;
use crate::services::events::{self, EventQuery};
use crate::state::AppState;
use uptown_api::bodies::{NewEventBody, PlayoffBody};

/// A new event, from the console's form. Every field is read as text, so that a number
/// typed wrong is refused naming its field; the house rules come as `bw.<option>` (bid whist)
/// and `w.<option>` (whist), by the names of RULES.md, blank for the rule book's default.
#[derive(Debug, Clone, Deserialize)]
pub struct NewEventForm {
    csrf: String,
    club: String,
    #[serde(default)]
    season: String,
    name: String,
    format: String,
    game: String,
    match_kind: String,
    match_count: String,
    /// Under a match of hands won: whether a Boston, and a notrump hand, count two.
    #[serde(default)]
    double_boston: Option<String>,
    #[serde(default)]
    double_notrump: Option<String>,
    #[serde(default)]
    forfeit_points: String,
    #[serde(default)]
    bye_score: String,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    confirm_hands: Option<String>,
    /// Ticked: the three players a round leaves over play at a three-handed table.
    three_handed: Option<String>,
    /// How many of a Swiss or round robin go on to a knock-out; blank for none.
    #[serde(default)]
    playoff_top: String,
    #[serde(default)]
    playoff_format: String,
    #[serde(default)]
    tie_breaks: String,
    /// `preview` shows the rules in plain words before anything is created.
    #[serde(default)]
    action: String,
    #[serde(flatten)]
    options: BTreeMap<String, String>,
}

/// The form's house-rule fields of a game of `kind`: `bw.` for bid whist, `w.` for whist.
fn option_prefix(kind: GameKind) -> &'static str {
    match kind {
        GameKind::BidWhist => "bw.",
        GameKind::Whist => "w.",
    }
}

impl NewEventForm {
    /// The API's body for this form: blank fields take the defaults.
    fn body(&self) -> Result<NewEventBody, ApiError> {
        let number = |field: &str, text: &str| -> Result<Option<u32>, ApiError> {
            let text = text.trim();
            if text.is_empty() {
                return Ok(None);
            }
            text.parse().map(Some).map_err(|_| {
                ApiError::invalid(field, format!("{field} must be a whole number, not {text}"))
            })
        };
        let club_id = number("club", &self.club)?.ok_or_else(|| missing("club"))?;
        let season_id = number("season", &self.season)?.map(i64::from);
        let game = GameKind::parse(self.game.trim()).ok_or_else(|| {
            ApiError::invalid(
                "game",
                format!("game {} is not bid_whist or whist", self.game),
            )
        })?;
        let count = number("match_count", &self.match_count)?.unwrap_or(1);
        let play = match self.match_kind.as_str() {
            "best_of" => MatchPlay::BestOf(count),
            "hands" => MatchPlay::Hands(count),
            "minutes" => MatchPlay::Minutes(count),
            "hands_won" => MatchPlay::HandsWon(HandsWon {
                count: u8::try_from(count).unwrap_or(u8::MAX),
                boston_counts_double: self.double_boston.is_some(),
                notrump_counts_double: self.double_notrump.is_some(),
            }),
            _ => MatchPlay::Games(count),
        };
        let forfeit_points = number("forfeit_points", &self.forfeit_points)?.unwrap_or(0);
        let forfeit_points = u8::try_from(forfeit_points)
            .ok()
            .filter(|points| *points <= 99)
            .ok_or_else(|| {
                ApiError::invalid(
                    "forfeit_points",
                    format!("forfeit_points must be 0 to 99, not {forfeit_points}"),
                )
            })?;
        let bye_score = match self.bye_score.trim() {
            "" => ByeScore::default(),
            word => serde_json::from_value(Value::from(word)).map_err(|_| {
                ApiError::invalid(
                    "bye_score",
                    format!("bye_score {word} is not nothing, win or average"),
                )
            })?,
        };
        let match_format = MatchFormat {
            play,
            forfeit_points,
            bye_score,
        };
        let prefix = option_prefix(game);
        let rules: serde_json::Map<String, Value> = self
            .options
            .iter()
            .filter_map(|(field, typed)| Some((field.strip_prefix(prefix)?, typed.trim())))
            .filter(|(_, typed)| !typed.is_empty())
            .map(|(name, typed)| (name.to_owned(), option_value(typed)))
            .collect();
        let tie_breaks = self
            .tie_breaks
            .split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(|name| {
                serde_json::from_value::<TieBreak>(Value::from(name)).map_err(|_| {
                    ApiError::invalid(
                        "tie_breaks",
                        format!("tie_breaks: {name} is not a tie-break"),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(NewEventBody {
            club_id: i64::from(club_id),
            season_id,
            name: self.name.clone(),
            format: self.format.clone(),
            game: Some(game),
            rules: Value::Object(rules),
            match_format: Some(match_format),
            tie_breaks: (!tie_breaks.is_empty()).then_some(tie_breaks),
            rounds: number("rounds", &self.rounds)?,
            seed: None,
            confirm_hands: self.confirm_hands.is_some(),
            three_handed_rules: self
                .three_handed
                .as_ref()
                .map(|_| Value::Object(serde_json::Map::new())),
            playoff: number("playoff_top", &self.playoff_top)?.map(|top| PlayoffBody {
                top,
                format: Some(self.playoff_format.clone()).filter(|format| !format.is_empty()),
            }),
        })
    }

    /// Every field as sent, to send again from the preview.
    fn fields(&self) -> Vec<(String, String)> {
        let mut fields: Vec<(String, String)> = [
            ("club", &self.club),
            ("season", &self.season),
            ("name", &self.name),
            ("format", &self.format),
            ("game", &self.game),
            ("match_kind", &self.match_kind),
            ("match_count", &self.match_count),
            ("forfeit_points", &self.forfeit_points),
            ("bye_score", &self.bye_score),
            ("rounds", &self.rounds),
            ("playoff_top", &self.playoff_top),
            ("playoff_format", &self.playoff_format),
            ("tie_breaks", &self.tie_breaks),
        ]
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value.clone()))
        .collect();
        for (name, ticked) in [
            ("confirm_hands", &self.confirm_hands),
            ("three_handed", &self.three_handed),
            ("double_boston", &self.double_boston),
            ("double_notrump", &self.double_notrump),
        ] {
            if let Some(ticked) = ticked {
                fields.push((name.to_owned(), ticked.clone()));
            }
        }
        fields.extend(self.options.clone());
        fields
    }
}

fn missing(field: &str) -> ApiError {
    ApiError::invalid(field, format!("{field} is missing"))
}

/// The new event's rules in plain words, and the form to create it as previewed.
#[derive(Template)]
#[template(path = "director_event_preview.html")]
struct PreviewPage {
    chrome: Chrome,
    csrf: String,
    rules: Vec<RuleLine>,
    fields: Vec<(String, String)>,
}

#[post("/director/events")]
pub async fn create_event(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    form: Form<NewEventForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let csrf = form.csrf.clone();
    let preview = form.action == "preview";
    let sent = form.clone();
    let done = console
        .act(&state, &chrome, &csrf, move |connection, actor| {
            let body = form.body()?;
            let kind = body.game.unwrap_or(GameKind::BidWhist);
            let rules = Rules::from_options(kind, &body.rules).map_err(Refusal::Rules)?;
            if preview {
                return Ok(Done::Previewed(
                    rules,
                    body.match_format.unwrap_or_default(),
                ));
            }
            events::create(connection, actor, &body).map(|event| Done::Created(event.id))
        })
        .await;
    match done {
        Ok(Done::Created(id)) => to(&format!("/director/events/{id}")),
        Ok(Done::Previewed(rules, match_format)) => {
            let t = chrome.t;
            let title = t.with("director-preview-title", &[("name", sent.name.clone())]);
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &PreviewPage {
                    chrome: chrome.clone(),
                    csrf: console.csrf(),
                    rules: match_terms(t, match_format)
                        .into_iter()
                        .chain(house_rules(t, &rules))
                        .collect(),
                    fields: sent.fields(),
                },
            )
        }
        Err(NotDone::Answer(answer)) => answer,
        Err(NotDone::Refused(error)) if error.is(Kind::Invalid) => {
            to(&refused_location("/director", &error, chrome.t))
        }
        Err(NotDone::Refused(error)) => error_page(chrome, &error),
    }
}

/// What the new-event form did.
enum Done {
    Created(i64),
    Previewed(Rules, MatchFormat),
}

/// The house-rule fields of one game's section of the form.
struct OptionField {
    field: String,
    name: &'static str,
    /// The rule book's default, shown as the field's placeholder.
    default: String,
}

/// One game's house rules on the form: its options with their defaults.
struct RulesSection {
    legend: String,
    options: Vec<OptionField>,
}

fn rules_sections(t: Translator) -> Vec<RulesSection> {
    GameKind::ALL
        .into_iter()
        .map(|kind| {
            let defaults = serde_json::to_value(Rules::defaults(kind)).unwrap_or_default();
            let options = Rules::option_names(kind)
                .iter()
                .map(|name| OptionField {
                    field: format!("{}{name}", option_prefix(kind)),
                    name,
                    default: defaults
                        .get(*name)
                        .map_or_else(String::new, |value| match value {
                            Value::String(word) => word.clone(),
                            other => other.to_string(),
                        }),
                })
                .collect();
            RulesSection {
                legend: t.with(
                    "director-house-rules-of",
                    &[("game", t.t(&format!("rule-game-{}", kind.name())))],
                ),
                options,
            }
        })
        .collect()
}

/// An event the director may run, in the console's list.
struct EventItem {
    id: i64,
    name: String,
    status: String,
}

#[derive(Template)]
#[template(path = "director_home.html")]
struct HomePage {
    chrome: Chrome,
    csrf: String,
    logged_in: String,
    /// Whether the account is an admin, who also runs the accounts.
    admin: bool,
    events: Vec<EventItem>,
    /// The clubs the director may create events in: (id, name).
    clubs: Vec<(i64, String)>,
    /// The formats to choose from: (value, words).
    formats: Vec<(String, String)>,
    /// The seasons an event may count for: (id, "club: season").
    seasons: Vec<(i64, String)>,
    rules: Vec<RulesSection>,
    /// The tie-breaks an event ranks by unless told otherwise, in order.
    tie_breaks: String,
    notice: Option<RefusalNotice>,
}

#[get("/director")]
pub async fn home(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let loaded = console
        .show(&state, &chrome, |connection, actor| {
            let me = accounts::me(connection, actor)?;
            let all = events::list(connection, &EventQuery::default())?;
            let mine = all
                .into_iter()
                .filter(|event| me.admin || me.directs.contains(&event.club_id))
                .collect::<Vec<_>>();
            let clubs = crate::services::clubs::list_clubs(connection)?
                .into_iter()
                .filter(|club| me.admin || me.directs.contains(&club.id))
                .map(|club| (club.id, club.name))
                .collect::<Vec<_>>();
            let mut seasons = Vec::new();
            for (club, club_name) in &clubs {
                for season in ClubRows::Seasons.list(connection, actor, *club)? {
                    seasons.push((season.id, format!("{club_name}: {}", season.name)));
                }
            }
            Ok((me, mine, clubs, seasons))
        })
        .await;
    match loaded {
        Ok((account, list, clubs, seasons)) => {
            let t = chrome.t;
            let events = list
                .into_iter()
                .rev()
                .map(|event| EventItem {
                    id: event.id,
                    name: event.name,
                    status: t.t(&format!("status-{}", event.status)),
                })
                .collect();
            let title = t.t("director-title");
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &HomePage {
                    chrome: chrome.clone(),
                    csrf: console.csrf(),
                    logged_in: t.with("director-logged-in", &[("name", account.username)]),
                    admin: account.admin,
                    events,
                    clubs,
                    formats: uptown_rules::EventFormat::ALL
                        .iter()
                        .map(|format| {
                            let name = format.name();
                            (name.to_owned(), t.t(&format!("format-{name}")))
                        })
                        .collect(),
                    seasons,
                    rules: rules_sections(t),
                    tie_breaks: ALL_TIE_BREAKS.join(", "),
                    notice: query.refusal(t),
                },
            )
        }
        Err(answer) => answer,
    }
}

/// Every tie-break by its name, for the form's hint.
const ALL_TIE_BREAKS: [&str; 6] = [
    "games_won",
    "point_difference",
    "points_for",
    "bostons",
    "head_to_head",
    "sets",
];
