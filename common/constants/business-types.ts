/** What kind of business an account is (PRODUCT.md, People); a buyer is an individual. */
export const BUSINESS_TYPES = [
  { id: 'factory', en: 'Factory', ar: 'مصنع' },
  { id: 'supplier', en: 'Supplier', ar: 'مورّد' },
  { id: 'wholesaler', en: 'Wholesaler', ar: 'تاجر جملة' },
  { id: 'company', en: 'Company', ar: 'شركة' },
  { id: 'trader', en: 'Trader', ar: 'تاجر' },
  { id: 'buyer', en: 'Buyer (individual)', ar: 'مشترٍ (فرد)' },
] as const;

export type BusinessTypeId = (typeof BUSINESS_TYPES)[number]['id'];

export const BUSINESS_TYPE_IDS = BUSINESS_TYPES.map((type) => type.id) as [BusinessTypeId, ...BusinessTypeId[]];
