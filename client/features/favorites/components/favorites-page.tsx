import { BadgeCheck, MapPin, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { postPath } from '#common/post-path.ts';
import { FAVORITE_TABS, type TFavoritePost, type TFavoriteSeller, type TFavoriteTab } from '#common/schemas/favorites.ts';
import { PostImage } from '#client/features/catalogue/components/post-image.tsx';
import { PriceText } from '#client/features/catalogue/components/price-text.tsx';
import { governorateName } from '#client/features/catalogue/governorates.ts';
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

function LoadState({ query, empty }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown }; empty: boolean }) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
        <p>{t('catalogue.loadFailed')}</p>
        <button type="button" onClick={() => void query.refetch()} className="rounded-lg border border-line px-3 py-1.5">
          {t('catalogue.retry')}
        </button>
      </div>
    );
  }
  if (empty) return <p className="py-10 text-center text-muted">{t('favorites.empty')}</p>;
  return null;
}

function MoreButton({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      className="mx-auto mt-4 block rounded-lg border border-brand px-5 py-2 font-semibold text-brand disabled:opacity-60"
    >
      {query.isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
    </button>
  );
}

function PostTab({ tab }: { tab: 'products' | 'listings' }) {
  const query = useFavorites(tab);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const state = <LoadState query={query} empty={items.length === 0} />;
  if (query.isPending || query.isError || items.length === 0) return state;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <FavoritePostCard item={item} />
          </li>
        ))}
      </ul>
      <MoreButton query={query} />
    </>
  );
}

function FavoritePostCard({ item }: { item: TFavoritePost }) {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useRemoveFavoriteEntry();
  const place = governorateName(item.governorate, lang);
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
        {place ? (
          <span className="inline-flex items-center gap-0.5 text-xs text-muted">
            <MapPin aria-hidden="true" className="size-3" />
            {place}
          </span>
        ) : null}
      </div>
    </article>
  );
}

function SellerTab() {
  const query = useFavorites('sellers');
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending || query.isError || items.length === 0) return <LoadState query={query} empty={items.length === 0} />;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <FavoriteSellerCard seller={item} />
          </li>
        ))}
      </ul>
      <MoreButton query={query} />
    </>
  );
}

function FavoriteSellerCard({ seller }: { seller: TFavoriteSeller }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = seller.businessName || seller.fullName;
  const place = governorateName(seller.governorate, lang);
  return (
    <article className="relative flex items-center gap-3 rounded-xl border border-line bg-card p-3">
      <VendorAvatar name={name} url={seller.avatarUrl} size={56} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="flex items-center gap-1 font-semibold" dir="auto">
          <Link to={`/seller/${encodeURIComponent(seller.id)}`} className="truncate after:absolute after:inset-0">
            {name}
          </Link>
          {seller.isVerified ? <BadgeCheck aria-label={t('catalogue.card.verified')} className="size-4 shrink-0 text-brand" /> : null}
        </h3>
        {place ? (
          <span className="inline-flex items-center gap-0.5 text-xs text-muted">
            <MapPin aria-hidden="true" className="size-3" />
            {place}
          </span>
        ) : null}
      </div>
      <FavoriteButton target={{ type: 'seller', id: seller.id }} name={name} />
    </article>
  );
}
