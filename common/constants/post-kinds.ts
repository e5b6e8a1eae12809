/**
 * The two kinds of post (docs/vocabulary.md), in the order tabs and filters show them. Here, and not
 * in common/schemas/posts.ts, so that a page that only names the kinds does not load zod
 * (docs/decisions/014-performance.md).
 */
export const POST_KINDS = ['product', 'listing'] as const;
