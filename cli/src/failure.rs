//! How a command fails: one line on stderr and an exit status a script can act on.

use std::fmt;
use std::process::ExitCode;

/// A failed command.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The input was wrong: a record the rules refuse, a file that cannot be read.
    BadInput(String),
    /// Writing the output failed (a closed pipe, a full disk).
    Output(std::io::Error),
}

impl Failure {
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            Failure::BadInput(_) => ExitCode::from(2),
            Failure::Output(_) => ExitCode::FAILURE,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(message) => f.write_str(message),
            Failure::Output(error) => write!(f, "cannot write the output: {error}"),
        }
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        Failure::Output(error)
    }
}
