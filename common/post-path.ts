import type { TPostKind } from './schemas/posts.ts';

/**
 * The public page of a post: the specification's /supplier/{id} for a product, /listing/{id} for
 * a listing. Every link to a post is built here.
 *
 * @example postPath('product', id) // "/supplier/…"
 */
export function postPath(kind: TPostKind, id: string): string {
  return `${kind === 'product' ? '/supplier' : '/listing'}/${encodeURIComponent(id)}`;
}
