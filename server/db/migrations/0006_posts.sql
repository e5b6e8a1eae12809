-- One table for both kinds of post (docs/decisions/008-one-post-model.md): a product (the
-- specification's "suppliers" rows, public page /supplier/{id}) and a listing (a classified ad,
-- public page /listing/{id}). They share the core columns; the columns of one kind only are NULL
-- on the other, which the CHECK constraints below enforce. The rows of `suppliers` and `listings`
-- move here with their ids (one id space: uuids), and the two old tables go.

CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('product', 'listing')),
  user_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category_id text NOT NULL REFERENCES categories (id),
  subcategory_id text REFERENCES subcategories (id),
  governorate text,
  -- A product's price range; a listing's single price is written to both ends.
  price_min numeric(16, 2) CHECK (price_min IS NULL OR price_min >= 0),
  price_max numeric(16, 2),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'SYP')),
  -- Ordered images: [{ "id", "url", "width", "height", "variants": [320, 640, 1280] }]
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Product only.
  company_name text,
  min_order_quantity integer,
  -- Both kinds: the unit of a product's minimum order or of a listing's quantity.
  unit text,
  -- Listing only.
  intent text CHECK (intent IN ('offer', 'request')),
  offer_type text CHECK (offer_type IN ('sell', 'rent', 'service')),
  is_negotiable boolean,
  quantity integer CHECK (quantity IS NULL OR quantity > 0),
  condition text CHECK (condition IN ('new', 'used')),
  CHECK (price_max IS NULL OR price_min IS NULL OR price_max >= price_min),
  CONSTRAINT posts_product_columns CHECK (
    kind <> 'product' OR (
      company_name IS NOT NULL
      AND intent IS NULL AND offer_type IS NULL AND is_negotiable IS NULL AND quantity IS NULL AND condition IS NULL
    )
  ),
  CONSTRAINT posts_listing_columns CHECK (
    kind <> 'listing' OR (
      intent IS NOT NULL AND is_negotiable IS NOT NULL
      AND company_name IS NULL AND min_order_quantity IS NULL
      AND price_min IS NOT DISTINCT FROM price_max
    )
  )
);

INSERT INTO posts (
  id, kind, user_id, title, description, category_id, subcategory_id, governorate, price_min, price_max,
  currency, images, is_active, created_at, updated_at, company_name, min_order_quantity, unit
)
SELECT id, 'product', user_id, product_name, description, product_category, subcategory_id, location,
       price_range_min, price_range_max, currency, images, is_active, created_at, updated_at, company_name,
       min_order_quantity, unit
FROM suppliers;

INSERT INTO posts (
  id, kind, user_id, title, description, category_id, subcategory_id, governorate, price_min, price_max,
  currency, images, is_active, created_at, updated_at, intent, offer_type, is_negotiable, quantity, unit, condition
)
SELECT id, 'listing', user_id, title, description, category_id, subcategory_id, location, price, price,
       currency, images, is_active, created_at, updated_at, kind, offer_type, is_negotiable, quantity, unit, condition
FROM listings;

DROP TABLE suppliers;
DROP TABLE listings;

-- The catalogue's keyset lists (newest first per kind, all, per category, per subcategory);
-- paused posts never appear in them.
CREATE INDEX posts_kind_recent_idx ON posts (kind, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX posts_kind_category_recent_idx ON posts (kind, category_id, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX posts_kind_subcategory_recent_idx ON posts (kind, subcategory_id, created_at DESC, id DESC) WHERE is_active;
-- "My posts": every post of one account, paused ones included, newest first.
CREATE INDEX posts_user_idx ON posts (user_id, created_at DESC, id DESC);
-- The vendor aggregate (count and latest date of the active posts per account) reads this
-- partial covering index alone (docs/decisions/006-catalogue-browse.md); the category filter of
-- /vendors reads the second.
CREATE INDEX posts_active_user_idx ON posts (user_id, created_at) WHERE is_active;
CREATE INDEX posts_active_user_category_idx ON posts (user_id, category_id) WHERE is_active;
