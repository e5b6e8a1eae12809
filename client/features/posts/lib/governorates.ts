import { GOVERNORATES } from '#common/constants/governorates.ts';

/** The governorate's name in the reader's language; an unknown id is shown as it is. */
export function governorateName(id: string | null, lang: 'ar' | 'en'): string | null {
  if (!id) return null;
  const found = GOVERNORATES.find((governorate) => governorate.id === id);
  return found ? found[lang] : id;
}
