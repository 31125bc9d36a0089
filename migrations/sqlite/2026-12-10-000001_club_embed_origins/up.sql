-- The sites a club lets show its embeddable views (its latest results, standings, next
-- event) in a frame: each a web origin (scheme, host, port), named in those views'
-- Content-Security-Policy frame-ancestors. A club without any is framed by nobody.
-- migrations/postgres holds the same change.
CREATE TABLE club_embed_origins (
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    origin TEXT NOT NULL,
    PRIMARY KEY (club_id, origin)
);
