//! How a command fails: one line on stderr and an exit status a script can act on.

use std::fmt;
use std::process::ExitCode;

/// A failed command, by what a script would do about it.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The input was wrong: a record or hand the rules refuse, a bad flag value (exit 2).
    BadInput(String),
    /// No such club, game or hand (exit 3).
    NotFound(String),
    /// Someone else changed it first, e.g. entered that hand (exit 4).
    Conflict(String),
    /// Anything else: not logged in, not allowed, the server down or failing (exit 1).
    Other(String),
    /// Writing the output failed: a full disk, say. (A closed pipe is no failure: `main`
    /// exits quietly when the reader has gone.)
    Output(std::io::Error),
}

impl Failure {
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            Failure::BadInput(_) => ExitCode::from(2),
            Failure::NotFound(_) => ExitCode::from(3),
            Failure::Conflict(_) => ExitCode::from(4),
            Failure::Other(_) | Failure::Output(_) => ExitCode::FAILURE,
        }
    }

    /// A failure answered by the server with this HTTP status and message.
    pub(crate) fn from_status(status: u16, message: String) -> Failure {
        match status {
            400 | 422 => Failure::BadInput(message),
            404 => Failure::NotFound(message),
            409 => Failure::Conflict(message),
            401 => Failure::Other(format!(
                "{message} (log in with `uptown login`, or set UPTOWN_TOKEN)"
            )),
            _ => Failure::Other(message),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(message)
            | Failure::NotFound(message)
            | Failure::Conflict(message)
            | Failure::Other(message) => f.write_str(message),
            Failure::Output(error) => write!(f, "cannot write the output: {error}"),
        }
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        Failure::Output(error)
    }
}
