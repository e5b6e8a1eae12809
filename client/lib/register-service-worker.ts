import { arabicFontSettled } from './i18n.ts';

/**
 * Registers public/sw.js once the page has loaded (so it never competes with the first paint), in
 * production builds only, and tells it what this page loaded before it took control, so that the
 * first page a reader opens is kept for offline reading too (docs/decisions/014-performance.md).
 */
function controlled(): Promise<unknown> {
  const { serviceWorker } = navigator;
  return serviceWorker.controller ? Promise.resolve() : new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      // Once the worker sees this page's requests and the fonts are in: nothing slips between the two.
      .then(() => Promise.all([controlled(), arabicFontSettled(), document.fonts.ready]))
      .then(() => navigator.serviceWorker.controller?.postMessage({ keep: [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)] }))
      // No worker (private mode, storage blocked): the portal works as before, online only.
      .catch(() => undefined);
  };
  // The main script runs after the first paint (public/boot.js), which can be after `load`.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
