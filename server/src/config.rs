//! The server's settings, from flags and the environment, passed down from `main`.

use std::net::SocketAddr;

use clap::{Args, ValueEnum};

use crate::db::DatabaseUrl;

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Where the server listens and what it stores into.
#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080", env = "UPTOWN_BIND")]
    pub bind: SocketAddr,
    /// `postgres://user@host/db` for PostgreSQL; otherwise the path of an SQLite file,
    /// created and migrated if it is new.
    #[arg(long, env = "DATABASE_URL", default_value = "uptown.sqlite")]
    pub database_url: String,
    /// Log lines as text for people or JSON for collectors.
    #[arg(long, value_enum, default_value_t = LogFormat::Text, env = "UPTOWN_LOG_FORMAT")]
    pub log_format: LogFormat,
    /// Most database connections held open at once.
    #[arg(long, default_value_t = 16, env = "UPTOWN_DB_POOL_SIZE")]
    pub db_pool_size: u32,
}

impl Config {
    pub fn database(&self) -> DatabaseUrl {
        DatabaseUrl::parse(&self.database_url)
    }
}
