//! Use cases that span storage and the rules: each takes a connection and the actor, checks
//! who may do it, and does it in one transaction.

pub mod accounts;
pub mod clubs;
pub mod csv;
pub mod embedding;
pub mod events;
pub mod games;
pub mod hands;
pub mod money;
pub mod players;
pub mod privacy;
pub mod ratings;
pub mod read_cache;
pub mod summaries;
pub mod tables;
pub mod text;
pub mod three_handed;
pub mod transfer;
pub mod verdict;
pub mod version;
pub mod webhooks;
