import { ArrowLeft } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useLocation, useNavigate } from 'react-router';
import { neverChanges } from '#client/lib/use-hydrated.ts';

/** React Router numbers the entries of this tab's history from 0; above 0 there is a page to go back to. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Go Back: on every page except / when there is a previous page in this visit. */
export function GoBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A server-rendered page has no history: hydration starts without the button, then shows it.
  // Navigations re-render the button through useLocation; nothing else changes the history's state.
  const isBackPossible = useSyncExternalStore(neverChanges, hasHistory, () => false);
  if (pathname === '/' || !isBackPossible) return null;
  return (
    <div className="mx-auto max-w-7xl px-3 pt-3 md:px-4">
      <button
        type="button"
        onClick={() => void navigate(-1)}
        className="needs-script inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:bg-card hover:text-ink"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" data-direction-icon />
        {t('shell.goBack')}
      </button>
    </div>
  );
}
