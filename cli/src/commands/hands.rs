//! `uptown hand`: enter the next hand, correct one, undo the last.

use std::io::Write;

use clap::{Args, Subcommand};
use uptown_api::Game;
use uptown_api::bodies::{Correction, Undo};
use uptown_rules::{
    Bid, BidWhistHand, BidWhistReport, Call, ContractReport, Counts, Direction, GameKind, Hand,
    HandError, HonoursReport, NoneWord, PerSide, RenegeReport, Seat, Side, Suit, WhistHand,
    WhistReport, WhistTrumpReport,
};

use super::games::print_game;
use crate::context::Context;
use crate::failure::Failure;

/// What happened in a hand, as flags. Bid whist takes --by, --bid and --books (or
/// --passed-out); whist takes --tricks and, where held, --honours.
#[derive(Debug, Args)]
pub(crate) struct HandFlags {
    /// The dealer; by default the next one in turn (or, for a correction, the hand's own).
    #[arg(long)]
    dealer: Option<String>,
    /// Bid whist: the seat that won the bid.
    #[arg(long)]
    by: Option<String>,
    /// Bid whist: the winning bid, like 4NT, 3D, 5U or "4 no trump".
    #[arg(long)]
    bid: Option<String>,
    /// Bid whist: the bidding side's books with the kitty (11), or both sides' (NS=9,EW=4).
    #[arg(long)]
    books: Option<String>,
    /// Bid whist: the calls in order from the dealer's left, like pass,3U,3NT,pass.
    #[arg(long, value_delimiter = ',')]
    auction: Vec<String>,
    /// Bid whist: all four passed and the hand was thrown in.
    #[arg(long, conflicts_with_all = ["by", "bid", "books"])]
    passed_out: bool,
    /// The trump suit (bid whist uptown/downtown, or the turned card in whist; `none` in
    /// no-trump whist). For the record only.
    #[arg(long)]
    trump: Option<String>,
    /// Bid whist notrump: uptown or downtown. For the record only.
    #[arg(long)]
    direction: Option<String>,
    /// Whist: the tricks of one side (NS=8) or both (NS=8,EW=5).
    #[arg(long)]
    tricks: Option<String>,
    /// Whist: the side that held 3 or 4 honours, like NS:4.
    #[arg(long)]
    honours: Option<String>,
    /// A renege by a side, with the trick where known: EW@7 or EW (repeatable).
    #[arg(long = "renege", value_name = "SIDE[@TRICK]")]
    reneges: Vec<String>,
}

fn bad(flag: &str, problem: impl std::fmt::Display) -> Failure {
    Failure::BadInput(format!("--{flag}: {problem}"))
}

fn required<'a>(flag: &str, value: Option<&'a String>, what: &str) -> Result<&'a str, Failure> {
    value
        .map(String::as_str)
        .ok_or_else(|| Failure::BadInput(format!("--{flag} is needed: {what}")))
}

/// `NS=8` or `NS=8,EW=5`: the counts given, by side.
fn side_counts(flag: &str, text: &str) -> Result<PerSide<Option<i64>>, Failure> {
    let mut counts = PerSide::new(None, None);
    for part in text.split(',') {
        let (side, count) = part
            .split_once('=')
            .ok_or_else(|| bad(flag, format!("{text:?}: write it like NS=9,EW=4")))?;
        let side: Side = side.parse().map_err(|error| bad(flag, error))?;
        let count: i64 = count
            .trim()
            .parse()
            .map_err(|_| bad(flag, format!("{count:?} is not a number")))?;
        *counts.get_mut(side) = Some(count);
    }
    Ok(counts)
}

fn reneges(flags: &HandFlags) -> Result<Vec<RenegeReport>, Failure> {
    flags
        .reneges
        .iter()
        .map(|renege| {
            let (side, trick) = renege
                .split_once('@')
                .map_or((renege.as_str(), None), |(side, trick)| (side, Some(trick)));
            let side: Side = side.parse().map_err(|error| bad("renege", error))?;
            let trick = trick
                .map(|trick| {
                    trick
                        .trim()
                        .parse::<i64>()
                        .map_err(|_| bad("renege", format!("{trick:?} is not a trick number")))
                })
                .transpose()?;
            Ok(RenegeReport { side, trick })
        })
        .collect()
}

