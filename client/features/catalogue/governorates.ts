/**
 * The fourteen governorates (PRODUCT.md) as filter options; ids are what posts and profiles
 * store in `location` / `governorate`. To be replaced by common/constants/governorates.ts.
 */
export const GOVERNORATE_OPTIONS = [
  { id: 'damascus', en: 'Damascus', ar: 'دمشق' },
  { id: 'rif-dimashq', en: 'Rif Dimashq', ar: 'ريف دمشق' },
  { id: 'aleppo', en: 'Aleppo', ar: 'حلب' },
  { id: 'homs', en: 'Homs', ar: 'حمص' },
  { id: 'hama', en: 'Hama', ar: 'حماة' },
  { id: 'latakia', en: 'Latakia', ar: 'اللاذقية' },
  { id: 'tartus', en: 'Tartus', ar: 'طرطوس' },
  { id: 'idlib', en: 'Idlib', ar: 'إدلب' },
  { id: 'deir-ez-zor', en: 'Deir ez-Zor', ar: 'دير الزور' },
  { id: 'raqqa', en: 'Raqqa', ar: 'الرقة' },
  { id: 'al-hasakah', en: 'Al-Hasakah', ar: 'الحسكة' },
  { id: 'daraa', en: 'Daraa', ar: 'درعا' },
  { id: 'as-suwayda', en: 'As-Suwayda', ar: 'السويداء' },
  { id: 'quneitra', en: 'Quneitra', ar: 'القنيطرة' },
] as const;

export function governorateName(id: string | null | undefined, lang: 'ar' | 'en'): string | null {
  if (!id) return null;
  const found = GOVERNORATE_OPTIONS.find((option) => option.id === id);
  return found ? found[lang] : id;
}
