//! The `uptown` command's tests, in one binary: offline scoring and pairings, and the event
//! commands against a server.

mod event_commands;
mod pairings_command;
mod score_command;
