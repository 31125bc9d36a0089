//! `uptown three-handed`: a cutthroat or dummy whist game on the server: start one, enter
//! its next hand (a director, or the table with `--table-code`), show it, list a club's,
//! take the last hand back, read its history.

use std::fmt::Write as _;
use std::io::Write;

use clap::{Args, Subcommand};
use serde_json::Value;
use uptown_api::bodies::Undo;
use uptown_api::three_handed::{
    NewThreeHandedGameBody, PlayerSeatRefs, ThreeHandedGame, ThreeHandedHistoryEntry,
    ThreeHandedSummary,
};
use uptown_rules::three_handed::{
    PerPlayer, PlayerBooksReport, PlayerRenegeReport, PlayerSeat, ThreeHandedBid, ThreeHandedCall,
    ThreeHandedContractReport, ThreeHandedKind, ThreeHandedReport,
};

use super::clubs::resolve_club;
use super::games::{HistoryLine, HouseRules, history_table, player_ref};
use crate::client::Response;
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::player_sheet_view;
use crate::table::{Align, Table};

/// What happened in a three-handed hand, as flags.
#[derive(Debug, Args)]
pub(crate) struct ThreeHandedHandFlags {
    /// The dealer: N, E or W; by default the next one in turn (North for the first hand).
    #[arg(long)]
    dealer: Option<String>,
    /// The seat that won the bid.
    #[arg(long)]
    by: Option<String>,
    /// The winning bid: books in cutthroat (10U, 12NT), books over six in dummy whist (3D).
    #[arg(long)]
    bid: Option<String>,
    /// The bidder's books (cutthroat: kitty included; dummy whist: with the dummy's), or
    /// every player's: N=9,E=5,W=4.
    #[arg(long)]
    books: Option<String>,
    /// Everybody passed and the hand was thrown in (where the house rules allow it).
    #[arg(long, conflicts_with_all = ["by", "bid", "books"])]
    passed_out: bool,
    /// A renege by a seat, with the trick where known: W@4 or W (repeatable).
    #[arg(long = "renege", value_name = "SEAT[@TRICK]")]
    reneges: Vec<String>,
}

fn bad(flag: &str, problem: impl std::fmt::Display) -> Failure {
    Failure::BadInput(format!("--{flag}: {problem}"))
}

fn seat(flag: &str, text: &str) -> Result<PlayerSeat, Failure> {
    text.parse().map_err(|error| bad(flag, error))
}

fn count(flag: &str, text: &str) -> Result<i64, Failure> {
    text.trim()
        .parse()
        .map_err(|_| bad(flag, format!("{text:?} is not a whole number")))
}

/// `12`, or `N=9,E=5,W=4` (a seat left out took none).
fn books_of(text: &str) -> Result<PlayerBooksReport, Failure> {
    if !text.contains('=') {
        return count("books", text).map(PlayerBooksReport::Bidder);
    }
    let mut each = PerPlayer::new(0, 0, 0);
    for part in text.split(',') {
        let (at, books) = part
            .split_once('=')
            .ok_or_else(|| bad("books", format!("{text:?}: write it like N=9,E=5,W=4")))?;
        *each.get_mut(seat("books", at)?) = count("books", books)?;
    }
    Ok(PlayerBooksReport::Each(each))
}

