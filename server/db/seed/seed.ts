import type { AppContext } from '#server/context.ts';
import { seedDemoMarket } from './seed-demo-market.ts';
import { seedReferenceData } from './seed-reference-data.ts';

/**
 * Runs at every start, after the migrations: loads the categories, subcategories and banners that
 * are missing (and the phone-sized copies of the seed's category pictures from before 0018), and,
 * when SEED_DEMO is on and the market is empty, the demo businesses and posts.
 * Cheap when everything is already there.
 */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  const started = performance.now();
  const referenceSeeding = seedReferenceData(ctx);
  // The demo's artwork is drawn while the reference data goes in; its posts wait for the categories.
  const [reference, demo] = await Promise.all([
    referenceSeeding,
    ctx.config.seedDemo ? seedDemoMarket(ctx, referenceSeeding) : undefined,
  ]);
  const inserted =
    reference.categories + reference.subcategories + reference.banners + reference.communities + reference.categoryCopies > 0 || demo !== undefined;
  if (!inserted) return;
  ctx.logger.info('database seeded', {
    ...reference,
    demo: demo ?? 'skipped',
    ms: Math.round(performance.now() - started),
  });
}
