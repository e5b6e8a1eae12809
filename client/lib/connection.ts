import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { neverChanges, useHydrated } from './use-hydrated.ts';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * A slow connection: 2g, slow-2g or 3g as the browser estimates it, or data saver on (the browser
 * then sends `Save-Data: on`). Pages use it to move less: smaller images, slower sliders.
 */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return Boolean(connection.saveData) || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/**
 * Whether the page was rendered on the server for a reader who asked to save data (the request's
 * `Save-Data: on`): the server's render and the browser's hydration both read it from here.
 */
export const RenderedForSavingData = createContext(false);

/**
 * isSlowConnection for rendering: a server-rendered page is written for what the request said
 * (Save-Data), and the browser switches to its own reading right after hydration, so the two
 * first renders agree.
 *
 * `keepsRendered` is for a picture the browser fetches at once (an eager one): by the time the page
 * hydrates, the copy the server's markup offered is already on its way, and switching to a smaller
 * one on a slow line would fetch a second picture instead of saving one. Such a picture keeps what
 * it was rendered with; one rendered in the browser reads the connection as any other.
 */
export function useSlowConnection(keepsRendered = false): boolean {
  const isRenderedForSavingData = useContext(RenderedForSavingData);
  const isLive = useSyncExternalStore(neverChanges, isSlowConnection, () => isRenderedForSavingData);
  const isHydrated = useHydrated();
  // Whether this component's first render took over the server's markup, fixed from then on.
  const [wasServerRendered] = useState(!isHydrated);
  return keepsRendered && wasServerRendered ? isRenderedForSavingData : isLive;
}
