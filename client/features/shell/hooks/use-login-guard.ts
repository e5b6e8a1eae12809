import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** What a visitor tried to open; each has its own Login Required text (specification section 6). */
export type GuardedArea = 'messages' | 'notifications' | 'favorites' | 'communities' | 'addListing';

/**
 * A click handler for links that need an account: a visitor gets the destructive Login Required
 * toast and goes to /sign-in instead. While the session is still loading the link is followed and
 * the protected page decides.
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
