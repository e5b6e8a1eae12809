import { BadgeCheck, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPostSeller } from '#common/schemas/posts.ts';
import { governorateName } from '../lib/governorates.ts';

/** Who posted: avatar, name, verified badge, governorate, member since and how many active posts. */
export function SellerCard({ seller }: { seller: TPostSeller }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as 'ar' | 'en';
  const since = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SY' : 'en-US', { year: 'numeric', month: 'long' }).format(new Date(seller.memberSince));
  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl border border-line bg-card p-4">
      <h2 id="seller-heading" className="text-sm font-semibold text-muted">
        {t('postDetail.seller')}
      </h2>
      <Link to={`/seller/${seller.id}`} className="mt-3 flex items-center gap-3 hover:underline">
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
          {seller.governorate ? (
            <span className="flex items-center gap-1 text-sm text-muted">
              <MapPin className="size-4" aria-hidden="true" />
              {governorateName(seller.governorate, lang)}
            </span>
          ) : null}
        </span>
      </Link>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('postDetail.memberSince')}</dt>
          <dd className="font-semibold">{since}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('postDetail.listingCount')}</dt>
          <dd className="font-semibold">{new Intl.NumberFormat(lang === 'ar' ? 'ar-SY' : 'en-US').format(seller.listingCount)}</dd>
        </div>
      </dl>
    </section>
  );
}
