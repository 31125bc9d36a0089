//! Each game's summary (`game_summaries`): its score, winner, Bostons and sets as the events
//! and ratings count them. A write to a game makes its summary again in the same
//! transaction; a reader checks each summary against the game's version and scores again
//! from the hands any that is missing or stale, so the hands stay the one truth and the
//! summaries can be dropped and rebuilt at any time.

use std::collections::HashMap;

use uptown_rules::{Match, PerSide, Side};

use super::events::{Format, judge};
use super::games::{counting_tricks, parse_rows};
use super::verdict::{Judged, judge_scored};
use crate::db::AnyConnection;
use crate::db::repo::games::{self, GameRow, HandRow};
use crate::db::repo::summaries::{self, SeatedGame, SummaryRow};
use crate::error::ApiError;

/// Games scored again per round trip: the ids travel as bind parameters.
const BATCH: usize = 1000;

fn side_name(side: Side) -> String {
    match side {
        Side::NorthSouth => "NS",
        Side::EastWest => "EW",
    }
    .to_owned()
}

fn summary_of(game: &GameRow, judged: &Judged) -> SummaryRow {
    let count = |value: u32| i32::try_from(value).unwrap_or(i32::MAX);
    SummaryRow {
        game_id: game.id,
        version: game.version,
        finished: judged.finished,
        winner: judged.winner.map(side_name),
        score_ns: judged.score.ns,
        score_ew: judged.score.ew,
        bostons_ns: count(judged.tally.ns.bostons),
        bostons_ew: count(judged.tally.ew.bostons),
        sets_ns: count(judged.tally.ns.sets),
        sets_ew: count(judged.tally.ew.sets),
        hands: i32::try_from(judged.sheet.hands.len()).unwrap_or(i32::MAX),
    }
}

/// The summary of `game` as it now stands, from its hands as the write scored them;
/// `event_format` is the format of its event, if it has one.
pub fn summary(game: &GameRow, event_format: Option<Format>, scored: &Match) -> SummaryRow {
    let tricks = event_format.is_some_and(Format::counts_tricks);
    summary_of(game, &judge_scored(tricks, game, scored))
}

/// Gives every game a summary of its current version, scoring again the ones without.
pub fn bring_up_to_date(
    connection: &mut AnyConnection,
    seated: &mut [SeatedGame],
) -> Result<(), ApiError> {
    let stale: Vec<i64> = seated
        .iter()
        .filter(|game| game.fresh().is_none())
        .map(|game| game.id)
        .collect();
    let mut made = HashMap::new();
    for ids in stale.chunks(BATCH) {
        let tricks = counting_tricks(connection, ids)?;
        let mut rows: HashMap<i64, Vec<HandRow>> = HashMap::new();
        for row in games::hands_of(connection, ids)? {
            rows.entry(row.game_id).or_default().push(row);
        }
        for game in games::by_ids(connection, ids)? {
            let game_rows = rows.remove(&game.id).unwrap_or_default();
            let game_hands = parse_rows(game.kind, &game_rows)?;
            let judged = judge(tricks.contains(&game.id), &game, &game_hands)?;
            let summary = summary_of(&game, &judged);
            summaries::upsert(connection, &summary)?;
            made.insert(game.id, (game.version, summary));
        }
    }
    for game in seated.iter_mut() {
        if let Some((version, summary)) = made.remove(&game.id) {
            // The version read with the summary, should a write have come in between.
            game.version = version;
            game.summary = Some(summary);
        }
    }
    Ok(())
}

/// A summary's winner as a side.
pub fn winner(summary: &SummaryRow) -> Option<Side> {
    match summary.winner.as_deref() {
        Some("NS") => Some(Side::NorthSouth),
        Some("EW") => Some(Side::EastWest),
        _ => None,
    }
}

/// A summary's score by side.
pub fn score(summary: &SummaryRow) -> PerSide<i64> {
    PerSide::new(summary.score_ns, summary.score_ew)
}
