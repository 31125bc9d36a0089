//! Standings: ordered tie-breaks, the tie-break that separated each row, shared ranks.

use proptest::prelude::*;
use uptown_rules::standings::{
    Counting, GameResult, Row, TieBreak, Winner, rank, rank_counting, standings, totals,
};

fn game(first: u32, second: u32, first_points: i64, second_points: i64) -> GameResult {
    let winner = match first_points.cmp(&second_points) {
        std::cmp::Ordering::Greater => Some(Winner::First),
        std::cmp::Ordering::Less => Some(Winner::Second),
        std::cmp::Ordering::Equal => None,
    };
    GameResult {
        first: vec![first],
        second: vec![second],
        first_points,
        second_points,
        winner,
        first_bostons: 0,
        second_bostons: 0,
        first_sets: 0,
        second_sets: 0,
    }
}

fn order(rows: &[Row]) -> Vec<(u32, u32, Option<TieBreak>)> {
    rows.iter()
        .map(|row| (row.rank, row.entrant, row.separated_by))
        .collect()
}

#[test]
fn games_won_then_point_difference_then_head_to_head() {
    // 1 and 2 both win twice with the same difference; 1 beat 2. 3 wins once, 4 never.
    let results = [
        game(1, 2, 7, 2),
        game(2, 3, 7, 2),
        game(2, 4, 7, 2),
        game(1, 3, 2, 7),
        game(1, 4, 7, 2),
        game(3, 4, 7, 7),
    ];
    let rows = standings(
        &[1, 2, 3, 4],
        &results,
        &[
            TieBreak::GamesWon,
            TieBreak::PointDifference,
            TieBreak::HeadToHead,
        ],
    );
    assert_eq!(
        order(&rows),
        vec![
            (1, 1, None),
            (2, 2, Some(TieBreak::HeadToHead)),
            (3, 3, Some(TieBreak::GamesWon)),
            (4, 4, Some(TieBreak::GamesWon))
        ]
    );
    assert_eq!(
        (
            rows[0].games_won,
            rows[0].points_for,
            rows[0].points_against
        ),
        (2, 16, 11)
    );
    // Level on everything: they share a rank.
    let level = standings(
        &[1, 2],
        &[game(1, 2, 3, 3)],
        &[TieBreak::GamesWon, TieBreak::PointsFor],
    );
    assert_eq!(order(&level), vec![(1, 1, None), (1, 2, None)]);
}

#[test]
fn fewer_sets_rank_higher() {
    let mut first = game(1, 2, 0, 0);
    first.first_sets = 2;
    first.second_sets = 1;
    let rows = standings(&[1, 2], &[first], &[TieBreak::Sets]);
    assert_eq!(
        order(&rows),
        vec![(1, 2, None), (2, 1, Some(TieBreak::Sets))]
    );
}

#[test]
fn players_of_rotating_partnerships_are_each_credited_with_their_side() {
    // Two games of four players: 1 & 2 beat 3 & 4, then 1 & 3 beat 2 & 4.
    let results = [
        GameResult {
            first: vec![1, 2],
            second: vec![3, 4],
            ..game(0, 0, 7, 3)
        },
        GameResult {
            first: vec![2, 4],
            second: vec![1, 3],
            ..game(0, 0, 2, 7)
        },
    ];
    let rows = standings(
        &[1, 2, 3, 4],
        &results,
        &[TieBreak::GamesWon, TieBreak::PointDifference],
    );
    let won: Vec<(u32, u32, i64)> = rows
        .iter()
        .map(|row| (row.entrant, row.games_won, row.point_difference))
        .collect();
    assert_eq!(won, vec![(1, 2, 9), (3, 1, 1), (2, 1, -1), (4, 0, -9)]);
    assert_eq!(rows[2].separated_by, Some(TieBreak::PointDifference));

    // 2 and 3 met twice as opponents and won once each: level on head-to-head.
    let rows = standings(&[2, 3], &results, &[TieBreak::HeadToHead]);
    assert_eq!(order(&rows), vec![(1, 2, None), (1, 3, None)]);
    // A third meeting that 3's side wins puts 3 ahead.
    let mut three = results.to_vec();
    three.push(GameResult {
        first: vec![3, 1],
        second: vec![2, 4],
        ..game(0, 0, 7, 0)
    });
    let rows = standings(&[2, 3], &three, &[TieBreak::HeadToHead]);
    assert_eq!(
        order(&rows),
        vec![(1, 3, None), (2, 2, Some(TieBreak::HeadToHead))]
    );
}

fn value(row: &Row, tie_break: TieBreak) -> i64 {
    match tie_break {
        TieBreak::GamesWon => i64::from(row.games_won),
        TieBreak::PointDifference => row.point_difference,
        TieBreak::PointsFor => row.points_for,
        TieBreak::Bostons => i64::from(row.bostons),
        TieBreak::Sets => -i64::from(row.sets),
        TieBreak::HeadToHead => unreachable!("not used here"),
    }
}

fn results() -> impl Strategy<Value = Vec<GameResult>> {
    prop::collection::vec(
        (
            1u32..=6,
            1u32..=6,
            -14i64..=14,
            -14i64..=14,
            0u32..=2,
            0u32..=2,
        ),
        0..20,
    )
    .prop_map(|games| {
        games
            .into_iter()
            .filter(|(first, second, ..)| first != second)
            .map(|(first, second, a, b, bostons, sets)| {
                let mut result = game(first, second, a, b);
                result.first_bostons = bostons;
                result.second_sets = sets;
                result
            })
            .collect()
    })
}

