-- Phone-sized copies of the home banners (docs/decisions/014-performance.md): the widths of the WebP
-- files of a banner's picture, smallest first. `image_url` is then the largest, `{base}-{width}.webp`,
-- and the others are `{base}-{w}.webp` beside it. Empty (every banner of an earlier release): the
-- one file at `image_url`, shown as before.
ALTER TABLE banners ADD COLUMN image_variants integer[] NOT NULL DEFAULT '{}';
