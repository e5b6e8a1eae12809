/**
 * The one number, date and price formatter of the portal, for the client, the mails and the
 * share tags alike. Digits follow the reader's language (specification section 9): Arabic-Indic
 * on Arabic pages, Western on English ones; Syria is the country of both locales.
 */
export type FormatLanguage = 'ar' | 'en';

/** Intl locale per interface language. */
export const LOCALES: Record<FormatLanguage, string> = { ar: 'ar-SY', en: 'en-US' };

/**
 * Intl's formatters, made once per language and options and kept: making one costs far more than
 * using it (the first for ar-SY loads the locale's data), and a list of cards would otherwise make
 * one per card.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, language: FormatLanguage, options: object, make: () => F): F {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A number in the reader's digits: `formatNumber(1600, 'ar')` gives "١٬٦٠٠". */
export function formatNumber(value: number, language: FormatLanguage, options: Intl.NumberFormatOptions = {}): string {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(LOCALES[language], options)).format(value);
}

/**
 * A date in the reader's language and digits (ar-SY writes the Levantine month names):
 * `formatDate('2026-01-05', 'en', { month: 'long', year: 'numeric' })` gives "January 2026".
 */
export function formatDate(value: Date | string, language: FormatLanguage, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return kept(dateFormats, language, options, () => new Intl.DateTimeFormat(LOCALES[language], options)).format(date);
}

/** Month and year, as "member since" lines show them. */
export function formatMonth(value: Date | string, language: FormatLanguage): string {
  return formatDate(value, language, { year: 'numeric', month: 'long' });
}

export interface PriceInput {
  min: number | null | undefined;
  max?: number | null | undefined;
  currency: string;
}

/**
 * A price as the reader sees it (specification section 9): `$` before USD, `€` before EUR,
 * `ل.س` (Arabic) or `SYP` (English) after Syrian pounds; "min - max" when the two differ, one
 * value otherwise, 0 when there is none. Digits follow the reader's language.
 *
 * @example formatPrice({ min: 10, max: 25, currency: 'USD' }, 'en') // "$10 - $25"
 */
export function formatPrice({ min, max, currency }: PriceInput, language: FormatLanguage): string {
  const one = (value: number) => {
    const digits = formatNumber(value, language, { maximumFractionDigits: 2 });
    if (currency === 'USD') return `$${digits}`;
    if (currency === 'EUR') return `€${digits}`;
    if (currency === 'SYP') return language === 'ar' ? `${digits} ل.س` : `${digits} SYP`;
    return `${digits} ${currency}`;
  };
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  if (low === high) return one(low);
  return `${one(Math.min(low, high))} - ${one(Math.max(low, high))}`;
}
