ALTER TABLE game_summaries DROP COLUMN hands;
