//! `uptown login`, `logout` and `whoami`.

use std::io::{BufRead, IsTerminal, Write};

use clap::Args;
use serde_json::json;

use crate::config::{self, Stored};
use crate::context::{Context, print_json};
use crate::failure::Failure;

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
        "logged in to {} as {} (token kept in {})",
        client.base(),
        args.username,
        path.display()
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
