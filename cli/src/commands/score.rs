//! `uptown score FILE`: score a game record offline.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use clap::Args;

use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::{player_sheet_view, sheet_view};
use uptown_rules::Sheet;

/// The game record's shape, for `--help`.
pub(crate) const RECORD_FORMAT: &str = "\
Game record (JSON): {\"game\": \"bid_whist\", \"whist\", \"cutthroat\" or \"dummy_whist\", \"rules\": {house rules}, \"hands\": [hand, ...]}
Example: {\"game\":\"bid_whist\",\"hands\":[{\"dealer\":\"N\",\"contract\":{\"bidder\":\"E\",\"level\":4,\"mode\":\"notrump\"},\"books\":11}]}";

/// Score a game record and print its score sheet, no server needed.
///
/// Reads the record from FILE, or from standard input when FILE is `-`. Prints a table by
/// default and the score sheet JSON with --json. A record the rules refuse prints one line
/// naming the hand and the field, and exits with status 2.
#[derive(Debug, Args)]
#[command(after_help = RECORD_FORMAT)]
pub(crate) struct ScoreArgs {
    /// The game record (JSON); `-` reads standard input.
    file: PathBuf,
}

pub(crate) fn run(
    args: &ScoreArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let text = read_input(&args.file)?;
    let sheet = uptown_rules::score_any_json(&text)
        .map_err(|error| Failure::BadInput(error.to_string()))?;
    if context.json {
        print_json(
            out,
            &serde_json::to_value(&sheet).expect("a sheet serialises"),
        )
    } else {
        let text = match &sheet {
            Sheet::Partnerships(sheet) => sheet_view::render(sheet),
            Sheet::Players(sheet) => player_sheet_view::render(sheet),
        };
        context.print_text(out, &text)
    }
}

/// Reads a file, or standard input for `-`; a file that cannot be read is bad input.
pub(crate) fn read_input(file: &Path) -> Result<String, Failure> {
    let mut text = String::new();
    let read = if file.as_os_str() == "-" {
        std::io::stdin().read_to_string(&mut text).map(drop)
    } else {
        std::fs::File::open(file).and_then(|mut opened| opened.read_to_string(&mut text).map(drop))
    };
    read.map_err(|error| Failure::BadInput(format!("cannot read {}: {error}", file.display())))?;
    Ok(text)
}