impl ThreeHandedHandFlags {
    /// The hand the flags describe, dealt by `dealer` unless `--dealer` says otherwise, at a
    /// table where `players_in` players are still in the game.
    fn report(&self, dealer: PlayerSeat, players_in: usize) -> Result<ThreeHandedReport, Failure> {
        let dealer = match &self.dealer {
            Some(text) => seat("dealer", text)?,
            None => dealer,
        };
        let reneges = self
            .reneges
            .iter()
            .map(|renege| {
                let (at, trick) = renege
                    .split_once('@')
                    .map_or((renege.as_str(), None), |(at, trick)| (at, Some(trick)));
                Ok(PlayerRenegeReport {
                    seat: seat("renege", at)?,
                    trick: trick.map(|trick| count("renege", trick)).transpose()?,
                })
            })
            .collect::<Result<Vec<_>, Failure>>()?;
        if self.passed_out {
            return Ok(ThreeHandedReport {
                dealer,
                auction: Some(vec![ThreeHandedCall::Pass; players_in]),
                contract: None,
                books: None,
                reneges,
            });
        }
        let needed =
            |flag: &str, what: &str| Failure::BadInput(format!("--{flag} is needed: {what}"));
        let bidder = seat(
            "by",
            self.by
                .as_deref()
                .ok_or_else(|| needed("by", "the seat that won the bid"))?,
        )?;
        let bid: ThreeHandedBid = self
            .bid
            .as_deref()
            .ok_or_else(|| needed("bid", "the winning bid, like 10U"))?
            .parse()
            .map_err(|error| bad("bid", error))?;
        let books = books_of(
            self.books
                .as_deref()
                .ok_or_else(|| needed("books", "the bidder's books"))?,
        )?;
        Ok(ThreeHandedReport {
            dealer,
            auction: None,
            contract: Some(ThreeHandedContractReport {
                bidder,
                level: i64::from(bid.level),
                mode: bid.mode,
                trump: None,
                direction: None,
            }),
            books: Some(books),
            reneges,
        })
    }
}

#[derive(Debug, Subcommand)]
pub(crate) enum ThreeHandedCommand {
    /// Start a game: the club, the three players and the house rules.
    #[command(
        after_help = "Example: uptown three-handed new --club 'Tuesday Club' --north Ann --east Bob --west Cal --game cutthroat --target 30"
    )]
    New {
        /// The club, by id or name.
        #[arg(long)]
        club: String,
        /// The season the game counts for, by id.
        #[arg(long)]
        season: Option<i64>,
        #[arg(long)]
        north: String,
        #[arg(long)]
        east: String,
        #[arg(long)]
        west: String,
        /// cutthroat or dummy_whist.
        #[arg(long, default_value = "cutthroat")]
        game: String,
        #[command(flatten)]
        rules: HouseRules,
    },
    /// Enter the next hand, as the club's director or as the table (`--table-code`).
    #[command(
        after_help = "Example: uptown three-handed hand 4 --by E --bid 10U --books 12 --renege W@6"
    )]
    Hand {
        game: i64,
        #[command(flatten)]
        flags: ThreeHandedHandFlags,
    },
    /// Show a game: its players, hands, each player's totals and the result.
    #[command(after_help = "Example: uptown three-handed show 4")]
    Show { game: i64 },
    /// List a club's three-handed games, with each winner.
    #[command(after_help = "Example: uptown three-handed list --club 'Tuesday Club'")]
    List {
        #[arg(long)]
        club: String,
        /// Only this player's games, by id.
        #[arg(long)]
        player: Option<i64>,
    },
    /// Take the last hand back, with a reason (directors).
    #[command(after_help = "Example: uptown three-handed undo 4 --reason 'entered twice'")]
    Undo {
        game: i64,
        #[arg(long)]
        reason: String,
    },
    /// Every change to a game's hands: who, when, what and why.
    #[command(after_help = "Example: uptown three-handed history 4")]
    History { game: i64 },
}

/// A game for people: who sits where, the table code, then each player's sheet.
fn render(game: &ThreeHandedGame) -> String {
    let seats = &game.seats;
    let mut heading = format!(
        "Game {}: {} (N), {} (E), {} (W)",
        game.id, seats.north.name, seats.east.name, seats.west.name
    );
    if let Some(code) = &game.table_code {
        write!(heading, "; table code {code}").expect("writing to a String cannot fail");
    }
    if let Some(dealer) = &game.next_dealer {
        write!(heading, "; {dealer} deals next").expect("writing to a String cannot fail");
    }
    format!("{heading}\n{}", player_sheet_view::render(&game.sheet))
}

