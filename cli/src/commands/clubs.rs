//! `uptown club`, `uptown player`, `uptown season`.

use std::io::Write;

use clap::Subcommand;
use serde::de::DeserializeOwned;
use uptown_api::bodies::{NameBody, NewDirector};
use uptown_api::{Club, Named};

use super::privacy;
use crate::client::{Client, Response};
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table};

#[derive(Debug, Subcommand)]
pub(crate) enum ClubCommand {
    /// Create a club (admins).
    #[command(after_help = "Example: uptown club new 'Tuesday Club'")]
    New { name: String },
    /// List the clubs.
    #[command(after_help = "Example: uptown club list")]
    List,
    /// Show a club, by id or name.
    #[command(after_help = "Example: uptown club show 'Tuesday Club'")]
    Show { club: String },
    /// Rename a club.
    #[command(after_help = "Example: uptown club rename 1 'Tuesday Night Club'")]
    Rename { club: String, name: String },
    /// Make an account a director of the club (admins).
    #[command(after_help = "Example: uptown club director 'Tuesday Club' dana")]
    Director { club: String, username: String },
    /// What the club's directors did with its players' data: how a player is shown, an
    /// export, an erasure (directors).
    #[command(after_help = "Example: uptown club history 'Tuesday Club'")]
    History { club: String },
}

/// A club by id, or by name.
pub(crate) fn resolve_club(client: &Client, club: &str) -> Result<i64, Failure> {
    if let Ok(id) = club.parse() {
        return Ok(id);
    }
    client
        .get("/clubs")?
        .read::<Vec<Club>>()?
        .into_iter()
        .find(|row| row.name.eq_ignore_ascii_case(club.trim()))
        .map(|row| row.id)
        .ok_or_else(|| Failure::NotFound(format!("there is no club named {club}")))
}

/// The query terms of a listing filtered by club (by id or name) and season.
pub(crate) fn club_and_season(
    client: &Client,
    club: Option<&str>,
    season: Option<i64>,
) -> Result<Vec<String>, Failure> {
    let mut query = Vec::new();
    if let Some(club) = club {
        query.push(format!("club={}", resolve_club(client, club)?));
    }
    query.extend(season.map(|season| format!("season={season}")));
    Ok(query)
}

/// A row with an id and a name: a club, or a player or season it names.
trait IdAndName: DeserializeOwned {
    fn id_and_name(self) -> (i64, String);
}

impl IdAndName for Club {
    fn id_and_name(self) -> (i64, String) {
        (self.id, self.name)
    }
}

impl IdAndName for Named {
    fn id_and_name(self) -> (i64, String) {
        (self.id, self.name)
    }
}

/// Rows with an id and a name (clubs, players, seasons) as a table.
fn named_table<T: IdAndName>(answer: &Response) -> Result<Table, Failure> {
    let mut table = Table::new(&[("id", Align::Right), ("name", Align::Left)]);
    for row in answer.read::<Vec<T>>()? {
        let (id, name) = row.id_and_name();
        table.row(vec![id.to_string(), name]);
    }
    Ok(table)
}

/// Prints rows with an id and a name: their JSON, or a table for people.
fn print_rows<T: IdAndName>(
    context: &Context,
    out: &mut impl Write,
    answer: &Response,
) -> Result<(), Failure> {
    if context.json {
        print_json(out, &answer.json)
    } else {
        context.print_table(out, &named_table::<T>(answer)?)
    }
}

/// Prints one created or changed row: its JSON, or a line for people.
fn print_row<T: IdAndName>(
    context: &Context,
    out: &mut impl Write,
    noun: &str,
    answer: &Response,
) -> Result<(), Failure> {
    if context.json {
        return print_json(out, &answer.json);
    }
    let (id, name) = answer.read::<T>()?.id_and_name();
    writeln!(out, "{noun} {id} {name}")?;
    Ok(())
}

impl ClubCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            ClubCommand::New { name } => print_row::<Club>(
                context,
                out,
                "club",
                &client.post("/clubs", &NameBody { name })?,
            ),
            ClubCommand::List => print_rows::<Club>(context, out, &client.get("/clubs")?),
            ClubCommand::Show { club } => {
                let id = resolve_club(&client, &club)?;
                let shown = client.get(&format!("/clubs/{id}"))?;
                if context.json {
                    return print_json(out, &shown.json);
                }
                writeln!(out, "club {id} {}", shown.read::<Club>()?.name)?;
                writeln!(out, "\nplayers:")?;
                context.print_table(
                    out,
                    &named_table::<Named>(&client.get(&format!("/clubs/{id}/players"))?)?,
                )?;
                writeln!(out, "\nseasons:")?;
                context.print_table(
                    out,
                    &named_table::<Named>(&client.get(&format!("/clubs/{id}/seasons"))?)?,
                )
            }
            ClubCommand::Rename { club, name } => {
                let id = resolve_club(&client, &club)?;
                print_row::<Club>(
                    context,
                    out,
                    "club",
                    &client.patch(&format!("/clubs/{id}"), &NameBody { name })?,
                )
            }
            ClubCommand::History { club } => {
                let id = resolve_club(&client, &club)?;
                privacy::history(context, out, &client, id)
            }
            ClubCommand::Director { club, username } => {
                let id = resolve_club(&client, &club)?;
                let account = client.post(
                    &format!("/clubs/{id}/directors"),
                    &NewDirector {
                        username: username.clone(),
                    },
                )?;
                if context.json {
                    return print_json(out, &account.json);
                }
                writeln!(out, "{username} directs club {id}")?;
                Ok(())
            }
        }
    }
}

