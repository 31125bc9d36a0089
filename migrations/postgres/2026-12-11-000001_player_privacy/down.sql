DROP TABLE club_history;
DROP TABLE player_privacy;
