import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { renderSVG } from 'uqr';
import { disableTwoFactor } from '#client/features/auth/api/disable-two-factor.ts';
import { enableTwoFactor } from '#client/features/auth/api/enable-two-factor.ts';
import { sessionQueryKey } from '#client/features/auth/api/get-session.ts';
import { verifyTwoFactor } from '#client/features/auth/api/verify-two-factor.ts';
import { buttonClass, CodeField, FormMessage, PasswordField, secondaryButtonClass } from '#client/app/components/form-field.tsx';
import { useFormRequest } from '#client/features/auth/hooks/use-form-request.ts';
import { authErrorText } from '#client/features/auth/lib/auth-error-text.ts';

/** The buttons of a step of turning two-factor on or off: go on, or back to where it started. */
function StepButtons({ submitLabel, isDisabled, onCancel }: { submitLabel: string; isDisabled: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <button type="submit" className={buttonClass} disabled={isDisabled}>
        {submitLabel}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onCancel}>
        {t('security.cancel')}
      </button>
    </div>
  );
}

type Step = { name: 'idle' } | { name: 'password'; action: 'enable' | 'disable' } | { name: 'scan'; totpURI: string; backupCodes: string[] } | { name: 'codes'; backupCodes: string[] };

/** Turns two-factor sign-in with an authenticator app on (QR code, manual key, backup codes) and off. */
export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string>();
  const { error, isBusy, run } = useFormRequest((caught) => authErrorText(caught, 'other', t));

  const qr = useMemo(() => (step.name === 'scan' ? `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(step.totpURI))}` : ''), [step]);
  const manualKey = step.name === 'scan' ? (new URL(step.totpURI).searchParams.get('secret') ?? '') : '';

  const toIdle = () => setStep({ name: 'idle' });

  const submitPassword = (event: React.FormEvent, action: 'enable' | 'disable') => {
    event.preventDefault();
    void run(async () => {
      if (action === 'enable') {
        const result = await enableTwoFactor(password);
        setStep({ name: 'scan', totpURI: result.totpURI, backupCodes: result.backupCodes });
      } else {
        await disableTwoFactor(password);
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        setStep({ name: 'idle' });
        setNotice(t('security.disabled'));
      }
      setPassword('');
    });
  };

  const submitCode = (event: React.FormEvent, backupCodes: string[]) => {
    event.preventDefault();
    void run(async () => {
      await verifyTwoFactor({ code, kind: 'app' });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      setCode('');
      setStep({ name: 'codes', backupCodes });
      setNotice(t('security.enabled'));
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {step.name === 'idle' ? (
        <>
          <p>{isEnabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}</p>
          <button
            type="button"
            className={`${isEnabled ? secondaryButtonClass : buttonClass} self-start`}
            onClick={() => {
              setNotice(undefined);
              setStep({ name: 'password', action: isEnabled ? 'disable' : 'enable' });
            }}
          >
            {isEnabled ? t('security.disable') : t('security.enable')}
          </button>
        </>
      ) : null}
      {step.name === 'password' ? (
        <form onSubmit={(event) => submitPassword(event, step.action)} noValidate className="flex max-w-sm flex-col gap-3">
          <PasswordField label={t('security.password')} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} autoFocus />
          <StepButtons submitLabel={step.action === 'enable' ? t('security.continue') : t('security.disable')} isDisabled={isBusy || !password} onCancel={toIdle} />
        </form>
      ) : null}
      {step.name === 'scan' ? (
        <form onSubmit={(event) => submitCode(event, step.backupCodes)} noValidate className="flex flex-col gap-3">
          <p className="text-sm">{t('security.scanQr')}</p>
          <img src={qr} alt={t('security.qrAlt')} width={192} height={192} className="size-48 rounded-lg bg-white p-2" />
          <div>
            <p className="text-sm text-muted">{t('security.manualKey')}</p>
            <code dir="ltr" className="mt-1 block break-all rounded bg-surface px-2 py-1 font-mono text-sm" aria-label={t('security.manualKey')}>
              {manualKey}
            </code>
          </div>
          <div className="max-w-xs">
            <CodeField label={t('security.code')} value={code} onChange={(event) => setCode(event.target.value)} />
          </div>
          <StepButtons submitLabel={t('security.confirmEnable')} isDisabled={isBusy || code.trim().length < 6} onCancel={toIdle} />
        </form>
      ) : null}
      {step.name === 'codes' ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('security.backupCodes')}</h3>
          <p className="text-sm text-muted">{t('security.backupHelp')}</p>
          <ul dir="ltr" aria-label={t('security.backupCodes')} className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-3">
            {step.backupCodes.map((backupCode) => (
              <li key={backupCode} className="rounded bg-surface px-2 py-1">
                {backupCode}
              </li>
            ))}
          </ul>
          <button type="button" className={`${secondaryButtonClass} self-start`} onClick={toIdle}>
            {t('security.continue')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
