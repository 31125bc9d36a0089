//! The club's ratings replayed game by game and kept between reads. Partnership games are
//! rated in the order of their ids, and a three-handed game before the partnership games
//! created after it; a change to a game re-rates from the last game of its kind before it,
//! so a correction on a club night re-rates that night's later games, not the season.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use skillratings::weng_lin::{
    WengLinConfig, WengLinRating, weng_lin_multi_team, weng_lin_two_teams,
};
use skillratings::{MultiTeamOutcome, Outcomes};
use uptown_rules::Side;
use uptown_rules::three_handed::PerPlayer;

use crate::db::AnyConnection;
use crate::db::repo::summaries::{self, ClubGames, SeatedGame};
use crate::db::repo::three_handed::{self as three_handed_rows, ThreeHandedRow};
use crate::error::ApiError;
use crate::services::read_cache::{Changes, Kept};
use crate::services::summaries::{bring_up_to_date, winner};
use crate::services::three_handed::finished_sheets;
use uptown_api::events::{RatingStep, RatingValue};

/// A rating as the API gives it, with its conservative value (3 uncertainties below).
pub(super) fn value(rating: WengLinRating) -> RatingValue {
    RatingValue {
        rating: rating.rating,
        uncertainty: rating.uncertainty,
        conservative: rating.rating - 3.0 * rating.uncertainty,
    }
}

/// A player's rating and the count of games it is from.
pub(super) type Standing = (WengLinRating, u32);

/// The club's finished games rated in order. The order merges the two kinds' own orders,
/// so a change to one game leaves everything up to the game of its kind just ahead of it
/// as it was; a change that leaves a game counting as it did re-rates nothing.
pub(super) struct Replay {
    club_id: i64,
    rated: Vec<ReplayedGame>,
    /// The places in `rated` of each kind's games (`Kind`), rising with their ids.
    by_kind: [Vec<usize>; 2],
    pub(super) current: HashMap<i64, Standing>,
    pub(super) steps: HashMap<i64, Vec<RatingStep>>,
}

/// What a partnership game's ratings come from: who sat where, its event, and who won.
#[derive(Debug, Clone, PartialEq, Eq)]
struct AsRated {
    seats: (i64, i64, i64, i64),
    event_id: Option<i64>,
    winner: Option<Side>,
}

impl AsRated {
    /// The game as it now stands, if its summary is up to date and it was played: a table
    /// closed before its first hand says nothing of its players.
    fn of(game: &SeatedGame) -> Option<AsRated> {
        let summary = game.fresh().filter(|summary| summary.hands > 0)?;
        Some(AsRated {
            seats: game.seats,
            event_id: game.event_id,
            winner: winner(summary),
        })
    }
}

/// A finished three-handed game as rated. Every write to a game moves its version on, so
/// the same version and seats mean the same result.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ThreeHandedAsRated {
    seats: [i64; 3],
    version: i64,
    created_at: NaiveDateTime,
    /// Where each player finished (North, East, West); `None` rates nobody.
    places: Option<[usize; 3]>,
}

impl ThreeHandedAsRated {
    fn counts_as(&self, row: &ThreeHandedRow) -> bool {
        self.seats == row.seats() && self.version == row.version
    }
}

/// The two kinds of game, each rated in the order of its own ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Partnership = 0,
    ThreeHanded = 1,
}

/// A rated game of either kind.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Played {
    Partnership(AsRated),
    ThreeHanded(ThreeHandedAsRated),
}

/// A rated game, as it was rated, and its players' standings before it, to rewind by.
struct ReplayedGame {
    game_id: i64,
    played: Played,
    before: Vec<(i64, Option<Standing>)>,
}

impl ReplayedGame {
    fn kind(&self) -> Kind {
        match self.played {
            Played::Partnership(_) => Kind::Partnership,
            Played::ThreeHanded(_) => Kind::ThreeHanded,
        }
    }

    fn partnership(&self) -> Option<&AsRated> {
        match &self.played {
            Played::Partnership(as_rated) => Some(as_rated),
            Played::ThreeHanded(_) => None,
        }
    }

    fn three_handed(&self) -> Option<&ThreeHandedAsRated> {
        match &self.played {
            Played::ThreeHanded(as_rated) => Some(as_rated),
            Played::Partnership(_) => None,
        }
    }
}

