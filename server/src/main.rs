//! `uptown-server`: serve the API, or manage accounts from the command line.

use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use actix_web::HttpServer;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;
use uptown_api::bodies::NewAccount;
use uptown_server::config::{Config, LogFormat};
use uptown_server::services::accounts;
use uptown_server::services::transfer;
use uptown_server::services::webhooks::deliver;
use uptown_server::state::{AppState, Https};
use uptown_server::{build_app, db, housekeeping, tls};

/// The Uptown server. With no command it serves on 127.0.0.1:8080 with an SQLite file in the
/// working directory; set `DATABASE_URL` to a postgres:// URL for PostgreSQL.
#[derive(Debug, Parser)]
#[command(name = "uptown-server", version)]
struct Cli {
    #[command(flatten)]
    config: Config,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the API (the default).
    Serve,
    /// Manage accounts.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Write one club, with its players, seasons, events, games, every hand and its history,
    /// as JSON. Example: `uptown-server export --club 1 > club.json`
    Export {
        /// The club's id.
        #[arg(long)]
        club: i64,
        /// Write here instead of standard output.
        #[arg(long)]
        output: Option<PathBuf>,
    },
    /// Store a club written by `export` as a new club, with new ids and new table codes.
    /// Example: `uptown-server import < club.json`
    Import {
        /// Read here instead of standard input.
        #[arg(long)]
        input: Option<PathBuf>,
        /// Import the club under this name (club names are unique on a server).
        #[arg(long)]
        name: Option<String>,
    },
}

#[derive(Debug, Subcommand)]
enum AdminCommand {
    /// Create an admin account. The password is read from standard input (one line) or from
    /// `UPTOWN_ADMIN_PASSWORD`. Example: `echo 'a long secret' | uptown-server admin create alice`
    Create { username: String },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    init_logging(cli.config.log_format);
    let outcome = match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve(&cli.config),
        Command::Admin(AdminCommand::Create { username }) => create_admin(&cli.config, &username),
        Command::Export { club, output } => export(&cli.config, club, output.as_deref()),
        Command::Import { input, name } => import(&cli.config, input.as_deref(), name.as_deref()),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn init_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_env("UPTOWN_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().init(),
    }
}

fn serve(config: &Config) -> Result<(), String> {
    let database = config.database();
    let database_open = db::open_watched(&database, config.db_pool_size)?;
    tracing::info!(backend = database.backend(), database = %database.redacted(), "database ready");
    let listeners = Listeners::open(config)?;
    listeners.announce()?;
    let state = AppState::new(
        database_open,
        config.allowance(),
        config.behind_proxy,
        config.lifetimes(),
    )
    .with_public_url(config.public_url.clone())
    .with_https(listeners.https(config.hsts))
    .with_webhook_reach(config.webhook_reach());
    let (swept, reach) = (state.pool.clone(), state.webhook_reach);
    actix_web::rt::System::new().block_on(async move {
        actix_web::rt::spawn(housekeeping::keep_time(swept.clone()));
        actix_web::rt::spawn(deliver::keep_delivering(swept.clone(), reach));
        actix_web::rt::spawn(housekeeping::run(swept));
        let Listeners {
            main,
            tls,
            redirect,
        } = listeners;
        let failed = |error: std::io::Error| format!("cannot listen: {error}");
        let server = HttpServer::new(move || build_app(state.clone()));
        let mut server = match tls {
            Some(tls) => server.listen_rustls_0_23(main, tls),
            None => server.listen(main),
        }
        .map_err(failed)?;
        if let Some(redirect) = redirect {
            server = server.listen(redirect).map_err(failed)?;
        }
        // SIGINT and SIGTERM stop accepting connections and let requests in flight finish.
        server
            .shutdown_timeout(30)
            .run()
            .await
            .map_err(|error| error.to_string())
    })
}

/// The sockets the server listens on: the main one (HTTPS when there is a certificate), and
/// the plain-HTTP one that only redirects to it.
struct Listeners {
    main: TcpListener,
    tls: Option<rustls::ServerConfig>,
    redirect: Option<TcpListener>,
}

