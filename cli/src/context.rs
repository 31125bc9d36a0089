//! What every command is given: how to reach the server and how to print.

use std::io::Write;

use serde::Serialize;

use crate::client::{Client, Credential};
use crate::config::{self, DEFAULT_SERVER};
use crate::failure::Failure;
use crate::table::Table;

/// The server's JSON, unchanged, for scripts.
pub(crate) fn print_json(out: &mut impl Write, value: &impl Serialize) -> Result<(), Failure> {
    serde_json::to_writer_pretty(&mut *out, value).map_err(std::io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

#[derive(Debug)]
pub(crate) struct Context {
    server: Option<String>,
    /// --table-code: the client speaks for a table, not for an account.
    table_code: Option<String>,
    pub(crate) json: bool,
    colour: bool,
}

impl Context {
    pub(crate) fn new(
        server: Option<String>,
        table_code: Option<String>,
        json: bool,
        colour: bool,
    ) -> Context {
        Context {
            server,
            table_code: table_code.filter(|code| !code.trim().is_empty()),
            json,
            colour,
        }
    }

    /// --server or UPTOWN_SERVER, else the server of the last login, else the default.
    pub(crate) fn server(&self) -> String {
        self.server
            .clone()
            .or_else(|| config::load().server)
            .unwrap_or_else(|| DEFAULT_SERVER.to_owned())
    }

    /// A client for the server: as the table of --table-code, else with UPTOWN_TOKEN or the
    /// token of the last login to it.
    pub(crate) fn client(&self) -> Client {
        let server = self.server();
        if let Some(code) = &self.table_code {
            return Client::new(&server, Some(Credential::TableCode(code.trim().to_owned())));
        }
        let stored = config::load();
        let token = std::env::var("UPTOWN_TOKEN")
            .ok()
            .filter(|token| !token.is_empty())
            .or_else(|| {
                stored
                    .token
                    .filter(|_| stored.server.as_deref() == Some(server.as_str()))
            });
        Client::new(&server, token.map(Credential::Token))
    }

    pub(crate) fn print_table(&self, out: &mut impl Write, table: &Table) -> Result<(), Failure> {
        write!(out, "{}", table.render(self.colour))?;
        Ok(())
    }

    /// Text for people, with its first line bold on a colour terminal.
    pub(crate) fn print_text(&self, out: &mut impl Write, text: &str) -> Result<(), Failure> {
        match (self.colour, text.split_once('\n')) {
            (true, Some((first, rest))) => write!(out, "\x1b[1m{first}\x1b[0m\n{rest}")?,
            _ => write!(out, "{text}")?,
        }
        Ok(())
    }
}