/// The flag a field of a hand is given with.
fn flag_of(field: &str) -> &'static str {
    if field == "contract.bidder" {
        return "by";
    }
    match field.split(['.', '[']).next().unwrap_or(field) {
        "contract" => "bid",
        "reneges" => "renege",
        "books" => "books",
        "tricks" => "tricks",
        "honours" => "honours",
        "auction" => "auction",
        _ => "dealer",
    }
}

/// The rule book's refusal of a hand, told by the flag that gave the field.
fn refused(error: &HandError) -> Failure {
    bad(flag_of(&error.field), error)
}

impl HandFlags {
    /// The hand of a game of `kind` whose dealer is `dealer` unless --dealer says otherwise,
    /// checked as the rule book checks a hand wherever it comes from; the server then
    /// applies the rules.
    fn hand(&self, kind: GameKind, dealer: Seat) -> Result<Hand, Failure> {
        let dealer = match &self.dealer {
            Some(text) => text.parse::<Seat>().map_err(|error| bad("dealer", error))?,
            None => dealer,
        };
        let reneges = reneges(self)?;
        match kind {
            GameKind::Whist => self.whist_hand(dealer, reneges).map(Hand::Whist),
            GameKind::BidWhist => self.bid_whist_hand(dealer, reneges).map(Hand::BidWhist),
        }
    }

    fn whist_hand(&self, dealer: Seat, reneges: Vec<RenegeReport>) -> Result<WhistHand, Failure> {
        let tricks = required(
            "tricks",
            self.tricks.as_ref(),
            "the tricks of a side, like NS=8",
        )?;
        // One side's tricks give the other's: the 13 less them.
        let given = side_counts("tricks", tricks)?;
        let rest = |other: Option<i64>| other.map(|count| 13 - count);
        let tricks = PerSide::new(
            given.ns.or(rest(given.ew)).unwrap_or_default(),
            given.ew.or(rest(given.ns)).unwrap_or_default(),
        );
        let trump = self
            .trump
            .as_deref()
            .map(|trump| {
                if trump.eq_ignore_ascii_case("none") {
                    Ok(WhistTrumpReport::None(NoneWord::None))
                } else {
                    trump
                        .parse::<Suit>()
                        .map(WhistTrumpReport::Suit)
                        .map_err(|error| bad("trump", error))
                }
            })
            .transpose()?;
        let honours = self
            .honours
            .as_deref()
            .map(|honours| {
                let (side, count) = honours
                    .split_once([':', '='])
                    .ok_or_else(|| bad("honours", "write it like NS:4"))?;
                let side: Side = side.parse().map_err(|error| bad("honours", error))?;
                let count: i64 = count
                    .trim()
                    .parse()
                    .map_err(|_| bad("honours", format!("{count:?} is not 3 or 4")))?;
                Ok::<_, Failure>(HonoursReport { side, count })
            })
            .transpose()?;
        WhistHand::try_from(WhistReport {
            dealer,
            trump,
            tricks,
            honours,
            reneges,
        })
        .map_err(|error| refused(&error))
    }

