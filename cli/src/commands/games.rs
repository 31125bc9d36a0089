//! `uptown game`: start a game, show its score sheet, list games, read a game's history.

use std::fmt::Write as _;
use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use serde_json::{Map, Value, json};
use uptown_api::bodies::{Forfeit, NewGameBody, PlayerRef, SeatRefs};
use uptown_api::{Game, GameSummary, HistoryEntry, Seats};
use uptown_rules::{GameKind, Side, option_value};

use super::clubs::{club_and_season, resolve_club};
use crate::client::{Client, Response};
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::sheet_view;
use crate::table::{Align, Table};

/// Who plays where: the club, an optional season, and the two partnerships.
#[derive(Debug, Args)]
pub(crate) struct Seating {
    /// The club, by id or name.
    #[arg(long)]
    club: String,
    /// The season the game counts for, by id.
    #[arg(long)]
    season: Option<i64>,
    /// North and South, by name or id: `--ns Ann,Cal`.
    #[arg(long, value_delimiter = ',', required = true)]
    ns: Vec<String>,
    /// East and West, by name or id: `--ew Bob,Dee`.
    #[arg(long, value_delimiter = ',', required = true)]
    ew: Vec<String>,
}

impl Seating {
    fn seats(&self) -> Result<SeatRefs, Failure> {
        let pair = |flag: &str, names: &[String]| match names {
            [first, second] => Ok((player_ref(first), player_ref(second))),
            _ => Err(Failure::BadInput(format!(
                "--{flag} takes two players, like --{flag} Ann,Cal"
            ))),
        };
        let (north, south) = pair("ns", &self.ns)?;
        let (east, west) = pair("ew", &self.ew)?;
        Ok(SeatRefs {
            north,
            east,
            south,
            west,
        })
    }
}

/// A player id as a number, a name as text: the server takes either.
pub(crate) fn player_ref(player: &str) -> PlayerRef {
    let player = player.trim();
    player
        .parse::<i64>()
        .map_or_else(|_| PlayerRef::Name(player.to_owned()), PlayerRef::Id)
}

/// The kind of game a `--game` flag names.
pub(crate) fn game_kind(name: &str) -> Result<GameKind, Failure> {
    GameKind::parse(name.trim()).ok_or_else(|| {
        Failure::BadInput(format!(
            "--game: {name:?} is not a game (bid_whist or whist)"
        ))
    })
}

/// Creates a game of `kind` under `rules` for the seating.
pub(crate) fn create_game(
    client: &Client,
    seating: &Seating,
    kind: GameKind,
    rules: Value,
) -> Result<Response, Failure> {
    let body = NewGameBody {
        club_id: resolve_club(client, &seating.club)?,
        season_id: seating.season,
        game: kind,
        rules,
        seats: seating.seats()?,
    };
    client.post("/games", &body)
}

#[derive(Debug, Subcommand)]
pub(crate) enum GameCommand {
    /// Start a game: the club, the players and the house rules.
    #[command(
        after_help = "Example: uptown game new --club 'Tuesday Club' --ns Ann,Cal --ew Bob,Dee --target 7 --rule all_pass=redeal"
    )]
    New {
        #[command(flatten)]
        seating: Seating,
        /// bid_whist or whist.
        #[arg(long, default_value = "bid_whist")]
        game: String,
        #[command(flatten)]
        rules: HouseRules,
    },
    /// Show a game: its players, hands, running totals and result.
    #[command(after_help = "Example: uptown game show 12")]
    Show { game: i64 },
    /// List games, filtered by club, season, player or status.
    #[command(after_help = "Example: uptown game list --club 'Tuesday Club' --status in_progress")]
    List {
        #[arg(long)]
        club: Option<String>,
        #[arg(long)]
        season: Option<i64>,
        /// A player id.
        #[arg(long)]
        player: Option<i64>,
        /// in_progress or finished.
        #[arg(long)]
        status: Option<String>,
    },
    /// Every change to a game's hands: who, when, what and why.
    #[command(after_help = "Example: uptown game history 12")]
    History { game: i64 },
    /// Award an event's table that has not played to the side present (the five-minute
    /// rule): its match is decided for that side, with the event's forfeit points.
    #[command(after_help = "Example: uptown game forfeit 12 --to NS")]
    Forfeit {
        game: i64,
        /// The side that came: NS or EW.
        #[arg(long)]
        to: String,
    },
}

/// The house rules of a game or an event: a JSON file of them, then single rules over it.
#[derive(Debug, Args)]
pub(crate) struct HouseRules {
    /// House rules from a JSON file, by the names of the rule book.
    #[arg(long)]
    rules: Option<PathBuf>,
    /// Points to win.
    #[arg(long)]
    target: Option<u32>,
    /// One house rule, NAME=VALUE (repeatable): `--rule min_bid=4 --rule boston=wins_game`.
    #[arg(long = "rule", value_name = "NAME=VALUE")]
    rule: Vec<String>,
}

