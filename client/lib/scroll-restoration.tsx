import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

/**
 * Where a reader is on each page of this tab's history, by the entry's `location.key`; kept in
 * sessionStorage, so that Back after a reload still finds the place.
 */
const STORAGE_KEY = 'sbp-scroll-positions';
/** How long a restore waits for its page to grow tall enough, or its `#hash` element to appear. */
const WAIT_MS = 5000;
/** React Router's key for an entry whose history state has none (a `#hash` link the browser followed). */
const NO_KEY = 'default';
/** What a reader does to scroll; any of it during a wait ends the wait, as their place wins. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

type Positions = Record<string, number>;
/** Where a location opens: a position from the top, or an element by its id. */
type Target = { top: number } | { id: string; isTopWhileWaiting: boolean };

function readPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused or full: the positions still hold until the page is reloaded.
  }
}

function hashTarget(hash: string, isTopWhileWaiting: boolean): Target | undefined {
  if (hash.length < 2) return undefined;
  try {
    return { id: decodeURIComponent(hash.slice(1)), isTopWhileWaiting };
  } catch {
    return undefined;
  }
}

/** Where `location` opens after `previous` (undefined when the document has just loaded), or undefined to stay put. */
function targetOf(location: Location, action: NavigationType, previous: Location | undefined, positions: Positions): Target | undefined {
  const saved = location.key === NO_KEY ? undefined : positions[location.key];
  const place: Target | undefined = typeof saved === 'number' ? { top: saved } : undefined;
  // A document just opened or reloaded: the entry's place if it has one, else where the browser put it.
  if (!previous) return place ?? hashTarget(location.hash, false);
  if (action === 'POP') return place ?? hashTarget(location.hash, true) ?? { top: 0 };
  const hash = hashTarget(location.hash, true);
  if (hash) return hash;
  // A REPLACE that changes only the query (filters, tabs, the language) keeps the reader's place.
  if (action === 'REPLACE' && location.pathname === previous.pathname && location.search !== previous.search) return undefined;
  return { top: 0 };
}

/** Scrolls to `target` if the page can show it now; says whether it could. */
function scrollToTarget(target: Target, isLastTry: boolean): boolean {
  if ('id' in target) {
    const element = document.getElementById(target.id);
    if (element) element.scrollIntoView();
    return element !== null;
  }
  const isReachable = document.documentElement.scrollHeight - window.innerHeight >= target.top;
  if (isReachable || isLastTry) window.scrollTo(0, target.top);
  return isReachable;
}

/**
 * Scrolls to `target` now, or once the page can show it: a page may still be loading its code or
 * data (it renders inside a Suspense boundary), so this tries again on every frame for up to
 * WAIT_MS, then scrolls as far as the page goes. Returns what stops the waiting.
 */
function scrollWhenReady(target: Target): () => void {
  if (scrollToTarget(target, false)) return () => {};
  if ('id' in target && target.isTopWhileWaiting) window.scrollTo(0, 0);
  const deadline = performance.now() + WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const retry = () => {
    const isLastTry = performance.now() >= deadline;
    if (scrollToTarget(target, isLastTry) || isLastTry) stop();
    else frame = requestAnimationFrame(retry);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(retry);
  return stop;
}

/**
 * Whether the document opened on a history entry of its own making (a link followed, an address
 * typed), not one it had before (a reload, Back to it from another site): no place can be kept for
 * a new entry, so the kept places need not be read to open it.
 */
let isEntryNew = false;

/**
 * Gives the history entry the document opened on a key of its own, as React Router gives every
 * later entry. Without one its key is "default", the same in every document the tab opens, and a
 * place kept for one page would be restored on another. Call before the router reads the history.
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  const isObject = state !== null && typeof state === 'object';
  if (isObject && typeof (state as { key?: unknown }).key === 'string') return;
  isEntryNew = true;
  window.history.replaceState({ ...(isObject ? (state as object) : {}), key: Math.random().toString(36).slice(2, 10) }, '');
}

/**
 * The scroll position across navigations, in place of the browser's own (`history.scrollRestoration`
 * is 'manual' while this is mounted, as the browser would restore too early, before the page has
 * rendered): a new page opens at its top, and a REPLACE that changes only the query (a filter, a
 * tab, the language) keeps the place; Back and Forward return to where the reader left that entry,
 * also after a reload; an address with `#id` scrolls to that element. Renders nothing; the
 * decision is docs/decisions/014-performance.md.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const action = useNavigationType();
  // Read from sessionStorage when first needed: the first read of the tab's storage asks the
  // browser for it, a few milliseconds inside the page's first hydration on a cheap phone.
  const positions = useRef<Positions | undefined>(undefined);
  const kept = () => (positions.current ??= readPositions());
  const shown = useRef<Location | undefined>(undefined);
  // The reader's place as of the last scroll event: read on a navigation, when the new page has
  // already replaced the old one and the window may have been clamped to its height.
  const lastTop = useRef(0);

  useEffect(() => {
    const mode = window.history.scrollRestoration;
    const take = () => {
      window.history.scrollRestoration = 'manual';
    };
    const onScroll = () => {
      lastTop.current = window.scrollY;
    };
    // Leaving the document: its place is kept, and the browser's own restoring is back for it.
    const onPageHide = () => {
      const key = shown.current?.key;
      if (key && key !== NO_KEY) {
        kept()[key] = window.scrollY;
        writePositions(kept());
      }
      window.history.scrollRestoration = mode;
    };
    take();
    lastTop.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', take);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', take);
      window.history.scrollRestoration = mode;
    };
  }, []);

  // A layout effect: it runs once the new page has rendered and before the browser paints it.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous && previous.key !== NO_KEY) {
      kept()[previous.key] = lastTop.current;
      writePositions(kept());
    }
    shown.current = location;
    const target = targetOf(location, action, previous, !previous && isEntryNew ? {} : kept());
    return target ? scrollWhenReady(target) : undefined;
  }, [location, action]);

  return null;
}
