-- The catalogue: settings, categories, profiles, uploaded images, product offers (suppliers) and
-- listings. Runs unchanged on PostgreSQL 15 and on the embedded database.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Folds the spellings of one Arabic word into one form so that search matches across them:
-- alef forms to bare alef, taa marbuta to haa, alef maqsura to yaa, hamza carriers to their letter,
-- diacritics and tatweel removed, Arabic-Indic and Persian digits to ASCII digits, lower case.
CREATE OR REPLACE FUNCTION normalize_arabic(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(
    translate(
      regexp_replace(input, '[\u064B-\u0652\u0670\u0640]', '', 'g'),
      'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      'ااااهيوي01234567890123456789'
    )
  )
$$;

CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings (key, value) VALUES ('maintenance', 'true'::jsonb);

CREATE TABLE categories (
  id text PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  image_url text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE subcategories (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX subcategories_category_idx ON subcategories (category_id, sort_order);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  image_url text NOT NULL,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  link text,
  sort_order integer NOT NULL DEFAULT 0
);

-- One row per account (its id is the account's id). is_verified is set by admins only.
CREATE TABLE profiles (
  id text PRIMARY KEY,
  full_name text NOT NULL DEFAULT '',
  business_name text,
  business_type text CHECK (business_type IN ('factory', 'supplier', 'wholesaler', 'company', 'trader', 'buyer')),
  avatar_url text,
  company_description text,
  governorate text,
  address text,
  phone text,
  whatsapp text,
  website text,
  is_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every stored upload: a clean re-encoded copy at `path` and WebP variants at the widths listed; the
-- uploaded bytes themselves are not kept (docs/decisions/003-storage-and-image-pipeline.md).
CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id text,
  bucket text NOT NULL,
  path text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  variants integer[] NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bucket, path)
);
CREATE INDEX images_owner_idx ON images (owner_id);

-- Product offers: the specification's "suppliers" rows.
CREATE TABLE suppliers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  product_category text NOT NULL REFERENCES categories (id),
  subcategory_id text REFERENCES subcategories (id),
  price_range_min numeric(16, 2),
  price_range_max numeric(16, 2),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'SYP')),
  min_order_quantity integer,
  unit text,
  location text,
  company_name text NOT NULL DEFAULT '',
  -- Ordered images: [{ "id", "url", "width", "height", "variants": [320, 640, 1280] }]
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    normalize_arabic(product_name || ' ' || company_name || ' ' || description)
  ) STORED,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('arabic'::regconfig, normalize_arabic(product_name || ' ' || company_name)), 'A') ||
    setweight(to_tsvector('english'::regconfig, product_name || ' ' || company_name), 'A') ||
    setweight(to_tsvector('arabic'::regconfig, normalize_arabic(description)), 'B') ||
    setweight(to_tsvector('english'::regconfig, description), 'B')
  ) STORED,
  CHECK (price_range_min IS NULL OR price_range_min >= 0),
  CHECK (price_range_max IS NULL OR price_range_min IS NULL OR price_range_max >= price_range_min)
);
CREATE INDEX suppliers_active_recent_idx ON suppliers (created_at DESC, id DESC) WHERE is_active;
CREATE INDEX suppliers_category_recent_idx ON suppliers (product_category, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX suppliers_subcategory_recent_idx ON suppliers (subcategory_id, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX suppliers_user_idx ON suppliers (user_id, created_at DESC);
CREATE INDEX suppliers_search_idx ON suppliers USING gin (search_vector);
CREATE INDEX suppliers_trgm_idx ON suppliers USING gin (search_text gin_trgm_ops);

-- Classified ads: an offer (sell, rent, service) or a request (buy request / request for quotation).
CREATE TABLE listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'offer' CHECK (kind IN ('offer', 'request')),
  offer_type text CHECK (offer_type IN ('sell', 'rent', 'service')),
  category_id text NOT NULL REFERENCES categories (id),
  subcategory_id text REFERENCES subcategories (id),
  price numeric(16, 2) CHECK (price IS NULL OR price >= 0),
  is_negotiable boolean NOT NULL DEFAULT false,
  currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'SYP')),
  quantity integer CHECK (quantity IS NULL OR quantity > 0),
  unit text,
  location text,
  condition text CHECK (condition IN ('new', 'used')),
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (normalize_arabic(title || ' ' || description)) STORED,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('arabic'::regconfig, normalize_arabic(title)), 'A') ||
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('arabic'::regconfig, normalize_arabic(description)), 'B') ||
    setweight(to_tsvector('english'::regconfig, description), 'B')
  ) STORED
);
CREATE INDEX listings_active_recent_idx ON listings (created_at DESC, id DESC) WHERE is_active;
CREATE INDEX listings_category_recent_idx ON listings (category_id, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX listings_subcategory_recent_idx ON listings (subcategory_id, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX listings_user_idx ON listings (user_id, created_at DESC);
CREATE INDEX listings_search_idx ON listings USING gin (search_vector);
CREATE INDEX listings_trgm_idx ON listings USING gin (search_text gin_trgm_ops);
