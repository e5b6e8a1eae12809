import type { ReactNode } from 'react';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import NotFoundPage from '#client/app/routes/not-found.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useIsAdminQuery } from '#client/features/shell/hooks/use-is-admin.ts';

/**
 * Shows an admin page to admins only; anyone else sees the not-found page, as the server answers
 * 404 to them on every admin route. The server decides: this only spares a useless screen.
 */
export function AdminPage({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const admin = useIsAdminQuery(user?.id, true);
  if (admin.isPending) return <LoadingScreen />;
  if (admin.data?.isAdmin !== true) return <NotFoundPage />;
  return children;
}
