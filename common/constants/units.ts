/** Units of quantity a post may use (stored as the id in `unit`), with their labels in both languages. */
export const UNITS = [
  { id: 'piece', en: 'piece', ar: 'قطعة' },
  { id: 'kg', en: 'kg', ar: 'كغ' },
  { id: 'ton', en: 'ton', ar: 'طن' },
  { id: 'metre', en: 'metre', ar: 'متر' },
  { id: 'square-metre', en: 'm²', ar: 'م²' },
  { id: 'litre', en: 'litre', ar: 'ليتر' },
  { id: 'box', en: 'box', ar: 'علبة' },
  { id: 'carton', en: 'carton', ar: 'كرتونة' },
  { id: 'roll', en: 'roll', ar: 'رول' },
  { id: 'set', en: 'set', ar: 'طقم' },
  { id: 'dozen', en: 'dozen', ar: 'دزينة' },
  { id: 'bag', en: 'bag', ar: 'كيس' },
  { id: 'unit', en: 'unit', ar: 'وحدة' },
] as const;

export type UnitId = (typeof UNITS)[number]['id'];
export const UNIT_IDS = UNITS.map((unit) => unit.id) as readonly UnitId[];
