/** How long a session lasts after it was created or last extended (30 days). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;

/**
 * A session is extended (to a full SESSION_EXPIRES_IN_SECONDS from now) when it is used more than
 * this long after it was created or last extended (1 day). A session used within its last day is
 * therefore always extended.
 */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** How often a signed-in page checks whether its session is near expiry. */
export const SESSION_REFRESH_TICK_MS = 30_000;

/** A failed refresh is retried after 200 ms, then 400, 800, 1600 ms: four retries in all. */
export const SESSION_REFRESH_RETRY_BASE_MS = 200;
export const SESSION_REFRESH_ATTEMPTS = 5;
