//! The server's settings, from flags and the environment, passed down from `main`.

use std::net::SocketAddr;
use std::num::NonZeroU32;
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use chrono::TimeDelta;

use crate::auth::{Lifetime, Lifetimes};
use crate::db::DatabaseUrl;
use crate::services::webhooks::Reach;
use crate::state::PublicUrl;
use crate::state::throttles::Allowance;
use crate::tls::CertificateFiles;

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
    /// The server sits behind a reverse proxy: rate limits key on the client address the
    /// proxy reports in `Forwarded` or `X-Forwarded-For` (which only a proxy may be trusted
    /// to set), not on the proxy's own address.
    #[arg(long, env = "UPTOWN_BEHIND_PROXY")]
    pub behind_proxy: bool,
    /// Login attempts allowed per client address per minute.
    #[arg(long, default_value_t = Allowance::default().logins_per_minute, env = "UPTOWN_LOGINS_PER_MINUTE")]
    pub logins_per_minute: NonZeroU32,
    /// Requests that present a table code allowed per client address per minute.
    #[arg(long, default_value_t = Allowance::default().table_codes_per_minute, env = "UPTOWN_TABLE_CODES_PER_MINUTE")]
    pub table_codes_per_minute: NonZeroU32,
    /// The address phones and browsers reach this server at, e.g. `http://192.168.1.10:8080`
    /// or `https://scores.example.org`: table cards, QR codes and links use it. Without it
    /// they use the address the page was asked for at, which from the laptop running the
    /// server is one no phone can reach (127.0.0.1).
    #[arg(long, env = "UPTOWN_PUBLIC_URL", value_parser = PublicUrl::parse)]
    pub public_url: Option<PublicUrl>,
    /// Serve HTTPS with this PEM certificate chain (the server's own certificate first) and
    /// --tls-key; both are read again when they change, so a renewal needs no restart.
    #[arg(
        long,
        env = "UPTOWN_TLS_CERT",
        requires = "tls_key",
        value_name = "FILE"
    )]
    pub tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert.
    #[arg(
        long,
        env = "UPTOWN_TLS_KEY",
        requires = "tls_cert",
        value_name = "FILE"
    )]
    pub tls_key: Option<PathBuf>,
    /// With --tls-cert, also listen for plain HTTP here (e.g. `0.0.0.0:80`) and answer every
    /// request with a redirect to the same path over HTTPS.
    #[arg(
        long,
        env = "UPTOWN_REDIRECT_HTTP",
        requires = "tls_cert",
        value_name = "ADDRESS"
    )]
    pub redirect_http: Option<SocketAddr>,
    /// With --tls-cert, tell browsers to use only HTTPS here for a year
    /// (`Strict-Transport-Security`). Only for a name whose certificate will always be renewed:
    /// a browser that saw it refuses the plain-HTTP address until the year is out.
    #[arg(long, env = "UPTOWN_HSTS", requires = "tls_cert")]
    pub hsts: bool,
    /// Days an API token (the CLI's) lasts without use.
    #[arg(long, default_value_t = 30, env = "UPTOWN_TOKEN_IDLE_DAYS", value_parser = clap::value_parser!(u32).range(1..=365))]
    pub token_idle_days: u32,
    /// Days an API token lasts in all.
    #[arg(long, default_value_t = 90, env = "UPTOWN_TOKEN_LIFETIME_DAYS", value_parser = clap::value_parser!(u32).range(1..=3650))]
    pub token_lifetime_days: u32,
    /// Minutes a console login lasts without use.
    #[arg(long, default_value_t = 120, env = "UPTOWN_CONSOLE_IDLE_MINUTES", value_parser = clap::value_parser!(u32).range(1..=10080))]
    pub console_idle_minutes: u32,
    /// Hours a console login lasts in all.
    #[arg(long, default_value_t = 12, env = "UPTOWN_CONSOLE_LIFETIME_HOURS", value_parser = clap::value_parser!(u32).range(1..=720))]
    pub console_lifetime_hours: u32,
    /// Also send webhooks to loopback and private-network addresses (a club's laptop
    /// posting to a machine in the room). Off, only addresses on the internet are sent to,
    /// so that a director's address cannot reach the server's own network.
    #[arg(long, env = "UPTOWN_WEBHOOKS_TO_PRIVATE_ADDRESSES")]
    pub webhooks_to_private_addresses: bool,
}

impl Config {
    pub fn database(&self) -> DatabaseUrl {
        DatabaseUrl::parse(&self.database_url)
    }

    pub fn lifetimes(&self) -> Lifetimes {
        Lifetimes {
            api: Lifetime {
                idle: TimeDelta::days(i64::from(self.token_idle_days)),
                absolute: TimeDelta::days(i64::from(self.token_lifetime_days)),
            },
            console: Lifetime {
                idle: TimeDelta::minutes(i64::from(self.console_idle_minutes)),
                absolute: TimeDelta::hours(i64::from(self.console_lifetime_hours)),
            },
        }
    }

    /// The certificate files of the HTTPS listener, when the server serves HTTPS itself.
    pub fn certificate_files(&self) -> Option<CertificateFiles> {
        Some(CertificateFiles {
            chain: self.tls_cert.clone()?,
            key: self.tls_key.clone()?,
        })
    }

    pub fn webhook_reach(&self) -> Reach {
        if self.webhooks_to_private_addresses {
            Reach::Any
        } else {
            Reach::Public
        }
    }

    pub fn allowance(&self) -> Allowance {
        Allowance {
            logins_per_minute: self.logins_per_minute,
            table_codes_per_minute: self.table_codes_per_minute,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_address_is_a_plain_http_or_https_address() {
        for (text, kept) in [
            ("http://192.168.1.10:8080/", "http://192.168.1.10:8080"),
            (
                "https://scores.example.org/club",
                "https://scores.example.org/club",
            ),
        ] {
            assert_eq!(PublicUrl::parse(text).unwrap().as_str(), kept);
        }
        for text in [
            "192.168.1.10:8080",
            "http://",
            "http://a b",
            "http://x/?q=1",
            "ftp://x",
        ] {
            assert!(PublicUrl::parse(text).is_err(), "{text}");
        }
    }
}
