-- One row that /readyz writes to: a server is ready only while the database stores what it
-- is given, and a read-only or full database answers reads but not writes.
CREATE TABLE readiness_probes (
    id INTEGER PRIMARY KEY NOT NULL,
    checked_at TIMESTAMP NOT NULL
);
INSERT INTO readiness_probes (id, checked_at) VALUES (1, CURRENT_TIMESTAMP);
