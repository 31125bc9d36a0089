//! `uptown`: score Whist and Bid Whist games from the terminal.

use std::process::ExitCode;

use clap::Parser;

mod commands;
mod failure;
mod sheet_view;
mod table;

use commands::Command;

const RECORD_FORMAT: &str = "\
Game record (JSON): {\"game\": \"bid_whist\" or \"whist\", \"rules\": {house rules}, \"hands\": [hand, ...]}
Example: {\"game\":\"bid_whist\",\"hands\":[{\"dealer\":\"N\",\"contract\":{\"bidder\":\"E\",\"level\":4,\"mode\":\"notrump\"},\"books\":11}]}";

/// Score-keeping for Whist and Bid Whist clubs.
#[derive(Debug, Parser)]
#[command(name = "uptown", version, after_help = RECORD_FORMAT)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.run(&mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("error: {failure}");
            failure.exit_code()
        }
    }
}
