import { isLanguage, type Language } from './options.ts';

/**
 * The cookie that mirrors the reader's language choice (the client keeps it beside its
 * localStorage flag), so that the server renders a page in that language when the address has no
 * `?lang=`.
 */
export const LANGUAGE_COOKIE = 'sbp-lang';

/** The language a page is rendered in: `?lang=`, then the cookie, then Arabic. */
export function requestLanguage(langParam: string | undefined, cookieValue: string | undefined): Language {
  if (isLanguage(langParam)) return langParam;
  return isLanguage(cookieValue) ? cookieValue : 'ar';
}
