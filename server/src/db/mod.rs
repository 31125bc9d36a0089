//! Storage: one code base over SQLite (the embedded default) and PostgreSQL.
//!
//! The backend is chosen from the URL: `postgres://` or `postgresql://` is PostgreSQL,
//! anything else is an SQLite file path (an optional `sqlite://` prefix is dropped).

use std::sync::Arc;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

pub use self::event_changes::EventChanges;

use crate::counters;

pub mod event_changes;
pub mod repo;
pub mod schema;

/// A connection to either backend; queries written once run on both.
// diesel's connections do not implement `Debug`.
#[allow(missing_debug_implementations)]
#[derive(diesel::MultiConnection)]
pub enum AnyConnection {
    Postgresql(PgConnection),
    Sqlite(SqliteConnection),
}

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations/postgres");

/// Which database a URL names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    Postgres(String),
    Sqlite(String),
}

impl DatabaseUrl {
    pub fn parse(url: &str) -> DatabaseUrl {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            DatabaseUrl::Postgres(url.to_owned())
        } else {
            DatabaseUrl::Sqlite(url.strip_prefix("sqlite://").unwrap_or(url).to_owned())
        }
    }

    pub fn backend(&self) -> &'static str {
        match self {
            DatabaseUrl::Postgres(_) => "postgres",
            DatabaseUrl::Sqlite(_) => "sqlite",
        }
    }

    /// The URL with any password masked, for logs.
    pub fn redacted(&self) -> String {
        match self {
            DatabaseUrl::Sqlite(path) => path.clone(),
            DatabaseUrl::Postgres(url) => match (url.find("://"), url.rfind('@')) {
                (Some(scheme), Some(at)) if url[scheme + 3..at].contains(':') => {
                    let user_end = scheme + 3 + url[scheme + 3..at].find(':').unwrap_or(0);
                    format!("{}:***{}", &url[..user_end], &url[at..])
                }
                _ => url.clone(),
            },
        }
    }

    fn connect(&self) -> ConnectionResult<AnyConnection> {
        match self {
            DatabaseUrl::Postgres(url) => {
                let mut connection = PgConnection::establish(url)?;
                connection.set_instrumentation(counters::count_queries);
                Ok(AnyConnection::Postgresql(connection))
            }
            DatabaseUrl::Sqlite(path) => {
                let mut connection = SqliteConnection::establish(path)?;
                connection.set_instrumentation(counters::count_queries);
                // The busy timeout makes a writer wait for the lock instead of failing, and
                // comes first: switching a new file to WAL takes the lock, and the pool opens
                // its connections at once. WAL lets readers go on while a hand is written;
                // foreign keys are off by default.
                connection
                    .batch_execute(
                        "PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; \
                         PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;",
                    )
                    .map_err(|error| ConnectionError::BadConnection(error.to_string()))?;
                Ok(AnyConnection::Sqlite(connection))
            }
        }
    }
}

/// An r2d2 manager that opens connections to the backend its URL names, each telling
/// `changes` what it changed.
#[derive(Debug)]
pub struct Manager {
    url: DatabaseUrl,
    changes: Arc<EventChanges>,
}

impl r2d2::ManageConnection for Manager {
    type Connection = AnyConnection;
    type Error = ConnectionError;

    fn connect(&self) -> Result<AnyConnection, ConnectionError> {
        let mut connection = self.url.connect()?;
        // PostgreSQL's triggers notify every listener; SQLite's are the connection's own.
        if let AnyConnection::Sqlite(inner) = &mut connection {
            self.changes
                .hook(inner)
                .map_err(|error| ConnectionError::BadConnection(error.to_string()))?;
        }
        Ok(connection)
    }

    fn is_valid(&self, connection: &mut AnyConnection) -> Result<(), ConnectionError> {
        connection
            .batch_execute("SELECT 1")
            .map_err(|error| ConnectionError::BadConnection(error.to_string()))
    }

