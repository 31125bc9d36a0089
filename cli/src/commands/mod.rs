//! One module per command; each parses its own arguments and writes to the given output.

use std::io::Write;

use clap::Subcommand;

use crate::failure::Failure;

mod score;

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    Score(score::ScoreArgs),
}

impl Command {
    pub(crate) fn run(self, out: &mut impl Write) -> Result<(), Failure> {
        match self {
            Command::Score(args) => score::run(&args, out),
        }
    }
}
