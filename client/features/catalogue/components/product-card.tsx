import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProductListItem } from '#common/schemas/catalogue.ts';
import { governorateName } from '../governorates.ts';
import { useLang } from '../hooks/use-lang.ts';
import { DisplayFlagBadges, RatingStars } from './display-badges.tsx';
import { PostImage } from './post-image.tsx';
import { PriceText } from './price-text.tsx';

/** A product offer's card, linking to /supplier/{id}. */
export function ProductCard({ item, eager = false }: { item: TProductListItem; eager?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = governorateName(item.location, lang);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-card shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-line/30">
        <PostImage image={item.image} alt="" className="size-full" eager={eager} />
        <DisplayFlagBadges id={item.id} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug" dir="auto">
          <Link to={`/supplier/${item.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.productName}
          </Link>
        </h3>
        {item.companyName ? (
          <p className="flex items-center gap-1 truncate text-xs text-muted" dir="auto">
            {item.companyName}
            {item.isVerified ? <BadgeCheck aria-label={t('catalogue.card.verified')} className="size-3.5 shrink-0 text-brand" /> : null}
          </p>
        ) : null}
        <p className="mt-auto pt-1 font-bold text-brand">
          <PriceText price={{ min: item.priceMin, max: item.priceMax, currency: item.currency }} />
        </p>
        <div className="flex items-center justify-between gap-2">
          <RatingStars id={item.id} />
          {place ? (
            <span className="inline-flex items-center gap-0.5 truncate text-xs text-muted">
              <MapPin aria-hidden="true" className="size-3" />
              {place}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
