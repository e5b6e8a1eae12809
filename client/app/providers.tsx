import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionRefresh } from '#client/features/auth/hooks/use-session-refresh.ts';
import { MessagesLive } from '#client/features/messages/components/messages-live.tsx';
import { RealtimeBridge } from '#client/features/realtime/components/realtime-bridge.tsx';
import i18n from '#client/lib/i18n.ts';
import { createQueryClient } from '#client/lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
