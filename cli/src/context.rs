//! What every command is given: how to reach the server and how to print.

use std::io::Write;
use std::path::PathBuf;

use serde::Serialize;

use crate::client::{Client, Credential, Trust};
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
    /// --ca-cert: the file of the CA an https:// server's certificate must chain to.
    ca_cert: Option<PathBuf>,
}

impl Context {
    pub(crate) fn new(
        server: Option<String>,
        table_code: Option<String>,
        json: bool,
        colour: bool,
        ca_cert: Option<PathBuf>,
    ) -> Context {
        Context {
            server,
            table_code: table_code.filter(|code| !code.trim().is_empty()),
            json,
            colour,
            ca_cert,
        }
    }

    /// --server or UPTOWN_SERVER, else the server of the last login, else the default.
    pub(crate) fn server(&self) -> String {
        self.server
            .clone()
            .or_else(|| config::load().server)
            .unwrap_or_else(|| DEFAULT_SERVER.to_owned())
    }

    /// The certificates the server's must chain to: --ca-cert's, else the system's.
    pub(crate) fn trust(&self) -> Result<Trust, Failure> {
        self.ca_cert
            .as_deref()
            .filter(|path| !path.as_os_str().is_empty())
            .map_or(Ok(Trust::Platform), Trust::file)
    }

    /// A client for the server: as the table of --table-code, else with UPTOWN_TOKEN or the
    /// token of the last login to it.
    pub(crate) fn client(&self) -> Result<Client, Failure> {
        let server = self.server();
        let trust = self.trust()?;
        if let Some(code) = &self.table_code {
            let table = Credential::TableCode(code.trim().to_owned());
            return Ok(Client::new(&server, Some(table), trust));
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
        Ok(Client::new(&server, token.map(Credential::Token), trust))
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
