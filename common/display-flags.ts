/**
 * Display values shown on a product card (specification, "Home page"): a Best Seller flag, a
 * discount percentage and a rating between 4 and 5. They are derived from the post's id so that a
 * card looks the same on every visit; they are decoration, not data, and nothing stores them.
 */
export interface DisplayFlags {
  isBestSeller: boolean;
  /** Whole percent, 5 to 40 in steps of 5. */
  discountPercent: number;
  /** One decimal, 4.0 to 5.0. */
  rating: number;
}

/** FNV-1a, 32 bits: a small, stable hash of a string. */
function hash(text: string, seed: number): number {
  let value = 0x811c9dc5 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** @example displayFlagsFor('0f9c…') // { isBestSeller: true, discountPercent: 15, rating: 4.6 } */
export function displayFlagsFor(id: string): DisplayFlags {
  return {
    isBestSeller: hash(id, 1) % 3 === 0,
    discountPercent: 5 * (1 + (hash(id, 2) % 8)),
    rating: (40 + (hash(id, 3) % 11)) / 10,
  };
}
