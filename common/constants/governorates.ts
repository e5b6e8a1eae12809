/** The fourteen governorates of Syria, in the order the portal lists them. Ids are stored in profiles and posts. */
export const GOVERNORATES = [
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

export type GovernorateId = (typeof GOVERNORATES)[number]['id'];
export const GOVERNORATE_IDS = GOVERNORATES.map((governorate) => governorate.id) as [GovernorateId, ...GovernorateId[]];

export function isGovernorateId(value: string): value is GovernorateId {
  return (GOVERNORATE_IDS as readonly string[]).includes(value);
}
