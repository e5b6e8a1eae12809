/**
 * The one number, date and price formatter of the portal, for the client, the mails and the
 * share tags alike. Digits follow the reader's language (specification section 9): Arabic-Indic
 * on Arabic pages, Western on English ones; Syria is the country of both locales.
 */
export type FormatLanguage = 'ar' | 'en';

/** Intl locale per interface language. */
export const LOCALES: Record<FormatLanguage, string> = { ar: 'ar-SY', en: 'en-US' };

const numberFormats = new Map<string, Intl.NumberFormat>();

const GROUP_SEPARATOR: Record<FormatLanguage, string> = { ar: '\u066c', en: ',' };
const ARABIC_INDIC_DIGITS = '\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669';

/**
 * A whole number written as Intl writes it in both locales (Arabic-Indic digits and `٬` between
 * thousands in Arabic, `,` in English), without Intl: the first `Intl.NumberFormat` for ar-SY
 * loads the locale's data, 12 to 16 ms on a fast machine, which fell in a page's first render
 * (docs/decisions/014-performance.md). Counts, years and whole prices are nearly every number shown.
 */
function formatWhole(value: number, language: FormatLanguage, isGrouped: boolean): string {
  let digits = String(value);
  if (isGrouped) digits = digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
  return inDigitsOf(digits, language);
}

/** Western digits in a text as the language writes them. */
function inDigitsOf(text: string, language: FormatLanguage): string {
  return language === 'ar' ? text.replace(/\d/g, (digit) => ARABIC_INDIC_DIGITS[Number(digit)]!) : text;
}

const DECIMAL_SEPARATOR: Record<FormatLanguage, string> = { ar: '\u066b', en: '.' };

/**
 * A non-negative number that Intl would write without rounding it (a count, a price, a rating of
 * 4.5), written as Intl writes it in both locales, without Intl: `formatWhole` for its whole part,
 * then the locale's decimal separator (`٫` in Arabic) and the fraction, padded to
 * `minimumFractionDigits`. Undefined for anything else (rounding, negative numbers, exponents,
 * other options), which Intl writes.
 */
function formatPlain(value: number, language: FormatLanguage, options: Intl.NumberFormatOptions): string | undefined {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return undefined;
  let [least, most, isGrouped]: [number, number | undefined, boolean] = [0, undefined, true];
  const isDigitCount = (setting: unknown): setting is number => Number.isInteger(setting) && (setting as number) >= 0 && (setting as number) <= 100;
  for (const [name, setting] of Object.entries(options)) {
    if (setting === undefined) continue;
    if (name === 'useGrouping' && typeof setting === 'boolean') isGrouped = setting;
    else if (name === 'minimumFractionDigits' && isDigitCount(setting)) least = setting;
    else if (name === 'maximumFractionDigits' && isDigitCount(setting)) most = setting;
    else return undefined;
  }
  // Intl's own default, and its error when the two disagree.
  most ??= Math.max(least, 3);
  if (most < least) return undefined;
  const [whole = '', fraction = ''] = String(value).split('.');
  if (!/^\d+$/.test(whole) || !Number.isSafeInteger(Number(whole)) || fraction.length > most) return undefined;
  const written = formatWhole(Number(whole), language, isGrouped);
  const decimals = fraction.padEnd(least, '0');
  if (!decimals) return written;
  return `${written}${DECIMAL_SEPARATOR[language]}${inDigitsOf(decimals, language)}`;
}

/** A number in the reader's digits: `formatNumber(1600, 'ar')` gives "١٬٦٠٠". */
export function formatNumber(value: number, language: FormatLanguage, options: Intl.NumberFormatOptions = {}): string {
  const plain = formatPlain(value, language, options);
  if (plain !== undefined) return plain;
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The months as ar-SY (the Levantine names) and en-US write them, long and, in English, short. */
const MONTHS: Record<FormatLanguage, readonly string[]> = {
  ar: ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
const RLM = '\u200f';

/**
 * The two dates public pages show, written as Intl writes them in both locales, without Intl:
 * month and year ("member since", "verified since") and the medium style (a post's date). As
 * with numbers, the first `Intl.DateTimeFormat` for ar-SY loads the locale's data inside the
 * page's first render (a seller's page: 15 ms on a fast machine). Anything else goes to Intl.
 */
function formatCommonDate(date: Date, language: FormatLanguage, options: Intl.DateTimeFormatOptions): string | undefined {
  const year = date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return undefined;
  const set = Object.entries(options).filter(([, setting]) => setting !== undefined);
  const only = (name: keyof Intl.DateTimeFormatOptions, value: string) => set.some(([key, setting]) => key === name && setting === value);
  const [month, day] = [date.getMonth(), date.getDate()];
  if (set.length === 2 && only('year', 'numeric') && only('month', 'long')) return `${MONTHS[language][month]} ${formatWhole(year, language, false)}`;
  if (set.length === 1 && only('dateStyle', 'medium')) {
    if (language === 'en') return `${MONTHS.en[month]!.slice(0, 3)} ${day}, ${year}`;
    const twoDigits = (value: number) => formatWhole(value, 'ar', false).padStart(2, ARABIC_INDIC_DIGITS[0]);
    return `${twoDigits(day)}${RLM}/${twoDigits(month + 1)}${RLM}/${formatWhole(year, 'ar', false)}`;
  }
  return undefined;
}

/** A date in the reader's language and digits: `formatDate('2026-01-05', 'en', { month: 'long', year: 'numeric' })` gives "January 2026". */
export function formatDate(value: Date | string, language: FormatLanguage, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const common = formatCommonDate(date, language, options);
  if (common !== undefined) return common;
  // A formatter is costly to make (a list of cards would make one per card): one per language and options.
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    dateFormats.set(key, format);
  }
  return format.format(date);
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
