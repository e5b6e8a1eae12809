import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useSearchParams } from 'react-router';
import { sessionQueryKey } from '#client/features/auth/api/get-session.ts';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { useGoToAccount } from '#client/features/auth/hooks/use-go-to-account.ts';

/**
 * /verify-email: where the confirmation link lands. The server has confirmed the address and
 * signed the user in; this page says so and goes on to /account. A bad or expired link comes
 * back with `?error=`.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const failed = params.has('error');
  const queryClient = useQueryClient();
  const goToAccount = useGoToAccount();

  useEffect(() => {
    if (failed) return;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey }).then(goToAccount);
  }, [failed, queryClient, goToAccount]);

  if (failed) {
    return (
      <AuthCard title={t('auth.verifyEmail.failedTitle')}>
        <p className="mb-4">{t('auth.verifyEmail.failedBody')}</p>
        <Link to="/email-verification" className="font-semibold text-brand hover:underline">
          {t('auth.verifyEmail.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      <p role="status">{t('auth.verifyEmail.body')}</p>
      <Link to="/account" className="mt-4 inline-block font-semibold text-brand hover:underline">
        {t('auth.verifyEmail.goToAccount')}
      </Link>
    </AuthCard>
  );
}
