//! `uptown completions SHELL`: tab completion scripts.

use std::io::Write;

use clap::{Args, CommandFactory};
use clap_complete::Shell;

/// Print a completion script for bash, zsh or fish.
#[derive(Debug, Args)]
#[command(
    after_help = "Example: uptown completions bash > ~/.local/share/bash-completion/completions/uptown"
)]
pub(crate) struct CompletionsArgs {
    shell: Shell,
}

pub(crate) fn run(args: &CompletionsArgs, out: &mut impl Write) {
    clap_complete::generate(args.shell, &mut crate::Cli::command(), "uptown", out);
}
