//! `server/src/db/schema.rs` is kept by hand, so nothing else ties it to the migrations: a
//! column that schema.rs names but a migration never made, or makes nullable, or types
//! differently, shows only when a query that touches it runs, and only on the backend that
//! differs. Here the real server migrates a fresh database of the backend under test, and its
//! catalogue must hold exactly the tables, columns, nullability, primary keys and types that
//! the `diesel::table!` blocks of schema.rs declare.

use std::collections::BTreeMap;

use diesel::sql_types::{Bool, Integer, Nullable, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};
use uptown_e2e::{RunningServer, TestDatabase};

/// The schema under test, read when the test is built, so that an edit to it rebuilds the test.
const SCHEMA: &str = include_str!("../../../server/src/db/schema.rs");

/// Tables and views of a migrated database that schema.rs leaves out on purpose.
const NOT_IN_SCHEMA: &[&str] = &[
    // diesel_migrations' record of the migrations that have run; the server never queries it.
    "__diesel_schema_migrations",
    // SQLite only: its triggers cannot call a function, so those of the `result_changes`
    // migration note a change by inserting into this view, whose INSTEAD OF trigger moves the
    // club's clock. It is there for the triggers alone; the server's queries never name it.
    "result_change_notes",
    // PostgreSQL only: the rate limits' buckets shared by several servers, read and written
    // by statements of their own (`state/shared_buckets.rs`); an SQLite file is one server's,
    // which keeps its buckets in memory.
    "throttle_buckets",
];

/// Every column of every table and view of an SQLite database. `pk` is the column's place in
/// the primary key from 1, and 0 when it is not in it.
const SQLITE_COLUMNS: &str = r#"
    SELECT m.name AS table_name, p.name AS column_name, p.type AS sql_type,
        p."notnull" = 0 AS nullable, NULLIF(p.pk, 0) AS key_position
    FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p
    WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite\_%' ESCAPE '\'
    ORDER BY m.name, p.cid"#;

/// Every column of every table and view in the PostgreSQL schema the server migrated.
const POSTGRES_COLUMNS: &str = "
    SELECT c.table_name::text AS table_name, c.column_name::text AS column_name,
        c.data_type::text AS sql_type, c.is_nullable = 'YES' AS nullable,
        k.ordinal_position::integer AS key_position
    FROM information_schema.columns AS c
    LEFT JOIN information_schema.table_constraints AS t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        AND t.constraint_type = 'PRIMARY KEY'
    LEFT JOIN information_schema.key_column_usage AS k
        ON k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name
        AND k.table_name = c.table_name AND k.column_name = c.column_name
    WHERE c.table_schema = current_schema()
    ORDER BY c.table_name, c.ordinal_position";

/// The diesel SQL types schema.rs may use, and the column types of each backend that hold
/// them: PostgreSQL's `data_type` exactly, SQLite's declared type by its family. SQLite keeps
/// every integer in up to 64 bits whatever the declaration says, so there `Integer` and
/// `BigInt` both fit any integer column; PostgreSQL tells them apart, and so does this.
const TYPES: &[(&str, &[&str], SqliteFamily)] = &[
    ("SmallInt", &["smallint"], SqliteFamily::Integer),
    ("Integer", &["integer"], SqliteFamily::Integer),
    ("BigInt", &["bigint"], SqliteFamily::Integer),
    (
        "Text",
        &["text", "character varying", "character"],
        SqliteFamily::Text,
    ),
    ("Bool", &["boolean"], SqliteFamily::Bool),
    (
        "Timestamp",
        &["timestamp without time zone"],
        SqliteFamily::Timestamp,
    ),
    ("Double", &["double precision"], SqliteFamily::Real),
    ("Float", &["real"], SqliteFamily::Real),
    ("Binary", &["bytea"], SqliteFamily::Blob),
];

/// What an SQLite declared type says about a column: its affinity, found by SQLite's rules
/// in their order, with the NUMERIC affinity split by the names that diesel's booleans and
/// timestamps are declared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SqliteFamily {
    Integer,
    Text,
    Blob,
    Real,
    Bool,
    Timestamp,
    Numeric,
}

