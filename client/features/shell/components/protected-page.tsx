import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/**
 * Shows its page to signed-in users only. A visitor sees `fallback` when one is given; otherwise
 * the Login Required toast and a redirect to /sign-in (specification section 6).
 */
export function ProtectedPage({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const refused = !isPending && !user && fallback === undefined;
  useEffect(() => {
    if (refused) toast.error(t('auth_required.title'), { id: 'login-required', description: t('auth_required.page') });
  }, [refused, t]);
  if (isPending) return <LoadingScreen />;
  if (user) return children;
  if (fallback !== undefined) return fallback;
  return <Navigate to="/sign-in" replace />;
}
