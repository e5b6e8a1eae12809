import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { signOut } from '#client/features/auth/api/sign-out.ts';
import { forgetSession } from '#client/features/auth/lib/forget-session.ts';

/** Signs out on the server, forgets everything cached for the user, says goodbye and goes to /. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast.error(t('shell.signOut.errorTitle'), { description: t('shell.signOut.errorBody') });
      return;
    }
    forgetSession(queryClient);
    toast.success(t('shell.signOut.successTitle'), { description: t('shell.signOut.successBody') });
    void navigate('/');
  }, [navigate, queryClient, t]);
}
