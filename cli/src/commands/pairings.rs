//! `uptown pairings`: schedules for rotating partnerships and for team events, offline.

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use serde_json::{Value, json};
use uptown_rules::pairings::brackets::{Bracket, Slot, double_elimination, single_elimination};
use uptown_rules::pairings::club_night::club_night;
use uptown_rules::pairings::teams::{SwissStanding, TeamRound, round_robin, swiss_round};
use uptown_rules::pairings::{PairingsError, Round, Schedule, rotating_partnerships};

use crate::context::{Context, print_json};
use crate::failure::Failure;

/// Print who sits where, round by round.
///
/// With --players N, partners rotate: players are numbered 1..N and every round fills
/// ⌊N/4⌋ tables; without --rounds the schedule is complete (every pair partners once and
/// opposes twice where a whist tournament is known for N; otherwise nobody partners twice and
/// sit-outs differ by at most one). The
/// same N, --rounds and --seed always give the same schedule. With --partnerships K and
/// --format, fixed partnerships play a round robin, the first Swiss round, or a bracket.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uptown pairings --players 13 --rounds 6 --seed 2026\n  uptown pairings --players 11 --history last-round.json\n  uptown pairings --partnerships 10 --format round-robin\n  uptown pairings --partnerships 12 --format double-knockout --json"
)]
pub(crate) struct PairingsArgs {
    /// How many players, for rotating partnerships.
    #[arg(
        long,
        required_unless_present = "partnerships",
        conflicts_with = "partnerships"
    )]
    players: Option<u32>,
    /// How many rounds; by default N − 1 (N divisible by 4) or N.
    #[arg(long)]
    rounds: Option<u32>,
    /// Any number: another seed gives another, equally fair, schedule.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Draw a club night instead: the earlier rounds (a schedule's JSON, or its list of
    /// rounds), so that players avoid their most recent partners and opponents. One round
    /// unless --rounds says more.
    #[arg(long, value_name = "FILE", requires = "players")]
    history: Option<PathBuf>,
    /// How many fixed partnerships, for a team event.
    #[arg(long)]
    partnerships: Option<u32>,
    /// The team event: round-robin, swiss (its first round), knockout or double-knockout.
    #[arg(long, value_enum, default_value_t = Format::RoundRobin)]
    format: Format,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    RoundRobin,
    Swiss,
    Knockout,
    DoubleKnockout,
}

pub(crate) fn run(
    args: &PairingsArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (json, text) = match args.players {
        Some(players) => {
            let schedule = match &args.history {
                Some(file) => club_night(
                    players,
                    args.rounds.unwrap_or(1),
                    &history(file)?,
                    args.seed,
                ),
                None => rotating_partnerships(players, args.rounds, args.seed),
            }
            .map_err(|error| bad_request(&error))?;
            (
                serde_json::to_value(&schedule).expect("a schedule serialises"),
                render_schedule(&schedule),
            )
        }
        None => team_event(args.partnerships.unwrap_or_default(), args.format)
            .map_err(|error| bad_request(&error))?,
    };
    if context.json {
        print_json(out, &json)
    } else {
        context.print_text(out, &text)
    }
}

/// Earlier rounds from a file: a schedule's JSON, or its list of rounds.
fn history(file: &Path) -> Result<Vec<Round>, Failure> {
    let text = super::score::read_input(file)?;
    let value: Value = serde_json::from_str(&text)
        .map_err(|error| Failure::BadInput(format!("--history {}: {error}", file.display())))?;
    let rounds = if value.is_array() {
        value
    } else {
        value["rounds"].clone()
    };
    serde_json::from_value(rounds).map_err(|error| {
        Failure::BadInput(format!(
            "--history {}: not a list of rounds ({error})",
            file.display()
        ))
    })
}

fn bad_request(error: &PairingsError) -> Failure {
    Failure::BadInput(error.to_string())
}

