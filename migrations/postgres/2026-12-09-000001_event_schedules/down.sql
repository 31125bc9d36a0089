DROP TABLE event_schedules;
