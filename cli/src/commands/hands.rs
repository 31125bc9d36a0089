//! `uptown hand`: enter the next hand, correct one, undo the last.

use std::io::Write;

use clap::{Args, Subcommand};
use uptown_api::Game;
use uptown_api::bodies::{Correction, Undo};
use uptown_rules::{
    Bid, BidWhistHand, BidWhistReport, Call, ContractReport, Counts, Direction, GameKind, Hand,
    HandError, HonoursReport, Mode, NoneWord, PerSide, RenegeReport, Seat, Side, Suit, WhistHand,
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

fn bad_needed(flag: &str, what: &str) -> Failure {
    Failure::BadInput(format!("--{flag} is needed: {what}"))
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

/// What a hand's flags are applied to.
pub(crate) enum Base {
    /// A new hand of a game of this kind, dealt by the next dealer in turn.
    New(GameKind, Seat),
    /// A hand already entered: a correction changes what its flags name and keeps the rest.
    Entered(Hand),
}

impl HandFlags {
    /// Whether any flag says something of the hand.
    fn says_anything(&self) -> bool {
        let given = [
            &self.dealer,
            &self.by,
            &self.bid,
            &self.books,
            &self.trump,
            &self.direction,
            &self.tricks,
            &self.honours,
        ];
        given.iter().any(|flag| flag.is_some())
            || !self.auction.is_empty()
            || !self.reneges.is_empty()
            || self.passed_out
    }

    /// The hand the flags make of `base`, checked as the rule book checks a hand wherever it
    /// comes from; the server then applies the rules.
    fn hand(&self, base: Base) -> Result<Hand, Failure> {
        if matches!(base, Base::Entered(_)) && !self.says_anything() {
            return Err(Failure::BadInput(
                "say what to change, like --books 10 (the rest of the hand is kept)".to_owned(),
            ));
        }
        let dealer = self
            .dealer
            .as_deref()
            .map(|text| text.parse::<Seat>().map_err(|error| bad("dealer", error)))
            .transpose()?;
        let reneges = (!self.reneges.is_empty())
            .then(|| reneges(self))
            .transpose()?;
        match base {
            Base::New(GameKind::BidWhist, next) => {
                let report = BidWhistReport {
                    dealer: next,
                    auction: None,
                    contract: None,
                    books: None,
                    reneges: Vec::new(),
                };
                self.bid_whist_hand(report, dealer, reneges)
            }
            Base::Entered(Hand::BidWhist(hand)) => {
                self.bid_whist_hand(hand.into(), dealer, reneges)
            }
            Base::New(GameKind::Whist, next) => {
                let report = WhistReport {
                    dealer: next,
                    trump: None,
                    tricks: PerSide::new(0, 0),
                    honours: None,
                    reneges: Vec::new(),
                };
                self.whist_hand(report, self.tricks.is_none(), dealer, reneges)
            }
            Base::Entered(Hand::Whist(hand)) => {
                self.whist_hand(hand.into(), false, dealer, reneges)
            }
        }
    }

    /// `report` with the whist flags applied; `needs_tricks` for a new hand.
    fn whist_hand(
        &self,
        mut report: WhistReport,
        needs_tricks: bool,
        dealer: Option<Seat>,
        reneges: Option<Vec<RenegeReport>>,
    ) -> Result<Hand, Failure> {
        if needs_tricks {
            return Err(bad_needed("tricks", "the tricks of a side, like NS=8"));
        }
        if let Some(tricks) = &self.tricks {
            // One side's tricks give the other's: the 13 less them.
            let given = side_counts("tricks", tricks)?;
            let rest = |other: Option<i64>| other.map(|count| 13 - count);
            report.tricks = PerSide::new(
                given.ns.or(rest(given.ew)).unwrap_or_default(),
                given.ew.or(rest(given.ns)).unwrap_or_default(),
            );
        }
        if let Some(trump) = self.trump.as_deref() {
            report.trump = Some(if trump.eq_ignore_ascii_case("none") {
                WhistTrumpReport::None(NoneWord::None)
            } else {
                trump
                    .parse::<Suit>()
                    .map(WhistTrumpReport::Suit)
                    .map_err(|error| bad("trump", error))?
            });
        }
        if let Some(honours) = self.honours.as_deref() {
            report.honours = if honours.trim().eq_ignore_ascii_case("none") {
                None
            } else {
                let (side, count) = honours
                    .split_once([':', '='])
                    .ok_or_else(|| bad("honours", "write it like NS:4, or none"))?;
                let side: Side = side.parse().map_err(|error| bad("honours", error))?;
                let count: i64 = count
                    .trim()
                    .parse()
                    .map_err(|_| bad("honours", format!("{count:?} is not 3 or 4")))?;
                Some(HonoursReport { side, count })
            };
        }
        report.dealer = dealer.unwrap_or(report.dealer);
        report.reneges = reneges.unwrap_or(report.reneges);
        WhistHand::try_from(report)
            .map(Hand::Whist)
            .map_err(|error| refused(&error))
    }

    /// `report` with the bid whist flags applied. A new hand needs --by, --bid and --books
    /// (or --passed-out); a correction keeps what its flags leave out.
    fn bid_whist_hand(
        &self,
        mut report: BidWhistReport,
        dealer: Option<Seat>,
        reneges: Option<Vec<RenegeReport>>,
    ) -> Result<Hand, Failure> {
        if !self.auction.is_empty() {
            let calls = self
                .auction
                .iter()
                .map(|call| call.parse::<Call>().map_err(|error| bad("auction", error)))
                .collect::<Result<Vec<_>, _>>()?;
            report.auction = Some(calls);
        }
        if self.passed_out {
            report.auction = Some(vec![Call::Pass; 4]);
            report.contract = None;
            report.books = None;
        } else {
            if report.contract.is_none() && self.auction.is_empty() {
                // A thrown-in hand corrected to a played one: its four passes go.
                report.auction = None;
            }
            report.contract = Some(self.contract(report.contract.as_ref())?);
            report.books = Some(match &self.books {
                Some(books) => books_of(books)?,
                None => report.books.ok_or_else(|| {
                    bad_needed("books", "the bidding side's books, kitty included")
                })?,
            });
        }
        report.dealer = dealer.unwrap_or(report.dealer);
        report.reneges = reneges.unwrap_or(report.reneges);
        BidWhistHand::try_from(report)
            .map(Hand::BidWhist)
            .map_err(|error| refused(&error))
    }

    /// The contract the flags make of `old` (none for a new hand or a thrown-in one).
    fn contract(&self, old: Option<&ContractReport>) -> Result<ContractReport, Failure> {
        let bidder = match &self.by {
            Some(by) => by.parse().map_err(|error| bad("by", error))?,
            None => old
                .map(|old| old.bidder)
                .ok_or_else(|| bad_needed("by", "the seat that won the bid"))?,
        };
        let (level, mode) = match &self.bid {
            Some(bid) => {
                let bid: Bid = bid.parse().map_err(|error| bad("bid", error))?;
                (i64::from(bid.level.get()), bid.mode)
            }
            None => old
                .map(|old| (old.level, old.mode))
                .ok_or_else(|| bad_needed("bid", "the winning bid, like 4NT"))?,
        };
        // What was recorded for the old kind of bid goes when the bid changes kind.
        let notrump = mode == Mode::Notrump;
        let trump = match &self.trump {
            Some(trump) => Some(trump.parse::<Suit>().map_err(|error| bad("trump", error))?),
            None => old.and_then(|old| old.trump).filter(|_| !notrump),
        };
        let direction = match &self.direction {
            Some(direction) => Some(
                direction
                    .parse::<Direction>()
                    .map_err(|error| bad("direction", error))?,
            ),
            None => old.and_then(|old| old.direction).filter(|_| notrump),
        };
        Ok(ContractReport {
            bidder,
            level,
            mode,
            trump,
            direction,
        })
    }
}

/// The bidding side's books (`11`), or both sides' (`NS=9,EW=4`).
fn books_of(books: &str) -> Result<Counts, Failure> {
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

#[derive(Debug, Subcommand)]
pub(crate) enum HandCommand {
    /// Enter the next hand of a game; with --table-code, of the table's game.
    #[command(
        after_help = "Examples:\n  uptown hand add 12 --by W --bid 4NT --books 11 --renege EW@7\n  uptown hand add 12 --passed-out\n  uptown hand add 13 --tricks NS=8 --honours NS:4 --trump hearts\n  uptown --table-code 9VZBKD hand add --by E --bid 4U --books 10"
    )]
    Add {
        /// The game; a table's code knows its own.
        game: Option<i64>,
        #[command(flatten)]
        flags: HandFlags,
    },
    /// Correct hand N of a game, with a reason; every later total follows.
    ///
    /// Only what the flags name changes; the rest of the hand is kept as entered.
    #[command(
        after_help = "Examples:\n  uptown hand fix 12 3 --books 10 --reason 'miscounted the books'\n  uptown hand fix 12 3 --by W --bid 4NT --reason 'West won the bid'"
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
        let client = context.client()?;
        let game_id = match &self {
            HandCommand::Add {
                game: Some(game), ..
            }
            | HandCommand::Fix { game, .. }
            | HandCommand::Undo { game, .. } => *game,
            // A table's code enters hands into the game its table plays now.
            HandCommand::Add { game: None, .. } if client.is_table() => {
                client.get("/table")?.read::<Game>()?.id
            }
            HandCommand::Add { game: None, .. } => {
                return Err(Failure::BadInput(
                    "give the game, like uptown hand add 12, or the table's --table-code"
                        .to_owned(),
                ));
            }
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
                    &flags.hand(Base::New(game.game, dealer))?,
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
                let hand = flags.hand(Base::Entered(existing.clone()))?;
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
