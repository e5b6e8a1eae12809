import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { useNotFoundStatus } from '#client/lib/page-status.ts';

export default function NotFoundPage() {
  useNotFoundStatus();
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand" aria-hidden="true">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <Link to="/old-home" className="rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
