import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx';
import { useGoToAccount } from '#client/features/auth/hooks/use-go-to-account.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** /signin, /sign-in and /auth. A signed-in user goes on to /account after about 100 ms. */
export default function SignInPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const goToAccount = useGoToAccount();
  useEffect(() => {
    if (user) goToAccount();
  }, [user, goToAccount]);
  if (isPending || user) return <LoadingScreen />;
  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <SignInForm />
    </AuthCard>
  );
}
