import { BadgeCheck, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useSearchParams } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { postPath, sellerPath } from '#common/post-path.ts';
import { FAVORITE_TABS, type TFavoritePost, type TFavoriteSeller, type TFavoriteTab } from '#common/schemas/favorites.ts';
import { LoadFailed } from '#client/app/components/load-failed.tsx';
import { LoadMoreButton } from '#client/app/components/load-more-button.tsx';
import { GovernorateLabel } from '#client/features/catalogue/components/governorate-label.tsx';
import { PostImage } from '#client/features/catalogue/components/post-image.tsx';
import { PriceText } from '#client/features/catalogue/components/price-text.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { VendorAvatar } from '#client/features/vendors/components/vendor-avatar.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { useFavoriteCounts, useFavorites } from '../api/list-favorites.ts';
import { useRemoveFavoriteEntry } from '../api/remove-favorite-entry.ts';
import { FavoriteButton } from './favorite-button.tsx';

/** /favorites: saved products, listings and sellers in three tabs with their counts. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TFavoriteTab = (FAVORITE_TABS as readonly string[]).includes(requested ?? '') ? (requested as TFavoriteTab) : 'products';
  const counts = useFavoriteCounts();
  const baseId = useId();

  const select = (next: TFavoriteTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('favorites.title')}</h1>
      <div role="tablist" aria-label={t('favorites.title')} className="flex gap-1 overflow-x-auto border-b border-line">
        {FAVORITE_TABS.map((name) => {
          const count = counts.data?.[name];
          const isSelected = name === tab;
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${baseId}-${name}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              onClick={() => select(name)}
              className={`-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 font-semibold ${isSelected ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t(`favorites.tabs.${name}`)}
              {count !== undefined ? <span className="rounded-full bg-line/60 px-2 text-xs text-ink">{formatNumber(count, lang)}</span> : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        {tab === 'sellers' ? <SellerTab /> : <PostTab tab={tab} />}
      </div>
    </section>
  );
}

/** The part of a tab's infinite query the list needs. */
type FavoriteQuery<T> = {
  data?: { pages: Array<{ items: T[] }> };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** One tab's saved items in a grid of cards, with its loading, failed and empty states and Load more. */
function FavoriteList<T extends { id: string }>({ query, className, render }: { query: FavoriteQuery<T>; className: string; render: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (items.length === 0) return <p className="py-10 text-center text-muted">{t('favorites.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </div>
  );
}

function PostTab({ tab }: { tab: 'products' | 'listings' }) {
  return <FavoriteList query={useFavorites(tab)} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" render={(item) => <FavoritePostCard item={item} />} />;
}

function FavoritePostCard({ item }: { item: TFavoritePost }) {
  const { t } = useTranslation();
  const remove = useRemoveFavoriteEntry();
  const title = (
    <span dir="auto" className="line-clamp-2">
      {item.title}
    </span>
  );
  return (
    <article className={`relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-card shadow-sm ${item.isAvailable ? '' : 'opacity-80'}`}>
      <div className="relative aspect-[4/3] bg-line/30">
        <PostImage image={item.image} alt="" className={`size-full ${item.isAvailable ? '' : 'grayscale'}`} />
        {!item.isAvailable ? (
          <span className="absolute start-2 top-2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-card">{t('favorites.unavailable')}</span>
        ) : null}
        <div className="absolute end-2 top-2">
          {item.postId && item.isAvailable ? (
            <FavoriteButton target={{ type: 'post', id: item.postId }} name={item.title} />
          ) : (
            <button
              type="button"
              aria-label={t('favorites.remove', { name: item.title })}
              title={t('favorites.remove', { name: item.title })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item.id, { onError: () => toast.error(t('favorites.saveFailed')) })}
              className="relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-card/90 shadow-sm ring-1 ring-line"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm font-semibold leading-snug">
          {item.postId && item.isAvailable ? (
            <Link to={postPath(item.kind, item.postId)} className="after:absolute after:inset-0">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {!item.isAvailable ? <p className="text-xs text-muted">{t(item.postId ? 'favorites.paused' : 'favorites.removed')}</p> : null}
        {item.isAvailable && item.currency ? (
          <p className="mt-auto pt-1 font-bold text-brand">
            <PriceText price={{ min: item.priceMin, max: item.priceMax, currency: item.currency }} />
          </p>
        ) : null}
        <GovernorateLabel id={item.governorate} className="inline-flex items-center gap-0.5 text-xs text-muted" iconClassName="size-3" />
      </div>
    </article>
  );
}

function SellerTab() {
  return <FavoriteList query={useFavorites('sellers')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" render={(seller) => <FavoriteSellerCard seller={seller} />} />;
}

function FavoriteSellerCard({ seller }: { seller: TFavoriteSeller }) {
  const { t } = useTranslation();
  const name = seller.businessName || seller.fullName;
  return (
    <article className="relative flex items-center gap-3 rounded-xl border border-line bg-card p-3">
      <VendorAvatar name={name} url={seller.avatarUrl} size={56} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="flex items-center gap-1 font-semibold" dir="auto">
          <Link to={sellerPath(seller.id)} className="truncate after:absolute after:inset-0">
            {name}
          </Link>
          {seller.isVerified ? <BadgeCheck aria-label={t('catalogue.card.verified')} className="size-4 shrink-0 text-brand" /> : null}
        </h3>
        <GovernorateLabel id={seller.governorate} className="inline-flex items-center gap-0.5 text-xs text-muted" iconClassName="size-3" />
      </div>
      <FavoriteButton target={{ type: 'seller', id: seller.id }} name={name} />
    </article>
  );
}
