//! `uptown account`: the server's accounts: an admin makes one (a club's director, say),
//! lists them, sets a forgotten password and disables the account of someone who left;
//! anyone sets their own password.

use std::io::Write;

use clap::Subcommand;
use uptown_api::Account;
use uptown_api::bodies::{NewAccount, NewPassword};

use super::session::read_password;
use crate::client::{Client, Nothing};
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table};

#[derive(Debug, Subcommand)]
pub(crate) enum AccountCommand {
    /// Make an account (admins). Its password is asked for without echo on a terminal, or
    /// read as one line from standard input.
    ///
    /// Then make it a club's director: uptown club director CLUB USERNAME.
    #[command(
        after_help = "Examples:\n  uptown account new eva\n  uptown club director 'Tuesday Club' eva"
    )]
    New {
        username: String,
        /// The account may do everything, in every club.
        #[arg(long)]
        admin: bool,
    },
    /// List the accounts and the clubs each directs (admins).
    #[command(after_help = "Example: uptown account list")]
    List,
    /// Set a password: your own, or (admins) anyone's, like a director who forgot theirs.
    /// Every other session of the account ends. The new password is read as for login.
    #[command(after_help = "Examples:\n  uptown account password\n  uptown account password eva")]
    Password {
        /// The account; by default your own.
        username: Option<String>,
    },
    /// Disable an account (admins): it cannot log in, and its sessions end at once. Its
    /// clubs are kept for when it is enabled again. Your own account cannot be disabled.
    #[command(after_help = "Example: uptown account disable eva")]
    Disable { username: String },
    /// Enable a disabled account again (admins).
    #[command(after_help = "Example: uptown account enable eva")]
    Enable { username: String },
}

/// The account of this username, from the admin's list of accounts.
fn account_named(client: &Client, username: &str) -> Result<Account, Failure> {
    client
        .get("/accounts")?
        .read::<Vec<Account>>()?
        .into_iter()
        .find(|account| account.username == username.trim())
        .ok_or_else(|| Failure::NotFound(format!("there is no account named {username}")))
}

impl AccountCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            AccountCommand::New { username, admin } => {
                let password = read_password()?;
                let body = NewAccount {
                    username,
                    password,
                    admin,
                };
                let answer = client.post("/accounts", &body)?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let account: Account = answer.read()?;
                let role = if account.admin {
                    "an admin"
                } else {
                    "an account"
                };
                writeln!(
                    out,
                    "made {role} {} (id {}); make it a director with: uptown club director CLUB {}",
                    account.username, account.id, account.username
                )?;
                Ok(())
            }
            AccountCommand::Password { username } => {
                let account: Account = match username {
                    None => client.get("/me")?.read()?,
                    Some(username) => account_named(&client, &username)?,
                };
                let body = NewPassword {
                    password: read_password()?,
                };
                let answer = client.put_if_match(
                    &format!("/accounts/{}/password", account.id),
                    &body,
                    None,
                )?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                writeln!(
                    out,
                    "set the password of {}; its other sessions have ended",
                    account.username
                )?;
                Ok(())
            }
            AccountCommand::Disable { username } => {
                set_disabled(context, &client, out, &username, true)
            }
            AccountCommand::Enable { username } => {
                set_disabled(context, &client, out, &username, false)
            }
            AccountCommand::List => {
                let answer = client.get("/accounts")?;
                if context.json {
                    return print_json(out, &answer.json);
                }
                let mut table = Table::new(&[
                    ("id", Align::Right),
                    ("username", Align::Left),
                    ("role", Align::Left),
                    ("directs clubs", Align::Left),
                    ("status", Align::Left),
                ]);
                for account in answer.read::<Vec<Account>>()? {
                    let clubs: Vec<String> =
                        account.directs.iter().map(ToString::to_string).collect();
                    table.row(vec![
                        account.id.to_string(),
                        account.username,
                        if account.admin { "admin" } else { "director" }.to_owned(),
                        clubs.join(", "),
                        if account.disabled {
                            "disabled"
                        } else {
                            "active"
                        }
                        .to_owned(),
                    ]);
                }
                context.print_table(out, &table)
            }
        }
    }
}

/// Disables (`true`) or enables the account of this username.
fn set_disabled(
    context: &Context,
    client: &Client,
    out: &mut impl Write,
    username: &str,
    disabled: bool,
) -> Result<(), Failure> {
    let (action, done) = if disabled {
        ("disable", "disabled; its sessions have ended")
    } else {
        ("enable", "enabled")
    };
    let account = account_named(client, username)?;
    let answer = client.post(&format!("/accounts/{}/{action}", account.id), &Nothing {})?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let account: Account = answer.read()?;
    writeln!(out, "{} {done}", account.username)?;
    Ok(())
}
