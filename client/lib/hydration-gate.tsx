import { useEffect } from 'react';

/**
 * Placed beside the page inside its Suspense boundary: mounts when the page has hydrated (or been
 * rendered in the browser) and marks `<html data-hydrated>`, from which on the page's controls
 * work. Controls that need script read it to stop looking unready (app.css, `.needs-script`).
 * Renders nothing.
 */
export function PageHydrated(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