/// What players and seasons share: rows named within a club.
struct ClubRows {
    noun: &'static str,
    path: &'static str,
}

const PLAYERS: ClubRows = ClubRows {
    noun: "player",
    path: "players",
};
const SEASONS: ClubRows = ClubRows {
    noun: "season",
    path: "seasons",
};

impl ClubRows {
    fn add(
        &self,
        context: &Context,
        out: &mut impl Write,
        club: &str,
        names: &[String],
    ) -> Result<(), Failure> {
        let client = context.client()?;
        let id = resolve_club(&client, club)?;
        for name in names {
            let row = client.post(
                &format!("/clubs/{id}/{}", self.path),
                &NameBody { name: name.clone() },
            )?;
            print_row::<Named>(context, out, self.noun, &row)?;
        }
        Ok(())
    }

    fn list(&self, context: &Context, out: &mut impl Write, club: &str) -> Result<(), Failure> {
        let client = context.client()?;
        let id = resolve_club(&client, club)?;
        print_rows::<Named>(
            context,
            out,
            &client.get(&format!("/clubs/{id}/{}", self.path))?,
        )
    }

    fn rename(
        &self,
        context: &Context,
        out: &mut impl Write,
        id: i64,
        name: &str,
    ) -> Result<(), Failure> {
        let row = context.client()?.patch(
            &format!("/{}/{id}", self.path),
            &NameBody {
                name: name.to_owned(),
            },
        )?;
        print_row::<Named>(context, out, self.noun, &row)
    }
}

#[derive(Debug, Subcommand)]
pub(crate) enum PlayerCommand {
    /// Add players to a club; names are unique within it.
    #[command(after_help = "Example: uptown player add --club 'Tuesday Club' Ann Bob Cal Dee")]
    Add {
        #[arg(long)]
        club: String,
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// List a club's players.
    #[command(after_help = "Example: uptown player list --club 'Tuesday Club'")]
    List {
        #[arg(long)]
        club: String,
    },
    /// Rename a player, by id.
    #[command(after_help = "Example: uptown player rename 3 'Cal Jr.'")]
    Rename { id: i64, name: String },
    /// How the public pages show a player: full_name, initials or hidden (as their number).
    /// The club's directors, and the players at the player's table, always see the name.
    #[command(after_help = "Example: uptown player show-as 3 initials")]
    ShowAs { id: i64, shown_as: String },
    /// Everything the club holds about a player, as JSON (directors).
    #[command(after_help = "Example: uptown player export 3 > player-3.json")]
    Export { id: i64 },
    /// Erase a player: their name becomes their number wherever the club wrote it; their
    /// results and ratings stay. It cannot be undone (directors).
    #[command(after_help = "Example: uptown player erase 3 --yes")]
    Erase {
        id: i64,
        /// Say that the erasure, which cannot be undone, is meant.
        #[arg(long)]
        yes: bool,
    },
}

impl PlayerCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        match self {
            PlayerCommand::Add { club, names } => PLAYERS.add(context, out, &club, &names),
            PlayerCommand::List { club } => PLAYERS.list(context, out, &club),
            PlayerCommand::Rename { id, name } => PLAYERS.rename(context, out, id, &name),
            PlayerCommand::ShowAs { id, shown_as } => {
                privacy::set_shown_as(context, out, id, &shown_as)
            }
            PlayerCommand::Export { id } => privacy::export(&context.client()?, out, id),
            PlayerCommand::Erase { id, yes } => privacy::erase(context, out, id, yes),
        }
    }
}

#[derive(Debug, Subcommand)]
pub(crate) enum SeasonCommand {
    /// Start a season in a club.
    #[command(after_help = "Example: uptown season new --club 'Tuesday Club' 2026")]
    New {
        #[arg(long)]
        club: String,
        name: String,
    },
    /// List a club's seasons.
    #[command(after_help = "Example: uptown season list --club 'Tuesday Club'")]
    List {
        #[arg(long)]
        club: String,
    },
    /// Rename a season, by id.
    #[command(after_help = "Example: uptown season rename 1 'Spring 2026'")]
    Rename { id: i64, name: String },
}

impl SeasonCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        match self {
            SeasonCommand::New { club, name } => SEASONS.add(context, out, &club, &[name]),
            SeasonCommand::List { club } => SEASONS.list(context, out, &club),
            SeasonCommand::Rename { id, name } => SEASONS.rename(context, out, id, &name),
        }
    }
}
