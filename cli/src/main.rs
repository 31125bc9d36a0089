//! `uptown`: score Whist and Bid Whist games, and run a club night against uptown-server.
// The doc comments of this crate are its --help text, written for people, not rustdoc.
#![allow(clippy::doc_markdown)]

use std::io::{BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, ValueEnum};

mod client;
mod commands;
mod config;
mod context;
mod failure;
mod player_sheet_view;
mod sheet_view;
mod table;

use commands::Command;
use context::Context;
use failure::Failure;

/// Score-keeping for Whist and Bid Whist clubs.
///
/// `uptown score` works offline. Every other command talks to an uptown-server: --server or
/// UPTOWN_SERVER (default http://127.0.0.1:8080; https:// servers are verified against the
/// system's CAs, or --ca-cert's), with the token of `uptown login` or UPTOWN_TOKEN. Exit status: 0 done, 2 bad input, 3 not found, 4 conflict, 1 anything else.
#[derive(Debug, Parser)]
#[command(name = "uptown", version, after_help = commands::RECORD_FORMAT)]
pub(crate) struct Cli {
    /// The server to talk to.
    #[arg(long, global = true, env = "UPTOWN_SERVER")]
    server: Option<String>,
    /// Enter hands as a table, with the code on its card: no login, and `uptown hand add`
    /// needs no game (the table's own game is the one).
    #[arg(long, global = true, env = "UPTOWN_TABLE_CODE", value_name = "CODE")]
    table_code: Option<String>,
    /// For an https:// server whose certificate your club signs itself: trust only the CA
    /// certificates in this PEM file, not the system's.
    #[arg(long, global = true, env = "UPTOWN_CA_CERT", value_name = "FILE")]
    ca_cert: Option<PathBuf>,
    /// Print the server's JSON instead of tables.
    #[arg(long, global = true)]
    json: bool,
    /// When to colour the output; NO_COLOR in the environment always turns it off.
    #[arg(long, global = true, value_enum, default_value_t = Colour::Auto)]
    color: Colour,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Colour {
    Auto,
    Always,
    Never,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let colour = std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
        && match cli.color {
            Colour::Always => true,
            Colour::Never => false,
            Colour::Auto => std::io::stdout().is_terminal(),
        };
    let context = Context::new(cli.server, cli.table_code, cli.json, colour, cli.ca_cert);
    // Buffered: a schedule for a thousand players is tens of thousands of lines, and a
    // line-buffered stdout spent most of its time writing them one at a time.
    let mut out = BufWriter::new(std::io::stdout().lock());
    let result = cli.command.run(&context, &mut out, Cli::command);
    // What was written before a failure still goes out.
    let flushed = out.flush().map_err(Failure::from);
    match result.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader stopped early (`uptown pairings --players 200 | head`): nothing failed.
        Err(Failure::Output(error)) if error.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("error: {failure}");
            failure.exit_code()
        }
    }
}
