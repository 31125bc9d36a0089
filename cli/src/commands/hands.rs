//! `uptown hand`: enter the next hand, correct one, undo the last.

use std::io::Write;

use clap::{Args, Subcommand};
use serde_json::{Map, Value, json};
use uptown_rules::{Bid, Call, Direction, Seat, Side, Suit};

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

/// `NS=8` or `NS=8,EW=5` (or a bare count for one side, when `bare` names the side).
fn side_counts(flag: &str, text: &str, bare: Option<Side>) -> Result<Value, Failure> {
    if let (Ok(count), Some(side)) = (text.trim().parse::<u8>(), bare) {
        return Ok(json!({ side.to_string(): count }));
    }
    let mut counts = Map::new();
    for part in text.split(',') {
        let (side, count) = part
            .split_once('=')
            .ok_or_else(|| bad(flag, format!("{text:?}: write it like NS=9,EW=4")))?;
        let side: Side = side.parse().map_err(|error| bad(flag, error))?;
        let count: u8 = count
            .trim()
            .parse()
            .map_err(|_| bad(flag, format!("{count:?} is not a number")))?;
        counts.insert(side.to_string(), json!(count));
    }
    Ok(Value::Object(counts))
}

fn reneges(flags: &HandFlags) -> Result<Vec<Value>, Failure> {
    flags
        .reneges
        .iter()
        .map(|renege| {
            let (side, trick) = renege
                .split_once('@')
                .map_or((renege.as_str(), None), |(side, trick)| (side, Some(trick)));
            let side: Side = side.parse().map_err(|error| bad("renege", error))?;
            match trick {
                None => Ok(json!({ "side": side })),
                Some(trick) => {
                    let trick: u8 = trick
                        .trim()
                        .parse()
                        .map_err(|_| bad("renege", format!("{trick:?} is not a trick number")))?;
                    Ok(json!({ "side": side, "trick": trick }))
                }
            }
        })
        .collect()
}

impl HandFlags {
    /// The hand object of CONTRACT.md for a game of `kind` whose dealer is `dealer` unless
    /// --dealer says otherwise. The server applies the rules; this only reads the flags.
    fn hand(&self, kind: &str, dealer: Seat) -> Result<Value, Failure> {
        let dealer = match &self.dealer {
            Some(text) => text.parse::<Seat>().map_err(|error| bad("dealer", error))?,
            None => dealer,
        };
        let mut hand = Map::new();
        hand.insert("dealer".to_owned(), json!(dealer));
        if kind == "whist" {
            let tricks = required(
                "tricks",
                self.tricks.as_ref(),
                "the tricks of a side, like NS=8",
            )?;
            let mut tricks = side_counts("tricks", tricks, None)?;
            for side in Side::BOTH {
                if tricks.get(side.letters()).is_none()
                    && let Some(other) = tricks[side.other().letters()].as_u64()
                {
                    tricks[side.letters()] = json!(13u64.saturating_sub(other));
                }
            }
            hand.insert("tricks".to_owned(), tricks);
            if let Some(trump) = &self.trump {
                let trump = if trump.eq_ignore_ascii_case("none") {
                    json!("none")
                } else {
                    json!(trump.parse::<Suit>().map_err(|error| bad("trump", error))?)
                };
                hand.insert("trump".to_owned(), trump);
            }
            if let Some(honours) = &self.honours {
                let (side, count) = honours
                    .split_once([':', '='])
                    .ok_or_else(|| bad("honours", "write it like NS:4"))?;
                let side: Side = side.parse().map_err(|error| bad("honours", error))?;
                let count: u8 = count
                    .trim()
                    .parse()
                    .map_err(|_| bad("honours", format!("{count:?} is not 3 or 4")))?;
                hand.insert(
                    "honours".to_owned(),
                    json!({ "side": side, "count": count }),
                );
            }
        } else {
            if !self.auction.is_empty() {
                let calls: Vec<Call> = self
                    .auction
                    .iter()
                    .map(|call| call.parse::<Call>().map_err(|error| bad("auction", error)))
                    .collect::<Result<_, _>>()?;
                hand.insert("auction".to_owned(), json!(calls));
            }
            if self.passed_out {
                hand.insert(
                    "auction".to_owned(),
                    json!(["pass", "pass", "pass", "pass"]),
                );
            } else {
                let bidder: Seat = required("by", self.by.as_ref(), "the seat that won the bid")?
                    .parse()
                    .map_err(|error| bad("by", error))?;
                let bid: Bid = required("bid", self.bid.as_ref(), "the winning bid, like 4NT")?
                    .parse()
                    .map_err(|error| bad("bid", error))?;
                let mut contract =
                    json!({ "bidder": bidder, "level": bid.level.get(), "mode": bid.mode });
                if let Some(trump) = &self.trump {
                    contract["trump"] =
                        json!(trump.parse::<Suit>().map_err(|error| bad("trump", error))?);
                }
                if let Some(direction) = &self.direction {
                    contract["direction"] = json!(
                        direction
                            .parse::<Direction>()
                            .map_err(|error| bad("direction", error))?
                    );
                }
                hand.insert("contract".to_owned(), contract);
                let books = required(
                    "books",
                    self.books.as_ref(),
                    "the bidding side's books, kitty included",
                )?;
                let books = match books.trim().parse::<u8>() {
                    Ok(count) => json!(count),
                    Err(_) => side_counts("books", books, None)?,
                };
                hand.insert("books".to_owned(), books);
            }
        }
        let reneges = reneges(self)?;
        if !reneges.is_empty() {
            hand.insert("reneges".to_owned(), json!(reneges));
        }
        Ok(Value::Object(hand))
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
        let game = &current.json;
        let kind = game["game"].as_str().unwrap_or("bid_whist");
        let seat_of = |value: &Value| value.as_str().and_then(|text| text.parse::<Seat>().ok());
        let changed = match self {
            HandCommand::Add { flags, .. } => {
                let dealer = seat_of(&game["next_dealer"]).unwrap_or(Seat::North);
                client.post_if_match(
                    &format!("/games/{game_id}/hands"),
                    &flags.hand(kind, dealer)?,
                    etag,
                )?
            }
            HandCommand::Fix {
                number,
                flags,
                reason,
                ..
            } => {
                let existing = &game["hands"][number.saturating_sub(1)];
                if existing.is_null() {
                    return Err(Failure::NotFound(format!(
                        "game {game_id} has no hand {number}"
                    )));
                }
                let dealer = seat_of(&existing["dealer"]).unwrap_or(Seat::North);
                let body = json!({ "hand": flags.hand(kind, dealer)?, "reason": reason });
                client.put_if_match(&format!("/games/{game_id}/hands/{number}"), &body, etag)?
            }
            HandCommand::Undo { reason, .. } => client.post_if_match(
                &format!("/games/{game_id}/undo"),
                &json!({ "reason": reason }),
                etag,
            )?,
        };
        print_game(context, out, &changed.json)
    }
}