impl HouseRules {
    /// The rules as the JSON object the server takes; empty when no flag was given.
    pub(crate) fn options(&self) -> Result<Map<String, Value>, Failure> {
        let mut options = match &self.rules {
            None => Map::new(),
            Some(path) => match serde_json::from_str(&super::score::read_input(path)?) {
                Ok(Value::Object(options)) => options,
                Ok(_) | Err(_) => {
                    return Err(Failure::BadInput(format!(
                        "--rules {}: not a JSON object of rules",
                        path.display()
                    )));
                }
            },
        };
        if let Some(target) = self.target {
            options.insert("target".to_owned(), json!(target));
        }
        named_rules("rule", &self.rule, &mut options)?;
        Ok(options)
    }
}

/// House rules given as NAME=VALUE with `--flag` (`--rule min_bid=4`), by the names of the
/// rule book, into `options`.
pub(crate) fn named_rules(
    flag: &str,
    given: &[String],
    options: &mut Map<String, Value>,
) -> Result<(), Failure> {
    for rule in given {
        let (name, value) = rule.split_once('=').ok_or_else(|| {
            Failure::BadInput(format!(
                "--{flag} {rule}: write it as NAME=VALUE, like min_bid=4"
            ))
        })?;
        options.insert(name.trim().to_owned(), option_value(value));
    }
    Ok(())
}

/// The two partnerships of anything seated (a game, an event's table): `NS` and `EW`.
pub(crate) fn partnerships(seats: &Seats) -> (String, String) {
    (
        format!("{} & {}", seats.north.name, seats.south.name),
        format!("{} & {}", seats.east.name, seats.west.name),
    )
}

/// A game for people: who sits where, the table code, then the score sheet.
pub(crate) fn render_game(game: &Game) -> String {
    let (ns, ew) = partnerships(&game.seats);
    let mut heading = format!("Game {}: {ns} (NS) v {ew} (EW)", game.id);
    if let Some(code) = &game.table_code {
        write!(heading, "; table code {code}").expect("writing to a String cannot fail");
    }
    if let Some(dealer) = &game.next_dealer {
        write!(heading, "; {dealer} deals next").expect("writing to a String cannot fail");
    }
    format!("{heading}\n{}", sheet_view::render(&game.sheet))
}

/// One change to a game's hands, of either kind of game, as its history table shows it.
pub(crate) struct HistoryLine {
    pub(crate) number: i32,
    pub(crate) action: String,
    pub(crate) by: String,
    pub(crate) at: chrono::NaiveDateTime,
    pub(crate) reason: Option<String>,
}

/// A game's history for people: each change's hand, what, who, when and why.
pub(crate) fn history_table(lines: impl Iterator<Item = HistoryLine>) -> Table {
    let mut table = Table::new(&[
        ("hand", Align::Right),
        ("action", Align::Left),
        ("by", Align::Left),
        ("at (UTC)", Align::Left),
        ("reason", Align::Left),
    ]);
    for line in lines {
        table.row(vec![
            line.number.to_string(),
            line.action,
            line.by,
            line.at.format("%Y-%m-%d %H:%M:%S").to_string(),
            line.reason.unwrap_or_default(),
        ]);
    }
    table
}

/// A game as the server answered it: its JSON as it came, or for people.
pub(crate) fn print_game(
    context: &Context,
    out: &mut impl Write,
    answer: &Response,
) -> Result<(), Failure> {
    if context.json {
        print_json(out, &answer.json)
    } else {
        context.print_text(out, &render_game(&answer.read()?))
    }
}

impl GameCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            GameCommand::New {
                seating,
                game,
                rules,
            } => {
                let rules = Value::Object(rules.options()?);
                let created = create_game(&client, &seating, game_kind(&game)?, rules)?;
                print_game(context, out, &created)
            }
            GameCommand::Show { game } => {
                print_game(context, out, &client.get(&format!("/games/{game}"))?)
            }
            GameCommand::List {
                club,
                season,
                player,
                status,
            } => {
                let mut query = club_and_season(&client, club.as_deref(), season)?;
                query.extend(player.map(|player| format!("player={player}")));
                query.extend(status.map(|status| format!("status={status}")));
                let answer = client.get(&format!("/games?{}", query.join("&")))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let mut table = Table::new(&[
                    ("id", Align::Right),
                    ("game", Align::Left),
                    ("NS", Align::Left),
                    ("EW", Align::Left),
                    ("status", Align::Left),
                ]);
                for game in answer.read::<Vec<GameSummary>>()? {
                    let (ns, ew) = partnerships(&game.seats);
                    table.row(vec![
                        game.id.to_string(),
                        game.game.name().to_owned(),
                        ns,
                        ew,
                        game.status.replace('_', " "),
                    ]);
                }
                context.print_table(out, &table)
            }
            GameCommand::Forfeit { game, to } => {
                let winner: Side = to
                    .parse()
                    .map_err(|error| Failure::BadInput(format!("--to: {error}")))?;
                let awarded =
                    client.post(&format!("/games/{game}/forfeit"), &Forfeit { winner })?;
                print_game(context, out, &awarded)
            }
            GameCommand::History { game } => {
                let answer = client.get(&format!("/games/{game}/history"))?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let entries = answer.read::<Vec<HistoryEntry>>()?;
                let table = history_table(entries.into_iter().map(|entry| HistoryLine {
                    number: entry.number,
                    action: entry.action,
                    by: entry.by,
                    at: entry.at,
                    reason: entry.reason,
                }));
                context.print_table(out, &table)
            }
        }
    }
}
