import type { Database } from '#server/db/pool.ts';

/**
 * Searches (and suggestions) that may run at once on the embedded database. It runs one statement
 * at a time for everyone, in arrival order: eight searches at once would queue eight statements
 * ahead of every other request's. Past this number a search waits in the server instead, so the
 * statements of other requests (a page, /api/health) go in between (docs/decisions/018-second-audit.md).
 */
export const EMBEDDED_SEARCHES_AT_ONCE = 1;

export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** A gate letting `limit` pieces of work run at once, the others waiting in arrival order. */
export function createGate(limit: number): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

const gates = new WeakMap<Database, Gate>();

/** The search gate of a database: one search at a time on the embedded database, none on a server. */
export function searchGate(database: Database): Gate {
  let gate = gates.get(database);
  if (!gate) {
    gate = database.kind === 'pglite' ? createGate(EMBEDDED_SEARCHES_AT_ONCE) : { run: (work) => work() };
    gates.set(database, gate);
  }
  return gate;
}
