import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

// The session's refresh and the realtime socket load once a reader is known to be signed in.
const SignedIn = lazy(() => import('./components/signed-in.tsx'));

function SignedInOnly() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SignedIn />
    </Suspense>
  );
}

/**
 * Texts and the query cache around the app. The browser passes its one i18next and cache
 * (client/main.tsx); the server a fresh pair for every page it renders (client/entry-server.tsx),
 * where the session stays pending, so the signed-in part is never rendered there.
 */
export function AppProviders({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SignedInOnly />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
