import { useEffect, useRef } from 'react';

/**
 * Calls `advance` every `intervalMs` after an initial `startDelayMs`; does nothing while
 * `intervalMs` is null. Restarts when `restartKey` changes (for example after a manual move).
 */
export function useAutoAdvance({
  intervalMs,
  startDelayMs = 0,
  advance,
  restartKey,
}: {
  intervalMs: number | null;
  startDelayMs?: number;
  advance: () => void;
  restartKey?: unknown;
}) {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (intervalMs === null) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => latest.current(), intervalMs);
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [intervalMs, startDelayMs, restartKey]);
}
