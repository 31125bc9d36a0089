//! Individual ratings from the club's results: every finished game of a club, oldest
//! first, updates its players with skillratings' Weng-Lin model, a partnership game as two
//! teams of two and a three-handed game as three teams of one ranked by where each player
//! finished. Ratings are replayed from the games' summaries and kept between reads; a change
//! to a partnership game re-rates it and every game after it, and in a club that plays
//! three-handed games any change re-rates the club.

use std::collections::HashMap;

use skillratings::weng_lin::{
    WengLinConfig, WengLinRating, weng_lin_multi_team, weng_lin_two_teams,
};
use skillratings::{MultiTeamOutcome, Outcomes};
use uptown_rules::Side;
use uptown_rules::three_handed::PerPlayer;

use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::clubs::player_rows;
use crate::db::repo::summaries::{self, ClubGames, SeatedGame};
use crate::db::repo::three_handed::{self as three_handed_rows, ThreeHandedRow};
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::privacy::{Privacy, shown};
use crate::services::read_cache::{Changes, Kept, Key, ReadCache};
use crate::services::summaries::{bring_up_to_date, winner};
use crate::services::three_handed::finished_sheets;
use uptown_api::SeatedPlayer;
use uptown_api::events::{PlayerRatings, Rating, RatingStep, RatingValue};

fn value(rating: WengLinRating) -> RatingValue {
    RatingValue {
        rating: rating.rating,
        uncertainty: rating.uncertainty,
        conservative: rating.rating - 3.0 * rating.uncertainty,
    }
}

/// A player's rating and the count of games it is from.
type Standing = (WengLinRating, u32);

/// The club's finished games rated in order, kept so that a change to a game re-rates only
/// the games from it on, and none if it still counts as it did.
struct Replay {
    club_id: i64,
    /// Whether the club has finished three-handed games. They are rated in among the
    /// partnership games by when each game was created, and the rewinding below knows the
    /// partnership games only, so then every change rates the club afresh.
    with_three_handed: bool,
    rated: Vec<ReplayedGame>,
    current: HashMap<i64, Standing>,
    steps: HashMap<i64, Vec<RatingStep>>,
}

/// What a game's ratings come from: who sat where, its event, and who won.
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

/// A rated game, as it was rated, and its players' standings before it, to rewind by.
struct ReplayedGame {
    game_id: i64,
    as_rated: AsRated,
    before: Vec<(i64, Option<Standing>)>,
}

impl Replay {
    /// Every finished game of the club in order, from the games' summaries.
    fn work_out(connection: &mut AnyConnection, club_id: i64) -> Result<Replay, ApiError> {
        let three_handed = three_handed_rows::finished_of_club(connection, club_id)?;
        Replay::work_out_with(connection, club_id, &three_handed)
    }

    /// As `work_out`, where the club's finished three-handed games were read already.
    fn work_out_with(
        connection: &mut AnyConnection,
        club_id: i64,
        three_handed: &[ThreeHandedRow],
    ) -> Result<Replay, ApiError> {
        let mut replay = Replay {
            club_id,
            with_three_handed: !three_handed.is_empty(),
            rated: Vec::new(),
            current: HashMap::new(),
            steps: HashMap::new(),
        };
        if three_handed.is_empty() {
            replay.rate_from(connection, 0)?;
        } else {
            replay.rate_among(connection, three_handed)?;
        }
        Ok(replay)
    }

