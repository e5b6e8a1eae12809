import { useTranslation } from '#client/lib/texts.tsx';
import { formatDate, formatMonth, formatNumber, formatPrice, type PriceInput } from '#common/format.ts';
import { isLanguage, type Language } from './i18n.ts';

export { formatDate, formatMonth, formatNumber, formatPrice, type PriceInput };

/**
 * The formatter (common/format.ts) bound to the interface language, for components: numbers,
 * dates and prices in the reader's digits.
 *
 * @example const format = useFormat(); format.number(16) // "١٦" on Arabic pages
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return {
    language,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
    month: (value: Date | string) => formatMonth(value, language),
    price: (price: PriceInput) => formatPrice(price, language),
  };
}
