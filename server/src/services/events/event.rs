//! An event itself: creating it, listing and showing it, finishing it.

use serde::Deserialize;
use serde_json::Value;
use uptown_rules::three_handed::{ThreeHandedKind, ThreeHandedRules};
use uptown_rules::{BidWhistRules, GameKind, Rules};

use super::change::{Holding, for_change, refuse_if_finished};
use super::format::{Format, MatchFormat, MatchPlay, checked_match};
use super::state::EventState;
use super::views::event_view;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events::{self, NewEvent, PlayoffRow};
use crate::db::repo::now;
use crate::db::repo::three_handed::{self as three_handed_rows, EventThreeHandedRow};
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::games::check_place;
use crate::services::privacy::{Privacy, shown};
use crate::services::text::checked_name;
use uptown_api::bodies::{NewEventBody, PlayoffBody};
use uptown_api::events as view;

/// Filters of `GET /api/v1/events`.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct EventQuery {
    pub club: Option<i64>,
    pub season: Option<i64>,
}

const MOST_ROUNDS: u32 = 99;

pub fn create(
    connection: &mut AnyConnection,
    actor: &Actor,
    body: &NewEventBody,
) -> Result<view::Event, ApiError> {
    check_place(connection, actor, body.club_id, body.season_id)?;
    let name = checked_name("name", &body.name)?;
    let format = super::format::parse(&body.format)?;
    let kind = body.game.unwrap_or(if format.counts_tricks() {
        GameKind::Whist
    } else {
        GameKind::BidWhist
    });
    let rules = Rules::from_options(kind, &body.rules).map_err(Refusal::Rules)?;
    let default_match = if format.counts_tricks() {
        MatchFormat::from(MatchPlay::Hands(4))
    } else {
        MatchFormat::default()
    };
    let match_format = checked_match(body.match_format.unwrap_or(default_match))?;
    if format.counts_tricks() && !matches!(match_format.play, MatchPlay::Hands(_)) {
        return Err(Refusal::DriveMatch.into());
    }
    let rules = played_to(rules, match_format)?;
    let tie_breaks = body
        .tie_breaks
        .clone()
        .unwrap_or_else(|| format.default_tie_breaks());
    if tie_breaks.is_empty() {
        return Err(Refusal::NoTieBreaks.into());
    }
    let rounds = match body.rounds {
        Some(0) => {
            return Err(Refusal::NoRounds.into());
        }
        Some(rounds) if rounds > MOST_ROUNDS => {
            return Err(Refusal::TooManyRounds { most: MOST_ROUNDS }.into());
        }
        Some(_) if format.knockout() => {
            return Err(Refusal::KnockOutRounds.into());
        }
        other => other.map(|rounds| i32::try_from(rounds).unwrap_or(i32::MAX)),
    };
    let playoff = body
        .playoff
        .as_ref()
        .map(|asked| checked_playoff(format, asked))
        .transpose()?;
    let three_handed_rules = body
        .three_handed_rules
        .as_ref()
        .map(|asked| checked_three_handed(format, kind, asked))
        .transpose()?;
    let seed = body.seed.unwrap_or_else(rand::random);
    let id = events::create(
        connection,
        &NewEvent {
            club_id: body.club_id,
            season_id: body.season_id,
            name,
            format,
            kind,
            rules: encode(&rules)?,
            match_format: encode(&match_format)?,
            tie_breaks: encode(&tie_breaks)?,
            rounds_planned: rounds,
            seed: i64::from_ne_bytes(seed.to_ne_bytes()),
            version: 1,
            created_at: now(),
            confirm_hands: body.confirm_hands,
        },
    )?;
    if let Some(rules) = three_handed_rules {
        three_handed_rows::set_event_rules(
            connection,
            &EventThreeHandedRow {
                event_id: id,
                rules,
            },
        )?;
    }
    if let Some((top, format)) = playoff {
        events::add_playoff(
            connection,
            &PlayoffRow {
                event_id: id,
                top,
                format,
            },
        )?;
    }
    view(connection, actor, id)
}

/// The house rules of the three-handed table an evening of individuals seats the three
/// players a round leaves over at, in full, as stored: cutthroat at a bid whist evening,
/// dummy whist at a whist one.
fn checked_three_handed(format: Format, kind: GameKind, asked: &Value) -> Result<String, ApiError> {
    if !matches!(format, Format::Rotating | Format::ClubNight) {
        return Err(Refusal::ThreeHandedAfter {
            format: format.name(),
        }
        .into());
    }
    let game = ThreeHandedKind::beside(kind);
    let rules = ThreeHandedRules::from_options(game, asked).map_err(Refusal::ThreeHandedRules)?;
    encode(&rules)
}

