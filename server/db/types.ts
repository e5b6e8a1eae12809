import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date or ISO strings, or left to the column default, and read as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type ReadOnly<T> = ColumnType<T, never, never>;

export interface StoredImage {
  id: string;
  /** Public URL of the variant path without width and extension: `${url}-${width}.webp`. */
  url: string;
  width: number;
  height: number;
  variants: number[];
}

export interface SiteSettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: string;
  name_en: string;
  name_ar: string;
  image_url: string;
  sort_order: Generated<number>;
}

export interface SubcategoriesTable {
  id: string;
  category_id: string;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
}

export interface BannersTable {
  id: Generated<number>;
  image_url: string;
  title_en: string;
  title_ar: string;
  link: string | null;
  sort_order: Generated<number>;
}

export interface ProfilesTable {
  id: string;
  full_name: Generated<string>;
  business_name: string | null;
  business_type: string | null;
  avatar_url: string | null;
  company_description: string | null;
  governorate: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  is_verified: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImagesTable {
  id: Generated<string>;
  owner_id: string | null;
  bucket: string;
  path: string;
  width: number;
  height: number;
  variants: number[];
  bytes: number;
  created_at: Timestamp;
}

export interface SuppliersTable {
  id: Generated<string>;
  user_id: string;
  product_name: string;
  description: Generated<string>;
  product_category: string;
  subcategory_id: string | null;
  price_range_min: number | null;
  price_range_max: number | null;
  currency: Generated<string>;
  min_order_quantity: number | null;
  unit: string | null;
  location: string | null;
  company_name: Generated<string>;
  images: ColumnType<StoredImage[], string | undefined, string>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_text: ReadOnly<string>;
  search_vector: ReadOnly<string>;
}

export interface ListingsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  kind: Generated<'offer' | 'request'>;
  offer_type: 'sell' | 'rent' | 'service' | null;
  category_id: string;
  subcategory_id: string | null;
  price: number | null;
  is_negotiable: Generated<boolean>;
  currency: Generated<string>;
  quantity: number | null;
  unit: string | null;
  location: string | null;
  condition: 'new' | 'used' | null;
  images: ColumnType<StoredImage[], string | undefined, string>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_text: ReadOnly<string>;
  search_vector: ReadOnly<string>;
}

export interface EnquiriesTable {
  id: Generated<string>;
  title: string;
  description: string;
  user_id: string;
  email: string;
  handled: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DB {
  site_settings: SiteSettingsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  banners: BannersTable;
  profiles: ProfilesTable;
  images: ImagesTable;
  suppliers: SuppliersTable;
  listings: ListingsTable;
  enquiries: EnquiriesTable;
  schema_migrations: SchemaMigrationsTable;
  user: AuthUserTable;
  session: AuthSessionTable;
}

/** better-auth's tables (created by its own migrations at start); only the columns we read. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string | null;
  banned: boolean | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
}
