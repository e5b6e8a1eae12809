/**
 * The variants an image offers, smallest first: data saver or a slow line gets the smallest only,
 * whatever the slot and the screen (docs/decisions/014-performance.md). Shared so that the server's
 * image preload names the file the browser then shows.
 */
export function offeredWidths(variants: readonly number[], isSlow: boolean): number[] {
  const sorted = [...variants].sort((a, b) => a - b);
  return isSlow ? sorted.slice(0, 1) : sorted;
}
