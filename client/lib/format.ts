import type { Language } from './i18n.ts';

/** Intl locale per interface language; Syria is the country (specification section 9). */
export const LOCALES: Record<Language, string> = { ar: 'ar-SY', en: 'en-US' };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the reader's digits: `formatNumber(12, 'ar')` gives "١٢". */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A date in the reader's language and calendar digits. */
export function formatDate(value: Date | string, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(LOCALES[language], options).format(typeof value === 'string' ? new Date(value) : value);
}
