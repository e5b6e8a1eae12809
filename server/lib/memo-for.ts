/**
 * A value computed at most once per `ttlMs`: `get()` answers the kept value while it is younger
 * than that, else computes it again. Callers arriving while it is being computed share that one
 * computation; a failed computation is not kept, so the next call tries again.
 *
 * @example const sitemap = memoFor({ ttlMs: 600_000, load: () => buildSitemap(ctx) }); await sitemap.get()
 */
export function memoFor<T>(options: { ttlMs: number; load: () => Promise<T>; now?: () => number }): { get(): Promise<T> } {
  const now = options.now ?? Date.now;
  let kept: { value: Promise<T>; at: number } | undefined;
  return {
    get() {
      if (kept && now() - kept.at < options.ttlMs) return kept.value;
      const entry = { value: options.load(), at: now() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    },
  };
}
