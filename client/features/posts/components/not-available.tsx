import { PackageX } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { useNotFoundStatus } from '#client/lib/page-status.ts';

/** What an unknown, deleted or paused post shows to everyone but its owner. */
export function NotAvailable() {
  useNotFoundStatus();
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <PackageX className="size-14 text-muted" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('postDetail.notAvailableTitle')}</h1>
      <p className="mt-2 text-muted">{t('postDetail.notAvailableBody')}</p>
      <Link to="/old-home" className="mt-6 rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand hover:bg-brand-strong">
        {t('postDetail.browse')}
      </Link>
    </section>
  );
}
