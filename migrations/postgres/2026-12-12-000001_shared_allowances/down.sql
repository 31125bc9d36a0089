DROP TABLE throttle_buckets;
