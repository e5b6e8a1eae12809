import { useQuery } from '@tanstack/react-query';
import { Mail, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { siteInfoQuery } from '#client/app/site-info.ts';
import { useEnquiryDialog } from '#client/features/enquiries/hooks/use-enquiry-dialog.ts';
import { formatNumber } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';
import { useBrand } from '../hooks/use-brand.ts';
import { LogoMark } from './logo.tsx';
import { SocialLinks, configuredSocialLinks } from './social-links.tsx';

const linkClass = 'rounded text-sm text-muted underline-offset-4 hover:text-ink hover:underline';

/** Tagline, the three information pages, social links, support mail and the enquiry form. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const site = useQuery(siteInfoQuery);
  const enquiry = useEnquiryDialog();
  const email = site.data?.supportEmail;
  const hasSocial = configuredSocialLinks(site.data?.social).length > 0;
  const year = formatNumber(new Date().getFullYear(), i18n.language as Language, { useGrouping: false });
  return (
    <footer className="below-fold border-t border-line bg-card">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-8" />
            {brand}
          </p>
          <p className="text-sm text-muted">{t('shell.footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="mb-3 text-sm font-bold">
            {t('shell.footer.info')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/business-guide" className={linkClass}>
                {t('nav.businessGuide')}
              </Link>
            </li>
            <li>
              <Link to="/vision-goals" className={linkClass}>
                {t('nav.visionGoals')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('nav.privacyPolicy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-4">
          {hasSocial && (
            <div>
              <h2 className="mb-3 text-sm font-bold">{t('shell.footer.follow')}</h2>
              <SocialLinks social={site.data?.social} />
            </div>
          )}
          <div>
            <h2 className="mb-3 text-sm font-bold">{t('shell.footer.support')}</h2>
            {email && (
              <a href={`mailto:${email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span>{t('shell.footer.supportMail', { email })}</span>
              </a>
            )}
            <button
              type="button"
              onClick={enquiry.open}
              className="needs-script mt-3 inline-flex items-center gap-2 rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand-strong hover:bg-brand hover:text-on-brand dark:text-brand dark:hover:text-on-brand"
            >
              <MessageSquarePlus className="size-4" aria-hidden="true" />
              {t('enquiry.open')}
            </button>
          </div>
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">{t('shell.footer.rights', { year, brand })}</p>
    </footer>
  );
}