impl Listeners {
    fn open(config: &Config) -> Result<Listeners, String> {
        let bind = |address: SocketAddr| {
            TcpListener::bind(address)
                .map_err(|error| format!("cannot listen on {address}: {error}"))
        };
        let tls = config
            .certificate_files()
            .map(tls::server_config)
            .transpose()?;
        Ok(Listeners {
            main: bind(config.bind)?,
            tls,
            redirect: config.redirect_http.map(bind).transpose()?,
        })
    }

    /// What the app needs to know of the server's own HTTPS.
    fn https(&self, hsts: bool) -> Option<Https> {
        let port = self.main.local_addr().ok()?.port();
        self.tls.as_ref().map(|_| Https { port, hsts })
    }

    /// Says where the server listens, the main address first: scripts and tests that start
    /// the server on port 0 read it from the first line.
    fn announce(&self) -> Result<(), String> {
        let address = |listener: &TcpListener| {
            listener
                .local_addr()
                .map_err(|error| format!("cannot listen: {error}"))
        };
        let scheme = if self.tls.is_some() { "https" } else { "http" };
        let mut text = format!(
            "uptown-server listening on {scheme}://{}\n",
            address(&self.main)?
        );
        if let Some(redirect) = &self.redirect {
            let _ = writeln!(
                text,
                "uptown-server redirecting http://{} to https",
                address(redirect)?
            );
        }
        // One write, and never a reason to stop: whoever started the server may have read
        // the first line and closed the pipe.
        let _ = std::io::stdout().lock().write_all(text.as_bytes());
        Ok(())
    }
}

fn export(config: &Config, club: i64, output: Option<&Path>) -> Result<(), String> {
    let pool = db::open(&config.database(), 1)?;
    let mut connection = pool.get().map_err(|error| error.to_string())?;
    let export = transfer::export_club(&mut connection, club).map_err(|error| error.to_string())?;
    let text = serde_json::to_string_pretty(&export).map_err(|error| error.to_string())?;
    if let Some(path) = output {
        std::fs::write(path, text + "\n")
            .map_err(|error| format!("cannot write {}: {error}", path.display()))
    } else {
        println!("{text}");
        Ok(())
    }
}

fn import(config: &Config, input: Option<&Path>, name: Option<&str>) -> Result<(), String> {
    let text = match input {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?,
        None => std::io::read_to_string(std::io::stdin())
            .map_err(|error| format!("cannot read standard input: {error}"))?,
    };
    let export = transfer::parse(&text).map_err(|error| error.to_string())?;
    let pool = db::open(&config.database(), 1)?;
    let mut connection = pool.get().map_err(|error| error.to_string())?;
    let id =
        transfer::import_club(&mut connection, &export, name).map_err(|error| error.to_string())?;
    println!(
        "imported club {} as club {id}: {} players, {} games, {} hands, {} events",
        name.unwrap_or(&export.rows.club.name),
        export.rows.players.len(),
        export.rows.games.len(),
        export.rows.hands.len(),
        export.rows.events.len()
    );
    Ok(())
}

fn create_admin(config: &Config, username: &str) -> Result<(), String> {
    let password = if let Ok(password) = std::env::var("UPTOWN_ADMIN_PASSWORD") {
        password
    } else {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(|error| format!("cannot read the password: {error}"))?;
        line.trim_end_matches(['\r', '\n']).to_owned()
    };
    let pool = db::open(&config.database(), 1)?;
    let mut connection = pool.get().map_err(|error| error.to_string())?;
    let new = NewAccount {
        username: username.to_owned(),
        password,
        admin: true,
    };
    let account = db::write_transaction(&mut connection, |connection| {
        accounts::create(connection, None, &new)
    })
    .map_err(|error| error.to_string())?;
    println!(
        "created admin account {} (id {})",
        account.username, account.id
    );
    Ok(())
}
