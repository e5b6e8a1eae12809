import { useTranslation } from 'react-i18next';

/** A page whose content later work fills in: its title and a short note, never sample data. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t(titleKey)}</h1>
      <p className="mt-3 text-muted">{t('common.comingSoon')}</p>
    </section>
  );
}
