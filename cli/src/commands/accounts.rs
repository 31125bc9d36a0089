//! `uptown account`: the server's accounts, for an admin: make one (a club's director, say),
//! list them.

use std::io::Write;

use clap::Subcommand;
use uptown_api::Account;
use uptown_api::bodies::NewAccount;

use super::session::read_password;
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
}

impl AccountCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client();
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
                ]);
                for account in answer.read::<Vec<Account>>()? {
                    let clubs: Vec<String> =
                        account.directs.iter().map(ToString::to_string).collect();
                    table.row(vec![
                        account.id.to_string(),
                        account.username,
                        if account.admin { "admin" } else { "director" }.to_owned(),
                        clubs.join(", "),
                    ]);
                }
                context.print_table(out, &table)
            }
        }
    }
}
