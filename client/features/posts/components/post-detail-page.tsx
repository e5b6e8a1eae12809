import { PauseCircle } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useParams } from 'react-router';
import type { TPostDetail, TPostKind } from '#common/schemas/posts.ts';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { GovernorateLabel } from '#client/features/catalogue/components/governorate-label.tsx';
import { governorateName } from '#client/features/catalogue/governorates.ts';
import { formatDate, formatNumber, formatPrice } from '#client/lib/format.ts';
import { usePost } from '../api/get-post.ts';
import { NotAvailable } from './not-available.tsx';
import { PostActions } from './post-actions.tsx';
import { PostGallery } from './post-gallery.tsx';
import { SellerCard } from './seller-card.tsx';
import { SimilarPosts } from './similar-posts.tsx';

type Lang = 'ar' | 'en';

/**
 * /supplier/{id} (a product) and /listing/{id} (a listing). An unknown or paused post, or a post of
 * the other kind, shows the not-available page.
 */
export function PostDetailPage({ kind }: { kind: TPostKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = usePost(kind, id);
  if (isPending) return <LoadingScreen />;
  if (error) {
    if (error instanceof ApiError && error.code === 'not_found') return <NotAvailable />;
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('postDetail.loadFailed')}</h1>
        <p className="mt-2 text-muted">{t(`errors.${error instanceof ApiError ? error.code : 'internal'}`)}</p>
        <button type="button" onClick={() => void refetch()} className="mt-6 rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
          {t('postDetail.retry')}
        </button>
      </section>
    );
  }
  return <PostDetail post={data} />;
}

function PostDetail({ post }: { post: TPostDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { title } = post;
  const price =
    post.kind === 'listing' && post.priceMin === null && post.isNegotiable
      ? t('postDetail.negotiable')
      : formatPrice({ min: post.priceMin, max: post.priceMax, currency: post.currency }, lang);
  const badge = post.kind === 'listing' ? t(post.intent === 'request' ? 'postFields.listingKinds.request' : `postFields.offerTypes.${post.offerType ?? 'sell'}`) : null;

  return (
    <article className="mx-auto max-w-6xl px-4 py-6">
      {!post.isActive ? (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-accent bg-accent/10 px-4 py-3 text-sm">
          <PauseCircle className="size-5 shrink-0" aria-hidden="true" />
          {t('postDetail.pausedNotice')}
        </p>
      ) : null}
      {/* One column below lg that never grows past the screen (minmax(0, 1fr)), however long a
          seller's name that the card keeps on one line. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PostGallery images={post.images} title={title} />
        <div className="space-y-4">
          {badge ? <span className="inline-block rounded-full bg-brand/10 px-3 py-1 text-sm font-semibold text-brand">{badge}</span> : null}
          <h1 dir="auto" className="text-2xl font-bold leading-snug">
            {title}
          </h1>
          <p className="text-2xl font-bold text-brand">
            {price}
            {post.kind === 'listing' && post.isNegotiable && post.priceMin !== null ? (
              <span className="ms-2 text-sm font-normal text-muted">{t('postDetail.negotiable')}</span>
            ) : null}
          </p>
          <GovernorateLabel id={post.governorate} className="flex items-center gap-1 text-muted" iconClassName="size-4" />
          <PostActions kind={post.kind} id={post.id} title={title} seller={post.seller} isOwner={post.isOwner} isActive={post.isActive} />
          <SellerCard seller={post.seller} />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-lg font-bold">
            {t('postDetail.description')}
          </h2>
          {post.description ? (
            <p dir="auto" className="mt-2 whitespace-pre-line leading-relaxed">
              {post.description}
            </p>
          ) : (
            <p className="mt-2 text-muted">{t('postDetail.noDescription')}</p>
          )}
        </section>
        <Specifications post={post} />
      </div>
      <SimilarPosts posts={post.similar} />
    </article>
  );
}

function Specifications({ post }: { post: TPostDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { data: categories = [] } = useCategories();
  const category = categories.find((item) => item.id === post.categoryId);
  const subcategory = category?.subcategories.find((item) => item.id === post.subcategoryId);
  const name = (item: { nameAr: string; nameEn: string } | undefined, fallback: string | null) => (item ? (lang === 'ar' ? item.nameAr : item.nameEn) : fallback);
  const withUnit = (value: number | null) => (value === null ? null : post.unit ? `${formatNumber(value, lang)} ${post.unit}` : formatNumber(value, lang));
  const rows: Array<[string, string | null, boolean?]> = [
    [t('postFields.category'), name(category, post.categoryId)],
    [t('postFields.subcategory'), name(subcategory, post.subcategoryId)],
  ];
  if (post.kind === 'product') {
    rows.push([t('postFields.minOrderQuantity'), withUnit(post.minOrderQuantity), true]);
    rows.push([t('postFields.companyName'), post.companyName || null, true]);
  } else {
    rows.push([t('postFields.quantity'), withUnit(post.quantity), true]);
    rows.push([t('postFields.condition'), post.condition ? t(`postFields.conditions.${post.condition}`) : null]);
  }
  rows.push([t('postFields.governorate'), governorateName(post.governorate, lang)]);
  rows.push([t('postDetail.posted'), formatDate(post.createdAt, lang)]);
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-lg font-bold">
        {t('postDetail.specifications')}
      </h2>
      <dl className="mt-2 divide-y divide-line rounded-xl border border-line bg-card">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, isUserText]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="text-end font-semibold" dir={isUserText ? 'auto' : undefined}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
