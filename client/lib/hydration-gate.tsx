import { useEffect } from 'react';
import { whenPartsHydrated } from './hydrate-later.tsx';

/**
 * Placed beside the page inside its Suspense boundary: mounts when the page has hydrated (or been
 * rendered in the browser) and marks `<html data-hydrated>`, from which on the page's controls
 * work (browser tests wait for it). Renders nothing.
 *
 * Nothing needs holding back while a page hydrates: Preact hydrates the whole tree in one
 * synchronous pass (the page's code is in before it starts: preloadPage), so the session and every
 * other query go out from effects once the markup has been taken over, never in the middle of it.
 */
export function PageHydrated(): null {
  useEffect(() => {
    whenPartsHydrated(() => (document.documentElement.dataset.hydrated = ''));
  }, []);
  return null;
}
