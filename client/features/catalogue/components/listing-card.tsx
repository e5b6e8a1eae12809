import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TListingListItem } from '#common/schemas/catalogue.ts';
import { governorateName } from '../governorates.ts';
import { useLang } from '../hooks/use-lang.ts';
import { PostImage } from './post-image.tsx';
import { PriceText } from './price-text.tsx';

/** A classified listing's card, linking to /listing/{id}. */
export function ListingCard({ item, eager = false }: { item: TListingListItem; eager?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = governorateName(item.location, lang);
  const kindLabel = item.kind === 'request' ? t('catalogue.card.request') : item.offerType === 'rent' ? t('catalogue.card.rent') : item.offerType === 'service' ? t('catalogue.card.service') : t('catalogue.card.offer');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-card shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-line/30">
        <PostImage image={item.image} alt="" className="size-full" eager={eager} />
        <span className={`absolute start-2 top-2 rounded-full px-2 py-0.5 text-xs font-semibold ${item.kind === 'request' ? 'bg-accent text-white' : 'bg-brand text-on-brand'}`}>
          {kindLabel}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug" dir="auto">
          <Link to={`/listing/${item.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </Link>
        </h3>
        {item.condition ? <p className="text-xs text-muted">{t(`catalogue.card.${item.condition}`)}</p> : null}
        <p className="mt-auto pt-1 font-bold text-brand">
          {item.price === null && item.isNegotiable ? (
            t('catalogue.card.negotiable')
          ) : (
            <PriceText price={{ min: item.price, max: item.price, currency: item.currency }} />
          )}
        </p>
        <div className="flex items-center justify-between gap-2 text-xs text-muted">
          {item.isVerified ? (
            <span className="inline-flex items-center gap-0.5 text-brand">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('catalogue.card.verified')}
            </span>
          ) : (
            <span />
          )}
          {place ? (
            <span className="inline-flex items-center gap-0.5 truncate">
              <MapPin aria-hidden="true" className="size-3" />
              {place}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
