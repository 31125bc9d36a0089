//! Why the rules refuse a hand of a three-handed game, in the reader's language. Where the
//! four-handed games' words fit (a missing field, the dealer, a bid that does not beat), they
//! are the same words; the rest are the three-handed games' own.

use fluent_bundle::FluentValue;
use uptown_rules::three_handed::{
    PlayerSeat, ThreeHandedError, ThreeHandedKind, ThreeHandedProblem,
};

use super::field_words::hand_field_words;
use crate::messages::Translator;

fn seat_words(t: Translator, seat: PlayerSeat) -> FluentValue<'static> {
    FluentValue::from(t.t(&format!("seat-{}", seat.letter())))
}

/// The bids of `game`, for a bid out of range: "from 7 to 18".
fn level_range(t: Translator, game: ThreeHandedKind) -> String {
    t.with(
        "refuse-three-level-range",
        &[
            (
                "game",
                FluentValue::from(t.t(&format!("rule-game-{}", game.name()))),
            ),
            ("min", FluentValue::from(*game.levels().start())),
            ("max", FluentValue::from(*game.levels().end())),
        ],
    )
}

fn books_range(t: Translator, value: i64, min: u8, game: ThreeHandedKind) -> String {
    t.with(
        "refuse-three-books",
        &[
            ("value", FluentValue::from(value)),
            ("min", FluentValue::from(min)),
            ("max", FluentValue::from(game.books_per_deal())),
        ],
    )
}

