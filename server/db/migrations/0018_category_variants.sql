-- Phone-sized copies of the category pictures (docs/decisions/014-performance.md), as 0017 gave the
-- banners: the widths of the WebP files of a category's picture, smallest first. `image_url` is then
-- the largest, `{base}-{width}.webp`, and the others are `{base}-{w}.webp` beside it. Empty (every
-- category of an earlier release): the one file at `image_url`, shown as before, until the seed step
-- draws the copies of a picture that is still the seed's own.
ALTER TABLE categories ADD COLUMN image_variants integer[] NOT NULL DEFAULT '{}';
