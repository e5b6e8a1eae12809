/** Failures an account may have before attempts from unknown clients are spaced out. */
export const FREE_SIGN_IN_FAILURES = 5;
/** The wait after the fifth failure; it doubles with each further failure. */
export const FIRST_SIGN_IN_DELAY_SECONDS = 15;
/** The longest wait between two attempts from an unknown client. */
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;

/**
 * Seconds an unknown client waits before the next attempt after `failures` failed sign-ins:
 * none for the first four, then 15 s, 30 s, 60 s … up to 15 minutes.
 */
export function signInDelaySeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, FIRST_SIGN_IN_DELAY_SECONDS * 2 ** (failures - FREE_SIGN_IN_FAILURES));
}
