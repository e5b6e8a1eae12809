import { SessionRefresh } from '#client/features/auth/hooks/use-session-refresh.ts';
import { MessagesLive } from '#client/features/messages/components/messages-live.tsx';
import { NotificationsLive } from '#client/features/notifications/components/notifications-live.tsx';
import { RealtimeBridge } from '#client/features/realtime/components/realtime-bridge.tsx';

/**
 * What runs for a signed-in reader only: the session's refresh, the realtime socket and what it
 * keeps live (messages, the badges' counts, notifications). Loaded by AppProviders once a session
 * is known, so that a visitor never downloads it (docs/decisions/014-performance.md).
 */
export default function SignedIn() {
  return (
    <>
      <SessionRefresh />
      <RealtimeBridge />
      <MessagesLive />
      <NotificationsLive />
    </>
  );
}
