import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/** If the page never says it is hydrated (it failed and was rendered again), queries wait no longer than this. */
const HOLD_MAX_MS = 10_000;

let release: (() => void) | undefined;

/**
 * Holds every query's first fetch while a server-rendered page hydrates. React hydrates the frame
 * first and the page inside its Suspense boundary afterwards; without the hold, the session could
 * arrive in between (the header asks for it once hydrated) and the page would hydrate signed in or
 * signed out where the server rendered it waiting for the session: a mismatch. Queries held are
 * `pending` as on the server; they go out once PageHydrated has mounted.
 */
export function holdQueriesUntilPageHydrated(): void {
  onlineManager.setOnline(false);
  const timer = setTimeout(() => release?.(), HOLD_MAX_MS);
  release = () => {
    release = undefined;
    clearTimeout(timer);
    // The connection as it is now: a page the service worker served offline keeps its queries paused.
    onlineManager.setOnline(navigator.onLine);
  };
}

/**
 * Placed beside the page inside its Suspense boundary: mounts when the page has hydrated (or been
 * rendered in the browser), lets the held queries go and marks `<html data-hydrated>`, from which
 * on the page's controls work (browser tests wait for it). Renders nothing.
 */
export function PageHydrated(): null {
  useEffect(() => {
    release?.();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
