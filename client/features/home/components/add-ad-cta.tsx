import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** "Add Your Ad Now": to /add-listing when signed in, else /sign-in; visitors also see sign-up. */
export function AddAdCta() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  return (
    <section aria-labelledby="add-ad" className="flex flex-col items-center gap-3 rounded-2xl bg-brand px-4 py-8 text-center text-on-brand">
      <h2 id="add-ad" className="text-2xl font-bold">
        {t('home.cta.title')}
      </h2>
      <p className="max-w-xl opacity-90">{t('home.cta.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={user ? '/add-listing' : '/sign-in'} className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-on-accent">
          {t('home.cta.button')}
        </Link>
        {!user && !isPending ? (
          <Link to="/sign-up" className="rounded-lg border border-current px-5 py-2.5 font-semibold">
            {t('home.cta.createAccount')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
