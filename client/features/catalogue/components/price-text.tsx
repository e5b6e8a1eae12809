import { formatPrice, type PriceInput } from '#common/format-price.ts';
import { useLang } from '../hooks/use-lang.ts';

/**
 * A formatted price, laid out so that a range reads low to high in both directions: $ and €
 * prices are written left to right; Syrian pounds in Arabic follow the Arabic text direction.
 */
export function PriceText({ price }: { price: PriceInput }) {
  const lang = useLang();
  const direction = lang === 'ar' && price.currency === 'SYP' ? 'rtl' : 'ltr';
  return (
    <bdi dir={direction} className="inline-block">
      {formatPrice(price, lang)}
    </bdi>
  );
}