    fn has_broken(&self, _: &mut AnyConnection) -> bool {
        false
    }
}

pub type Pool = r2d2::Pool<Manager>;
pub type PooledConnection = r2d2::PooledConnection<Manager>;

/// Brings the schema up to date, then opens a pool.
pub fn open(url: &DatabaseUrl, max_size: u32) -> Result<Pool, String> {
    open_watched(url, max_size).map(|(pool, _)| pool)
}

/// Brings the schema up to date, then opens a pool, with the changes its writes (and on
/// PostgreSQL, everyone's) make to events.
pub fn open_watched(url: &DatabaseUrl, max_size: u32) -> Result<(Pool, Arc<EventChanges>), String> {
    let cannot_open = |error: &dyn std::fmt::Display| {
        format!("cannot open the database {}: {error}", url.redacted())
    };
    // On a connection of its own before the pool opens the others: the first connection to
    // a new SQLite file switches it to WAL, which takes the file's lock, and the pool's
    // connections opening meanwhile failed on it (logged as errors by r2d2).
    let mut connection = url.connect().map_err(|error| cannot_open(&error))?;
    migrate(&mut connection).map_err(|error| format!("cannot migrate the database: {error}"))?;
    drop(connection);
    let changes = EventChanges::new(match url {
        DatabaseUrl::Postgres(url) => Some(url.clone()),
        DatabaseUrl::Sqlite(_) => None,
    });
    let pool = r2d2::Pool::builder()
        .max_size(max_size)
        .connection_timeout(Duration::from_secs(5))
        .build(Manager {
            url: url.clone(),
            changes: Arc::clone(&changes),
        })
        .map_err(|error| cannot_open(&error))?;
    Ok((pool, changes))
}

fn migrate(connection: &mut AnyConnection) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    match connection {
        AnyConnection::Postgresql(connection) => {
            connection.run_pending_migrations(POSTGRES_MIGRATIONS)?
        }
        AnyConnection::Sqlite(connection) => {
            connection.run_pending_migrations(SQLITE_MIGRATIONS)?
        }
    };
    Ok(())
}

/// Runs the same diesel expression on whichever connection it is; for what the
/// multi-backend connection cannot express (RETURNING).
macro_rules! per_backend {
    ($connection:expr, |$inner:ident| $body:expr) => {
        match $connection {
            $crate::db::AnyConnection::Postgresql($inner) => $body,
            $crate::db::AnyConnection::Sqlite($inner) => $body,
        }
    };
}
pub(crate) use per_backend;

