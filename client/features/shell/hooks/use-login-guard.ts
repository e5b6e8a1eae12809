import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** What a visitor tried to open; each has its own Login Required text (specification section 6). */
export const GUARDED_AREAS = ['messages', 'notifications', 'favorites', 'communities', 'addListing'] as const;
export type GuardedArea = (typeof GUARDED_AREAS)[number];

/** The area a guarded link names in its navigation state, so that the page it opens can say it. */
export function guardedAreaOf(state: unknown): GuardedArea | undefined {
  const area = (state as { guardedArea?: unknown } | null)?.guardedArea;
  return GUARDED_AREAS.find((known) => known === area);
}

/**
 * A click handler for links that need an account: a visitor gets the destructive Login Required
 * toast and goes to /sign-in instead. While the session is still loading the link is followed and
 * the protected page decides, with the same area's text (the link carries it in its state).
 */
export function useLoginGuard(): (event: MouseEvent, area: GuardedArea) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  return useCallback(
    (event, area) => {
      if (user || isPending) return;
      event.preventDefault();
      toast.error(t('auth_required.title'), { id: 'login-required', description: t(`auth_required.${area}`) });
      void navigate('/sign-in');
    },
    [user, isPending, navigate, t],
  );
}