    /// Rates every finished game of the club, the three-handed games `three_handed` among
    /// the partnership games: a three-handed game before the partnership games created
    /// after it.
    fn rate_among(
        &mut self,
        connection: &mut AnyConnection,
        three_handed: &[ThreeHandedRow],
    ) -> Result<(), ApiError> {
        let mut games = summaries::finished_in_club(connection, self.club_id, ClubGames::From(0))?;
        bring_up_to_date(connection, &mut games)?;
        let scored = finished_sheets(connection, three_handed)?;
        let mut partnership = games.iter().peekable();
        let mut three = three_handed.iter().zip(&scored).peekable();
        let config = WengLinConfig::new();
        loop {
            let three_first = match (partnership.peek(), three.peek()) {
                (None, None) => break,
                (Some(_), None) => false,
                (None, Some(_)) => true,
                (Some(game), Some((row, _))) => row.created_at < game.created_at,
            };
            if three_first {
                if let Some((row, (_, game))) = three.next()
                    && let Some(places) = game.sheet().places()
                {
                    self.rate_three_handed(row, places, &config);
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
        game: &ThreeHandedRow,
        places: PerPlayer<usize>,
        config: &WengLinConfig,
    ) {
        let seats = game.seats();
        let ranks = [places.n, places.e, places.w];
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
        for ((id, team), rank) in seats.iter().zip(after).zip(ranks) {
            let Some(new) = team.first().copied() else {
                continue;
            };
            let result = if rank == 1 { "won" } else { "lost" };
            self.record(
                *id,
                new,
                RatingStep {
                    game_id: game.id,
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

    /// Rates the club's finished games from game `from` on.
    fn rate_from(&mut self, connection: &mut AnyConnection, from: i64) -> Result<(), ApiError> {
        let mut games =
            summaries::finished_in_club(connection, self.club_id, ClubGames::From(from))?;
        bring_up_to_date(connection, &mut games)?;
        let config = WengLinConfig::new();
        for game in &games {
            if let Some(as_rated) = AsRated::of(game) {
                self.rate(game.id, as_rated, &config);
            }
        }
        Ok(())
    }

    /// How the game `game_id` was rated, if it was.
    fn rated_as(&self, game_id: i64) -> Option<&AsRated> {
        let index = self
            .rated
            .binary_search_by_key(&game_id, |rated| rated.game_id)
            .ok()?;
        Some(&self.rated[index].as_rated)
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
        self.rated.push(ReplayedGame {
            game_id,
            as_rated,
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

    /// Undoes the rating of every game from game `from` on, latest first.
    fn rewind_to(&mut self, from: i64) {
        while let Some(rated) = self.rated.pop_if(|rated| rated.game_id >= from) {
            for (id, standing) in rated.before.into_iter().rev() {
                match standing {
                    Some(standing) => self.current.insert(id, standing),
                    None => self.current.remove(&id),
                };
                if let Some(steps) = self.steps.get_mut(&id) {
                    steps.pop();
                }
            }
        }
    }
}

impl Kept for Replay {
    fn follow(
        &mut self,
        connection: &mut AnyConnection,
        changes: &Changes,
    ) -> Result<(), ApiError> {
        // A three-handed game's change is logged as one that is not a partnership game's.
        if self.with_three_handed || changes.beyond_games {
            let three_handed = three_handed_rows::finished_of_club(connection, self.club_id)?;
            if self.with_three_handed || !three_handed.is_empty() {
                *self = Replay::work_out_with(connection, self.club_id, &three_handed)?;
                return Ok(());
            }
        }
        let ids = &changes.games;
        if ids.is_empty() {
            return Ok(());
        }
        let mut games =
            summaries::finished_in_club(connection, self.club_id, ClubGames::Only(ids))?;
        bring_up_to_date(connection, &mut games)?;
        let now: HashMap<i64, AsRated> = games
            .iter()
            .filter_map(|game| Some((game.id, AsRated::of(game)?)))
            .collect();
        // Ratings depend on the order of games: every game from the earliest one that now
        // counts differently (most corrections leave a game's winner as it was) is rated
        // again.
        let Some(earliest) = ids
            .iter()
            .copied()
            .find(|id| self.rated_as(*id) != now.get(id))
        else {
            return Ok(());
        };
        self.rewind_to(earliest);
        self.rate_from(connection, earliest)
    }
}

fn flipped(outcome: Outcomes) -> Outcomes {
    match outcome {
        Outcomes::WIN => Outcomes::LOSS,
        Outcomes::LOSS => Outcomes::WIN,
        Outcomes::DRAW => Outcomes::DRAW,
    }
}

/// Reads the club's replay as its games now stand, with `read`.
fn read_replay<R>(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    club_id: i64,
    read: impl FnOnce(&Replay) -> R,
) -> Result<R, ApiError> {
    cache.read(
        connection,
        club_id,
        Key::Ratings { club: club_id },
        |connection| Replay::work_out(connection, club_id),
        read,
    )
}

/// The club's rated players, best conservative rating first.
pub fn club_ratings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    reader: &Actor,
    club_id: i64,
) -> Result<Vec<Rating>, ApiError> {
    crate::services::clubs::get_club(connection, club_id)?;
    let players = player_rows::list(connection, club_id)?;
    let mut ratings: Vec<Rating> = read_replay(connection, cache, club_id, |replay| {
        players
            .into_iter()
            .filter_map(|player| {
                let (rating, games) = replay.current.get(&player.id)?;
                Some(Rating {
                    player: SeatedPlayer {
                        id: player.id,
                        name: player.name,
                    },
                    value: value(*rating),
                    games: *games,
                })
            })
            .collect()
    })?;
    ratings.sort_by(|a, b| {
        b.value
            .conservative
            .total_cmp(&a.value.conservative)
            .then(a.player.id.cmp(&b.player.id))
    });
    let privacy = Privacy::for_viewer(connection, reader, club_id)?;
    Ok(shown(ratings, privacy.as_ref()))
}

/// One player's rating after each of their rated games.
pub fn player_ratings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    reader: &Actor,
    player_id: i64,
) -> Result<PlayerRatings, ApiError> {
    let player =
        player_rows::get(connection, player_id)?.ok_or(Refusal::NoSuchPlayer(player_id))?;
    let (current, history) = read_replay(connection, cache, player.club_id, |replay| {
        (
            replay
                .current
                .get(&player_id)
                .map(|(rating, _)| value(*rating)),
            replay.steps.get(&player_id).cloned().unwrap_or_default(),
        )
    })?;
    let ratings = PlayerRatings {
        current,
        history,
        player: SeatedPlayer {
            id: player.id,
            name: player.name,
        },
    };
    let privacy = Privacy::for_viewer(connection, reader, player.club_id)?;
    Ok(shown(ratings, privacy.as_ref()))
}