/// The club's finished three-handed games `rows`, scored from their hands.
fn three_handed_as_rated(
    connection: &mut AnyConnection,
    rows: &[ThreeHandedRow],
) -> Result<Vec<(i64, ThreeHandedAsRated)>, ApiError> {
    let scored = finished_sheets(connection, rows)?;
    Ok(rows
        .iter()
        .zip(scored)
        .map(|(row, (_, game))| {
            let places = game
                .sheet()
                .places()
                .map(|places: PerPlayer<usize>| [places.n, places.e, places.w]);
            let as_rated = ThreeHandedAsRated {
                seats: row.seats(),
                version: row.version,
                created_at: row.created_at,
                places,
            };
            (row.id, as_rated)
        })
        .collect())
}

impl Replay {
    /// Every finished game of the club in order, from the games' summaries.
    pub(super) fn work_out(
        connection: &mut AnyConnection,
        club_id: i64,
    ) -> Result<Replay, ApiError> {
        let mut replay = Replay {
            club_id,
            rated: Vec::new(),
            by_kind: [Vec::new(), Vec::new()],
            current: HashMap::new(),
            steps: HashMap::new(),
        };
        let rows = three_handed_rows::finished_of_club(connection, club_id)?;
        let three_handed = three_handed_as_rated(connection, &rows)?;
        replay.rate_after(connection, 0, three_handed)?;
        Ok(replay)
    }

    /// Rates, after the games rated already, the club's finished partnership games from
    /// game `from` on and the three-handed games `three_handed` (in the order of their
    /// ids), each three-handed game before the partnership games created after it.
    fn rate_after(
        &mut self,
        connection: &mut AnyConnection,
        from: i64,
        three_handed: Vec<(i64, ThreeHandedAsRated)>,
    ) -> Result<(), ApiError> {
        let mut games =
            summaries::finished_in_club(connection, self.club_id, ClubGames::From(from))?;
        bring_up_to_date(connection, &mut games)?;
        let config = WengLinConfig::new();
        let mut partnership = games.iter().peekable();
        let mut three = three_handed.into_iter().peekable();
        loop {
            let three_first = match (partnership.peek(), three.peek()) {
                (None, None) => break,
                (Some(_), None) => false,
                (None, Some(_)) => true,
                (Some(game), Some((_, three))) => three.created_at < game.created_at,
            };
            if three_first {
                if let Some((game_id, as_rated)) = three.next() {
                    self.rate_three_handed(game_id, as_rated, &config);
                }
            } else if let Some(game) = partnership.next()
                && let Some(as_rated) = AsRated::of(game)
            {
                self.rate(game.id, as_rated, &config);
            }
        }
        Ok(())
    }

