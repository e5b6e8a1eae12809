import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** The specification's sign-in redirect delay (sections 2 and 9). */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;

/** Goes to /account about 100 ms after it is called; the timer is dropped if the page unmounts. */
export function useGoToAccount(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate('/account', { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
  }, [navigate]);
}
