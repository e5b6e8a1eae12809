/** Above this many unread messages the badge shows "9+" (specification section 9). */
export const BADGE_CAP = 9;

/**
 * The text of an unread badge, or null when there is nothing to show.
 * `badgeLabel(12, (n) => String(n), (n) => `${n}+`)` gives "9+".
 */
export function badgeLabel(count: number, formatNumber: (value: number) => string, formatOverflow: (cap: string) => string): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count > BADGE_CAP) return formatOverflow(formatNumber(BADGE_CAP));
  return formatNumber(Math.floor(count));
}
