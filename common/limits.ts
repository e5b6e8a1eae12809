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

/** Creating, editing, pausing, activating and deleting posts of both kinds, together. */
export const POST_WRITE_LIMIT: WriteLimit = { name: 'post-write', windowSeconds: TEN_MINUTES, perUser: 30, perClient: 30 };

/** Image and document uploads, together. */
export const UPLOAD_LIMIT: WriteLimit = { name: 'upload', windowSeconds: TEN_MINUTES, perUser: 60, perClient: 60 };

/** Saving the profile (PATCH /api/v1/me/profile). */
export const PROFILE_WRITE_LIMIT: WriteLimit = { name: 'profile-write', windowSeconds: TEN_MINUTES, perUser: 30, perClient: 30 };

/** Sending messages (POST /api/v1/messages): a fast typist, not a spammer. */
export const MESSAGE_SEND_LIMIT: WriteLimit = { name: 'message-send', windowSeconds: 60, perUser: 30, perClient: 120 };

/** Blocking, unblocking and reporting, together. */
export const SAFETY_WRITE_LIMIT: WriteLimit = { name: 'safety-write', windowSeconds: TEN_MINUTES, perUser: 30, perClient: 60 };

/** Saving and unsaving favourites: quick taps on many hearts, not a script. */
export const FAVORITE_WRITE_LIMIT: WriteLimit = { name: 'favorite-write', windowSeconds: 60, perUser: 60, perClient: 120 };

/** Community posts, comments, edits, removals, joins and proposals, together. */
export const COMMUNITY_WRITE_LIMIT: WriteLimit = { name: 'community-write', windowSeconds: TEN_MINUTES, perUser: 60, perClient: 120 };

/** Downloading one's own data (GET /api/v1/me/export): each archive reads every stored photo. */
export const DATA_EXPORT_LIMIT: WriteLimit = { name: 'data-export', windowSeconds: 60 * 60, perUser: 10, perClient: 20 };

/** Attempts to delete one's account: each checks a password or a code, so few are allowed. */
export const ACCOUNT_DELETE_LIMIT: WriteLimit = { name: 'account-delete', windowSeconds: TEN_MINUTES, perUser: 5, perClient: 10 };

/**
 * Sending a phone confirmation code by SMS (POST /api/v1/me/phone/code). Each number also gets at
 * most PHONE_CODES_PER_NUMBER a day whichever accounts ask, so nobody can flood a phone.
 */
export const PHONE_CODE_SEND_LIMIT: WriteLimit = { name: 'phone-code-send', windowSeconds: 60 * 60, perUser: 5, perClient: 10 };
export const PHONE_CODES_PER_NUMBER = { windowSeconds: 24 * 60 * 60, max: 5 } as const;

/** Confirming a phone code (each code also allows only PHONE_CODE_MAX_ATTEMPTS wrong tries). */
export const PHONE_CODE_CONFIRM_LIMIT: WriteLimit = { name: 'phone-code-confirm', windowSeconds: TEN_MINUTES, perUser: 20, perClient: 30 };
/** Wrong codes a code allows before it is spent and a new one must be sent. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/**
 * Searches, per client address (visitors too): every search, from the API or a rendered /search
 * page. A reader pages and filters a few times a minute; a script sending more would hold the
 * embedded database, which runs one statement at a time for everyone (docs/decisions/018-second-audit.md).
 */
export const SEARCH_LIMIT = { name: 'search', windowSeconds: 60, perClient: 30 } as const;

/** Suggestions under the search box, per client address: one per pause in typing. */
export const SUGGEST_LIMIT = { name: 'suggest', windowSeconds: 60, perClient: 60 } as const;
