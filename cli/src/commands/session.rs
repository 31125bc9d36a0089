//! `uptown login`, `logout`, `whoami`, and the account's sessions.

use std::io::{BufRead, IsTerminal, Write};

use clap::{Args, Subcommand};
use serde_json::json;

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

fn read_password() -> Result<String, Failure> {
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
    let client = crate::client::Client::new(&context.server(), None);
    let answer = client.post(
        "/login",
        &json!({ "username": args.username, "password": password }),
    )?;
    let token = answer.json["token"].as_str().unwrap_or_default().to_owned();
    let path = config::save(&Stored {
        server: Some(client.base().to_owned()),
        token: Some(token),
        username: Some(args.username.clone()),
    })?;
    if context.json {
        return print_json(out, &answer.json["account"]);
    }
    writeln!(
        out,
        "logged in to {} as {} (token kept in {}, until {} at the latest)",
        client.base(),
        args.username,
        path.display(),
        minute(&answer.json["expires_at"])
    )?;
    Ok(())
}

pub(crate) fn logout(context: &Context, out: &mut impl Write) -> Result<(), Failure> {
    let client = context.client();
    if client.token().is_some() {
        client.post("/logout", &json!({}))?;
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
    let client = context.client();
    if client.token().is_none() {
        return Err(Failure::Other(format!(
            "not logged in to {} (run `uptown login USERNAME`)",
            client.base()
        )));
    }
    let me = client.get("/me")?.json;
    if context.json {
        return print_json(out, &me);
    }
    let role = if me["admin"] == true {
        "admin"
    } else {
        "director"
    };
    let clubs: Vec<String> = me["directs"]
        .as_array()
        .into_iter()
        .flatten()
        .map(ToString::to_string)
        .collect();
    let directs = if clubs.is_empty() {
        String::new()
    } else {
        format!(", directs club {}", clubs.join(", "))
    };
    writeln!(
        out,
        "{} ({role}{directs}) at {}",
        me["username"].as_str().unwrap_or("?"),
        client.base()
    )?;
    Ok(())
}

/// A time of the server's (`2026-12-01T20:15:00.123Z`) to the minute, as people read it.
fn minute(at: &serde_json::Value) -> String {
    let text = at.as_str().unwrap_or_default();
    match (text.get(..10), text.get(11..16)) {
        (Some(day), Some(time)) => format!("{day} {time} UTC"),
        _ => text.to_owned(),
    }
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
        let client = context.client();
        match self {
            SessionCommand::List => {
                let sessions = client.get("/sessions")?.json;
                if context.json {
                    return print_json(out, &sessions);
                }
                let mut table = Table::new(&[
                    ("id", Align::Right),
                    ("kind", Align::Left),
                    ("opened by", Align::Left),
                    ("last used", Align::Left),
                    ("ends", Align::Left),
                    ("", Align::Left),
                ]);
                for session in sessions.as_array().into_iter().flatten() {
                    let ends = [&session["idle_until"], &session["expires_at"]]
                        .into_iter()
                        .filter_map(serde_json::Value::as_str)
                        .min()
                        .map(|at| minute(&serde_json::Value::from(at)))
                        .unwrap_or_default();
                    table.row(vec![
                        session["id"].to_string(),
                        session["kind"].as_str().unwrap_or_default().to_owned(),
                        session["label"].as_str().unwrap_or("?").to_owned(),
                        minute(&session["last_used_at"]),
                        ends,
                        if session["current"] == true {
                            "this one"
                        } else {
                            ""
                        }
                        .to_owned(),
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
