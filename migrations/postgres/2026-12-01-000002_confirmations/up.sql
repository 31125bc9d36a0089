-- Opponents confirm each hand on their phone, or dispute it for the director, when an
-- event asks for it. migrations/sqlite holds the same change for SQLite.
ALTER TABLE events ADD COLUMN confirm_hands BOOLEAN NOT NULL DEFAULT FALSE;
-- The side whose phone entered the hand (`NS` or `EW`), when the phone said.
ALTER TABLE hands ADD COLUMN entered_side TEXT;
-- `confirmed`, `disputed`, or `resolved` (the director settled a dispute); null: not yet.
ALTER TABLE hands ADD COLUMN review TEXT;
ALTER TABLE hands ADD COLUMN review_note TEXT;
