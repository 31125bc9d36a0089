//! `uptown pairings`: a schedule of rotating partnerships, offline.

use std::fmt::Write as _;
use std::io::Write;

use clap::Args;
use uptown_rules::pairings::{Schedule, rotating_partnerships};

use crate::context::{Context, print_json};
use crate::failure::Failure;

/// Print who sits where, round by round, when partners rotate.
///
/// Players are numbered 1..N. Without --rounds the schedule is complete: every pair partners
/// once and opposes twice where a whist tournament is known for N, and otherwise nobody
/// partners twice and sit-outs differ by at most one. The same N, --rounds and --seed always
/// give the same schedule.
#[derive(Debug, Args)]
#[command(after_help = "Example: uptown pairings --players 13 --rounds 6 --seed 2026")]
pub(crate) struct PairingsArgs {
    /// How many players.
    #[arg(long)]
    players: u32,
    /// How many rounds; by default N − 1 (N divisible by 4) or N.
    #[arg(long)]
    rounds: Option<u32>,
    /// Any number: another seed gives another, equally fair, schedule.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

pub(crate) fn run(
    args: &PairingsArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let schedule = rotating_partnerships(args.players, args.rounds, args.seed)
        .map_err(|error| Failure::BadInput(error.to_string()))?;
    if context.json {
        return print_json(
            out,
            &serde_json::to_value(&schedule).expect("a schedule serialises"),
        );
    }
    context.print_text(out, &render(&schedule))
}

/// The schedule for people: round by round, table by table, then how fair it is.
fn render(schedule: &Schedule) -> String {
    let mut text = format!(
        "{} players, {} rounds\n",
        schedule.players,
        schedule.rounds.len()
    );
    let mut line = |args: std::fmt::Arguments<'_>| {
        text.write_fmt(args)
            .expect("writing to a String cannot fail");
    };
    for round in &schedule.rounds {
        line(format_args!("\nRound {}\n", round.number));
        for table in &round.tables {
            line(format_args!(
                "  table {:>2}: N {:>3}  S {:>3}  v  E {:>3}  W {:>3}\n",
                table.table, table.north, table.south, table.east, table.west
            ));
        }
        if !round.sitting_out.is_empty() {
            let out: Vec<String> = round.sitting_out.iter().map(ToString::to_string).collect();
            line(format_args!("  sitting out: {}\n", out.join(", ")));
        }
    }
    let quality = schedule.quality;
    line(format_args!(
        "\npartner repeats {}; opponents met {} to {} times; sat out {} to {} times\n",
        quality.partner_repeats,
        quality.opponent_min,
        quality.opponent_max,
        quality.sit_out_min,
        quality.sit_out_max
    ));
    text
}
