-- When and where an event is played, for its page and the club's calendar feeds. Times are
-- UTC; `utc_offset_minutes` is the offset the director gave them in, so pages show the
-- club's own clock. `uid` names the event in every calendar for good (an import keeps it);
-- `sequence` counts the changes of time or place, so that calendars replace what they
-- hold (RFC 5545 SEQUENCE). One row at most per event; events without one are unscheduled.
-- migrations/postgres holds the same change.
CREATE TABLE event_schedules (
    event_id BIGINT PRIMARY KEY NOT NULL REFERENCES events (id),
    uid TEXT NOT NULL UNIQUE,
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP,
    utc_offset_minutes INTEGER NOT NULL,
    location TEXT,
    sequence INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
