import { BadgeCheck, UserRound } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { TPostSeller } from '#common/schemas/posts.ts';
import { GovernorateLabel } from '#client/features/catalogue/components/governorate-label.tsx';
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { sellerPath } from '#common/post-path.ts';

/** Who posted: avatar, name, verified badge, governorate, member since and how many active posts. */
export function SellerCard({ seller }: { seller: TPostSeller }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as 'ar' | 'en';
  const since = formatDate(seller.memberSince, lang, { year: 'numeric', month: 'long' });
  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl border border-line bg-card p-4">
      <h2 id="seller-heading" className="text-sm font-semibold text-muted">
        {t('postDetail.seller')}
      </h2>
      {/* The heart beside the link, at the row's end in either direction; the name truncates before it. */}
      <div className="mt-3 flex items-center gap-3">
        <Link to={sellerPath(seller.id)} aria-label={seller.name ? undefined : t('postDetail.seller')} className="flex min-w-0 flex-1 items-center gap-3 hover:underline">
          {seller.avatarUrl ? (
            <img src={seller.avatarUrl} alt="" className="size-12 rounded-full object-cover" width={48} height={48} />
          ) : (
            <span className="flex size-12 items-center justify-center rounded-full bg-line text-muted">
              <UserRound className="size-6" aria-hidden="true" />
            </span>
          )}
          <span className="min-w-0">
            <span className="flex items-center gap-1 font-bold">
              <span dir="auto" className="truncate">
                {seller.name}
              </span>
              {seller.isVerified ? <BadgeCheck className="size-5 shrink-0 text-brand" aria-label={t('postDetail.verified')} role="img" /> : null}
            </span>
            {seller.verifiedAt ? (
              <span className="block text-xs text-brand">
                {t('verification.verifiedSince', {
                  date: formatDate(seller.verifiedAt, lang, { year: 'numeric', month: 'long' }),
                })}
              </span>
            ) : null}
            <GovernorateLabel id={seller.governorate} className="flex items-center gap-1 text-sm text-muted" iconClassName="size-4" />
          </span>
        </Link>
        <FavoriteButton target={{ type: 'seller', id: seller.id }} name={seller.name || t('postDetail.seller')} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('postDetail.memberSince')}</dt>
          <dd className="font-semibold">{since}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('postDetail.listingCount')}</dt>
          <dd className="font-semibold">{formatNumber(seller.listingCount, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}
