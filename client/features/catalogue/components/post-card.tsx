import { Suspense } from 'react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { postPath } from '#common/post-path.ts';
import type { TPostListItem } from '#common/schemas/catalogue.ts';
import { DisplayFlagBadges, RatingStars } from './display-badges.tsx';
import { GovernorateLabel } from './governorate-label.tsx';
import { PostCardHeart } from './post-card-heart.tsx';
import { PostImage } from './post-image.tsx';
import { PriceText } from './price-text.tsx';

type Listing = Extract<TPostListItem, { kind: 'listing' }>;

/**
 * A post's card in every list, linking to its page (/supplier/{id} or /listing/{id}). The parts of
 * one kind: a product shows its flags, company and rating; a listing its intent, condition and
 * the seller's verified badge.
 */
export function PostCard({ item, eager = false }: { item: TPostListItem; eager?: boolean }) {
  const { t } = useTranslation();
  const isPriceless = item.kind === 'listing' && item.priceMin === null && item.isNegotiable;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-card shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-line/30">
        <PostImage image={item.image} alt="" className="size-full" eager={eager} />
        {item.kind === 'product' ? <DisplayFlagBadges id={item.id} /> : <IntentBadge item={item} />}
        <PostCardHeart post={item} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug" dir="auto">
          <Link to={postPath(item.kind, item.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </Link>
        </h3>
        {item.kind === 'product' && item.companyName ? (
          <p className="flex items-center gap-1 truncate text-xs text-muted" dir="auto">
            {item.companyName}
            {item.isVerified ? <BadgeCheck aria-label={t('catalogue.card.verified')} className="size-3.5 shrink-0 text-brand" /> : null}
          </p>
        ) : null}
        {item.kind === 'listing' && item.condition ? <p className="text-xs text-muted">{t(`catalogue.card.${item.condition}`)}</p> : null}
        <p className="mt-auto pt-1 font-bold text-brand">
          {isPriceless ? t('catalogue.card.negotiable') : <PriceText price={{ min: item.priceMin, max: item.priceMax, currency: item.currency }} />}
        </p>
        <div className="flex items-center justify-between gap-2 text-xs text-muted">
          {item.kind === 'product' ? <RatingStars id={item.id} /> : <VerifiedLabel isVerified={item.isVerified} />}
          <GovernorateLabel id={item.governorate} className="inline-flex items-center gap-0.5 truncate" iconClassName="size-3" />
        </div>
      </div>
    </article>
  );
}

/** Wanted, for sale, for rent or service, over a listing's image. */
function IntentBadge({ item }: { item: Listing }) {
  const { t } = useTranslation();
  const label = item.intent === 'request' ? 'request' : item.offerType === 'rent' || item.offerType === 'service' ? item.offerType : 'offer';
  return (
    <span className={`absolute start-2 top-2 rounded-full px-2 py-0.5 text-xs font-semibold ${item.intent === 'request' ? 'bg-accent text-on-accent' : 'bg-brand text-on-brand'}`}>
      {t(`catalogue.card.${label}`)}
    </span>
  );
}

function VerifiedLabel({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  if (!isVerified) return <span />;
  return (
    <span className="inline-flex items-center gap-0.5 text-brand">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('catalogue.card.verified')}
    </span>
  );
}

/** Cards in the first row of a grid (four on a desktop, two rows on a phone). */
const FIRST_ROW = 4;

/** The class of a grid's `<li>` for the card at `index`: after the first row, laid out only near the screen (app.css). */
export function listedCardClass(index: number): string | undefined {
  return index < FIRST_ROW ? undefined : 'below-fold-card';
}

/**
 * A card at `index` of a grid: the first row loads its picture at once. Each card is a Suspense
 * boundary, so that React hydrates a grid of 24 cards in short tasks rather than one long one.
 */
export function ListedPostCard({ item, index }: { item: TPostListItem; index: number }) {
  return (
    <Suspense>
      <PostCard item={item} eager={index < FIRST_ROW} />
    </Suspense>
  );
}
