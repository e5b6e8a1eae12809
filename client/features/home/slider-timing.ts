import { isSlowConnection } from '#client/lib/connection.ts';

/** Home slider timings (specification section 9). */
export const SLIDER_DESKTOP_MS = 4000;
export const SLIDER_MOBILE_MS = 5000;
export const SLIDER_SLOW_MS = 6000;
export const SLIDER_START_DELAY_MS = 2000;
export const SLIDER_BANNERS = 4;
/** Best Ads auto-advance (specification section 9). */
export const BEST_ADS_ADVANCE_MS = 8000;
/** Below this width the portal is on a phone (specification section 9). */
export const MOBILE_QUERY = '(max-width: 767px)';

export function prefersReducedMotion(): boolean {
  // On the server, which renders no motion: the browser decides again when it hydrates.
  if (typeof window === 'undefined') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How often the banner slider advances: 6 s on a slow mobile connection, 5 s on a phone, 4 s on
 * a desktop; null (no rotation) when the reader asked for reduced motion.
 */
export function bannerInterval(): number | null {
  if (prefersReducedMotion()) return null;
  const isMobile = window.matchMedia(MOBILE_QUERY).matches;
  if (isMobile && isSlowConnection()) return SLIDER_SLOW_MS;
  if (isMobile) return SLIDER_MOBILE_MS;
  return SLIDER_DESKTOP_MS;
}
