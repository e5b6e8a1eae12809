import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date or ISO strings, or left to the column default, and read as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column the database computes (generated columns): read, never written. */
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
  /** Widths of the WebP copies beside image_url (0018); empty: image_url only. */
  image_variants: Generated<number[]>;
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
  /** Widths of the WebP copies beside image_url (0017); empty: image_url only. */
  image_variants: Generated<number[]>;
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
  /** When an admin verified the business; null while it is not verified. */
  verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Search terms of the names and description, kept by the database (0009_search.sql). */
  search_vector: ReadOnly<string>;
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

export type PostKind = 'product' | 'listing';

/** Both kinds of post (0006_posts.sql); the columns of one kind only are null on the other. */
export interface PostsTable {
  id: Generated<string>;
  kind: PostKind;
  user_id: string;
  title: string;
  description: Generated<string>;
  category_id: string;
  subcategory_id: string | null;
  governorate: string | null;
  price_min: number | null;
  price_max: number | null;
  currency: Generated<string>;
  images: ColumnType<StoredImage[], string | undefined, string>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Product only. */
  company_name: string | null;
  /** Product only. */
  min_order_quantity: number | null;
  unit: string | null;
  /** Listing only. */
  intent: 'offer' | 'request' | null;
  /** Listing only. */
  offer_type: 'sell' | 'rent' | 'service' | null;
  /** Listing only. */
  is_negotiable: boolean | null;
  /** Listing only. */
  quantity: number | null;
  /** Listing only. */
  condition: 'new' | 'used' | null;
  /** Set when an admin removed the post (0012); its owner cannot re-activate it. */
  removed_at: Generated<Timestamp | null>;
  /** The post was active when its owner was suspended (0012). */
  hidden_by_suspension: Generated<boolean>;
  /** Search terms of title, company name and description, kept by the database (0009_search.sql). */
  search_vector: ReadOnly<string>;
}

/** Groups of words that mean the same goods (0009_search.sql); admins edit `words`. */
export interface SearchSynonymsTable {
  id: Generated<number>;
  words: string[];
  terms: ReadOnly<string[]>;
  updated_at: Generated<Timestamp>;
}

/** Known words for typo tolerance and "Did you mean", filled by triggers (0009_search.sql). */
export interface SearchVocabularyTable {
  word: string;
  display: string;
}

/** Per business with an active post: their count and latest date, kept by triggers on posts (0016). */
export interface VendorSummariesTable {
  user_id: string;
  listing_count: number;
  latest_listing_at: Timestamp;
}

export interface EnquiriesTable {
  id: Generated<string>;
  title: string;
  description: string;
  user_id: string;
  email: string;
  handled: Generated<boolean>;
  handled_by: string | null;
  handled_at: Timestamp | null;
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
  posts: PostsTable;
  search_synonyms: SearchSynonymsTable;
  search_vocabulary: SearchVocabularyTable;
  vendor_summaries: VendorSummariesTable;
  enquiries: EnquiriesTable;
  schema_migrations: SchemaMigrationsTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  user_blocks: UserBlocksTable;
  reports: ReportsTable;
  notifications: NotificationsTable;
  realtime_cursors: RealtimeCursorsTable;
  realtime_events: RealtimeEventsTable;
  post_favorites: PostFavoritesTable;
  seller_favorites: SellerFavoritesTable;
  communities: CommunitiesTable;
  community_members: CommunityMembersTable;
  community_posts: CommunityPostsTable;
  community_comments: CommunityCommentsTable;
  verification_requests: VerificationRequestsTable;
  admin_actions: AdminActionsTable;
  phone_codes: PhoneCodesTable;
}

/** The code waiting to confirm an account's phone (0015): a keyed hash, never the code itself. */
export interface PhoneCodesTable {
  user_id: string;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface VerificationRequestsTable {
  id: Generated<string>;
  user_id: string;
  business_name: string;
  registration_number: Generated<string>;
  notes: Generated<string>;
  commercial_register_id: string;
  industrial_licence_id: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface AdminActionsTable {
  id: Generated<string>;
  admin_id: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface ConversationsTable {
  id: Generated<string>;
  user_a: string;
  user_b: string;
  post_id: string | null;
  last_message_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface MessagesTable {
  id: Generated<string>;
  /** Generated by the database, never written. */
  seq: ColumnType<number, never, never>;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  client_id: string;
  body: string;
  image: ColumnType<StoredImage | null, string | null, string | null>;
  post_id: string | null;
  read: Generated<boolean>;
  delivered_at: Timestamp | null;
  read_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Generated<Date>;
}

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string;
  target_type: 'post' | 'user' | 'community_post' | 'comment' | 'message';
  target_id: string;
  reason: 'spam' | 'fraud' | 'abuse' | 'inappropriate' | 'other';
  details: Generated<string>;
  status: Generated<'pending' | 'handled'>;
  resolution: string | null;
  handled_by: string | null;
  handled_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  group_key: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
  link: string;
  count: Generated<number>;
  read_at: Timestamp | null;
  mailed_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RealtimeCursorsTable {
  user_id: string;
  last_seq: number;
}

export interface RealtimeEventsTable {
  user_id: string;
  seq: number;
  type: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
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
  banReason: string | null;
  /** The language of this account's mails (`ar` or `en`). */
  locale: string | null;
  /** The sign-in phone (E.164, unique): set only once a code sent to it was confirmed (0015). */
  phoneNumber: string | null;
  phoneNumberVerified: boolean | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
}

/** A saved post; `post_id` is null once the post is deleted and the snapshot draws the card (0011). */
export interface PostFavoritesTable {
  id: Generated<string>;
  user_id: string;
  post_id: string | null;
  kind: PostKind;
  title: string;
  image: ColumnType<StoredImage | null, string | null, string | null>;
  created_at: Generated<Timestamp>;
}

export interface SellerFavoritesTable {
  user_id: string;
  seller_id: string;
  created_at: Generated<Timestamp>;
}

export type CommunityStatus = 'pending' | 'approved' | 'refused';

export interface CommunitiesTable {
  id: Generated<string>;
  kind: 'sector' | 'region';
  category_id: string | null;
  governorate: string | null;
  name_ar: string;
  name_en: string;
  description_ar: Generated<string>;
  description_en: Generated<string>;
  image_url: string | null;
  status: Generated<CommunityStatus>;
  refusal_reason: string | null;
  proposed_by: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface CommunityMembersTable {
  community_id: string;
  user_id: string;
  role: Generated<'member' | 'moderator'>;
  created_at: Generated<Timestamp>;
}

/** What a community post and a comment both are: a member's text that its author edits and a moderator removes. */
interface CommunityTextColumns {
  id: Generated<string>;
  author_id: string;
  body: string;
  is_removed: Generated<boolean>;
  removed_by: string | null;
  removed_at: Timestamp | null;
  edited_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface CommunityPostsTable extends CommunityTextColumns {
  community_id: string;
  images: ColumnType<StoredImage[], string | undefined, string>;
}

export interface CommunityCommentsTable extends CommunityTextColumns {
  post_id: string;
}
