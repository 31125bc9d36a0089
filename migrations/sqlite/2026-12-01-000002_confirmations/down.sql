ALTER TABLE hands DROP COLUMN review_note;
ALTER TABLE hands DROP COLUMN review;
ALTER TABLE hands DROP COLUMN entered_side;
ALTER TABLE events DROP COLUMN confirm_hands;
