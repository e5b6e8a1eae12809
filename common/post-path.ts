import type { TPostKind } from './schemas/posts.ts';

// The public addresses of posts and sellers: every link to one is built here.

/**
 * The public page of a post: the specification's /supplier/{id} for a product, /listing/{id} for
 * a listing.
 *
 * @example postPath('product', id) // "/supplier/…"
 */
export function postPath(kind: TPostKind, id: string): string {
  return `${kind === 'product' ? '/supplier' : '/listing'}/${encodeURIComponent(id)}`;
}

/**
 * The public page of a seller (a profile), /seller/{id}.
 *
 * @example sellerPath(id) // "/seller/…"
 */
export function sellerPath(id: string): string {
  return `/seller/${encodeURIComponent(id)}`;
}
