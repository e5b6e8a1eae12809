import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionRefresh } from '#client/features/auth/hooks/use-session-refresh.ts';
import { MessagesLive } from '#client/features/messages/components/messages-live.tsx';
import { RealtimeBridge } from '#client/features/realtime/components/realtime-bridge.tsx';

/**
 * Texts and the query cache around the app. The browser passes its one i18next and cache
 * (client/main.tsx); the server a fresh pair for every page it renders (client/entry-server.tsx).
 */
export function AppProviders({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionRefresh />
        <RealtimeBridge />
        <MessagesLive />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
