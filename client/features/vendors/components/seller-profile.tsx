import { BadgeCheck, MapPin, MessageCircle } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx';
import { NotFoundState } from '#client/features/catalogue/components/not-found-state.tsx';
import { POST_KINDS } from '#common/constants/post-kinds.ts';
import type { TPostKind } from '#common/schemas/posts.ts';
import { PostGrid } from '#client/features/catalogue/components/post-grid.tsx';
import { governorateName } from '#client/features/catalogue/governorates.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatMonth } from '#client/lib/format.ts';
import { formatDate } from '#client/lib/format.ts';
import { ReportButton } from '#client/features/reports/components/report-button.tsx';
import { useSeller } from '../api/get-seller.ts';
import { VendorAvatar } from './vendor-avatar.tsx';

/**
 * /seller/{id}: profile card, verified badge, description, message and favourite buttons, then
 * the seller's active products and listings. Visitors who press a button get the login flow.
 */
export function SellerProfile({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const seller = useSeller(id);

  if (seller.isPending) return <p className="p-8 text-center text-muted">{t('common.loading')}</p>;
  if (seller.isError) {
    return <NotFoundState title={t('seller.notFoundTitle')} body={t('seller.notFoundBody')} linkTo="/vendors" linkText={t('seller.browseVendors')} />;
  }
  const profile = seller.data;
  const name = profile.businessName || profile.fullName;
  const since = formatMonth(profile.memberSince, lang);
  const place = governorateName(profile.governorate, lang);
  const askToSignIn = (description: string) => {
    toast.error(t('seller.loginRequired'), { description });
    void navigate('/sign-in');
  };
  const isSelf = user?.id === profile.id;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <section className="flex flex-col gap-4 rounded-2xl border border-line bg-card p-4 sm:flex-row sm:items-center">
        <VendorAvatar name={name} url={profile.avatarUrl} size={88} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold" dir="auto">
            {name}
            {profile.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand/10 px-2 py-0.5 text-sm font-semibold text-brand">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('seller.verified')}
              </span>
            ) : null}
          </h1>
          {profile.businessName && profile.fullName !== profile.businessName ? (
            <p className="text-muted" dir="auto">
              {profile.fullName}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {place ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {place}
              </span>
            ) : null}
            <span>{t('seller.memberSince', { date: since })}</span>
            {profile.verifiedAt ? <span>{t('verification.verifiedSince', { date: formatDate(profile.verifiedAt, lang, { year: 'numeric', month: 'long' }) })}</span> : null}
            <span>{t('seller.productsCount', { count: profile.productCount })}</span>
            <span>{t('seller.listingsCount', { count: profile.listingCount })}</span>
          </p>
        </div>
        {isSelf ? null : (
          <div className="flex gap-2">
            {user ? (
              <Link to={`/messages?to=${encodeURIComponent(profile.id)}`} className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
                <MessageCircle aria-hidden="true" className="size-4" />
                {t('seller.message')}
              </Link>
            ) : (
              <button type="button" onClick={() => askToSignIn(t('seller.loginToMessage'))} className="needs-script inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
                <MessageCircle aria-hidden="true" className="size-4" />
                {t('seller.message')}
              </button>
            )}
            <FavoriteButton target={{ type: 'seller', id: profile.id }} name={profile.businessName || profile.fullName} />
          </div>
        )}
      </section>
      {isSelf ? null : (
        <div className="flex justify-end">
          <ReportButton targetType="user" targetId={profile.id} />
        </div>
      )}
      {profile.companyDescription ? (
        <section aria-labelledby="seller-about" className="flex flex-col gap-2">
          <h2 id="seller-about" className="text-lg font-semibold">
            {t('seller.about')}
          </h2>
          <p className="whitespace-pre-line" dir="auto">
            {profile.companyDescription}
          </p>
        </section>
      ) : null}
      {POST_KINDS.map((kind) => (
        <SellerPosts key={kind} id={profile.id} kind={kind} />
      ))}
    </div>
  );
}

/** The seller's active posts of one kind, twelve at a time. */
function SellerPosts({ id, kind }: { id: string; kind: TPostKind }) {
  const { t } = useTranslation();
  const heading = kind === 'product' ? 'seller-products' : 'seller-listings';
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <h2 id={heading} className="text-lg font-semibold">
        {t(kind === 'product' ? 'seller.products' : 'seller.listings')}
      </h2>
      <PostGrid kind={kind} filters={{ seller: id }} limit={12} emptyText={t(kind === 'product' ? 'seller.noProducts' : 'seller.noListings')} />
    </section>
  );
}
