/**
 * Currencies a post can be priced in (PRODUCT.md: the new Syrian pound, US dollars and euros), in
 * the order the forms and filters offer them.
 */
export const CURRENCIES = ['SYP', 'USD', 'EUR'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