/// The most entrants a play-off takes: a bracket of 64.
const MOST_IN_PLAYOFF: u32 = 64;

/// The play-off asked for after qualifying rounds of `format`: how many go through, and
/// the bracket's format.
fn checked_playoff(format: Format, asked: &PlayoffBody) -> Result<(i32, Format), ApiError> {
    if !matches!(format, Format::Swiss | Format::RoundRobin) {
        return Err(Refusal::PlayoffAfter {
            format: format.name(),
        }
        .into());
    }
    if !(2..=MOST_IN_PLAYOFF).contains(&asked.top) {
        return Err(Refusal::PlayoffTop {
            most: MOST_IN_PLAYOFF,
            top: asked.top,
        }
        .into());
    }
    let bracket = match asked.format.as_deref() {
        None => Format::Knockout,
        Some(given) => Format::parse(given)
            .filter(|bracket| bracket.knockout())
            .ok_or_else(|| Refusal::PlayoffFormat {
                given: given.to_owned(),
            })?,
    };
    Ok((i32::try_from(asked.top).unwrap_or(i32::MAX), bracket))
}

/// JSON the server stores for itself.
pub(super) fn encode<T: serde::Serialize>(value: &T) -> Result<String, ApiError> {
    serde_json::to_string(value).map_err(|error| ApiError::Internal(error.to_string()))
}

pub fn list(
    connection: &mut AnyConnection,
    query: &EventQuery,
) -> Result<Vec<view::EventSummary>, ApiError> {
    events::list(connection, query.club, query.season)?
        .into_iter()
        .map(|row| {
            let state = EventState::load(connection, row.id)?;
            Ok(view::EventSummary {
                id: row.id,
                club_id: row.club_id,
                season_id: row.season_id,
                name: row.name.clone(),
                format: row.format.name().to_owned(),
                game: row.kind,
                status: state.status().name().to_owned(),
                rounds_planned: row.rounds_planned,
                rounds_seated: i32::try_from(state.rounds.len()).unwrap_or(i32::MAX),
                entrants: i32::try_from(state.entrants.len()).unwrap_or(i32::MAX),
                created_at: row.created_at,
            })
        })
        .collect()
}

pub fn view(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<view::Event, ApiError> {
    let state = EventState::load(connection, id)?;
    let event = event_view(connection, actor, &state)?;
    let privacy = Privacy::for_viewer(connection, actor, state.event.club_id)?;
    Ok(shown(event, privacy.as_ref()))
}

/// Hides the event's standings from all but its directors (`true`), for the last rounds or
/// until the prize-giving, or reveals them.
pub fn set_standings_hidden(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    hidden: bool,
) -> Result<view::Event, ApiError> {
    let event = events::get(connection, id)?.ok_or_else(|| super::state::not_found(id))?;
    actor.require_director(connection, event.club_id)?;
    events::set_standings_hidden(connection, id, hidden)?;
    view(connection, actor, id)
}

/// Ends an event: one without planned rounds, or one stopped early.
pub fn finish(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<view::Event, ApiError> {
    let state = for_change(connection, actor, id, Holding::LatestRound)?;
    refuse_if_finished(&state)?;
    if let Some(open) = state.open_round() {
        return Err(Refusal::RoundUnderWay {
            round: open.number.into(),
        }
        .into());
    }
    events::finish(connection, id)?;
    super::status::tell_if_ended(connection, state.event.club_id, id)?;
    view(connection, actor, id)
}

/// How the tables of event `id` are won: its match as stored.
pub fn match_terms(connection: &mut AnyConnection, id: i64) -> Result<MatchFormat, ApiError> {
    let event = events::get(connection, id)?.ok_or(Refusal::NoSuchEvent(id))?;
    serde_json::from_str(&event.match_format)
        .map_err(|error| ApiError::Internal(format!("event {id}: stored match: {error}")))
}

/// The rules of an event's games, played to hands won where its match is (RULES.md 1.9):
/// the terms go into the rule set every game stores, so that a game's record scores the
/// same anywhere. An event sets them through its match alone.
fn played_to(rules: Rules, format: MatchFormat) -> Result<Rules, ApiError> {
    match (rules, format.hands_won()) {
        (Rules::BidWhist(rules), _) if rules.hands_won.is_some() => {
            Err(Refusal::HandsWonByMatch.into())
        }
        (Rules::BidWhist(rules), Some(terms)) => Ok(Rules::BidWhist(BidWhistRules {
            hands_won: Some(terms),
            ..rules
        })),
        (Rules::Whist(_), Some(_)) => Err(Refusal::HandsWonNeedsBidWhist.into()),
        (rules, None) => Ok(rules),
    }
}
