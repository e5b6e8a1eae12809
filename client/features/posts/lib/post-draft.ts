/**
 * Drafts of the post form, kept in localStorage so that a post being written survives a lost
 * connection, a reload or a closed tab (docs/decisions/014-performance.md). One draft per user and
 * per post: `sbp-post-draft:{userId}:new:{kind}` or `…:edit:{kind}:{postId}`. Photos are kept only
 * once uploaded (their ids and a preview address); a file still on the phone cannot be stored.
 */

/** A photo already uploaded: its stored id and an address to preview it by. */
export interface DraftPhoto {
  id: string;
  preview: string;
}

export interface PostDraft<V> {
  values: V;
  photos: DraftPhoto[];
  savedAt: number;
}

const PREFIX = 'sbp-post-draft:';
/** A draft older than this is forgotten rather than offered back. */
const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The storage key of one user's draft of one post, e.g. `draftKey('u1', 'listing')` for a new listing. */
export function draftKey(userId: string, kind: string, postId?: string): string {
  return `${PREFIX}${userId}:${postId ? `edit:${kind}:${postId}` : `new:${kind}`}`;
}

export function loadDraft<V>(key: string, now = Date.now()): PostDraft<V> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as PostDraft<V>;
    if (typeof draft.values !== 'object' || !Array.isArray(draft.photos) || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft<V>(key: string, values: V, photos: DraftPhoto[]): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, photos, savedAt: Date.now() } satisfies PostDraft<V>));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is no draft to clear.
  }
}

/** Whether two sets of form values hold the same thing, whatever the order of their keys. */
export function sameValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => JSON.stringify(left[key] ?? null) === JSON.stringify(right[key] ?? null));
}