/// A team event's rounds or bracket, as JSON and as text.
fn team_event(partnerships: u32, format: Format) -> Result<(Value, String), PairingsError> {
    let name = format
        .to_possible_value()
        .map(|value| value.get_name().to_owned())
        .unwrap_or_default();
    match format {
        Format::RoundRobin | Format::Swiss => {
            let rounds = if format == Format::RoundRobin {
                round_robin(partnerships)?
            } else {
                let standings: Vec<SwissStanding> = (1..=partnerships)
                    .map(|partnership| SwissStanding {
                        partnership,
                        score: 0,
                        had_bye: false,
                    })
                    .collect();
                vec![swiss_round(1, &standings, &[])?]
            };
            let json = json!({ "partnerships": partnerships, "format": name, "rounds": rounds });
            Ok((json, render_team_rounds(partnerships, &rounds)))
        }
        Format::Knockout | Format::DoubleKnockout => {
            let bracket = if format == Format::Knockout {
                single_elimination(partnerships)?
            } else {
                double_elimination(partnerships)?
            };
            let mut json = serde_json::to_value(&bracket).expect("a bracket serialises");
            json["format"] = json!(name);
            Ok((json, render_bracket(&bracket)))
        }
    }
}

/// Lines of text; writing to a String cannot fail.
fn line(text: &mut String, args: std::fmt::Arguments<'_>) {
    text.write_fmt(args)
        .expect("writing to a String cannot fail");
}

/// The schedule for people: round by round, table by table, then how fair it is.
fn render_schedule(schedule: &Schedule) -> String {
    let mut text = format!(
        "{} players, {} rounds\n",
        schedule.players,
        schedule.rounds.len()
    );
    for round in &schedule.rounds {
        line(&mut text, format_args!("\nRound {}\n", round.number));
        for table in &round.tables {
            line(
                &mut text,
                format_args!(
                    "  table {:>2}: N {:>3}  S {:>3}  v  E {:>3}  W {:>3}\n",
                    table.table, table.north, table.south, table.east, table.west
                ),
            );
        }
        if !round.sitting_out.is_empty() {
            let out: Vec<String> = round.sitting_out.iter().map(ToString::to_string).collect();
            line(
                &mut text,
                format_args!("  sitting out: {}\n", out.join(", ")),
            );
        }
    }
    let quality = schedule.quality;
    line(
        &mut text,
        format_args!(
            "\npartner repeats {}; opponents met {} to {} times; sat out {} to {} times; \
             pairs of opponents on one side too often: {}\n",
            quality.partner_repeats,
            quality.opponent_min,
            quality.opponent_max,
            quality.sit_out_min,
            quality.sit_out_max,
            quality.sides_unbalanced
        ),
    );
    text
}

fn render_team_rounds(partnerships: u32, rounds: &[TeamRound]) -> String {
    let mut text = format!("{partnerships} partnerships, {} rounds\n", rounds.len());
    for round in rounds {
        line(&mut text, format_args!("\nRound {}\n", round.number));
        for game in &round.matches {
            line(
                &mut text,
                format_args!(
                    "  table {:>2}: {:>3} (NS) v {:>3} (EW)\n",
                    game.table, game.north_south, game.east_west
                ),
            );
        }
        if let Some(bye) = round.bye {
            line(&mut text, format_args!("  bye: {bye}\n"));
        }
    }
    text
}

fn slot(slot: Slot) -> String {
    match slot {
        Slot::Seed(seed) => format!("seed {seed}"),
        Slot::Bye => "bye".to_owned(),
        Slot::WinnerOf(id) => format!("winner of {id}"),
        Slot::LoserOf(id) => format!("loser of {id}"),
    }
}

fn render_bracket(bracket: &Bracket) -> String {
    let mut text = format!(
        "{} partnerships, a bracket of {}\n\n",
        bracket.entrants, bracket.size
    );
    for game in &bracket.matches {
        let part = serde_json::to_value(game.part)
            .ok()
            .and_then(|part| part.as_str().map(str::to_owned))
            .unwrap_or_default();
        line(
            &mut text,
            format_args!(
                "  match {:>3}  {part:<11}  round {:>2}: {} v {}\n",
                game.id,
                game.round,
                slot(game.top),
                slot(game.bottom)
            ),
        );
    }
    text
}
