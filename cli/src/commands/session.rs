//! `uptown login`, `logout`, `whoami`, and the account's sessions.

use std::io::{BufRead, IsTerminal, Write};

use chrono::NaiveDateTime;
use clap::{Args, Subcommand};
use uptown_api::bodies::Credentials;
use uptown_api::{Account, Login, Session};

use crate::config::{self, Stored};
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table};

/// Log in to the server and keep the token for the next commands.
///
/// The password is asked for without echo on a terminal, or read as one line from standard
/// input otherwise. The token is stored in the config directory (~/.config/uptown, or
/// UPTOWN_CONFIG_DIR), readable by you alone.
#[derive(Debug, Args)]
#[command(after_help = "Example: uptown --server http://club.local:8080 login alice")]
pub(crate) struct LoginArgs {
    username: String,
}

/// A password: asked for without echo on a terminal, else one line of standard input.
pub(super) fn read_password() -> Result<String, Failure> {
    if std::io::stdin().is_terminal() {
        return rpassword::prompt_password("password: ")
            .map_err(|error| Failure::Other(format!("cannot read the password: {error}")));
    }
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|error| Failure::Other(format!("cannot read the password: {error}")))?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

pub(crate) fn login(
    args: &LoginArgs,
    context: &Context,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let password = read_password()?;
    let client = crate::client::Client::new(&context.server(), None, context.trust()?);
    let answer = client.post(
        "/login",
        &Credentials {
            username: args.username.clone(),
            password,
        },
    )?;
    let login: Login = answer.read()?;
    let path = config::save(&Stored {
        server: Some(client.base().to_owned()),
        token: Some(login.token),
        username: Some(args.username.clone()),
    })?;
    if context.json {
        return print_json(out, &login.account);
    }
    writeln!(
        out,
        "logged in to {} as {} (token kept in {}, until {} at the latest)",
        client.base(),
        args.username,
        path.display(),
        minute(login.expires_at)
    )?;
    Ok(())
}

pub(crate) fn logout(context: &Context, out: &mut impl Write) -> Result<(), Failure> {
    let client = context.client()?;
    if client.token().is_some() {
        client.post("/logout", &serde_json::Map::new())?;
    }
    let stored = config::load();
    config::save(&Stored {
        token: None,
        ..stored
    })?;
    if !context.json {
        writeln!(out, "logged out of {}", client.base())?;
    }
    Ok(())
}

pub(crate) fn whoami(context: &Context, out: &mut impl Write) -> Result<(), Failure> {
    let client = context.client()?;
    if client.token().is_none() {
        return Err(Failure::Other(format!(
            "not logged in to {} (run `uptown login USERNAME`)",
            client.base()
        )));
    }
    let answer = client.get("/me")?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let me: Account = answer.read()?;
    let role = if me.admin { "admin" } else { "director" };
    let clubs: Vec<String> = me.directs.iter().map(ToString::to_string).collect();
    let directs = if clubs.is_empty() {
        String::new()
    } else {
        format!(", directs club {}", clubs.join(", "))
    };
    writeln!(
        out,
        "{} ({role}{directs}) at {}",
        me.username,
        client.base()
    )?;
    Ok(())
}

/// A time of the server's (in UTC) to the minute, as people read it.
fn minute(at: NaiveDateTime) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// Where your account is logged in: its API tokens and console sessions.
#[derive(Debug, Subcommand)]
pub(crate) enum SessionCommand {
    /// List the sessions that have not ended, with what opened each and when it ends.
    #[command(after_help = "Example: uptown session list")]
    List,
    /// End a session: a lost phone's, a laptop left logged in.
    #[command(after_help = "Example: uptown session end 12")]
    End {
        /// The session's id, from `uptown session list`.
        id: i64,
    },
}

impl SessionCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            SessionCommand::List => {
                let answer = client.get("/sessions")?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let mut table = Table::new(&[
                    ("id", Align::Right),
                    ("kind", Align::Left),
                    ("opened by", Align::Left),
                    ("last used", Align::Left),
                    ("ends", Align::Left),
                    ("", Align::Left),
                ]);
                for session in answer.read::<Vec<Session>>()? {
                    table.row(vec![
                        session.id.to_string(),
                        session.kind,
                        session.label.unwrap_or_else(|| "?".to_owned()),
                        minute(session.last_used_at),
                        minute(session.idle_until.min(session.expires_at)),
                        if session.current { "this one" } else { "" }.to_owned(),
                    ]);
                }
                context.print_table(out, &table)
            }
            SessionCommand::End { id } => {
                client.delete(&format!("/sessions/{id}"))?;
                if !context.json {
                    writeln!(out, "ended session {id}")?;
                }
                Ok(())
            }
        }
    }
}