impl SqliteFamily {
    fn of(declared: &str) -> SqliteFamily {
        let declared = declared.to_ascii_uppercase();
        let has = |words: &[&str]| words.iter().any(|word| declared.contains(word));
        if has(&["INT"]) {
            SqliteFamily::Integer
        } else if has(&["CHAR", "CLOB", "TEXT"]) {
            SqliteFamily::Text
        } else if has(&["BLOB"]) || declared.is_empty() {
            SqliteFamily::Blob
        } else if has(&["REAL", "FLOA", "DOUB"]) {
            SqliteFamily::Real
        } else if has(&["BOOL"]) {
            SqliteFamily::Bool
        } else if has(&["TIMESTAMP", "DATETIME"]) {
            SqliteFamily::Timestamp
        } else {
            SqliteFamily::Numeric
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// Whether a column of type `declared` holds diesel's `sql_type`; none when `sql_type` is
    /// not in [`TYPES`].
    fn holds(self, sql_type: &str, declared: &str) -> Option<bool> {
        let (_, postgres, sqlite) = TYPES.iter().find(|(name, ..)| *name == sql_type)?;
        Some(match self {
            Backend::Postgres => postgres.contains(&declared),
            Backend::Sqlite => SqliteFamily::of(declared) == *sqlite,
        })
    }
}

/// A `diesel::table!` block of schema.rs.
#[derive(Debug)]
struct Table {
    name: String,
    primary_key: Vec<String>,
    columns: Vec<Column>,
}

/// A `name -> Type` line of a `diesel::table!` block.
#[derive(Debug)]
struct Column {
    name: String,
    /// The type inside `Nullable<...>`, if it is nullable.
    sql_type: String,
    nullable: bool,
}

/// Every `table!` block of schema.rs text. A block written in a way this does not read
/// either stops it or yields names that match nothing in the database: the test fails
/// instead of leaving the block unchecked.
fn parse_schema(text: &str) -> Vec<Table> {
    let code: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect();
    code.join("\n")
        .split("table! {")
        .skip(1)
        .map(parse_table)
        .collect()
}

/// `name (key, ...) { column -> Type, ... }`, and whatever follows the block.
fn parse_table(block: &str) -> Table {
    let (header, rest) = block.split_once('{').expect("a table! block has a body");
    let (name, key) = match header.split_once('(') {
        Some((name, key)) => (name, key.trim_end().trim_end_matches(')')),
        // diesel's key when a block names none.
        None => (header, "id"),
    };
    let (body, _) = rest.split_once('}').expect("a table! body ends");
    Table {
        name: name.trim().to_owned(),
        primary_key: key
            .split(',')
            .map(|column| column.trim().to_owned())
            .collect(),
        columns: body
            .split(',')
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .map(parse_column)
            .collect(),
    }
}

fn parse_column(entry: &str) -> Column {
    let (name, sql_type) = entry
        .split_once("->")
        .unwrap_or_else(|| panic!("a table! column is `name -> Type`: {entry:?}"));
    let sql_type = sql_type.trim();
    let inner = sql_type
        .strip_prefix("Nullable<")
        .and_then(|inner| inner.strip_suffix('>'));
    Column {
        name: name.trim().to_owned(),
        sql_type: inner.unwrap_or(sql_type).to_owned(),
        nullable: inner.is_some(),
    }
}

/// A column of the migrated database, as the backend's catalogue describes it.
#[derive(Debug, QueryableByName)]
struct DatabaseColumn {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
    /// The declared type on SQLite, `information_schema`'s `data_type` on PostgreSQL.
    #[diesel(sql_type = Text)]
    sql_type: String,
    #[diesel(sql_type = Bool)]
    nullable: bool,
    /// The column's place in the primary key, from 1; none when it is not in it.
    #[diesel(sql_type = Nullable<Integer>)]
    key_position: Option<i32>,
}

/// The columns of a fresh database of the backend under test, once the real server has
/// migrated it.
fn migrated_database() -> (Backend, Vec<DatabaseColumn>) {
    let database = TestDatabase::new();
    let directory = tempfile::tempdir().unwrap();
    // The server says where it listens only once the migrations have run, and that is all it
    // is started for.
    RunningServer::start(
        directory.path(),
        &["--bind", "127.0.0.1:0"],
        Some(database.url()),
    )
    .kill();
    let url = database.url();
    if database.is_postgres() {
        let mut connection = PgConnection::establish(url).unwrap();
        let columns = diesel::sql_query(POSTGRES_COLUMNS).load(&mut connection);
        (Backend::Postgres, columns.unwrap())
    } else {
        let mut connection = SqliteConnection::establish(url).unwrap();
        let columns = diesel::sql_query(SQLITE_COLUMNS).load(&mut connection);
        (Backend::Sqlite, columns.unwrap())
    }
}

/// How `schema` and the `database` of `backend` differ, one line each, naming the table and
/// the column.
fn differences(schema: &[Table], database: &[DatabaseColumn], backend: Backend) -> Vec<String> {
    let mut tables: BTreeMap<&str, Vec<&DatabaseColumn>> = BTreeMap::new();
    for column in database {
        tables.entry(&column.table_name).or_default().push(column);
    }
    let mut found = Vec::new();
    for table in schema {
        match tables.remove(table.name.as_str()) {
            Some(columns) => table_differences(table, &columns, backend, &mut found),
            None => found.push(format!("{}: in schema.rs, not in the database", table.name)),
        }
    }
    for name in tables.into_keys() {
        if !NOT_IN_SCHEMA.contains(&name) {
            found.push(format!("{name}: in the database, not in schema.rs"));
        }
    }
    found
}

/// The primary key must name the database's key columns in the database's order, as
/// `diesel print-schema` would write it.
fn table_differences(
    table: &Table,
    columns: &[&DatabaseColumn],
    backend: Backend,
    found: &mut Vec<String>,
) {
    let null = |nullable: bool| if nullable { "nullable" } else { "NOT NULL" };
    for column in &table.columns {
        let at = format!("{}.{}", table.name, column.name);
        let Some(actual) = columns
            .iter()
            .find(|actual| actual.column_name == column.name)
        else {
            found.push(format!("{at}: in schema.rs, not in the database"));
            continue;
        };
        if column.nullable != actual.nullable {
            found.push(format!(
                "{at}: {} in schema.rs, {} in the database",
                null(column.nullable),
                null(actual.nullable)
            ));
        }
        match backend.holds(&column.sql_type, &actual.sql_type) {
            Some(true) => {}
            Some(false) => found.push(format!(
                "{at}: {} in schema.rs, {} in the database",
                column.sql_type, actual.sql_type
            )),
            None => found.push(format!(
                "{at}: schema.rs's type {} is not one this test knows; add it to TYPES",
                column.sql_type
            )),
        }
    }
    for actual in columns {
        if !table.columns.iter().any(|c| c.name == actual.column_name) {
            found.push(format!(
                "{}.{}: in the database, not in schema.rs",
                table.name, actual.column_name
            ));
        }
    }
    let mut key: Vec<(i32, &str)> = columns
        .iter()
        .filter_map(|actual| Some((actual.key_position?, actual.column_name.as_str())))
        .collect();
    key.sort_unstable();
    let key: Vec<&str> = key.into_iter().map(|(_, name)| name).collect();
    if key != table.primary_key {
        found.push(format!(
            "{}: primary key ({}) in schema.rs, ({}) in the database",
            table.name,
            table.primary_key.join(", "),
            key.join(", ")
        ));
    }
}

#[test]
fn schema_rs_declares_what_the_migrations_create() {
    let (backend, database) = migrated_database();
    let found = differences(&parse_schema(SCHEMA), &database, backend);
    assert!(
        found.is_empty(),
        "schema.rs differs from a {backend:?} database the server migrated:\n{}",
        found.join("\n")
    );
}

/// The comparison can fail: schema.rs with a mistake of each kind, against the same kind of
/// migrated database, is told apart by table and column, on top of whatever schema.rs itself
/// differs by (nothing, when the test above passes).
#[test]
fn a_wrong_schema_rs_is_caught_by_table_and_column() {
    let (backend, database) = migrated_database();
    let mistakes = [
        ("username -> Text", "user_name -> Text"),
        (
            "closed_by_director -> Bool",
            "closed_by_director -> Nullable<Bool>",
        ),
        ("label -> Nullable<Text>", "label -> Text"),
        ("seed -> BigInt", "seed -> Text"),
        (
            "hand_limit -> Nullable<Integer>",
            "hand_limit -> Nullable<BigInt>",
        ),
        (
            "club_directors (club_id, account_id)",
            "club_directors (club_id)",
        ),
        ("readiness_probes (id)", "readiness_checks (id)"),
    ];
    let wrong = mistakes.iter().fold(SCHEMA.to_owned(), |text, (from, to)| {
        assert_eq!(text.matches(from).count(), 1, "schema.rs has {from:?} once");
        text.replacen(from, to, 1)
    });
    let mut expected = differences(&parse_schema(SCHEMA), &database, backend);
    expected.extend(
        [
            "accounts.user_name: in schema.rs, not in the database",
            "accounts.username: in the database, not in schema.rs",
            "event_rounds.closed_by_director: nullable in schema.rs, NOT NULL in the database",
            "api_tokens.label: NOT NULL in schema.rs, nullable in the database",
            "club_directors: primary key (club_id) in schema.rs, (club_id, account_id) in the database",
            "readiness_checks: in schema.rs, not in the database",
            "readiness_probes: in the database, not in schema.rs",
        ]
        .map(str::to_owned),
    );
    // SQLite declares its types in the migrations' own words, and cannot tell an INTEGER
    // column from a BIGINT one.
    expected.push(match backend {
        Backend::Sqlite => "events.seed: Text in schema.rs, BIGINT in the database".to_owned(),
        Backend::Postgres => "events.seed: Text in schema.rs, bigint in the database".to_owned(),
    });
    if backend == Backend::Postgres {
        expected.push("games.hand_limit: BigInt in schema.rs, integer in the database".to_owned());
    }
    let mut found = differences(&parse_schema(&wrong), &database, backend);
    found.sort();
    expected.sort();
    assert_eq!(found, expected);
}
