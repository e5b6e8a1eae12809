import { describe, expect, it } from 'vitest';
import { displayFlagsFor } from './display-flags.ts';

const ids = Array.from({ length: 2000 }, (_, index) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`);

describe('displayFlagsFor', () => {
  it('derives the flags of an id from its FNV-1a hashes (values worked out by hand)', () => {
    expect(displayFlagsFor('00000000-0000-4000-8000-000000000000')).toEqual({ isBestSeller: false, discountPercent: 40, rating: 4.2 });
    expect(displayFlagsFor('00000000-0000-4000-8000-000000000001')).toEqual({ isBestSeller: true, discountPercent: 25, rating: 4.3 });
    expect(displayFlagsFor('0b6f8a34-5a7c-4a8e-9c1e-2f4d6b8a0c1e')).toEqual({ isBestSeller: false, discountPercent: 20, rating: 4.4 });
    expect(displayFlagsFor('c1a0e7d2-3b4f-4c5d-8e6f-7a8b9c0d1e2f')).toEqual({ isBestSeller: false, discountPercent: 5, rating: 4.3 });
  });

  it('keeps the rating between 4 and 5 with one decimal, and the discount between 5 and 40 %', () => {
    for (const id of ids) {
      const { rating, discountPercent } = displayFlagsFor(id);
      expect(rating).toBeGreaterThanOrEqual(4);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
      expect(discountPercent % 5).toBe(0);
      expect(discountPercent).toBeGreaterThanOrEqual(5);
      expect(discountPercent).toBeLessThanOrEqual(40);
    }
  });

  it('varies across ids: some cards are best sellers, some are not, and ratings spread out', () => {
    const flags = ids.map(displayFlagsFor);
    const bestSellers = flags.filter((flag) => flag.isBestSeller).length;
    expect(bestSellers).toBeGreaterThan(ids.length * 0.2);
    expect(bestSellers).toBeLessThan(ids.length * 0.5);
    expect(new Set(flags.map((flag) => flag.rating)).size).toBe(11);
    expect(new Set(flags.map((flag) => flag.discountPercent)).size).toBe(8);
  });
});
