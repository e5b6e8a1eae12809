import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { normalizeSyrianPhone } from '#common/schemas/phone.ts';
import { PHONE_CODE_LENGTH, type TMyProfile, type TPhoneCodeSent } from '#common/schemas/profiles.ts';
import { buttonClass, CodeField, FormMessage, secondaryButtonClass } from '#client/app/components/form-field.tsx';
import { useFormRequest } from '#client/features/auth/hooks/use-form-request.ts';
import { ApiError } from '#client/lib/api.ts';
import { LtrNumbers } from '#client/lib/ltr-numbers.tsx';
import { confirmPhone } from '../api/confirm-phone.ts';
import { myProfileQuery } from '../api/get-my-profile.ts';
import { sendPhoneCode } from '../api/send-phone-code.ts';

/** Where the phone field stands: nothing saved, edited but not saved, confirmed, or waiting for a code. */
export type PhoneState = 'none' | 'changed' | 'verified' | 'unverified';

/** The state of the saved phone for what the field shows now (`typed`, as the user wrote it). */
export function phoneStateOf(profile: TMyProfile, typed: string | null | undefined): PhoneState {
  const text = (typed ?? '').trim();
  const current = text ? (normalizeSyrianPhone(text) ?? text) : null;
  if (current !== profile.phone) return current ? 'changed' : 'none';
  if (!profile.phone) return 'none';
  return profile.phoneVerified ? 'verified' : 'unverified';
}

/** The hint under the phone field: confirmed (it signs in), not confirmed, or save first. */
export function PhoneStatus({ state }: { state: PhoneState }) {
  const { t } = useTranslation();
  if (state === 'none') return null;
  if (state === 'changed') return <span>{t('account.phoneCode.saveFirst')}</span>;
  const isVerified = state === 'verified';
  return (
    <span className="flex items-center gap-1.5">
      {isVerified ? (
        <BadgeCheck className="size-4 shrink-0 text-brand" aria-hidden="true" />
      ) : (
        <ShieldAlert className="size-4 shrink-0 text-danger-ink" aria-hidden="true" />
      )}
      {isVerified ? t('account.phoneCode.verified') : t('account.phoneCode.unverified')}
    </span>
  );
}

/**
 * Confirms the saved phone: "Send code" texts a six-digit code to it, the user types it back, and
 * the number becomes the account's sign-in phone. Lives inside the profile form, so its buttons do
 * not submit and Enter in the code confirms instead of saving the profile.
 */
export function PhoneConfirmation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<TPhoneCodeSent>();
  const [code, setCode] = useState('');
  const { error, isBusy, run } = useFormRequest((caught) => {
    const field = caught instanceof ApiError ? (caught.fields?.code ?? caught.fields?.phone) : undefined;
    if (field) return t(field);
    return caught instanceof ApiError ? t(`errors.${caught.code}`) : t('errors.internal');
  });

  const send = () =>
    run(async () => {
      setSent(await sendPhoneCode());
      setCode('');
    });
  const confirm = () =>
    run(async () => {
      const profile = await confirmPhone({ code });
      queryClient.setQueryData(myProfileQuery.queryKey, profile);
    });
  const confirmOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isBusy && code.trim().length >= PHONE_CODE_LENGTH) void confirm();
  };

  return (
    <div className="flex flex-col gap-3">
      {sent ? (
        <FormMessage tone="info">
          <LtrNumbers text={t('account.phoneCode.sent', { phone: sent.phone, length: PHONE_CODE_LENGTH, count: sent.expiresInSeconds / 60 })} />
        </FormMessage>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {sent ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-40">
            <CodeField label={t('account.phoneCode.label')} maxLength={12} value={code} onChange={(event) => setCode(event.target.value)} onKeyDown={confirmOnEnter} />
          </div>
          <button type="button" className={buttonClass} disabled={isBusy || code.trim().length < PHONE_CODE_LENGTH} onClick={() => void confirm()}>
            {isBusy ? t('account.phoneCode.confirming') : t('account.phoneCode.confirm')}
          </button>
          <button type="button" className={secondaryButtonClass} disabled={isBusy} onClick={() => void send()}>
            {t('account.phoneCode.sendAgain')}
          </button>
        </div>
      ) : (
        <button type="button" className={`${secondaryButtonClass} self-start`} disabled={isBusy} onClick={() => void send()}>
          {isBusy ? t('account.phoneCode.sending') : t('account.phoneCode.send')}
        </button>
      )}
    </div>
  );
}
