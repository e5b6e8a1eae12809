/** The interface languages; Arabic is the default. */
export type Language = 'ar' | 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/** The direction of a language, for `dir` on server-rendered HTML and mail: `textDirection('ar')` gives "rtl". */
export function textDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
