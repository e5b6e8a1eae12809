import { formatPrice, type PriceInput } from '#client/lib/format.ts';
import { useLang } from '../hooks/use-lang.ts';

/**
 * A formatted price, laid out so that a range reads low to high in both directions. Dollar and
 * euro prices are written left to right; each end of a range is isolated, because Arabic-Indic
 * digits would otherwise pull the currency sign and the dash across to the wrong side. Syrian
 * pounds in Arabic follow the Arabic text direction.
 */
export function PriceText({ price }: { price: PriceInput }) {
  const lang = useLang();
  const direction = lang === 'ar' && price.currency === 'SYP' ? 'rtl' : 'ltr';
  const parts = formatPrice(price, lang).split(' - ');
  return (
    <bdi dir={direction} className="inline-block">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ' - ' : null}
          <bdi dir={direction}>{part}</bdi>
        </span>
      ))}
    </bdi>
  );
}
