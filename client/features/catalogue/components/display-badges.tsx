import { Star } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { displayFlagsFor } from '#common/display-flags.ts';
import { formatNumber } from '#client/lib/format.ts';
import { useLang } from '../hooks/use-lang.ts';

/** Best Seller and discount flags over a card's image (display values derived from the id). */
export function DisplayFlagBadges({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const flags = displayFlagsFor(id);
  const percent = formatNumber(flags.discountPercent, lang);
  return (
    <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-1">
      {flags.isBestSeller ? (
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">{t('catalogue.card.bestSeller')}</span>
      ) : (
        <span />
      )}
      <span dir="ltr" className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-on-danger" aria-label={t('catalogue.card.discountLabel', { percent })}>
        {t('catalogue.card.discount', { percent })}
      </span>
    </div>
  );
}

export function RatingStars({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { rating } = displayFlagsFor(id);
  const shown = formatNumber(rating, lang, { minimumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted" role="img" aria-label={t('catalogue.card.rating', { rating: shown })}>
      <Star aria-hidden="true" className="size-3.5 fill-accent text-accent" />
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
