import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { siteInfoQuery } from '#client/app/site-info.ts';
import { InfoPage } from '#client/features/info/components/info-page.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';

/** The day this policy last changed in substance; shown to readers in their language. */
const POLICY_UPDATED = new Date(Date.UTC(2026, 10, 21));

export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const site = useQuery(siteInfoQuery);
  const email = site.data?.supportEmail;
  return (
    <InfoPage namespace="privacy" titleKey="pages.privacyPolicy">
      <section className="mt-8 rounded-xl border border-line bg-card p-5">
        <h2 className="text-xl font-bold">{t('privacy.contactTitle')}</h2>
        <p className="mt-3 leading-loose">
          <Trans i18nKey="privacy.yourData" components={{ account: <Link to="/account#your-data" className="font-semibold text-brand-strong underline dark:text-brand" /> }} />
        </p>
        {email && (
          <p className="mt-3 leading-loose">
            <Trans
              i18nKey="privacy.contact"
              values={{ email }}
              components={{ mail: <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-strong underline dark:text-brand" /> }}
            />
          </p>
        )}
        <p className="mt-3 text-sm text-muted">
          {t('privacy.updated', { date: formatDate(POLICY_UPDATED, i18n.language as Language, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </p>
      </section>
    </InfoPage>
  );
}
