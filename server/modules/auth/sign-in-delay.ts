/** Failures an account may have before attempts from unknown clients are spaced out. */
export const FREE_SIGN_IN_FAILURES = 5;
/**
 * Failures the clients that signed in to an account before may have, counted apart from
 * strangers' (so strangers never hold the owner back), before their attempts are spaced out too.
 */
export const KNOWN_FREE_SIGN_IN_FAILURES = 10;
/** The wait after the fifth failure; it doubles with each further failure. */
export const FIRST_SIGN_IN_DELAY_SECONDS = 15;
/** The longest wait between two attempts from an unknown client. */
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;

/**
 * Seconds a client waits before the next attempt after `failures` failed sign-ins: none for the
 * first `free` - 1 (four for strangers, nine for known clients), then 15 s, 30 s, 60 s … up to 15 minutes.
 */
export function signInDelaySeconds(failures: number, free = FREE_SIGN_IN_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, FIRST_SIGN_IN_DELAY_SECONDS * 2 ** (failures - free));
}

/**
 * The failure counter and free failures of a sign-in attempt: strangers share the account's
 * counter; clients that signed in before have their own, looser one.
 */
export function signInCounter(accountKey: string, isKnown: boolean): { key: string; free: number } {
  return isKnown ? { key: `known:${accountKey}`, free: KNOWN_FREE_SIGN_IN_FAILURES } : { key: accountKey, free: FREE_SIGN_IN_FAILURES };
}
