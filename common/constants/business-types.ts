/**
 * What kind of business an account is (chosen at sign-up). A buyer is an individual and has no
 * business name; the others are businesses that post offers.
 */
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

export function isBusinessTypeId(value: string): value is BusinessTypeId {
  return (BUSINESS_TYPE_IDS as readonly string[]).includes(value);
}
