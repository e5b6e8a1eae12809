import { BadgeCheck, Clock, MailCheck, MailWarning, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { TMyProfile } from '#common/schemas/profiles.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatDate } from '#client/lib/format.ts';
import { useMyVerification } from '../api/get-my-verification.ts';
import { VerificationRequestForm } from './verification-request.tsx';

/**
 * Whether the business is verified by the portal (since when), where its request stands (with the
 * reason of a rejection), the form to ask (again), and whether the e-mail is confirmed.
 */
export function VerificationStatus({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  const request = useMyVerification(!profile.isVerified);
  const [isAsking, setAsking] = useState(false);
  const since = formatDate(profile.createdAt, lang, { year: 'numeric', month: 'long' });
  const latest = request.data;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        {profile.isVerified ? <BadgeCheck className="size-5 text-brand" aria-hidden="true" /> : <Clock className="size-5 text-muted" aria-hidden="true" />}
        {profile.isVerified ? t('account.verified') : t('account.notVerified')}
      </p>
      {profile.isVerified && profile.verifiedAt ? (
        <p className="text-muted">{t('verification.verifiedSince', { date: formatDate(profile.verifiedAt, lang, { dateStyle: 'long' }) })}</p>
      ) : null}
      {profile.isVerified ? null : <p className="text-muted">{t('account.verificationHelp')}</p>}
      {!profile.isVerified && latest?.status === 'pending' ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-accent/15 p-3">
          <Clock className="size-5 shrink-0" aria-hidden="true" />
          {t('verification.pending')}
        </p>
      ) : null}
      {!profile.isVerified && latest?.status === 'rejected' ? (
        <div className="rounded-lg border border-danger/40 bg-danger/5 p-3">
          <p className="flex items-center gap-2 font-semibold text-danger">
            <XCircle className="size-5 shrink-0" aria-hidden="true" />
            {t('verification.rejected')}
          </p>
          {latest.reason ? (
            <p className="mt-1" dir="auto">
              {t('verification.rejectedReason', { reason: latest.reason })}
            </p>
          ) : null}
        </div>
      ) : null}
      {!profile.isVerified && request.isSuccess && latest?.status !== 'pending' ? (
        isAsking ? (
          <VerificationRequestForm defaultBusinessName={profile.businessName ?? profile.fullName} onSent={() => setAsking(false)} />
        ) : (
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="self-start rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10"
          >
            {latest?.status === 'rejected' ? t('verification.askAgain') : t('verification.askTitle')}
          </button>
        )
      ) : null}
      <p className="flex items-center gap-2">
        {profile.emailVerified ? <MailCheck className="size-5 text-brand" aria-hidden="true" /> : <MailWarning className="size-5 text-danger-ink" aria-hidden="true" />}
        {profile.emailVerified ? t('account.emailConfirmed') : t('account.emailNotConfirmed')}
        <span dir="ltr" className="text-muted">
          {profile.email}
        </span>
      </p>
      <p className="text-muted">{t('account.memberSince', { date: since })}</p>
    </div>
  );
}
