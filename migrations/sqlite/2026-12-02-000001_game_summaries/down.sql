DROP INDEX games_club_finished_versions;
DROP INDEX games_seat_w;
DROP INDEX games_seat_s;
DROP INDEX games_seat_e;
DROP INDEX games_seat_n;
DROP TABLE game_summaries;
