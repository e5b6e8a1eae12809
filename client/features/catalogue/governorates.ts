import { GOVERNORATES } from '#common/constants/governorates.ts';

/** The governorate filter's options: ids as posts and profiles store them, names in both languages. */
export const GOVERNORATE_OPTIONS = GOVERNORATES;

/** A governorate's name in the reader's language; an unknown id is shown as it is. */
export function governorateName(id: string | null | undefined, lang: 'ar' | 'en'): string | null {
  if (!id) return null;
  const found = GOVERNORATES.find((option) => option.id === id);
  return found ? found[lang] : id;
}