fn tie_breaks() -> impl Strategy<Value = Vec<TieBreak>> {
    Just(vec![
        TieBreak::GamesWon,
        TieBreak::PointDifference,
        TieBreak::PointsFor,
        TieBreak::Bostons,
        TieBreak::Sets,
    ])
    .prop_shuffle()
    .prop_flat_map(|all| (0..=all.len()).prop_map(move |count| all[..count].to_vec()))
}

/// Rotating partners with a sit-out: after round 1, the player who sat out ranks below the
/// winners and the losers alike (no game yet); after round 2, one game won of one played
/// ranks above one won of two.
#[test]
fn per_game_a_sit_out_neither_helps_nor_hurts() {
    let by = [TieBreak::GamesWon, TieBreak::PointDifference];
    // Round 1: 1 beats 2 by 4; 3 sits out.
    let round_one = [game(1, 2, 4, 0)];
    let rows = rank_counting(
        totals(&[1, 2, 3], &round_one),
        &round_one,
        &by,
        Counting::PerGame,
    );
    assert_eq!(
        rows.iter().map(|row| row.entrant).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    let by_totals = rank(totals(&[1, 2, 3], &round_one), &round_one, &by);
    assert_eq!(
        by_totals.iter().map(|row| row.entrant).collect::<Vec<_>>(),
        [1, 3, 2],
        "by the totals the sit-out is above the loser"
    );
    // Round 2: 3 beats 1 by 4; 2 sits out. 3 has won its one game, 1 one of two, 2 none.
    let both = [game(1, 2, 4, 0), game(3, 1, 4, 0)];
    let rows = rank_counting(totals(&[1, 2, 3], &both), &both, &by, Counting::PerGame);
    assert_eq!(
        order(&rows),
        vec![
            (1, 3, None),
            (2, 1, Some(TieBreak::GamesWon)),
            (3, 2, Some(TieBreak::GamesWon))
        ]
    );
}

proptest! {
    #[test]
    fn rows_are_ordered_by_the_tie_breaks_and_say_which_one_separated_them(results in results(), order in tie_breaks()) {
        let entrants: Vec<u32> = (1..=6).collect();
        let rows = standings(&entrants, &results, &order);
        prop_assert_eq!(rows.len(), 6);
        for pair in rows.windows(2) {
            let (above, below) = (&pair[0], &pair[1]);
            let first_difference = order.iter().copied().find(|tie_break| value(above, *tie_break) != value(below, *tie_break));
            prop_assert_eq!(below.separated_by, first_difference);
            if let Some(tie_break) = first_difference {
                prop_assert!(value(above, tie_break) > value(below, tie_break));
                prop_assert_eq!(below.rank as usize, rows.iter().position(|row| row.entrant == below.entrant).unwrap() + 1);
            } else {
                prop_assert_eq!(below.rank, above.rank);
                prop_assert!(above.entrant < below.entrant, "level rows keep the order of their numbers");
            }
        }
        let decided = u32::try_from(results.iter().filter(|result| result.winner.is_some()).count()).unwrap();
        prop_assert_eq!(rows.iter().map(|row| row.games_won).sum::<u32>(), decided);
    }

    #[test]
    fn the_order_results_arrive_in_never_matters(mut results in results(), seed in any::<u64>()) {
        let all = [TieBreak::GamesWon, TieBreak::HeadToHead, TieBreak::PointDifference];
        let entrants: Vec<u32> = (1..=6).collect();
        let before = standings(&entrants, &results, &all);
        let len = results.len();
        if len > 1 {
            results.rotate_left(usize::try_from(seed % len as u64).unwrap());
            results.reverse();
        }
        prop_assert_eq!(standings(&entrants, &results, &all), before);
    }

    #[test]
    fn totals_kept_by_counting_and_taking_back_rank_as_if_counted_afresh(
        results in results(),
        corrected in results(),
        order in tie_breaks(),
    ) {
        // A season kept between reads: every game counted as it finished, then some of them
        // corrected (the old result taken back, the new one counted).
        let entrants: Vec<u32> = (1..=6).collect();
        let mut rows: Vec<Row> = entrants.iter().copied().map(Row::new).collect();
        for result in &results {
            for row in &mut rows {
                row.count(result);
            }
        }
        let mut now = results.clone();
        for (index, new) in corrected.iter().enumerate().take(results.len()) {
            for row in &mut rows {
                row.take_back(&results[index]);
                row.count(new);
            }
            now[index] = new.clone();
        }
        let mut order = order;
        order.push(TieBreak::HeadToHead);
        prop_assert_eq!(rank(rows, &now, &order), standings(&entrants, &now, &order));
    }

    #[test]
    fn with_equal_games_played_per_game_is_the_order_of_the_totals(results in results(), order in tie_breaks()) {
        let entrants: Vec<u32> = (1..=6).collect();
        let mut rows = totals(&entrants, &results);
        // As if every entrant had played as many games as the busiest one.
        let most = rows.iter().map(|row| row.played).max().unwrap_or(0).max(1);
        for row in &mut rows {
            row.played = most;
        }
        let by_totals = rank(rows.clone(), &results, &order);
        let per_game = rank_counting(rows, &results, &order, Counting::PerGame);
        prop_assert_eq!(by_totals, per_game);
    }
}
