/** Currencies a post can be priced in (PRODUCT.md: USD, EUR and the new Syrian pound). */
export const CURRENCIES = ['USD', 'EUR', 'SYP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface PriceInput {
  min: number | null | undefined;
  max?: number | null | undefined;
  currency: string;
}

const LOCALES = { ar: 'ar-SY', en: 'en-US' } as const;

/**
 * A price as the reader sees it (specification section 9): `$` before USD, `€` before EUR,
 * `ل.س` (Arabic) or `SYP` (English) after Syrian pounds; "min - max" when the two differ, one
 * value otherwise, 0 when there is none. Digits follow the reader's language.
 *
 * @example formatPrice({ min: 10, max: 25, currency: 'USD' }, 'en') // "$10 - $25"
 */
export function formatPrice({ min, max, currency }: PriceInput, lang: 'ar' | 'en'): string {
  const numbers = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 });
  const one = (value: number) => {
    const digits = numbers.format(value);
    if (currency === 'USD') return `$${digits}`;
    if (currency === 'EUR') return `€${digits}`;
    if (currency === 'SYP') return lang === 'ar' ? `${digits} ل.س` : `${digits} SYP`;
    return `${digits} ${currency}`;
  };
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  if (low === high) return one(low);
  return `${one(Math.min(low, high))} - ${one(Math.max(low, high))}`;
}
