import { BadgeCheck, Clock, MailCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TMyProfile } from '#common/schemas/profiles.ts';

/** Whether the business is verified by the portal, and whether the e-mail is confirmed. */
export function VerificationStatus({ profile }: { profile: TMyProfile }) {
  const { t, i18n } = useTranslation();
  const since = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-SY' : 'en', { year: 'numeric', month: 'long' }).format(new Date(profile.createdAt));
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        {profile.isVerified ? <BadgeCheck className="size-5 text-brand" aria-hidden="true" /> : <Clock className="size-5 text-muted" aria-hidden="true" />}
        {profile.isVerified ? t('account.verified') : t('account.notVerified')}
      </p>
      {profile.isVerified ? null : <p className="text-muted">{t('account.verificationHelp')}</p>}
      <p className="flex items-center gap-2">
        {profile.emailVerified ? <MailCheck className="size-5 text-brand" aria-hidden="true" /> : <MailWarning className="size-5 text-danger" aria-hidden="true" />}
        {profile.emailVerified ? t('account.emailConfirmed') : t('account.emailNotConfirmed')}
        <span dir="ltr" className="text-muted">
          {profile.email}
        </span>
      </p>
      <p className="text-muted">{t('account.memberSince', { date: since })}</p>
    </div>
  );
}