/// Runs `work` in a transaction that holds the write lock from its first statement.
///
/// SQLite's default `BEGIN` takes the write lock only at the first write, and two such
/// transactions that both read first can deadlock on the upgrade, which SQLite reports at
/// once instead of waiting; `BEGIN IMMEDIATE` makes the second writer wait its turn (up to the
/// busy timeout). PostgreSQL needs no such care: rows are locked as they are written.
pub fn write_transaction<T, E>(
    connection: &mut AnyConnection,
    work: impl FnOnce(&mut AnyConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<diesel::result::Error>,
{
    transaction(connection, "BEGIN IMMEDIATE", "BEGIN", work)
}

/// Runs `work` on one unchanging view of the database, for reads that must agree with each
/// other (an export). PostgreSQL's default isolation gives each statement its own view, so
/// the transaction asks for repeatable read; SQLite in WAL mode keeps the view of a
/// transaction's first read to its end.
pub fn read_snapshot<T, E>(
    connection: &mut AnyConnection,
    work: impl FnOnce(&mut AnyConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<diesel::result::Error>,
{
    transaction(
        connection,
        "BEGIN",
        "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        work,
    )
}

/// Runs `work` between the `BEGIN` statement of the connection's backend and a commit, or a
/// rollback if it fails.
fn transaction<T, E>(
    connection: &mut AnyConnection,
    sqlite_begin: &str,
    postgres_begin: &str,
    work: impl FnOnce(&mut AnyConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<diesel::result::Error>,
{
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    match connection {
        AnyConnection::Sqlite(inner) => {
            AnsiTransactionManager::begin_transaction_sql(inner, sqlite_begin)?;
        }
        AnyConnection::Postgresql(inner) => {
            AnsiTransactionManager::begin_transaction_sql(inner, postgres_begin)?;
        }
    }
    event_changes::began();
    match work(connection) {
        Ok(value) => {
            let committed = per_backend!(connection, |inner| {
                AnsiTransactionManager::commit_transaction(inner)
            });
            if committed.is_ok() {
                counters::committed();
                event_changes::committed();
            } else {
                counters::rolled_back();
                event_changes::rolled_back();
            }
            committed?;
            Ok(value)
        }
        Err(error) => {
            counters::rolled_back();
            event_changes::rolled_back();
            // The work's own error is the one to report; a failed rollback leaves the
            // connection broken, which the pool's next validity check catches.
            let _ = per_backend!(connection, |inner| {
                AnsiTransactionManager::rollback_transaction(inner)
            });
            Err(error)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_scheme_picks_the_backend() {
        assert_eq!(
            DatabaseUrl::parse("postgres://u@h/db").backend(),
            "postgres"
        );
        assert_eq!(
            DatabaseUrl::parse("postgresql://u@h/db").backend(),
            "postgres"
        );
        assert_eq!(
            DatabaseUrl::parse("uptown.sqlite"),
            DatabaseUrl::Sqlite("uptown.sqlite".into())
        );
        assert_eq!(
            DatabaseUrl::parse("sqlite://x.db"),
            DatabaseUrl::Sqlite("x.db".into())
        );
    }

    #[test]
    fn passwords_are_masked_in_logs() {
        assert_eq!(
            DatabaseUrl::parse("postgres://uptown:secret@db:5432/uptown").redacted(),
            "postgres://uptown:***@db:5432/uptown"
        );
        assert_eq!(
            DatabaseUrl::parse("postgres://postgres@db/x").redacted(),
            "postgres://postgres@db/x"
        );
    }

    /// Every `down.sql` undoes its `up.sql`: all of them revert, in order, on the backend
    /// under test, and the schema then comes back up whole.
    #[test]
    fn every_migration_reverts_and_applies_again() {
        let database = uptown_e2e::TestDatabase::new();
        let pool = open(&DatabaseUrl::parse(database.url()), 1).expect("the database opens");
        let mut connection = pool.get().unwrap();
        let (reverted, applied) = match &mut *connection {
            AnyConnection::Postgresql(connection) => {
                let reverted = connection
                    .revert_all_migrations(POSTGRES_MIGRATIONS)
                    .map(|all| all.len());
                let reverted = reverted.unwrap();
                let applied = connection
                    .run_pending_migrations(POSTGRES_MIGRATIONS)
                    .map(|all| all.len());
                (reverted, applied.unwrap())
            }
            AnyConnection::Sqlite(connection) => {
                let reverted = connection
                    .revert_all_migrations(SQLITE_MIGRATIONS)
                    .map(|all| all.len());
                let reverted = reverted.unwrap();
                let applied = connection
                    .run_pending_migrations(SQLITE_MIGRATIONS)
                    .map(|all| all.len());
                (reverted, applied.unwrap())
            }
        };
        assert!(reverted >= 5, "{reverted} migrations reverted");
        assert_eq!(reverted, applied);
    }

    /// Runs migration `name` again on a database that has it: reverts the migrations from the
    /// latest back to it, then applies them all again.
    fn redo(connection: &mut AnyConnection, name: &str) {
        fn redo_on<C: MigrationHarness<B>, B: diesel::backend::Backend>(
            connection: &mut C,
            migrations: impl Fn() -> EmbeddedMigrations,
            name: &str,
        ) {
            loop {
                let reverted = connection.revert_last_migration(migrations()).unwrap();
                if reverted.to_string().replace('-', "") == name.replace('-', "") {
                    break;
                }
            }
            connection.run_pending_migrations(migrations()).unwrap();
        }
        match connection {
            AnyConnection::Postgresql(c) => redo_on(c, || POSTGRES_MIGRATIONS, name),
            AnyConnection::Sqlite(c) => redo_on(c, || SQLITE_MIGRATIONS, name),
        }
    }

    /// Hands entered with a table code were once labelled with it; the labels of a database
    /// from then name the table's number instead, and an account's name is left alone.
    #[test]
    fn old_labels_that_show_a_table_code_are_rewritten() {
        use diesel::sql_types::Text;

        #[derive(QueryableByName)]
        struct Label {
            #[diesel(sql_type = Text)]
            label: String,
        }

        let database = uptown_e2e::TestDatabase::new();
        let pool = open(&DatabaseUrl::parse(database.url()), 1).expect("the database opens");
        let mut connection = pool.get().unwrap();
        let at = "'2026-12-01 20:00:00'";
        connection
            .batch_execute(&format!(
                "INSERT INTO accounts (id, username, password_hash, is_admin, created_at)
                    VALUES (1, 'table ZZZZZZ', 'x', FALSE, {at});
                 INSERT INTO clubs (id, name, created_at) VALUES (1, 'Old Club', {at});
                 INSERT INTO players (id, club_id, name, created_at) VALUES
                    (1, 1, 'Ann', {at}), (2, 1, 'Bob', {at}), (3, 1, 'Cal', {at}),
                    (4, 1, 'Dee', {at});
                 INSERT INTO games (id, club_id, kind, rules, seat_n, seat_e, seat_s, seat_w,
                    table_code, status, version, created_at, updated_at) VALUES
                    (1, 1, 'bid_whist', '{{}}', 1, 2, 3, 4, 'K7Q2MX', 'in_progress', 2, {at}, {at}),
                    (2, 1, 'bid_whist', '{{}}', 1, 2, 3, 4, 'YJEYAV', 'in_progress', 2, {at}, {at});
                 INSERT INTO events (id, club_id, name, format, kind, rules, match_format,
                    tie_breaks, seed, version, created_at) VALUES
                    (1, 1, 'Night', 'rotating', 'bid_whist', '{{}}', '{{}}', '[]', 1, 1, {at});
                 INSERT INTO event_games (game_id, event_id, round_number, table_number,
                    match_game) VALUES (2, 1, 1, 4, 1);
                 INSERT INTO hands (game_id, number, body, entered_by, entered_at) VALUES
                    (1, 1, '{{}}', 'table K7Q2MX', {at}), (2, 1, '{{}}', 'table YJEYAV', {at}),
                    (2, 2, '{{}}', 'table ZZZZZZ', {at});
                 INSERT INTO hand_revisions (game_id, number, action, actor, at) VALUES
                    (1, 1, 'entered', 'table K7Q2MX', {at}), (2, 1, 'entered', 'table YJEYAV', {at}),
                    (2, 2, 'entered', 'table ZZZZZZ', {at});"
            ))
            .unwrap();
        redo(&mut connection, "2026-12-04-000001");
        let labels = |connection: &mut AnyConnection, query: &str| -> Vec<String> {
            diesel::sql_query(query)
                .load::<Label>(connection)
                .unwrap()
                .into_iter()
                .map(|row| row.label)
                .collect()
        };
        let expected = ["the table", "table 4", "table ZZZZZZ"];
        assert_eq!(
            labels(
                &mut connection,
                "SELECT entered_by AS label FROM hands ORDER BY game_id, number"
            ),
            expected
        );
        assert_eq!(
            labels(
                &mut connection,
                "SELECT actor AS label FROM hand_revisions ORDER BY id"
            ),
            expected
        );
    }
}
