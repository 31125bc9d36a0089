-- The rate limits' token buckets (server/src/state/shared_buckets.rs), kept here so that
-- every server on this database counts a client's attempts together. PostgreSQL only: an
-- SQLite file is one server's, which keeps its buckets in its own memory.
CREATE UNLOGGED TABLE throttle_buckets (
    door TEXT NOT NULL,
    client TEXT NOT NULL,
    tokens DOUBLE PRECISION NOT NULL,
    at TIMESTAMPTZ NOT NULL,
    -- Whether the last attempt was let through, so that the statement that takes from the
    -- bucket can say so.
    admitted BOOLEAN NOT NULL,
    PRIMARY KEY (door, client)
);
