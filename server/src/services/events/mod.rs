//! Events: a director registers who came, the server seats each round and creates its
//! games, and everything after follows from the hands the tables enter.

mod bracket;
mod format;
mod seating;
pub mod standings;
mod state;

use serde::Deserialize;
use serde_json::{Value, json};
use uptown_rules::standings::TieBreak;
use uptown_rules::{GameKind, PerSide, Rules, Side};
use utoipa::ToSchema;

pub use self::format::{Format, MatchFormat};
use self::seating::PlayedRound;
pub use self::state::{EventState, judge};
use self::state::{EventStatus, RoundState, TableState};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events::{self, EntrantRow, EventGameRow, NewEntrant, NewEvent};
use crate::db::repo::games::{self as game_rows};
use crate::db::repo::now;
use crate::error::ApiError;
use crate::model::events as view;
use crate::model::{SeatedPlayer, Seats};
use crate::services::checked_name;
use crate::services::games::{self, GameSetup, PlayerRef, check_place, resolve_player};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewEventBody {
    pub club_id: i64,
    #[serde(default)]
    pub season_id: Option<i64>,
    pub name: String,
    /// `club_night`, `rotating`, `whist_drive`, `round_robin`, `swiss`, `knockout` or
    /// `double_knockout`.
    pub format: String,
    /// `bid_whist` (the default) or `whist`; a whist drive defaults to `whist`.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub game: Option<GameKind>,
    /// House rules by the names of RULES.md; what is left out takes its default.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub rules: Value,
    /// `{"games": N}` (default 1), `{"best_of": N}` or `{"hands": N}`.
    #[serde(default, rename = "match")]
    #[schema(value_type = Option<Object>)]
    pub match_format: Option<MatchFormat>,
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    pub tie_breaks: Option<Vec<TieBreak>>,
    /// Rounds planned; the default depends on the format.
    #[serde(default)]
    pub rounds: Option<u32>,
    /// Seeds the draw; the same seed and field give the same rounds.
    #[serde(default)]
    pub seed: Option<u64>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EntrantBody {
    /// One player (individual formats) or two (partnership formats), by id or name.
    pub players: Vec<PlayerRef>,
    /// A partnership's name; by default the two players' names.
    #[serde(default)]
    pub name: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WithdrawBody {
    #[serde(default)]
    pub reason: Option<String>,
}

/// Filters of `GET /api/v1/events`.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
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
    let format = Format::parse(&body.format)?;
    let kind = body.game.unwrap_or(if format == Format::WhistDrive {
        GameKind::Whist
    } else {
        GameKind::BidWhist
    });
    let rules = Rules::from_options(kind, &body.rules)
        .map_err(|error| ApiError::invalid(error.field(), error.to_string()))?;
    let default_match = if format == Format::WhistDrive {
        MatchFormat::Hands(4)
    } else {
        MatchFormat::default()
    };
    let match_format = body.match_format.unwrap_or(default_match).check()?;
    if format == Format::WhistDrive && !matches!(match_format, MatchFormat::Hands(_)) {
        return Err(ApiError::invalid(
            "match",
            "a whist drive's rounds are a fixed number of hands: {\"hands\": N}",
        ));
    }
    let tie_breaks = body
        .tie_breaks
        .clone()
        .unwrap_or_else(|| format.default_tie_breaks());
    if tie_breaks.is_empty() {
        return Err(ApiError::invalid(
            "tie_breaks",
            "tie_breaks must name at least one way of ordering the standings",
        ));
    }
    let rounds = match body.rounds {
        Some(0) => {
            return Err(ApiError::invalid("rounds", "rounds must be at least 1"));
        }
        Some(rounds) if rounds > MOST_ROUNDS => {
            return Err(ApiError::invalid(
                "rounds",
                format!("rounds must be at most {MOST_ROUNDS}"),
            ));
        }
        Some(_) if format.knockout() => {
            return Err(ApiError::invalid(
                "rounds",
                "a knock-out's rounds follow from its bracket; leave rounds out",
            ));
        }
        other => other.map(|rounds| i32::try_from(rounds).unwrap_or(i32::MAX)),
    };
    let seed = body.seed.unwrap_or_else(rand::random);
    let id = events::create(
        connection,
        &NewEvent {
            club_id: body.club_id,
            season_id: body.season_id,
            name,
            format: format.name().to_owned(),
            kind: kind_name(kind),
            rules: encode(&rules)?,
            match_format: encode(&match_format)?,
            tie_breaks: encode(&tie_breaks)?,
            rounds_planned: rounds,
            seed: i64::from_ne_bytes(seed.to_ne_bytes()),
            version: 1,
            created_at: now(),
        },
    )?;
    view(connection, actor, id)
}

/// JSON the server stores for itself.
fn encode<T: serde::Serialize>(value: &T) -> Result<String, ApiError> {
    serde_json::to_string(value).map_err(|error| ApiError::Internal(error.to_string()))
}

fn kind_name(kind: GameKind) -> String {
    match kind {
        GameKind::BidWhist => "bid_whist",
        GameKind::Whist => "whist",
    }
    .to_owned()
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
                format: row.format.clone(),
                game: row.kind.clone(),
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
    event_view(connection, actor, &state)
}

fn event_view(
    connection: &mut AnyConnection,
    actor: &Actor,
    state: &EventState,
) -> Result<view::Event, ApiError> {
    let names = Names::load(connection, state)?;
    let show_codes = actor
        .require_director(connection, state.event.club_id)
        .is_ok();
    let event = &state.event;
    Ok(view::Event {
        id: event.id,
        club_id: event.club_id,
        season_id: event.season_id,
        name: event.name.clone(),
        format: event.format.clone(),
        game: event.kind.clone(),
        rules: serde_json::to_value(state.rules)
            .map_err(|error| ApiError::Internal(error.to_string()))?,
        match_format: serde_json::to_value(state.match_format)
            .map_err(|error| ApiError::Internal(error.to_string()))?,
        tie_breaks: tie_break_names(&state.tie_breaks),
        rounds_planned: event.rounds_planned,
        seed: event.seed,
        status: state.status().name().to_owned(),
        entrants: state
            .entrants
            .iter()
            .map(|entrant| entrant_view(&names, entrant))
            .collect(),
        rounds: state
            .rounds
            .iter()
            .map(|round| round_view(&names, round, show_codes))
            .collect(),
        created_at: event.created_at,
    })
}

pub(crate) fn tie_break_names(tie_breaks: &[TieBreak]) -> Vec<String> {
    tie_breaks
        .iter()
        .filter_map(|tie_break| serde_json::to_value(tie_break).ok())
        .filter_map(|value| value.as_str().map(str::to_owned))
        .collect()
}

/// The names of the players an event seats, looked up once.
pub(crate) struct Names(Vec<(i64, String)>);

impl Names {
    pub(crate) fn load(
        connection: &mut AnyConnection,
        state: &EventState,
    ) -> Result<Names, ApiError> {
        let ids: Vec<i64> = state
            .entrants
            .iter()
            .flat_map(|entrant| [Some(entrant.player_id), entrant.partner_id])
            .flatten()
            .collect();
        Ok(Names(game_rows::player_names(connection, &ids)?))
    }

    pub(crate) fn player(&self, id: i64) -> SeatedPlayer {
        let name = self
            .0
            .iter()
            .find(|(known, _)| *known == id)
            .map_or_else(|| format!("player {id}"), |(_, name)| name.clone());
        SeatedPlayer { id, name }
    }

    pub(crate) fn players(&self, entrant: &EntrantRow) -> Vec<SeatedPlayer> {
        [Some(entrant.player_id), entrant.partner_id]
            .into_iter()
            .flatten()
            .map(|id| self.player(id))
            .collect()
    }
}

fn entrant_view(names: &Names, entrant: &EntrantRow) -> view::Entrant {
    view::Entrant {
        number: entrant.number,
        name: entrant.name.clone(),
        players: names.players(entrant),
        joined_round: entrant.joined_round,
        withdrawn_round: entrant.withdrawn_round,
        withdraw_reason: entrant.withdraw_reason.clone(),
    }
}

fn side_name(side: Side) -> String {
    side.to_string()
}

fn per_side<T: serde::Serialize>(value: &PerSide<T>) -> Value {
    json!({ "NS": value.ns, "EW": value.ew })
}

fn round_view(names: &Names, round: &RoundState, show_codes: bool) -> view::EventRound {
    view::EventRound {
        number: round.number,
        status: if round.closed() { "closed" } else { "open" }.to_owned(),
        closed_by_director: round.closed_by_director,
        tables: round
            .tables
            .iter()
            .map(|table| table_view(names, table, show_codes))
            .collect(),
        sitting_out: round.seating.sitting_out.clone(),
        byes: round.seating.byes.clone(),
        walkovers: round
            .seating
            .walkovers
            .iter()
            .map(|walkover| view::WalkoverView {
                winner: walkover.winner,
                withdrawn: walkover.withdrawn,
                bracket_match: walkover.bracket_match,
            })
            .collect(),
    }
}

fn table_view(names: &Names, table: &TableState, show_codes: bool) -> view::EventTable {
    let [north, east, south, west] = table.seated.players;
    view::EventTable {
        table: table.seated.table,
        ns: table.seated.ns.clone(),
        ew: table.seated.ew.clone(),
        seats: Seats {
            north: names.player(north),
            east: names.player(east),
            south: names.player(south),
            west: names.player(west),
        },
        bracket_match: table.seated.bracket_match,
        games: table
            .games
            .iter()
            .map(|game| view::TableGame {
                id: game.row.id,
                status: game.row.status.clone(),
                table_code: show_codes.then(|| game.row.table_code.clone()),
                decision: game.row.decision.clone(),
                winner: game.winner.map(side_name),
                points: per_side(&game.score),
            })
            .collect(),
        result: view::TableResult {
            decided: table.result.decided,
            winner: table.result.winner.map(side_name),
            games_won: per_side(&table.result.games_won),
            points: per_side(&table.result.points),
        },
    }
}

/// Loads the event for a change by a director: claims its row so that changes queue.
fn for_change(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<EventState, ApiError> {
    let event = events::get(connection, id)?.ok_or_else(|| state::not_found(id))?;
    actor.require_director(connection, event.club_id)?;
    events::claim(connection, id)?;
    EventState::load(connection, id)
}

fn refuse_if_finished(state: &EventState) -> Result<(), ApiError> {
    if state.status() == EventStatus::Finished {
        return Err(ApiError::Conflict(format!(
            "event {} is finished",
            state.event.id
        )));
    }
    Ok(())
}

/// Registers a player or a partnership; after the first round they join from the next.
pub fn register(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    body: &EntrantBody,
) -> Result<view::Entrant, ApiError> {
    let state = for_change(connection, actor, id)?;
    refuse_if_finished(&state)?;
    if !state.rounds.is_empty() && state.format.field_fixed_once_started() {
        return Err(ApiError::Conflict(format!(
            "a {} takes entrants only before its first round; round {} is seated",
            state.format.name().replace('_', " "),
            state.rounds.len()
        )));
    }
    let wanted = if state.format.partnerships() { 2 } else { 1 };
    if body.players.len() != wanted {
        return Err(ApiError::invalid(
            "players",
            format!(
                "players: a {} entrant is {wanted} player{}, not {}",
                state.format.name().replace('_', " "),
                if wanted == 1 { "" } else { "s" },
                body.players.len()
            ),
        ));
    }
    let club_id = state.event.club_id;
    let mut ids = Vec::with_capacity(wanted);
    for (index, player) in body.players.iter().enumerate() {
        let id = resolve_player(connection, club_id, &format!("players[{index}]"), player)?;
        ids.push(id);
    }
    if ids.len() == 2 && ids[0] == ids[1] {
        return Err(ApiError::invalid(
            "players[1]",
            "players[1]: a partnership is two different players",
        ));
    }
    for (index, player) in ids.iter().enumerate() {
        if let Some(entrant) = state.entrants.iter().find(|entrant| {
            entrant.withdrawn_round.is_none()
                && (entrant.player_id == *player || entrant.partner_id == Some(*player))
        }) {
            return Err(ApiError::invalid(
                format!("players[{index}]"),
                format!(
                    "players[{index}]: already entered, as entrant {} ({})",
                    entrant.number, entrant.name
                ),
            ));
        }
    }
    let names = game_rows::player_names(connection, &ids)?;
    let name_of = |id: i64| {
        names
            .iter()
            .find(|(known, _)| *known == id)
            .map(|(_, name)| name.clone())
            .unwrap_or_default()
    };
    let name = match &body.name {
        Some(name) => checked_name("name", name)?,
        None => ids
            .iter()
            .map(|id| name_of(*id))
            .collect::<Vec<_>>()
            .join(" & "),
    };
    let number = i32::try_from(state.entrants.len() + 1).unwrap_or(i32::MAX);
    let entrant = NewEntrant {
        event_id: id,
        number,
        name,
        player_id: ids[0],
        partner_id: ids.get(1).copied(),
        joined_round: state.next_round_number(),
    };
    events::add_entrant(connection, &entrant)?;
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let row = state
        .entrants
        .iter()
        .find(|row| row.number == number)
        .ok_or_else(|| ApiError::Internal(format!("entrant {number} vanished")))?;
    Ok(entrant_view(&names, row))
}

/// Withdraws an entrant from the next round seated on; their games so far still count.
pub fn withdraw(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    number: i32,
    body: &WithdrawBody,
) -> Result<view::Entrant, ApiError> {
    let state = for_change(connection, actor, id)?;
    refuse_if_finished(&state)?;
    let entrant = state
        .entrants
        .iter()
        .find(|entrant| entrant.number == number)
        .ok_or_else(|| ApiError::NotFound(format!("event {id} has no entrant {number}")))?;
    if entrant.withdrawn_round.is_some() {
        return Err(ApiError::Conflict(format!(
            "entrant {number} ({}) has withdrawn already",
            entrant.name
        )));
    }
    if state.format == Format::WhistDrive && !state.rounds.is_empty() {
        return Err(ApiError::Conflict(
            "a whist drive moves whole tables; a player who leaves needs a substitute (register the substitute before the first round next time)".to_owned(),
        ));
    }
    let reason = body
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|reason| !reason.is_empty());
    events::withdraw(connection, id, number, state.next_round_number(), reason)?;
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let row = state
        .entrants
        .iter()
        .find(|row| row.number == number)
        .ok_or_else(|| ApiError::Internal(format!("entrant {number} vanished")))?;
    Ok(entrant_view(&names, row))
}

/// Seats the next round and creates its games.
pub fn seat_round(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<view::EventRound, ApiError> {
    let mut state = for_change(connection, actor, id)?;
    refuse_if_finished(&state)?;
    if let Some(open) = state.open_round() {
        return Err(ApiError::Conflict(format!(
            "round {} is still being played; close it first",
            open.number
        )));
    }
    let number = state.next_round_number();
    if state
        .event
        .rounds_planned
        .is_some_and(|planned| number > planned)
    {
        return Err(ApiError::Conflict(format!(
            "event {id} has played its {} rounds",
            state.rounds.len()
        )));
    }
    if number == 1 {
        let field = u32::try_from(state.active(1).len()).unwrap_or(u32::MAX);
        let planned = seating::planned_rounds(&state, field)?;
        events::set_rounds_planned(connection, id, planned)?;
        state.event.rounds_planned = planned;
    }
    let earlier = if state.format == Format::ClubNight {
        club_history(connection, &state)?
    } else {
        Vec::new()
    };
    let seating = seating::next(&state, &earlier)?;
    if seating.tables.is_empty() && seating.walkovers.is_empty() {
        return Err(ApiError::Conflict(format!(
            "event {id} has nobody left to seat"
        )));
    }
    let stored = encode(&seating)?;
    events::add_round(connection, id, number, &stored)?;
    for table in &seating.tables {
        start_game(connection, &state, number, table.table, table.players, 1)?;
    }
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let round = state
        .rounds
        .last()
        .ok_or_else(|| ApiError::Internal("the round just seated vanished".to_owned()))?;
    Ok(round_view(&names, round, true))
}

/// The club's rounds of individual events before this one (the three most recent events),
/// for the club night's draw.
fn club_history(
    connection: &mut AnyConnection,
    state: &EventState,
) -> Result<Vec<PlayedRound>, ApiError> {
    let earlier: Vec<i64> = events::list(connection, Some(state.event.club_id), None)?
        .into_iter()
        .filter(|row| row.id < state.event.id)
        .filter(|row| Format::parse(&row.format).is_ok_and(|format| !format.partnerships()))
        .map(|row| row.id)
        .collect();
    let mut history = Vec::new();
    for event_id in earlier.iter().rev().take(3).rev() {
        for round in events::rounds(connection, *event_id)? {
            let seating: state::Seating = serde_json::from_str(&round.seating)
                .map_err(|error| ApiError::Internal(format!("event {event_id}: {error}")))?;
            history.push(
                seating
                    .tables
                    .iter()
                    .map(|table| {
                        let [n, e, s, w] = table.players;
                        [n, s, e, w]
                    })
                    .collect(),
            );
        }
    }
    Ok(history)
}

fn start_game(
    connection: &mut AnyConnection,
    state: &EventState,
    round: i32,
    table: u32,
    seats: [i64; 4],
    match_game: i32,
) -> Result<i64, ApiError> {
    let game = games::insert(
        connection,
        &GameSetup {
            club_id: state.event.club_id,
            season_id: state.event.season_id,
            rules: state.rules,
            seats,
            hand_limit: state.match_format.hand_limit(),
        },
    )?;
    events::link_game(
        connection,
        &EventGameRow {
            game_id: game,
            event_id: state.event.id,
            round_number: round,
            table_number: i32::try_from(table).unwrap_or(i32::MAX),
            match_game,
        },
    )?;
    Ok(game)
}

/// Called when a game of an event ends: a match of several games goes on with the next.
pub fn game_finished(connection: &mut AnyConnection, game_id: i64) -> Result<(), ApiError> {
    let Some(link) = events::link_of(connection, game_id)? else {
        return Ok(());
    };
    let state = EventState::load(connection, link.event_id)?;
    let Some(round) = state
        .rounds
        .iter()
        .find(|round| round.number == link.round_number)
    else {
        return Ok(());
    };
    let Some(table) = round
        .tables
        .iter()
        .find(|table| i32::try_from(table.seated.table).ok() == Some(link.table_number))
    else {
        return Ok(());
    };
    let played = u32::try_from(table.games.len()).unwrap_or(u32::MAX);
    let all_over = table.games.iter().all(|game| game.finished);
    if round.closed_by_director
        || table.result.decided
        || !all_over
        || played >= state.match_format.most_games()
    {
        return Ok(());
    }
    start_game(
        connection,
        &state,
        round.number,
        table.seated.table,
        table.seated.players,
        i32::try_from(played + 1).unwrap_or(i32::MAX),
    )
    .map(drop)
}

/// What a later round of a knock-out or a whist drive was seated from: a table's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatingBasis {
    round: i32,
    table: u32,
    decided: bool,
    /// The knock-out's winner, or in a whist drive whether North–South stay (a tie counts
    /// for North–South).
    north_south_won: bool,
}

/// The result a game's table gave the rounds seated after it, for formats whose seating
/// follows results (`None` when nothing was seated from it).
pub fn seating_basis(
    connection: &mut AnyConnection,
    game_id: i64,
) -> Result<Option<SeatingBasis>, ApiError> {
    let Some(link) = events::link_of(connection, game_id)? else {
        return Ok(None);
    };
    let state = EventState::load(connection, link.event_id)?;
    let follows_results = state.format.knockout() || state.format == Format::WhistDrive;
    let seated_later = state
        .rounds
        .iter()
        .any(|round| round.number > link.round_number);
    if !follows_results || !seated_later {
        return Ok(None);
    }
    Ok(state
        .rounds
        .iter()
        .find(|round| round.number == link.round_number)
        .and_then(|round| {
            round
                .tables
                .iter()
                .find(|table| i32::try_from(table.seated.table).ok() == Some(link.table_number))
        })
        .map(|table| SeatingBasis {
            round: link.round_number,
            table: table.seated.table,
            decided: table.result.decided,
            north_south_won: if state.format.knockout() {
                table.result.winner == Some(Side::NorthSouth)
            } else {
                table.result.points.ns >= table.result.points.ew
            },
        }))
}

/// Refuses a correction that would change a result later rounds were seated from: the
/// bracket or the movement would no longer follow from the hands.
pub fn check_seating_basis(
    connection: &mut AnyConnection,
    game_id: i64,
    before: Option<&SeatingBasis>,
) -> Result<(), ApiError> {
    let Some(before) = before else {
        return Ok(());
    };
    let after = seating_basis(connection, game_id)?;
    if after.as_ref() == Some(before) {
        return Ok(());
    }
    Err(ApiError::Conflict(format!(
        "game {game_id}: this would change who won at table {} of round {}, and later rounds were seated from that result; only a correction that keeps the winner is possible now",
        before.table, before.round
    )))
}

/// Closes a round early: every unfinished game is decided by the leading score.
pub fn close_round(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    number: i32,
) -> Result<view::EventRound, ApiError> {
    let state = for_change(connection, actor, id)?;
    let round = state
        .rounds
        .iter()
        .find(|round| round.number == number)
        .ok_or_else(|| ApiError::NotFound(format!("event {id} has no round {number}")))?;
    if round.closed() {
        return Err(ApiError::Conflict(format!(
            "round {number} of event {id} is closed already"
        )));
    }
    for game in round.tables.iter().flat_map(|table| &table.games) {
        if !game.finished {
            game_rows::decide(connection, game.row.id, "leading_score")?;
        }
    }
    events::close_round(connection, id, number)?;
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let round = state
        .rounds
        .iter()
        .find(|round| round.number == number)
        .ok_or_else(|| ApiError::Internal(format!("round {number} vanished")))?;
    Ok(round_view(&names, round, true))
}

/// Ends an event: one without planned rounds, or one stopped early.
pub fn finish(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<view::Event, ApiError> {
    let state = for_change(connection, actor, id)?;
    refuse_if_finished(&state)?;
    if let Some(open) = state.open_round() {
        return Err(ApiError::Conflict(format!(
            "round {} is still being played; close it first",
            open.number
        )));
    }
    events::finish(connection, id)?;
    view(connection, actor, id)
}
