import type { FormatterModule, InitOptions } from 'i18next';
import { formatNumber } from '../format.ts';

/** The interface languages; Arabic is the default. */
export type Language = 'ar' | 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/** The direction of a language, for `dir` on server-rendered HTML and mail: `textDirection('ar')` gives "rtl". */
export function textDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * i18next formatter: every number put into a text is written in the reader's digits, so a count
 * reads "١٦ منشوراً" on Arabic pages and "16 posts" on English ones, like prices and dates
 * (common/format.ts). Other values pass unchanged.
 */
export const readerDigits: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, _format, language) {
    return typeof value === 'number' ? formatNumber(value, language === 'en' ? 'en' : 'ar') : value;
  },
};

/** Options shared by the client's and the server's i18next (the catalogues come apart: the server
 * holds both, the client loads the one it shows). */
export const I18N_BASE_OPTIONS = {
  fallbackLng: 'ar',
  // React and the mail renderer escape what they output; escaping here would escape twice.
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
} satisfies InitOptions;
