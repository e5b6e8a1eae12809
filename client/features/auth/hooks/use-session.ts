import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { sessionQuery, sessionQueryKey, type SessionData, type SessionUser } from '../api/get-session.ts';

const selectUser = (data: SessionData | null): SessionUser | null => data?.user ?? null;

/**
 * The session as components read it: the user, null (a visitor) until the server has answered
 * otherwise. A visitor's answer then changes nothing that `user` reads, so it renders nothing
 * again: on a page rendered by the server for a visitor, the hearts of its cards and the header
 * would otherwise all render again when the answer arrives (about 50 ms on a phone).
 */
export const sessionUserQuery = { ...sessionQuery, select: selectUser, placeholderData: null };

/**
 * The signed-in user, or null for a visitor; `isPending` until the server has answered. A
 * component renders again only for what it reads (TanStack Query tracks it): read `isPending`
 * during render only to show something while the answer is awaited; an event handler asks
 * `useSessionAnswered`.
 *
 * While a server-rendered page hydrates it reads as the server rendered it (pending, nobody):
 * React hydrates a page in parts, and the answer may arrive between two of them; the part that
 * hydrates after it must still match the server's markup. React renders it again right after.
 */
export function useSession(): { readonly user: SessionUser | null; readonly isPending: boolean } {
  const result = useQuery(sessionUserQuery);
  const isHydrated = useHydrated();
  return {
    get user() {
      return isHydrated ? (result.data ?? null) : null;
    },
    get isPending() {
      return !isHydrated || result.isPending || result.isPlaceholderData;
    },
  };
}

/**
 * Whether the server has answered who the reader is (or failed to), asked when called: for an
 * event handler of a component that does not render again when a visitor's answer arrives.
 */
export function useSessionAnswered(): () => boolean {
  const queryClient = useQueryClient();
  return () => {
    const status = queryClient.getQueryState(sessionQueryKey)?.status;
    return status !== undefined && status !== 'pending';
  };
}
