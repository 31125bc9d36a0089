DROP TABLE event_ends_told;
