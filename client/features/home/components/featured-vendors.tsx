import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { useFeaturedVendors } from '#client/features/vendors/api/get-featured-vendors.ts';
import { VendorAvatar } from '#client/features/vendors/components/vendor-avatar.tsx';
import { sellerPath } from '#common/post-path.ts';

/** A horizontally scrolling row of the most recently active businesses, with a link to /vendors. */
export function FeaturedVendors() {
  const { t } = useTranslation();
  const { data, isPending } = useFeaturedVendors();
  return (
    <section aria-labelledby="featured-vendors" className="flex flex-col gap-3">
      <h2 id="featured-vendors" className="text-xl font-bold">
        {t('home.vendors.title')}
      </h2>
      {isPending ? (
        // Shaped like the strip (avatar and two lines of name), so that nothing below it moves.
        <div className="flex gap-4 overflow-hidden pb-2" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="flex w-20 shrink-0 flex-col items-center gap-1">
              <div className="size-16 animate-pulse rounded-full bg-line/60" />
              <div className="h-8 w-16 animate-pulse rounded bg-line/40" />
            </div>
          ))}
        </div>
      ) : data && data.length > 0 ? (
        <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2">
          {data.map((vendor) => {
            const name = vendor.businessName || vendor.fullName;
            return (
              <li key={vendor.id} className="w-20 shrink-0 snap-start">
                <Link to={sellerPath(vendor.id)} className="flex flex-col items-center gap-1 text-center">
                  <span className="relative">
                    <VendorAvatar name={name} url={vendor.avatarUrl} size={64} />
                    {vendor.isVerified ? (
                      <BadgeCheck aria-label={t('catalogue.card.verified')} className="absolute -bottom-0.5 -end-0.5 size-5 rounded-full bg-card text-brand" />
                    ) : null}
                  </span>
                  <span className="line-clamp-2 text-xs" dir="auto">
                    {name}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-muted">{t('home.vendors.empty')}</p>
      )}
      <Link to="/vendors" className="self-start font-semibold text-brand">
        {t('home.vendors.viewAll')}
      </Link>
    </section>
  );
}
