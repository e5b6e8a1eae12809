/**
 * The fourteen governorates, until the shared list (common/constants/governorates.ts) is on main;
 * same shape and ids, so the switch is an import change.
 */
export const POST_GOVERNORATES = [
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

export function governorateName(id: string | null, lang: 'ar' | 'en'): string | null {
  if (!id) return null;
  const found = POST_GOVERNORATES.find((governorate) => governorate.id === id);
  return found ? found[lang] : id;
}
