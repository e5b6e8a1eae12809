import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useOnline } from '../hooks/use-online.ts';

/** How long "back online" stays on screen. */
const BACK_ONLINE_MS = 4000;

/**
 * A small notice above the phone's bottom bar (at the bottom corner on wider screens) while the
 * connection is lost, and for a few seconds once it returns. The live region is always in the
 * page, so that screen readers announce the change politely (docs/decisions/014-performance.md).
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const [wasOffline, setWasOffline] = useState(false);
  const [isBack, setBack] = useState(false);

  // "Back online" only after an offline spell seen on this page, then it fades away by itself.
  if (!isOnline && !wasOffline) setWasOffline(true);
  if (isOnline && wasOffline) {
    setWasOffline(false);
    setBack(true);
  }
  useEffect(() => {
    if (!isBack) return;
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [isBack]);

  const shown = !isOnline || isBack;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex justify-center px-16 md:bottom-4 md:px-4">
      {shown ? (
        <p
          className={`pointer-events-auto flex max-w-md items-center gap-2 rounded-full px-4 py-2 text-sm font-medium shadow-lg ${isOnline ? 'bg-brand text-on-brand' : 'bg-ink text-surface'}`}
        >
          {isOnline ? <Wifi className="size-4 shrink-0" aria-hidden="true" /> : <WifiOff className="size-4 shrink-0" aria-hidden="true" />}
          {t(isOnline ? 'shell.backOnline' : 'shell.offline')}
        </p>
      ) : null}
    </div>
  );
}
