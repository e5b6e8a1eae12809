import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/texts.tsx';
import { Navigate } from 'react-router';
import { siteInfoQuery } from '#client/app/site-info.ts';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';

/**
 * `/`: the maintenance page while the maintenance setting is on (the default), reading Website
 * Under Development in both languages; once an admin turns it off, `/` shows the home page.
 */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const site = useQuery(siteInfoQuery);
  if (site.isPending) return <LoadingScreen />;
  if (site.data && !site.data.maintenance) return <Navigate to="/old-home" replace />;
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('maintenance.title')}</h1>
      <p lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="text-xl font-semibold text-muted">
        {/* Each catalogue carries the other language's title, so that the page needs only its own. */}
        {t('maintenance.titleInOtherLanguage')}
      </p>
      <p className="text-muted">{t('maintenance.body')}</p>
    </section>
  );
}
