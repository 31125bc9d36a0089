//! `uptown completions SHELL`: tab completion scripts.

use std::io::Write;

use clap::Args;
use clap_complete::Shell;

/// Print a completion script for bash, zsh or fish.
#[derive(Debug, Args)]
#[command(
    after_help = "Example: uptown completions bash > ~/.local/share/bash-completion/completions/uptown"
)]
pub(crate) struct CompletionsArgs {
    shell: Shell,
}

/// Writes the script for the whole command line, `root` (which only `main` defines).
pub(crate) fn run(args: &CompletionsArgs, mut root: clap::Command, out: &mut impl Write) {
    clap_complete::generate(args.shell, &mut root, "uptown", out);
}
