// zod's small build (functions instead of methods, which a bundle keeps only when used) for the
// contracts of the pages a visitor opens to sign in or up: their forms validate in the browser,
// and zod's full build would be a third of those pages' JavaScript (docs/decisions/014-performance.md).
// Its schemas mix with the full build's (both are zod's core), and carry the same configuration.
import './zod-config.ts';

export * as zMini from 'zod/mini';
