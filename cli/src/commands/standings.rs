//! `uptown standings` and `uptown ratings`: who leads an event or a season, and how players
//! rate.

use std::io::Write;

use clap::Args;
use uptown_api::events::{PlayerRatings, Rating, Record, SeasonStandings, Standings};

use super::clubs::resolve_club;
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table, cell, words};

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
    let answer = context.client()?.get(&path)?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let (heading, tie_breaks, table) = if args.season.is_some() {
        let standings: SeasonStandings = answer.read()?;
        let events = if standings.min_events == 1 {
            "event"
        } else {
            "events"
        };
        let heading = format!(
            "Season {}: ranked with at least {} {events}",
            standings.season_id, standings.min_events
        );
        let rows = standings.rows.iter().map(|row| Row {
            rank: row.rank,
            name: row.player.name.clone(),
            events: Some(row.events),
            record: &row.record,
            separated_by: row.separated_by.as_deref(),
        });
        (
            heading,
            standings.tie_breaks.clone(),
            standings_table(rows, true),
        )
    } else {
        let standings: Standings = answer.read()?;
        let heading = format!("Event {}", standings.event_id);
        let rows = standings.rows.iter().map(|row| Row {
            rank: Some(row.rank),
            name: if row.withdrawn {
                format!("{} (withdrawn)", row.name)
            } else {
                row.name.clone()
            },
            events: None,
            record: &row.record,
            separated_by: row.separated_by.as_deref(),
        });
        (
            heading,
            standings.tie_breaks.clone(),
            standings_table(rows, false),
        )
    };
    let tie_breaks: Vec<String> = tie_breaks.iter().map(|name| words(name)).collect();
    context.print_text(
        out,
        &format!("{heading}\ntie-breaks: {}\n\n", tie_breaks.join(", ")),
    )?;
    context.print_table(out, &table)
}

/// A standings row as printed: an event's entrant or a season's player.
struct Row<'a> {
    /// Unqualified players of a season have no rank.
    rank: Option<u32>,
    name: String,
    /// A season's: the events the player played.
    events: Option<u32>,
    record: &'a Record,
    separated_by: Option<&'a str>,
}

/// Event rows (entrants) or season rows (players, with the events they played).
fn standings_table<'a>(rows: impl Iterator<Item = Row<'a>>, season: bool) -> Table {
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
    for row in rows {
        let mut cells = vec![cell(row.rank), row.name];
        cells.extend(row.events.map(|events| events.to_string()));
        cells.extend([
            row.record.played.to_string(),
            row.record.games_won.to_string(),
            row.record.points_for.to_string(),
            row.record.points_against.to_string(),
            format!("{:+}", row.record.point_difference),
            row.separated_by.map(words).unwrap_or_default(),
        ]);
        table.row(cells);
    }
    table
}

/// A rating, uncertainty or conservative rating, to one decimal.
fn decimal(value: f64) -> String {
    format!("{value:.1}")
}

pub(crate) fn ratings(
    args: &RatingsArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let client = context.client()?;
    match (&args.club, args.player) {
        (Some(club), None) => {
            let club = resolve_club(&client, club)?;
            let answer = client.get(&format!("/clubs/{club}/ratings"))?;
            if context.json {
                return print_json(out, &answer.json);
            }
            let mut table = Table::new(&[
                ("player", Align::Left),
                ("rating", Align::Right),
                ("uncertainty", Align::Right),
                ("conservative", Align::Right),
                ("games", Align::Right),
            ]);
            for row in answer.read::<Vec<Rating>>()? {
                table.row(vec![
                    row.player.name,
                    decimal(row.value.rating),
                    decimal(row.value.uncertainty),
                    decimal(row.value.conservative),
                    row.games.to_string(),
                ]);
            }
            context.print_table(out, &table)
        }
        (None, Some(player)) => {
            let answer = client.get(&format!("/players/{player}/ratings"))?;
            if context.json {
                return print_json(out, &answer.json);
            }
            let ratings: PlayerRatings = answer.read()?;
            let now = ratings.current.map_or_else(
                || "not rated yet".to_owned(),
                |current| {
                    format!(
                        "rating {}, uncertainty {}, conservative {}",
                        decimal(current.rating),
                        decimal(current.uncertainty),
                        decimal(current.conservative)
                    )
                },
            );
            context.print_text(
                out,
                &format!("{} (player {player}): {now}\n\n", ratings.player.name),
            )?;
            let mut table = Table::new(&[
                ("game", Align::Right),
                ("event", Align::Right),
                ("result", Align::Left),
                ("rating", Align::Right),
                ("uncertainty", Align::Right),
                ("conservative", Align::Right),
            ]);
            for rated in ratings.history {
                table.row(vec![
                    rated.game_id.to_string(),
                    cell(rated.event_id),
                    rated.result,
                    decimal(rated.value.rating),
                    decimal(rated.value.uncertainty),
                    decimal(rated.value.conservative),
                ]);
            }
            context.print_table(out, &table)
        }
        (club, _) => Err(exactly_one("club", "player", club.is_some())),
    }
}
