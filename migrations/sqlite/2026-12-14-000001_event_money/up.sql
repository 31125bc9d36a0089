-- Money at an event, as a Bid Whist tournament takes it in cash (docs/MONEY.md): what each
-- player pays (entry fee, table money, an opted-in side pot) and how the prize fund is split
-- by final place. Amounts are whole cents (hundredths of `currency`). `payouts` is the
-- percent of the prize fund each place takes, first place first, comma-separated.
-- migrations/postgres holds the same change.
CREATE TABLE event_money (
    event_id BIGINT PRIMARY KEY NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    currency TEXT NOT NULL,
    entry_fee BIGINT NOT NULL,
    table_money BIGINT NOT NULL,
    prize_percent INTEGER NOT NULL,
    payouts TEXT NOT NULL,
    boston_pot_stake BIGINT NOT NULL,
    boston_pot_by_game INTEGER NOT NULL
);

-- The players who opted in to the event's Boston pot.
CREATE TABLE event_pot_players (
    event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    player_id BIGINT NOT NULL REFERENCES players (id),
    PRIMARY KEY (event_id, player_id)
);

-- Cash a director took from (or, when negative, handed back to) a player for an event:
-- `prepaid` before the day, `cash` at the door. Never changed; a mistake is removed.
CREATE TABLE event_payments (
    id INTEGER PRIMARY KEY NOT NULL,
    event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    player_id BIGINT NOT NULL REFERENCES players (id),
    amount BIGINT NOT NULL,
    method TEXT NOT NULL,
    note TEXT NOT NULL,
    recorded_at TIMESTAMP NOT NULL,
    recorded_by TEXT NOT NULL
);
CREATE INDEX event_payments_of_event ON event_payments (event_id, player_id);
