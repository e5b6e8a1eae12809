import type { AppContext } from '#server/context.ts';
import { seedReferenceData } from './seed-reference-data.ts';

/**
 * Runs at every start, after the migrations: loads the categories, subcategories and banners that
 * are missing. Cheap when everything is already there.
 */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  const started = performance.now();
  const reference = await seedReferenceData(ctx);
  if (reference.categories + reference.subcategories + reference.banners === 0) return;
  ctx.logger.info('database seeded', { ...reference, ms: Math.round(performance.now() - started) });
}
