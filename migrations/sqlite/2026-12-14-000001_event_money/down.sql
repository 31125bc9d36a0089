DROP TABLE event_payments;
DROP TABLE event_pot_players;
DROP TABLE event_money;
