import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TextsProvider, type TextsSource } from '#client/lib/texts.tsx';
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
 * Texts and the query cache around the app. The browser passes its texts, which follow the language switch, and its one cache
 * (client/main.tsx); the server a fresh pair for every page it renders (client/entry-server.tsx),
 * where the session stays pending, so the signed-in part is never rendered there.
 */
export function AppProviders({ texts, queryClient, children }: { texts: TextsSource; queryClient: QueryClient; children: ReactNode }) {
  return (
    <TextsProvider source={texts}>
      <QueryClientProvider client={queryClient}>
        <SignedInOnly />
        {children}
      </QueryClientProvider>
    </TextsProvider>
  );
}