fn print_game(context: &Context, out: &mut impl Write, answer: &Response) -> Result<(), Failure> {
    if context.json {
        print_json(out, &answer.json)
    } else {
        context.print_text(out, &render(&answer.read()?))
    }
}

impl ThreeHandedCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            ThreeHandedCommand::New {
                club,
                season,
                north,
                east,
                west,
                game,
                rules,
            } => {
                let game = ThreeHandedKind::parse(game.trim()).ok_or_else(|| {
                    bad(
                        "game",
                        format!("{game:?} is not a three-handed game (cutthroat or dummy_whist)"),
                    )
                })?;
                let body = NewThreeHandedGameBody {
                    club_id: resolve_club(&client, &club)?,
                    season_id: season,
                    game,
                    rules: Value::Object(rules.options()?),
                    seats: PlayerSeatRefs {
                        north: player_ref(&north),
                        east: player_ref(&east),
                        west: player_ref(&west),
                    },
                };
                print_game(context, out, &client.post("/three-handed-games", &body)?)
            }
            ThreeHandedCommand::Hand { game, flags } => {
                let path = format!("/three-handed-games/{game}");
                let current = client.get(&path)?;
                let view: ThreeHandedGame = current.read()?;
                let dealer = match view.next_dealer.as_deref() {
                    Some(next) => seat("dealer", next)?,
                    None => PlayerSeat::North,
                };
                let hand = flags.report(dealer, 3 - view.sheet.out.len())?;
                let etag = current.etag.as_deref();
                let entered = client.post_if_match(&format!("{path}/hands"), &hand, etag)?;
                print_game(context, out, &entered)
            }
            ThreeHandedCommand::Show { game } => print_game(
                context,
                out,
                &client.get(&format!("/three-handed-games/{game}"))?,
            ),
            ThreeHandedCommand::List { club, player } => list(context, out, &club, player),
            ThreeHandedCommand::Undo { game, reason } => {
                let undone = client.post(
                    &format!("/three-handed-games/{game}/undo"),
                    &Undo { reason },
                )?;
                print_game(context, out, &undone)
            }
            ThreeHandedCommand::History { game } => history(context, out, game),
        }
    }
}

/// A club's three-handed games as a table, with each winner.
fn list(
    context: &Context,
    out: &mut impl Write,
    club: &str,
    player: Option<i64>,
) -> Result<(), Failure> {
    let client = context.client()?;
    let mut query = format!("club={}", resolve_club(&client, club)?);
    if let Some(player) = player {
        write!(query, "&player={player}").expect("writing to a String cannot fail");
    }
    let answer = client.get(&format!("/three-handed-games?{query}"))?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let mut table = Table::new(&[
        ("id", Align::Right),
        ("game", Align::Left),
        ("N", Align::Left),
        ("E", Align::Left),
        ("W", Align::Left),
        ("status", Align::Left),
        ("winner", Align::Left),
    ]);
    for game in answer.read::<Vec<ThreeHandedSummary>>()? {
        table.row(vec![
            game.id.to_string(),
            game.game.name().to_owned(),
            game.seats.north.name,
            game.seats.east.name,
            game.seats.west.name,
            game.status.replace('_', " "),
            game.winner.unwrap_or_default(),
        ]);
    }
    context.print_table(out, &table)
}

/// Every change to a game's hands, as a table.
fn history(context: &Context, out: &mut impl Write, game: i64) -> Result<(), Failure> {
    let answer = context
        .client()?
        .get(&format!("/three-handed-games/{game}/history"))?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let entries = answer.read::<Vec<ThreeHandedHistoryEntry>>()?;
    let table = history_table(entries.into_iter().map(|entry| HistoryLine {
        number: entry.number,
        action: entry.action,
        by: entry.by,
        at: entry.at,
        reason: entry.reason,
    }));
    context.print_table(out, &table)
}