    /// Rates a three-handed game as three teams of one, ranked by where each player
    /// finished (`PlayerSheet::places`): only the winner has won.
    fn rate_three_handed(
        &mut self,
        game_id: i64,
        as_rated: ThreeHandedAsRated,
        config: &WengLinConfig,
    ) {
        let seats = as_rated.seats;
        let Some(ranks) = as_rated.places else {
            self.push(ReplayedGame {
                game_id,
                played: Played::ThreeHanded(as_rated),
                before: Vec::new(),
            });
            return;
        };
        let before: Vec<[WengLinRating; 1]> = seats
            .iter()
            .map(|id| {
                [self
                    .current
                    .get(id)
                    .map_or_else(WengLinRating::new, |(rating, _)| *rating)]
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(ranks)
            .map(|(team, rank)| (team.as_slice(), MultiTeamOutcome::new(rank)))
            .collect();
        let after = weng_lin_multi_team(&teams, config);
        self.push(ReplayedGame {
            game_id,
            played: Played::ThreeHanded(as_rated),
            before: seats
                .iter()
                .map(|id| (*id, self.current.get(id).copied()))
                .collect(),
        });
        for ((id, team), rank) in seats.iter().zip(after).zip(ranks) {
            let Some(new) = team.first().copied() else {
                continue;
            };
            let result = if rank == 1 { "won" } else { "lost" };
            self.record(
                *id,
                new,
                RatingStep {
                    game_id,
                    event_id: None,
                    result: result.to_owned(),
                    three_handed: true,
                    value: value(new),
                },
            );
        }
    }

    /// Player `id`'s rating after a game: `new`, one game more, and the step that says so.
    fn record(&mut self, id: i64, new: WengLinRating, step: RatingStep) {
        let entry = self.current.entry(id).or_insert((new, 0));
        *entry = (new, entry.1 + 1);
        self.steps.entry(id).or_default().push(step);
    }

    fn push(&mut self, rated: ReplayedGame) {
        self.by_kind[rated.kind() as usize].push(self.rated.len());
        self.rated.push(rated);
    }

    /// The rated game of `kind` with id `game_id`, if it was rated.
    fn find(&self, kind: Kind, game_id: i64) -> Option<&ReplayedGame> {
        let positions = &self.by_kind[kind as usize];
        let index = positions
            .binary_search_by_key(&game_id, |position| self.rated[*position].game_id)
            .ok()?;
        Some(&self.rated[positions[index]])
    }

    /// The last rated game of `kind`.
    fn last(&self, kind: Kind) -> Option<&ReplayedGame> {
        let position = self.by_kind[kind as usize].last()?;
        Some(&self.rated[*position])
    }

    /// Where rating must start again for a change to game `game_id` of `kind`: just after
    /// the last rated game of that kind with a lower id, or at the start.
    fn after_last_before(&self, kind: Kind, game_id: i64) -> usize {
        let positions = &self.by_kind[kind as usize];
        let below = positions.partition_point(|position| self.rated[*position].game_id < game_id);
        below.checked_sub(1).map_or(0, |index| positions[index] + 1)
    }

    fn rate(&mut self, game_id: i64, as_rated: AsRated, config: &WengLinConfig) {
        let outcome = match as_rated.winner {
            Some(Side::NorthSouth) => Outcomes::WIN,
            Some(Side::EastWest) => Outcomes::LOSS,
            None => Outcomes::DRAW,
        };
        let (seat_n, seat_e, seat_s, seat_w) = as_rated.seats;
        let north_south = [seat_n, seat_s];
        let east_west = [seat_e, seat_w];
        let rating = |id: &i64| {
            self.current
                .get(id)
                .map_or_else(WengLinRating::new, |(rating, _)| *rating)
        };
        let before_ns: Vec<WengLinRating> = north_south.iter().map(rating).collect();
        let before_ew: Vec<WengLinRating> = east_west.iter().map(rating).collect();
        let (after_ns, after_ew) = weng_lin_two_teams(&before_ns, &before_ew, &outcome, config);
        let before = [seat_n, seat_e, seat_s, seat_w]
            .into_iter()
            .map(|id| (id, self.current.get(&id).copied()))
            .collect();
        let event_id = as_rated.event_id;
        self.push(ReplayedGame {
            game_id,
            played: Played::Partnership(as_rated),
            before,
        });
        let sides = [
            (north_south, after_ns, outcome),
            (east_west, after_ew, flipped(outcome)),
        ];
        for (players, after, result) in sides {
            for (id, new) in players.iter().zip(after) {
                let step = RatingStep {
                    game_id,
                    event_id,
                    result: match result {
                        Outcomes::WIN => "won",
                        Outcomes::LOSS => "lost",
                        Outcomes::DRAW => "drawn",
                    }
                    .to_owned(),
                    three_handed: false,
                    value: value(new),
                };
                self.record(*id, new, step);
            }
        }
    }

    /// Undoes the rating of every game from position `cut` on, latest first; answers them
    /// in the order they were rated.
    fn rewind_to(&mut self, cut: usize) -> Vec<ReplayedGame> {
        let undone = self.rated.split_off(cut.min(self.rated.len()));
        for positions in &mut self.by_kind {
            positions.truncate(positions.partition_point(|position| *position < cut));
        }
        for rated in undone.iter().rev() {
            for (id, standing) in rated.before.iter().rev() {
                match standing {
                    Some(standing) => self.current.insert(*id, *standing),
                    None => self.current.remove(id),
                };
                if let Some(steps) = self.steps.get_mut(id) {
                    steps.pop();
                }
            }
        }
        undone
    }

    /// Where the partnership games `ids` that changed now count differently: the earliest
    /// place rating must start again for them, if any.
    fn partnership_cut(
        &self,
        connection: &mut AnyConnection,
        ids: &[i64],
    ) -> Result<Option<usize>, ApiError> {
        if ids.is_empty() {
            return Ok(None);
        }
        let mut games =
            summaries::finished_in_club(connection, self.club_id, ClubGames::Only(ids))?;
        bring_up_to_date(connection, &mut games)?;
        let now: HashMap<i64, AsRated> = games
            .iter()
            .filter_map(|game| Some((game.id, AsRated::of(game)?)))
            .collect();
        // Most corrections leave a game's winner as it was, and re-rate nothing.
        Ok(ids
            .iter()
            .filter(|id| {
                let rated = self.find(Kind::Partnership, **id);
                rated.and_then(ReplayedGame::partnership) != now.get(id)
            })
            .map(|id| self.after_last_before(Kind::Partnership, *id))
            .min())
    }

    /// Where the club's finished three-handed games `rows` differ from those rated (one
    /// finished, taken back, or written to since): the earliest place rating must start
    /// again for them, if any.
    fn three_handed_cut(&self, rows: &[ThreeHandedRow]) -> Option<usize> {
        let rated: HashMap<i64, &ThreeHandedAsRated> = self.by_kind[Kind::ThreeHanded as usize]
            .iter()
            .filter_map(|position| {
                let rated = &self.rated[*position];
                Some((rated.game_id, rated.three_handed()?))
            })
            .collect();
        let now: HashMap<i64, &ThreeHandedRow> = rows.iter().map(|row| (row.id, row)).collect();
        let changed = rows
            .iter()
            .filter(|row| {
                !rated
                    .get(&row.id)
                    .is_some_and(|as_rated| as_rated.counts_as(row))
            })
            .map(|row| row.id);
        let gone = rated.keys().copied().filter(|id| !now.contains_key(id));
        changed
            .chain(gone)
            .map(|id| self.after_last_before(Kind::ThreeHanded, id))
            .min()
    }

    /// The three-handed games to rate after those still rated, given the ones `undone`
    /// by the rewind: those again where none changed, or else the club's finished ones
    /// `rows` past the last still rated, scored afresh only where they changed.
    fn three_handed_after(
        &self,
        connection: &mut AnyConnection,
        undone: Vec<ReplayedGame>,
        rows: Option<Vec<ThreeHandedRow>>,
    ) -> Result<Vec<(i64, ThreeHandedAsRated)>, ApiError> {
        let undone = undone.into_iter().filter_map(|rated| match rated.played {
            Played::ThreeHanded(as_rated) => Some((rated.game_id, as_rated)),
            Played::Partnership(_) => None,
        });
        let Some(rows) = rows else {
            return Ok(undone.collect());
        };
        let last = self
            .last(Kind::ThreeHanded)
            .map_or(0, |rated| rated.game_id);
        let mut as_before: HashMap<i64, ThreeHandedAsRated> = undone.collect();
        let (same, changed): (Vec<ThreeHandedRow>, Vec<ThreeHandedRow>) = rows
            .into_iter()
            .filter(|row| row.id > last)
            .partition(|row| {
                as_before
                    .get(&row.id)
                    .is_some_and(|as_rated| as_rated.counts_as(row))
            });
        let mut after = three_handed_as_rated(connection, &changed)?;
        after.extend(
            same.iter()
                .filter_map(|row| Some((row.id, as_before.remove(&row.id)?))),
        );
        after.sort_unstable_by_key(|(id, _)| *id);
        Ok(after)
    }
}

impl Kept for Replay {
    fn follow(
        &mut self,
        connection: &mut AnyConnection,
        changes: &Changes,
    ) -> Result<(), ApiError> {
        let partnership_cut = self.partnership_cut(connection, &changes.games)?;
        // A three-handed game's change is logged as one that is not a partnership game's:
        // the club's finished ones (without their hands) say whether one changed.
        let three_handed = if changes.beyond_games {
            Some(three_handed_rows::finished_of_club(
                connection,
                self.club_id,
            )?)
        } else {
            None
        };
        let three_handed_cut = three_handed
            .as_deref()
            .and_then(|rows| self.three_handed_cut(rows));
        let Some(cut) = partnership_cut.into_iter().chain(three_handed_cut).min() else {
            return Ok(());
        };
        let undone = self.rewind_to(cut);
        let from = self
            .last(Kind::Partnership)
            .map_or(0, |rated| rated.game_id + 1);
        let three_handed = self.three_handed_after(connection, undone, three_handed)?;
        self.rate_after(connection, from, three_handed)
    }
}

fn flipped(outcome: Outcomes) -> Outcomes {
    match outcome {
        Outcomes::WIN => Outcomes::LOSS,
        Outcomes::LOSS => Outcomes::WIN,
        Outcomes::DRAW => Outcomes::DRAW,
    }
}
