/**
 * Prices as the specification shows them (section 9): USD prefixed with $, EUR with €, a range
 * "min - max" when the two differ, otherwise a single value, 0 when there is none. Digits follow
 * the reader's language (Arabic-Indic in Arabic). SYP is the new Syrian pound: ل.س in Arabic,
 * SYP in English, after the number.
 *
 * formatPrice({ min: 2.5, max: 4, currency: 'USD' }, 'en') → "$2.5 - $4"
 */
export function formatPrice(price: { min: number | null; max: number | null; currency: string }, lang: 'ar' | 'en'): string {
  const number = new Intl.NumberFormat(lang === 'ar' ? 'ar-SY' : 'en-US', { maximumFractionDigits: 2 });
  const one = (value: number) => {
    const digits = number.format(value);
    if (price.currency === 'USD') return `$${digits}`;
    if (price.currency === 'EUR') return `€${digits}`;
    if (price.currency === 'SYP') return `${digits} ${lang === 'ar' ? 'ل.س' : 'SYP'}`;
    return `${digits} ${price.currency}`;
  };
  const min = price.min ?? price.max ?? 0;
  const max = price.max ?? price.min ?? 0;
  return min === max ? one(min) : `${one(min)} - ${one(max)}`;
}
