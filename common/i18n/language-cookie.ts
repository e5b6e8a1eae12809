import { isLanguage, type Language } from './options.ts';

/**
 * The cookie that mirrors the reader's language choice (the client keeps it beside its
 * localStorage flag), so that the server renders a page in that language when the address has no
 * `?lang=`.
 */
export const LANGUAGE_COOKIE = 'sbp-lang';

/** How long the language cookie is kept, in seconds: a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The language the cookie header names, if any (read in the browser, where the server may have set it). */
export function cookieLanguage(cookieHeader: string): Language | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(cookieHeader)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The language a page is rendered in: `?lang=`, then the cookie, then Arabic. */
export function requestLanguage(langParam: string | undefined, cookieValue: string | undefined): Language {
  if (isLanguage(langParam)) return langParam;
  return isLanguage(cookieValue) ? cookieValue : 'ar';
}
