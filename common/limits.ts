/**
 * Limits on writes by signed-in users, counted per user and per client address in fixed windows
 * (server/lib/rate-limit.ts). Over a limit the API answers 429 `rate_limited` with Retry-After.
 */
export interface WriteLimit {
  /** Names the counter; routes with the same name share it. */
  name: string;
  windowSeconds: number;
  /** Requests per signed-in user in one window. */
  perUser: number;
  /** Requests per client address in one window (several users behind one address share it). */
  perClient: number;
}

const TEN_MINUTES = 10 * 60;

/** Creating, editing, pausing, activating and deleting product offers and listings, together. */
export const POST_WRITE_LIMIT: WriteLimit = { name: 'post-write', windowSeconds: TEN_MINUTES, perUser: 30, perClient: 30 };

/** Image and document uploads, together. */
export const UPLOAD_LIMIT: WriteLimit = { name: 'upload', windowSeconds: TEN_MINUTES, perUser: 60, perClient: 60 };

/** Saving the profile (PATCH /api/v1/me/profile). */
export const PROFILE_WRITE_LIMIT: WriteLimit = { name: 'profile-write', windowSeconds: TEN_MINUTES, perUser: 30, perClient: 30 };
