-- The codes are not put back: they were the leak this migration closed.
SELECT 1;
