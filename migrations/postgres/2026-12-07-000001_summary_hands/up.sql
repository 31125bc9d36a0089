-- How many hands each summary was made from, so that ratings pass over a game nobody
-- played (a table closed before its first hand) instead of rating it as a draw. The
-- summaries are made again from the hands when read, so the old ones simply go.
-- The other backend's migrations hold the same change.
DELETE FROM game_summaries;
ALTER TABLE game_summaries ADD COLUMN hands INTEGER NOT NULL DEFAULT 0;
