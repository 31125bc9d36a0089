-- A club's webhooks: addresses its directors registered to be told of what happens at its
-- tables (docs/WEBHOOKS.md). `events` is the names subscribed to, comma-separated;
-- `secret` signs each delivery (Standard Webhooks), so it is kept as it was made.
-- migrations/postgres holds the same change.
CREATE TABLE webhooks (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    events TEXT NOT NULL,
    secret TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    created_by TEXT NOT NULL
);
CREATE INDEX webhooks_club ON webhooks (club_id, id);

-- One message to one webhook, written in the transaction of the change it tells of, sent
-- by the server's deliverer: `pending` until its address answers 2xx (`delivered`) or a
-- day of retries has passed (`failed`). `locked_until` is how long a deliverer that took it
-- has to send it before another may.
CREATE TABLE webhook_deliveries (
    id INTEGER PRIMARY KEY NOT NULL,
    webhook_id BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    next_attempt_at TIMESTAMP,
    gives_up_at TIMESTAMP NOT NULL,
    locked_until TIMESTAMP
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
CREATE INDEX webhook_deliveries_of_webhook ON webhook_deliveries (webhook_id, id);

-- Each try of a delivery and what its address answered: the status, or why there was none,
-- and the start of the answer's body.
CREATE TABLE webhook_attempts (
    id INTEGER PRIMARY KEY NOT NULL,
    delivery_id BIGINT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    at TIMESTAMP NOT NULL,
    status INTEGER,
    error TEXT,
    response TEXT,
    duration_ms INTEGER NOT NULL
);
CREATE INDEX webhook_attempts_of_delivery ON webhook_attempts (delivery_id, id);