    fn bid_whist_hand(
        &self,
        dealer: Seat,
        reneges: Vec<RenegeReport>,
    ) -> Result<BidWhistHand, Failure> {
        let mut auction = (!self.auction.is_empty())
            .then(|| {
                self.auction
                    .iter()
                    .map(|call| call.parse::<Call>().map_err(|error| bad("auction", error)))
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()?;
        let (contract, books) = if self.passed_out {
            auction = Some(vec![Call::Pass; 4]);
            (None, None)
        } else {
            (Some(self.contract()?), Some(self.books()?))
        };
        BidWhistHand::try_from(BidWhistReport {
            dealer,
            auction,
            contract,
            books,
            reneges,
        })
        .map_err(|error| refused(&error))
    }

    fn contract(&self) -> Result<ContractReport, Failure> {
        let bidder: Seat = required("by", self.by.as_ref(), "the seat that won the bid")?
            .parse()
            .map_err(|error| bad("by", error))?;
        let bid: Bid = required("bid", self.bid.as_ref(), "the winning bid, like 4NT")?
            .parse()
            .map_err(|error| bad("bid", error))?;
        let trump = self
            .trump
            .as_deref()
            .map(|trump| trump.parse::<Suit>().map_err(|error| bad("trump", error)))
            .transpose()?;
        let direction = self
            .direction
            .as_deref()
            .map(|direction| {
                direction
                    .parse::<Direction>()
                    .map_err(|error| bad("direction", error))
            })
            .transpose()?;
        Ok(ContractReport {
            bidder,
            level: i64::from(bid.level.get()),
            mode: bid.mode,
            trump,
            direction,
        })
    }

    /// The bidding side's books (`11`), or both sides' (`NS=9,EW=4`).
    fn books(&self) -> Result<Counts, Failure> {
        let books = required(
            "books",
            self.books.as_ref(),
            "the bidding side's books, kitty included",
        )?;
        if let Ok(count) = books.trim().parse::<i64>() {
            return Ok(Counts::One(count));
        }
        match side_counts("books", books)? {
            PerSide {
                ns: Some(ns),
                ew: Some(ew),
            } => Ok(Counts::Both(PerSide::new(ns, ew))),
            _ => Err(bad(
                "books",
                format!("{books:?}: give both sides, like NS=9,EW=4"),
            )),
        }
    }
}

#[derive(Debug, Subcommand)]
pub(crate) enum HandCommand {
    /// Enter the next hand of a game.
    #[command(
        after_help = "Examples:\n  uptown hand add 12 --by W --bid 4NT --books 11 --renege EW@7\n  uptown hand add 12 --passed-out\n  uptown hand add 13 --tricks NS=8 --honours NS:4 --trump hearts"
    )]
    Add {
        game: i64,
        #[command(flatten)]
        flags: HandFlags,
    },
    /// Correct hand N of a game, with a reason; every later total follows.
    #[command(
        after_help = "Example: uptown hand fix 12 3 --by W --bid 4NT --books 10 --reason 'miscounted the books'"
    )]
    Fix {
        game: i64,
        number: usize,
        #[command(flatten)]
        flags: HandFlags,
        #[arg(long)]
        reason: String,
    },
    /// Take back the last hand of a game, with a reason.
    #[command(after_help = "Example: uptown hand undo 12 --reason 'entered on the wrong table'")]
    Undo {
        game: i64,
        #[arg(long)]
        reason: String,
    },
}

impl HandCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client();
        let game_id = match &self {
            HandCommand::Add { game, .. }
            | HandCommand::Fix { game, .. }
            | HandCommand::Undo { game, .. } => *game,
        };
        // The game as it stands: its kind, the next dealer, and the version the change is
        // made from, so a hand someone else entered meanwhile is a conflict, not a duplicate.
        let current = client.get(&format!("/games/{game_id}"))?;
        let etag = current.etag.as_deref();
        let game: Game = current.read()?;
        let changed = match self {
            HandCommand::Add { flags, .. } => {
                let dealer = game
                    .next_dealer
                    .as_deref()
                    .and_then(|seat| seat.parse::<Seat>().ok())
                    .unwrap_or(Seat::North);
                client.post_if_match(
                    &format!("/games/{game_id}/hands"),
                    &flags.hand(game.game, dealer)?,
                    etag,
                )?
            }
            HandCommand::Fix {
                number,
                flags,
                reason,
                ..
            } => {
                let existing = number
                    .checked_sub(1)
                    .and_then(|index| game.hands.get(index))
                    .ok_or_else(|| {
                        Failure::NotFound(format!("game {game_id} has no hand {number}"))
                    })?;
                let hand = flags.hand(game.game, existing.dealer())?;
                let body = Correction {
                    hand: serde_json::to_value(hand).expect("a hand always serialises"),
                    reason,
                };
                client.put_if_match(&format!("/games/{game_id}/hands/{number}"), &body, etag)?
            }
            HandCommand::Undo { reason, .. } => {
                client.post_if_match(&format!("/games/{game_id}/undo"), &Undo { reason }, etag)?
            }
        };
        print_game(context, out, &changed)
    }
}
