// The portal's texts, looked up in the catalogues (ar.json, en.json) by the server (pages, mails,
// share tags) and the browser alike: docs/decisions/017-own-texts.md. The catalogues use the
// i18next JSON v4 layout, which is all this module reads:
//
// - nested sections, a key names its path with dots: `vendors.posts`;
// - `{{name}}` is filled from the options; a number is written in the reader's digits;
// - `count` picks the plural form by the language's plural rules: `posts_one`, `posts_few`, …
//   (`_zero` is also read for a count of 0 in a language whose rules have no zero form);
// - `context` picks `key_context` (and its plural forms) when the catalogue has it.
import { formatNumber } from '../format.ts';
import { textDirection, type Language } from './options.ts';

/** A catalogue, or one section of it. */
export interface Catalogue {
  [key: string]: string | Catalogue | unknown[];
}

/** What a lookup may carry beside the values it fills in. */
export interface TextOptions {
  /** Picks the plural form, and fills `{{count}}`. */
  count?: number;
  /** Picks `key_context` where the catalogue has it. */
  context?: string;
  /** The text when the key is missing; a lookup with one expects that it may be. */
  defaultValue?: string;
  [value: string]: unknown;
}

/** Looks a text up in one language. `returnObjects` hands over a section (a list of testimonials). */
export interface TFunction {
  (key: string, options: TextOptions & { returnObjects: true }): unknown;
  (key: string, options?: TextOptions): string;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function resolve(catalogue: Catalogue, key: string): unknown {
  let found: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!found || typeof found !== 'object' || Array.isArray(found)) return undefined;
    found = (found as Catalogue)[part];
  }
  return found;
}

/** The keys a lookup tries, the most specific first: `key_context_plural`, `key_context`, `key_plural`, `key`. */
function candidates(language: Language, key: string, { count, context }: TextOptions): string[] {
  const hasCount = typeof count === 'number';
  const forms = hasCount ? [...(count === 0 ? ['zero'] : []), pluralForm(language, count)] : [];
  const bases = context ? [`${key}_${context}`, key] : [key];
  return bases.flatMap((base) => [...forms.map((form) => `${base}_${form}`), base]);
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * Fills `{{name}}` from the values in one pass (a value that itself holds `{{…}}` stays as it is).
 * A name given without a value writes nothing; a name not given at all stays visible.
 */
export function interpolate(text: string, values: Record<string, unknown>, language: Language): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    if (typeof value === 'number') return formatNumber(value, language);
    return value == null ? '' : String(value);
  });
}

/** What a translator does with a key its catalogue lacks (the browser reports it: client/lib/i18n.ts). */
export type MissingText = (key: string, language: Language) => void;

/**
 * The texts of one language from a catalogue, which may still grow (the browser adds a text group
 * at a time). A key that is missing reads as itself.
 */
export function createT(language: Language, catalogue: Catalogue, onMissing?: MissingText): TFunction {
  function t(key: string, options: TextOptions & { returnObjects?: boolean } = {}): unknown {
    for (const candidate of candidates(language, key, options)) {
      const found = resolve(catalogue, candidate);
      if (typeof found === 'string') return interpolate(found, options, language);
      if (found !== undefined && options.returnObjects) return found;
    }
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options, language);
    onMissing?.(key, language);
    return key;
  }
  return t as TFunction;
}

/** Copies a text group into a catalogue, section into section. */
export function mergeTexts(into: Catalogue, texts: Catalogue): void {
  for (const [key, value] of Object.entries(texts)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const existing = into[key];
      const section = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : (into[key] = {});
      mergeTexts(section, value);
    } else {
      into[key] = value;
    }
  }
}

/** A page's texts: the language they are in, its direction, and the lookup. */
export interface I18n {
  readonly language: Language;
  readonly t: TFunction;
  dir(): 'rtl' | 'ltr';
}

/** The texts of one language as a page reads them. */
export function textsIn(language: Language, catalogue: Catalogue, onMissing?: MissingText): I18n {
  const t = createT(language, catalogue, onMissing);
  return { language, t, dir: () => textDirection(language) };
}
