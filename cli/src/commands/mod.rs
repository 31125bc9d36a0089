//! One module per command group; each parses its own arguments and writes to the output.

use std::io::Write;

use clap::Subcommand;

use crate::context::Context;
use crate::failure::Failure;

mod accounts;
mod clubs;
mod completions;
mod door;
mod events;
mod games;
mod hands;
mod money;
mod pairings;
mod privacy;
mod schedule;
mod score;
mod session;
mod standings;
mod three_handed;
mod transfer;
mod webhooks;

pub(crate) use score::RECORD_FORMAT;

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    Score(score::ScoreArgs),
    Pairings(pairings::PairingsArgs),
    Login(session::LoginArgs),
    /// End this session's token on the server and forget it.
    #[command(after_help = "Example: uptown logout")]
    Logout,
    /// Show who the CLI is logged in as, and where.
    #[command(after_help = "Example: uptown whoami")]
    Whoami,
    /// Where you are logged in: list your sessions, end one.
    #[command(subcommand)]
    Session(session::SessionCommand),
    /// Accounts (admins): make one for a club's director, list them.
    #[command(subcommand)]
    Account(accounts::AccountCommand),
    /// Clubs: create, list, show, rename, and make an account a director.
    #[command(subcommand)]
    Club(clubs::ClubCommand),
    /// A club's players.
    #[command(subcommand)]
    Player(clubs::PlayerCommand),
    /// A club's seasons.
    #[command(subcommand)]
    Season(clubs::SeasonCommand),
    /// Games: start one, show its score sheet, list them, read their history.
    #[command(subcommand)]
    Game(games::GameCommand),
    /// Hands: enter the next one, correct one, undo the last.
    #[command(subcommand)]
    Hand(hands::HandCommand),
    /// Three-handed games (cutthroat, dummy whist): start one, enter its hands, show it.
    #[command(subcommand)]
    ThreeHanded(three_handed::ThreeHandedCommand),
    /// Events: an evening or a tournament; register entrants, seat rounds, close and finish.
    #[command(subcommand)]
    Event(events::EventCommand),
    /// A club's webhooks: send its events to its own systems, signed (directors).
    #[command(subcommand)]
    Webhook(webhooks::WebhookCommand),
    /// An event's money: fees, payments at the door, the Boston pot, prizes (directors).
    #[command(subcommand)]
    Money(money::MoneyCommand),
    Standings(standings::StandingsArgs),
    Ratings(standings::RatingsArgs),
    Import(transfer::ImportArgs),
    Export(transfer::ExportArgs),
    Completions(completions::CompletionsArgs),
}

impl Command {
    /// Runs the command; `root` gives the whole command line, which completions are made from.
    pub(crate) fn run(
        self,
        context: &Context,
        out: &mut impl Write,
        root: impl FnOnce() -> clap::Command,
    ) -> Result<(), Failure> {
        match self {
            Command::Score(args) => score::run(&args, context, out),
            Command::Pairings(args) => pairings::run(&args, context, out),
            Command::Login(args) => session::login(&args, context, out),
            Command::Logout => session::logout(context, out),
            Command::Whoami => session::whoami(context, out),
            Command::Session(command) => command.run(context, out),
            Command::Account(command) => command.run(context, out),
            Command::Club(command) => command.run(context, out),
            Command::Player(command) => command.run(context, out),
            Command::Season(command) => command.run(context, out),
            Command::Game(command) => command.run(context, out),
            Command::Hand(command) => command.run(context, out),
            Command::ThreeHanded(command) => command.run(context, out),
            Command::Event(command) => command.run(context, out),
            Command::Webhook(command) => command.run(context, out),
            Command::Money(command) => command.run(context, out),
            Command::Standings(args) => standings::standings(&args, context, out),
            Command::Ratings(args) => standings::ratings(&args, context, out),
            Command::Import(args) => transfer::import(&args, context, out),
            Command::Export(args) => transfer::export(&args, context, out),
            Command::Completions(args) => {
                completions::run(&args, root(), out);
                Ok(())
            }
        }
    }
}
