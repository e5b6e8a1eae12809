import { useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ToasterProps } from 'sonner';

// Toasts without sonner in the first load (docs/decisions/014-performance.md): most pages never
// show one, so `toast` loads sonner on its first call and `Toasts` mounts sonner's Toaster then.
// Calls made before both are in wait, in order, and are shown once the Toaster's live region has
// been in the page for a moment, so that screen readers announce the first toast like the others.

type Sonner = typeof SonnerModule;
type Show = (toast: Sonner['toast']) => void;

/** How long the live region stands empty in the page before the first toast enters it. */
const REGION_SETTLE_MS = 100;

let sonner: Sonner | null = null;
let loading: Promise<void> | null = null;
/** Whether a mounted Toaster listens (and its region has settled): calls go straight to sonner. */
let isListening = false;
const waiting: Show[] = [];
const loadedListeners = new Set<() => void>();

function load(): void {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of loadedListeners) listener();
    },
    () => {
      // Offline before sonner was ever loaded: the next toast tries again.
      loading = null;
    },
  );
}

function show(call: Show): void {
  if (sonner && isListening) call(sonner.toast);
  else {
    waiting.push(call);
    load();
  }
}

type Message = Parameters<Sonner['toast']>[0];
type Options = Parameters<Sonner['toast']>[1];

/**
 * sonner's `toast`, `toast.success` and `toast.error`, loading sonner on the first call.
 *
 * @example toast.success(t('postForm.saved'));
 */
export const toast = Object.assign((message: Message, options?: Options) => show((sonnerToast) => sonnerToast(message, options)), {
  success: (message: Message, options?: Options) => show((sonnerToast) => sonnerToast.success(message, options)),
  error: (message: Message, options?: Options) => show((sonnerToast) => sonnerToast.error(message, options)),
});

function subscribeLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** sonner's Toaster with these props, once the first toast has loaded it; nothing before. */
export function Toasts(props: ToasterProps) {
  const loaded = useSyncExternalStore(
    subscribeLoaded,
    () => sonner,
    () => null,
  );
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      isListening = true;
      for (const call of waiting.splice(0)) call(loaded.toast);
    }, REGION_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      isListening = false;
    };
  }, [loaded]);
  if (!loaded) return null;
  return <loaded.Toaster {...props} />;
}
