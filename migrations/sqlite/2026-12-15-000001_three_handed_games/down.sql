DROP TABLE event_three_handed;
DROP TABLE three_handed_revisions;
DROP TABLE three_handed_hands;
DROP TABLE three_handed_games;
