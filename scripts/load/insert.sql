-- One row into a small table, for pgbench: what PostgreSQL on this machine does for the
-- simplest write, beside which run.sh reports the server's appends.
INSERT INTO single_rows (body, at) VALUES ('{"books":9,"contract":{"bidder":"N","level":3,"mode":"uptown"},"dealer":"N"}', now());
