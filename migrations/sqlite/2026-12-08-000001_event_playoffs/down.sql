DROP TABLE event_playoffs;
