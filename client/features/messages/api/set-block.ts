import { apiFetch } from '#client/lib/api.ts';

/** Blocks (or unblocks) another user. */
export function setBlock(userId: string, isBlocked: boolean): Promise<void> {
  return apiFetch(`/api/v1/blocks/${encodeURIComponent(userId)}`, { method: isBlocked ? 'PUT' : 'DELETE' });
}
