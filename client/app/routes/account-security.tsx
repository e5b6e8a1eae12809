import { useTranslation } from '#client/lib/texts.tsx';
import { Navigate } from 'react-router';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { AccountSection } from '#client/features/account/components/account-section.tsx';
import { ChangePasswordSection } from '#client/features/account/components/change-password-section.tsx';
import { SessionsSection } from '#client/features/account/components/sessions-section.tsx';
import { TwoFactorSection } from '#client/features/account/components/two-factor-section.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** /account-security: password, two-factor sign-in and active sessions. */
export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/sign-in" replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('security.title')}</h1>
      <AccountSection id="password" title={t('security.changePassword')}>
        <ChangePasswordSection />
      </AccountSection>
      <AccountSection id="two-factor" title={t('security.twoFactor')}>
        <TwoFactorSection isEnabled={Boolean(user.twoFactorEnabled)} />
      </AccountSection>
      <AccountSection id="sessions" title={t('security.sessions')}>
        <SessionsSection />
      </AccountSection>
    </div>
  );
}
