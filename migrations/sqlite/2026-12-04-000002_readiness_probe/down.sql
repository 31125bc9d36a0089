DROP TABLE readiness_probes;