/// Every problem a three-handed hand can have, worded for the table.
pub fn words(t: Translator, error: &ThreeHandedError) -> String {
    use ThreeHandedProblem as P;
    let field = || FluentValue::from(hand_field_words(t, &error.field));
    let bid = |bid: &dyn ToString| FluentValue::from(bid.to_string());
    match &error.problem {
        P::Malformed(reason) => t.with(
            "refuse-malformed",
            &[
                ("field", field()),
                ("reason", FluentValue::from(reason.clone())),
            ],
        ),
        P::Missing | P::ContractMissing => t.with("refuse-missing", &[("field", field())]),
        P::LevelOutOfRange { game, .. } | P::CallOutOfRange { game, .. } => level_range(t, *game),
        P::LevelBelowMinimum { min, .. } => t.with(
            "refuse-level-below-minimum",
            &[("min", FluentValue::from(*min))],
        ),
        P::BooksOutOfRange { value, game } => books_range(t, *value, game.fewest_books(), *game),
        P::PlayerBooksOutOfRange { value, game } => books_range(t, *value, 0, *game),
        P::BooksDoNotAddUp { total, game } => t.with(
            "refuse-three-books-total",
            &[
                ("total", FluentValue::from(*total)),
                ("books", FluentValue::from(game.books_per_deal())),
            ],
        ),
        P::BooksPerPlayerInDummyWhist => t.t("refuse-dummy-books-each"),
        P::EachPlayersBooksNeeded => t.t("refuse-three-books-each-needed"),
        P::TrickNumberOutOfRange(value, max) => t.with(
            "refuse-three-trick-number",
            &[
                ("value", FluentValue::from(*value)),
                ("max", FluentValue::from(*max)),
            ],
        ),
        P::TrumpInNotrump(_) => t.t("refuse-trump-in-notrump"),
        P::DirectionWithTrumps { .. } => t.t("refuse-direction-with-trumps"),
        P::WrongDealer { expected, .. } => {
            t.with("refuse-dealer", &[("seat", seat_words(t, *expected))])
        }
        P::PlayerOut(seat) => t.with("refuse-player-out", &[("seat", seat_words(t, *seat))]),
        P::GameOver { winner, .. } => t.with(
            "refuse-three-game-over",
            &[("seat", seat_words(t, *winner))],
        ),
        P::AuctionLength { calls, players } => t.with(
            "refuse-three-auction-length",
            &[
                ("calls", FluentValue::from(*calls)),
                ("players", FluentValue::from(*players)),
            ],
        ),
        P::CallBelowMinimum { bid: call, min } => t.with(
            "refuse-call-below-minimum",
            &[("bid", bid(call)), ("min", FluentValue::from(*min))],
        ),
        P::CallDoesNotBeat {
            bid: call,
            seat,
            highest,
            by,
        } => t.with(
            "refuse-call-does-not-beat",
            &[
                ("bid", bid(call)),
                ("seat", seat_words(t, *seat)),
                ("highest", bid(highest)),
                ("by", seat_words(t, *by)),
            ],
        ),
        P::DealerMustBid { dealer } => t.with(
            "refuse-three-dealer-must-bid",
            &[("seat", seat_words(t, *dealer))],
        ),
        P::ContractDoesNotMatchAuction { winning, by, .. }
        | P::ContractMissingAfterAuction { winning, by } => t.with(
            "refuse-contract-not-auction",
            &[("bid", bid(winning)), ("seat", seat_words(t, *by))],
        ),
        P::ThrownIn => t.t("refuse-three-thrown-in"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::refusal::translated::assert_translated;
    use uptown_rules::Mode;
    use uptown_rules::three_handed::ThreeHandedBid;

    /// One of every problem; the match in `problem` keeps the list whole.
    fn every_problem() -> Vec<ThreeHandedProblem> {
        use ThreeHandedProblem as P;
        let game = ThreeHandedKind::Cutthroat;
        let bid = |level| ThreeHandedBid {
            level,
            mode: Mode::Uptown,
        };
        vec![
            P::Malformed("unknown field `trumps`".to_owned()),
            P::Missing,
            P::LevelOutOfRange { level: 20, game },
            P::LevelBelowMinimum { level: 7, min: 8 },
            P::BooksOutOfRange { value: 0, game },
            P::PlayerBooksOutOfRange { value: 19, game },
            P::BooksDoNotAddUp { total: 17, game },
            P::BooksPerPlayerInDummyWhist,
            P::EachPlayersBooksNeeded,
            P::TrickNumberOutOfRange(18, 17),
            P::TrumpInNotrump(uptown_rules::Suit::Hearts),
            P::DirectionWithTrumps {
                direction: uptown_rules::Direction::Uptown,
                mode: Mode::Uptown,
            },
            P::WrongDealer {
                got: PlayerSeat::North,
                expected: PlayerSeat::East,
                previous: PlayerSeat::North,
            },
            P::PlayerOut(PlayerSeat::West),
            P::GameOver {
                winner: PlayerSeat::East,
                reason: uptown_rules::Reason::Target,
            },
            P::AuctionLength {
                calls: 2,
                players: 3,
            },
            P::CallBelowMinimum {
                bid: bid(7),
                min: 8,
            },
            P::CallOutOfRange { bid: bid(19), game },
            P::CallDoesNotBeat {
                bid: bid(9),
                seat: PlayerSeat::West,
                highest: bid(9),
                by: PlayerSeat::East,
            },
            P::DealerMustBid {
                dealer: PlayerSeat::West,
            },
            P::ContractDoesNotMatchAuction {
                value: "10U".to_owned(),
                winning: bid(9),
                by: PlayerSeat::East,
            },
            P::ContractMissingAfterAuction {
                winning: bid(9),
                by: PlayerSeat::East,
            },
            P::ContractMissing,
            P::ThrownIn,
        ]
    }

    fn problem(problem: &ThreeHandedProblem) -> usize {
        use ThreeHandedProblem as P;
        match problem {
            P::Malformed(_) => 0,
            P::Missing => 1,
            P::LevelOutOfRange { .. } => 2,
            P::LevelBelowMinimum { .. } => 3,
            P::BooksOutOfRange { .. } => 4,
            P::PlayerBooksOutOfRange { .. } => 5,
            P::BooksDoNotAddUp { .. } => 6,
            P::BooksPerPlayerInDummyWhist => 7,
            P::EachPlayersBooksNeeded => 8,
            P::TrickNumberOutOfRange(..) => 9,
            P::TrumpInNotrump(_) => 10,
            P::DirectionWithTrumps { .. } => 11,
            P::WrongDealer { .. } => 12,
            P::PlayerOut(_) => 13,
            P::GameOver { .. } => 14,
            P::AuctionLength { .. } => 15,
            P::CallBelowMinimum { .. } => 16,
            P::CallOutOfRange { .. } => 17,
            P::CallDoesNotBeat { .. } => 18,
            P::DealerMustBid { .. } => 19,
            P::ContractDoesNotMatchAuction { .. } => 20,
            P::ContractMissingAfterAuction { .. } => 21,
            P::ContractMissing => 22,
            P::ThrownIn => 23,
        }
    }

    #[test]
    fn every_three_handed_problem_reads_in_every_language() {
        let problems = every_problem();
        let mut seen: Vec<usize> = problems.iter().map(problem).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..24).collect::<Vec<_>>());
        for problem in problems {
            let error = ThreeHandedError::new("books", problem);
            assert_translated(&format!("{error:?}"), |t| words(t, &error));
        }
    }

    #[test]
    fn a_three_handed_refusal_names_the_hand_and_its_seat() {
        let error =
            ThreeHandedError::new("dealer", ThreeHandedProblem::PlayerOut(PlayerSeat::West));
        let text = words(Translator::new(crate::messages::Lang::En), &error);
        assert!(text.contains("West"), "{text}");
    }
}
