import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Navigate, useLocation } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { guardedAreaOf } from '../hooks/use-login-guard.ts';

/**
 * Shows its page to signed-in users only. A visitor sees `fallback` when one is given; otherwise
 * the Login Required toast and a redirect to /sign-in (specification section 6). A visitor who
 * came by a guarded link before the session was known gets that link's area text, as the link
 * itself would have given.
 */
export function ProtectedPage({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const area = guardedAreaOf(useLocation().state) ?? 'page';
  const refused = !isPending && !user && fallback === undefined;
  useEffect(() => {
    if (refused) toast.error(t('auth_required.title'), { id: 'login-required', description: t(`auth_required.${area}`) });
  }, [refused, area, t]);
  if (isPending) return <LoadingScreen />;
  if (user) return children;
  if (fallback !== undefined) return fallback;
  return <Navigate to="/sign-in" replace />;
}
