//! `uptown club`, `uptown player`, `uptown season`.

use std::io::Write;

use clap::Subcommand;
use serde_json::{Value, json};

use crate::client::Client;
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
}

/// A club by id, or by name.
pub(crate) fn resolve_club(client: &Client, club: &str) -> Result<i64, Failure> {
    if let Ok(id) = club.parse() {
        return Ok(id);
    }
    let clubs = client.get("/clubs")?.json;
    clubs
        .as_array()
        .into_iter()
        .flatten()
        .find(|row| {
            row["name"]
                .as_str()
                .is_some_and(|name| name.eq_ignore_ascii_case(club.trim()))
        })
        .and_then(|row| row["id"].as_i64())
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

/// Rows with an id and a name (clubs, players, seasons) as a table.
fn named_table(rows: &Value) -> Table {
    let mut table = Table::new(&[("id", Align::Right), ("name", Align::Left)]);
    for row in rows.as_array().into_iter().flatten() {
        table.row(vec![
            row["id"].to_string(),
            row["name"].as_str().unwrap_or_default().to_owned(),
        ]);
    }
    table
}

/// Prints one created or changed row: its JSON, or a line for people.
fn print_row(
    context: &Context,
    out: &mut impl Write,
    what: &str,
    row: &Value,
) -> Result<(), Failure> {
    if context.json {
        return print_json(out, row);
    }
    writeln!(
        out,
        "{what} {} {}",
        row["id"],
        row["name"].as_str().unwrap_or_default()
    )?;
    Ok(())
}

fn print_rows(context: &Context, out: &mut impl Write, rows: &Value) -> Result<(), Failure> {
    if context.json {
        print_json(out, rows)
    } else {
        context.print_table(out, &named_table(rows))
    }
}

impl ClubCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client();
        match self {
            ClubCommand::New { name } => print_row(
                context,
                out,
                "club",
                &client.post("/clubs", &json!({ "name": name }))?.json,
            ),
            ClubCommand::List => print_rows(context, out, &client.get("/clubs")?.json),
            ClubCommand::Show { club } => {
                let id = resolve_club(&client, &club)?;
                let shown = client.get(&format!("/clubs/{id}"))?.json;
                if context.json {
                    return print_json(out, &shown);
                }
                writeln!(
                    out,
                    "club {id} {}",
                    shown["name"].as_str().unwrap_or_default()
                )?;
                writeln!(out, "\nplayers:")?;
                context.print_table(
                    out,
                    &named_table(&client.get(&format!("/clubs/{id}/players"))?.json),
                )?;
                writeln!(out, "\nseasons:")?;
                context.print_table(
                    out,
                    &named_table(&client.get(&format!("/clubs/{id}/seasons"))?.json),
                )
            }
            ClubCommand::Rename { club, name } => {
                let id = resolve_club(&client, &club)?;
                print_row(
                    context,
                    out,
                    "club",
                    &client
                        .patch(&format!("/clubs/{id}"), &json!({ "name": name }))?
                        .json,
                )
            }
            ClubCommand::Director { club, username } => {
                let id = resolve_club(&client, &club)?;
                let account = client
                    .post(
                        &format!("/clubs/{id}/directors"),
                        &json!({ "username": username }),
                    )?
                    .json;
                if context.json {
                    return print_json(out, &account);
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
        let client = context.client();
        let id = resolve_club(&client, club)?;
        for name in names {
            let row = client
                .post(
                    &format!("/clubs/{id}/{}", self.path),
                    &json!({ "name": name }),
                )?
                .json;
            print_row(context, out, self.noun, &row)?;
        }
        Ok(())
    }

    fn list(&self, context: &Context, out: &mut impl Write, club: &str) -> Result<(), Failure> {
        let client = context.client();
        let id = resolve_club(&client, club)?;
        print_rows(
            context,
            out,
            &client.get(&format!("/clubs/{id}/{}", self.path))?.json,
        )
    }

    fn rename(
        &self,
        context: &Context,
        out: &mut impl Write,
        id: i64,
        name: &str,
    ) -> Result<(), Failure> {
        let row = context
            .client()
            .patch(&format!("/{}/{id}", self.path), &json!({ "name": name }))?
            .json;
        print_row(context, out, self.noun, &row)
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
}

impl PlayerCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        match self {
            PlayerCommand::Add { club, names } => PLAYERS.add(context, out, &club, &names),
            PlayerCommand::List { club } => PLAYERS.list(context, out, &club),
            PlayerCommand::Rename { id, name } => PLAYERS.rename(context, out, id, &name),
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
