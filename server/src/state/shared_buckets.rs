//! The token buckets of `buckets`, kept in PostgreSQL so that several servers on one
//! database count a client's attempts together: a client the proxy spreads over two servers
//! gets one allowance, not two. Each take and each give-back is one statement on the
//! client's row, which PostgreSQL locks for it, so attempts racing on two servers queue and
//! none is let through on tokens another already took. The buckets behave as `Buckets`' do,
//! by the database's clock.
//!
//! The table is unlogged: a database that crashes forgets the buckets, which gives every
//! client a full allowance once, and costs no write-ahead log per attempt.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Bool, Double, Text};

/// One door's buckets in the database, each `per_minute` tokens deep.
#[derive(Debug, Clone, Copy)]
pub struct SharedBuckets {
    door: &'static str,
    capacity: f64,
    per_second: f64,
}

impl SharedBuckets {
    pub fn per_minute(door: &'static str, allowance: NonZeroU32) -> SharedBuckets {
        let capacity = f64::from(allowance.get());
        SharedBuckets {
            door,
            capacity,
            per_second: capacity / 60.0,
        }
    }

    /// Takes `cost` tokens from `client`'s bucket (a whole bucket when it is not that deep),
    /// or says how long until it holds them; the tokens taken.
    pub fn take(
        &self,
        connection: &mut PgConnection,
        client: IpAddr,
        cost: u32,
    ) -> QueryResult<Result<u32, Duration>> {
        let cost = f64::from(cost).min(self.capacity);
        let (tokens, admitted) = Take {
            bucket: self.row(client),
            cost,
        }
        .get_result::<(f64, bool)>(connection)?;
        Ok(if admitted {
            // A whole number of tokens, at most a u32's.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            Ok(cost as u32)
        } else {
            Err(Duration::from_secs_f64(
                (cost - tokens).max(0.0) / self.per_second,
            ))
        })
    }

    /// Hands `tokens` back to `client`'s bucket (never past its depth).
    pub fn give_back(
        &self,
        connection: &mut PgConnection,
        client: IpAddr,
        tokens: u32,
    ) -> QueryResult<()> {
        GiveBack {
            bucket: self.row(client),
            tokens: f64::from(tokens),
        }
        .execute(connection)
        .map(drop)
    }

    fn row(&self, client: IpAddr) -> Row {
        Row {
            door: self.door,
            client: client.to_string(),
            capacity: self.capacity,
            per_second: self.per_second,
        }
    }
}

/// One client's bucket at one door, as the statements name it. The statements are of their
/// own making so that diesel keeps them prepared (it prepares raw SQL again for every use).
#[derive(Debug, Clone)]
struct Row {
    door: &'static str,
    client: String,
    capacity: f64,
    per_second: f64,
}

impl Row {
    /// The tokens the bucket holds now: what it held, refilled for the time since, up to
    /// its depth.
    fn refilled<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("LEAST(");
        out.push_bind_param::<Double, _>(&self.capacity)?;
        out.push_sql(", bucket.tokens + EXTRACT(EPOCH FROM now() - bucket.at) * ");
        out.push_bind_param::<Double, _>(&self.per_second)?;
        out.push_sql(")");
        Ok(())
    }
}

/// Takes `cost` from the bucket if it holds that much, creating it full first; returns what
/// it holds after, and whether the attempt was let through.
#[derive(Debug, Clone, QueryId)]
struct Take {
    bucket: Row,
    cost: f64,
}

impl QueryFragment<Pg> for Take {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let bucket = &self.bucket;
        out.push_sql(
            "INSERT INTO throttle_buckets AS bucket (door, client, tokens, at, admitted) VALUES (",
        );
        out.push_bind_param::<Text, _>(&bucket.door)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&bucket.client)?;
        out.push_sql(", ");
        out.push_bind_param::<Double, _>(&bucket.capacity)?;
        out.push_sql(" - ");
        out.push_bind_param::<Double, _>(&self.cost)?;
        out.push_sql(", now(), true) ON CONFLICT (door, client) DO UPDATE SET tokens = ");
        bucket.refilled(&mut out)?;
        out.push_sql(" - CASE WHEN ");
        bucket.refilled(&mut out)?;
        out.push_sql(" >= ");
        out.push_bind_param::<Double, _>(&self.cost)?;
        out.push_sql(" THEN ");
        out.push_bind_param::<Double, _>(&self.cost)?;
        out.push_sql(" ELSE 0 END, admitted = ");
        bucket.refilled(&mut out)?;
        out.push_sql(" >= ");
        out.push_bind_param::<Double, _>(&self.cost)?;
        out.push_sql(", at = now() RETURNING tokens, admitted");
        Ok(())
    }
}

impl Query for Take {
    type SqlType = (Double, Bool);
}

impl<Conn> RunQueryDsl<Conn> for Take {}

/// Hands `tokens` back to the bucket, up to its depth.
#[derive(Debug, Clone, QueryId)]
struct GiveBack {
    bucket: Row,
    tokens: f64,
}

impl QueryFragment<Pg> for GiveBack {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let bucket = &self.bucket;
        out.push_sql("UPDATE throttle_buckets AS bucket SET tokens = LEAST(");
        out.push_bind_param::<Double, _>(&bucket.capacity)?;
        out.push_sql(", ");
        bucket.refilled(&mut out)?;
        out.push_sql(" + ");
        out.push_bind_param::<Double, _>(&self.tokens)?;
        out.push_sql("), at = now() WHERE door = ");
        out.push_bind_param::<Text, _>(&bucket.door)?;
        out.push_sql(" AND client = ");
        out.push_bind_param::<Text, _>(&bucket.client)?;
        Ok(())
    }
}

impl<Conn> RunQueryDsl<Conn> for GiveBack {}

/// Forgets the buckets that have refilled (a full bucket is what a client never seen has):
/// every bucket is full a minute after its last attempt.
pub fn forget_full(connection: &mut PgConnection) -> QueryResult<usize> {
    diesel::sql_query("DELETE FROM throttle_buckets WHERE at < now() - INTERVAL '1 minute'")
        .execute(connection)
}
