/** The twelve supplier categories of the specification (section 2, home page grid), in display order. */
export const CATEGORY_IDS = [
  'clothing-textiles',
  'food-agricultural',
  'cleaning-personal-care',
  'furniture-home-decor',
  'tools-industrial',
  'packaging-printing',
  'handicrafts-artisan',
  'building-construction',
  'automotive-parts',
  'machines-production',
  'chemicals-pharmaceuticals',
  'electronics-electrical',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];
