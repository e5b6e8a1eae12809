import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { TVendor } from '#common/schemas/catalogue.ts';
import { governorateName } from '#client/features/catalogue/governorates.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx';
import { formatDate } from '#client/lib/format.ts';
import { VendorAvatar } from './vendor-avatar.tsx';
import { sellerPath } from '#common/post-path.ts';

/** One business on /vendors: avatar, name, verified badge, governorate, post count, last post. */
export function VendorCard({ vendor }: { vendor: TVendor }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = vendor.businessName || vendor.fullName;
  const date = formatDate(vendor.latestListingAt, lang);
  const place = governorateName(vendor.governorate, lang);
  return (
    <article className="relative flex gap-3 rounded-xl border border-line bg-card p-3">
      <VendorAvatar name={name} url={vendor.avatarUrl} size={56} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="flex items-center gap-1 pe-9 font-semibold">
          {/* The name's own direction inside the link; the heading keeps the page's, so that its
              padding stays on the heart's side. */}
          <Link to={sellerPath(vendor.id)} dir="auto" className="truncate after:absolute after:inset-0">
            {name}
          </Link>
          {vendor.isVerified ? <BadgeCheck aria-label={t('catalogue.card.verified')} className="size-4 shrink-0 text-brand" /> : null}
        </h2>
        {vendor.companyDescription ? (
          <p className="line-clamp-2 text-sm text-muted" dir="auto">
            {vendor.companyDescription}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-xs text-muted">
          <span>{t('vendors.posts', { count: vendor.listingCount })}</span>
          <span>{t('vendors.lastActive', { date })}</span>
          {place ? (
            <span className="inline-flex items-center gap-0.5">
              <MapPin aria-hidden="true" className="size-3" />
              {place}
            </span>
          ) : null}
        </p>
      </div>
      {/* Over the card's corner, so that a narrow phone keeps the text's full width. */}
      <div className="absolute end-2 top-2">
        <FavoriteButton target={{ type: 'seller', id: vendor.id }} name={name} />
      </div>
    </article>
  );
}
