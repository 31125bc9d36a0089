//! `uptown standings` and `uptown ratings`: who leads an event or a season, and how players
//! rate.

use std::io::Write;

use clap::Args;
use serde_json::Value;

use super::clubs::resolve_club;
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table, number, text, words};

/// Print the standings of an event, or of a season's players over its events.
///
/// Rows are ranked by the tie-breaks in order; "separated by" names the one that put a row
/// below the row above (blank: level with it, at the same rank; `stage`: a knock-out stage
/// reached). In a season, players with fewer than --min-events events are listed unranked.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uptown standings --event 3\n  uptown standings --season 2 --min-events 4"
)]
pub(crate) struct StandingsArgs {
    /// An event, by id.
    #[arg(long)]
    event: Option<i64>,
    /// A season, by id.
    #[arg(long)]
    season: Option<i64>,
    /// With --season: how many events a player needs to be ranked; by default the server's.
    #[arg(long)]
    min_events: Option<u32>,
}

/// Print Weng-Lin ratings: a club's players, best first, or one player's after every rated
/// game.
///
/// "conservative" is rating − 3 × uncertainty, what a player almost surely plays better than:
/// the club's list is ordered by it.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uptown ratings --club 'Tuesday Club'\n  uptown ratings --player 4"
)]
pub(crate) struct RatingsArgs {
    /// A club, by id or name.
    #[arg(long)]
    club: Option<String>,
    /// A player, by id.
    #[arg(long)]
    player: Option<i64>,
}

/// The failure of a command given both or neither of two flags, one of which says what to
/// show. Checked here rather than by clap, whose usage errors take several lines.
fn exactly_one(first: &str, second: &str, both: bool) -> Failure {
    Failure::BadInput(if both {
        format!("--{first} and --{second} exclude each other: give one of them")
    } else {
        format!("--{first} or --{second} is needed")
    })
}

pub(crate) fn standings(
    args: &StandingsArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let path = match (args.event, args.season) {
        (Some(_), _) if args.min_events.is_some() => {
            return Err(Failure::BadInput(
                "--min-events goes with --season: an event ranks all its entrants".to_owned(),
            ));
        }
        (Some(event), None) => format!("/events/{event}/standings"),
        (None, Some(season)) => match args.min_events {
            Some(min_events) => format!("/seasons/{season}/standings?min_events={min_events}"),
            None => format!("/seasons/{season}/standings"),
        },
        (event, _) => return Err(exactly_one("event", "season", event.is_some())),
    };
    let standings = context.client().get(&path)?.json;
    if context.json {
        return print_json(out, &standings);
    }
    let season = args.season.is_some();
    let tie_breaks: Vec<String> = standings["tie_breaks"]
        .as_array()
        .into_iter()
        .flatten()
        .map(words)
        .collect();
    let heading = if season {
        format!(
            "Season {}: ranked with at least {} events",
            standings["season_id"], standings["min_events"]
        )
    } else {
        format!("Event {}", standings["event_id"])
    };
    context.print_text(
        out,
        &format!("{heading}\ntie-breaks: {}\n\n", tie_breaks.join(", ")),
    )?;
    context.print_table(out, &standings_table(&standings["rows"], season))
}

/// Event rows (entrants) or season rows (players, with the events they played).
fn standings_table(rows: &Value, season: bool) -> Table {
    let events = if season {
        &[("events", Align::Right)][..]
    } else {
        &[]
    };
    let columns: Vec<(&str, Align)> = [("rank", Align::Right), ("name", Align::Left)]
        .into_iter()
        .chain(events.iter().copied())
        .chain([
            ("played", Align::Right),
            ("won", Align::Right),
            ("for", Align::Right),
            ("against", Align::Right),
            ("diff", Align::Right),
            ("separated by", Align::Left),
        ])
        .collect();
    let mut table = Table::new(&columns);
    for row in rows.as_array().into_iter().flatten() {
        let mut name = row["name"]
            .as_str()
            .or_else(|| row["player"]["name"].as_str())
            .unwrap_or("?")
            .to_owned();
        if row["withdrawn"] == true {
            name.push_str(" (withdrawn)");
        }
        // Unqualified players of a season have no rank.
        let mut cells = vec![number(&row["rank"]), name];
        if season {
            cells.push(row["events"].to_string());
        }
        cells.extend([
            row["played"].to_string(),
            row["games_won"].to_string(),
            row["points_for"].to_string(),
            row["points_against"].to_string(),
            row["point_difference"]
                .as_i64()
                .map(|difference| format!("{difference:+}"))
                .unwrap_or_default(),
            words(&row["separated_by"]),
        ]);
        table.row(cells);
    }
    table
}

/// A rating, uncertainty or conservative rating, to one decimal.
fn decimal(value: &Value) -> String {
    value
        .as_f64()
        .map(|value| format!("{value:.1}"))
        .unwrap_or_default()
}

pub(crate) fn ratings(
    args: &RatingsArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let client = context.client();
    match (&args.club, args.player) {
        (Some(club), None) => {
            let club = resolve_club(&client, club)?;
            let ratings = client.get(&format!("/clubs/{club}/ratings"))?.json;
            if context.json {
                return print_json(out, &ratings);
            }
            let mut table = Table::new(&[
                ("player", Align::Left),
                ("rating", Align::Right),
                ("uncertainty", Align::Right),
                ("conservative", Align::Right),
                ("games", Align::Right),
            ]);
            for row in ratings.as_array().into_iter().flatten() {
                table.row(vec![
                    row["player"]["name"].as_str().unwrap_or("?").to_owned(),
                    decimal(&row["rating"]),
                    decimal(&row["uncertainty"]),
                    decimal(&row["conservative"]),
                    row["games"].to_string(),
                ]);
            }
            context.print_table(out, &table)
        }
        (None, Some(player)) => {
            let ratings = client.get(&format!("/players/{player}/ratings"))?.json;
            if context.json {
                return print_json(out, &ratings);
            }
            let current = &ratings["current"];
            let now = if current["rating"].is_number() {
                format!(
                    "rating {}, uncertainty {}, conservative {}",
                    decimal(&current["rating"]),
                    decimal(&current["uncertainty"]),
                    decimal(&current["conservative"])
                )
            } else {
                "not rated yet".to_owned()
            };
            context.print_text(
                out,
                &format!(
                    "{} (player {player}): {now}\n\n",
                    ratings["player"]["name"].as_str().unwrap_or("?")
                ),
            )?;
            let mut table = Table::new(&[
                ("game", Align::Right),
                ("event", Align::Right),
                ("result", Align::Left),
                ("rating", Align::Right),
                ("uncertainty", Align::Right),
                ("conservative", Align::Right),
            ]);
            for rated in ratings["history"].as_array().into_iter().flatten() {
                table.row(vec![
                    rated["game_id"].to_string(),
                    number(&rated["event_id"]),
                    text(&rated["result"]),
                    decimal(&rated["rating"]),
                    decimal(&rated["uncertainty"]),
                    decimal(&rated["conservative"]),
                ]);
            }
            context.print_table(out, &table)
        }
        (club, _) => Err(exactly_one("club", "player", club.is_some())),
    }
}
