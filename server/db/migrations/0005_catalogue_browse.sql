-- Browsing: the featured-vendor strip and /vendors aggregate every active post per account
-- (count and latest date). These partial covering indexes let that aggregate read the indexes
-- alone (index-only scans) instead of the wide post rows with their search columns.
-- See docs/decisions/006-catalogue-browse.md for the measurements.
CREATE INDEX IF NOT EXISTS suppliers_active_user_idx ON suppliers (user_id, created_at) WHERE is_active;
CREATE INDEX IF NOT EXISTS listings_active_user_idx ON listings (user_id, created_at) WHERE is_active;
