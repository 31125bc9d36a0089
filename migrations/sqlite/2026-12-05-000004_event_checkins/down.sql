DROP TABLE event_checkins;
