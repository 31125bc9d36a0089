//! `uptown import` and `uptown export`: a game record in and out of the server.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use serde_json::Value;
use uptown_api::Game;
use uptown_rules::GameRecord;

use super::games::{Seating, create_game, print_game};
use crate::context::{Context, print_json};
use crate::failure::Failure;

/// Make a game of a game record (CONTRACT.md): its rules, then its hands in order.
///
/// The record is checked offline first, so a record the rules refuse creates nothing.
#[derive(Debug, Args)]
#[command(
    after_help = "Example: uptown import game.json --club 'Tuesday Club' --ns Ann,Cal --ew Bob,Dee"
)]
pub(crate) struct ImportArgs {
    /// The game record; `-` reads standard input.
    file: PathBuf,
    #[command(flatten)]
    seating: Seating,
}

/// Print a game's record (CONTRACT.md), as `uptown score` and `uptown import` read it.
#[derive(Debug, Args)]
#[command(after_help = "Example: uptown export 12 > game.json")]
pub(crate) struct ExportArgs {
    game: i64,
}

pub(crate) fn import(
    args: &ImportArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let text = super::score::read_input(&args.file)?;
    let record =
        GameRecord::from_json(&text).map_err(|error| Failure::BadInput(error.to_string()))?;
    uptown_rules::score_record(&record).map_err(|error| Failure::BadInput(error.to_string()))?;
    let client = context.client()?;
    let rules = serde_json::to_value(record.rules()).expect("rules always serialise");
    let mut game = create_game(&client, &args.seating, record.kind(), rules)?;
    let id = game.read::<Game>()?.id;
    for hand in record.hands() {
        game = client.post(&format!("/games/{id}/hands"), &hand)?;
    }
    print_game(context, out, &game)
}

pub(crate) fn export(
    args: &ExportArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let record: Value = context
        .client()?
        .get(&format!("/games/{}/record", args.game))?
        .json;
    print_json(out, &record)
}
