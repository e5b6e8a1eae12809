import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useSearchParams } from 'react-router';
import { ZEmail } from '#common/schemas/auth.ts';
import { resendConfirmation } from '#client/features/auth/api/resend-confirmation.ts';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { buttonClass, FormMessage, TextField } from '#client/app/components/form-field.tsx';
import { authErrorText } from '#client/features/auth/lib/auth-error-text.ts';

/** /email-verification: check your inbox, with a button that sends the link again. */
export default function EmailVerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [isSending, setSending] = useState(false);

  async function resend(event: React.FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      await resendConfirmation(parsed.data);
      setMessage({ tone: 'success', text: t('auth.emailVerification.resent') });
    } catch (caught) {
      setMessage({ tone: 'error', text: authErrorText(caught, 'sign-up', t) });
    } finally {
      setSending(false);
    }
  }

  const initial = params.get('email');
  return (
    <AuthCard
      title={t('auth.emailVerification.title')}
      subtitle={initial ? t('auth.emailVerification.body', { email: initial }) : t('auth.emailVerification.bodyNoEmail')}
    >
      <form onSubmit={resend} noValidate className="flex flex-col gap-4">
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <TextField
          label={t('auth.emailVerification.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <button type="submit" className={buttonClass} disabled={isSending}>
          {isSending ? t('auth.emailVerification.resending') : t('auth.emailVerification.resend')}
        </button>
        <Link to="/sign-in" className="text-center text-sm font-semibold text-brand hover:underline">
          {t('auth.emailVerification.backToSignIn')}
        </Link>
      </form>
    </AuthCard>
  );
}
