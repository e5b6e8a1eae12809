import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { useGoToAccount } from '../hooks/use-go-to-account.ts';
import { useSession } from '../hooks/use-session.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * A page for signed-out visitors (sign-in, sign-up): the loading screen while the session is
 * read, then the card with the form; a signed-in user goes on to /account after about 100 ms.
 */
export function SignedOutPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { user, isPending } = useSession();
  const goToAccount = useGoToAccount();
  useEffect(() => {
    if (user) goToAccount();
  }, [user, goToAccount]);
  if (isPending || user) return <LoadingScreen />;
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {children}
    </AuthCard>
  );
}
