import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '#common/i18n/ar.json';
import en from '#common/i18n/en.json';

export type Language = 'ar' | 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/** The language the page opened in: ?lang= first, then the saved isArabic flag, Arabic by default. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  return localStorage.getItem('isArabic') === 'false' ? 'en' : 'ar';
}

let arabicFont: Promise<unknown> | undefined;

/**
 * Makes the document follow the language: saves the isArabic flag and sets `<html lang dir>`,
 * which switches the Arabic web font on or off (app.css: `:root:lang(ar)`). The font's CSS, and so
 * its files, is fetched the first time Arabic is shown, never for a reader who only uses English.
 */
export function applyLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  try {
    localStorage.setItem('isArabic', String(language === 'ar'));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  if (language === 'ar') {
    arabicFont ??= Promise.all([
      import('@fontsource/noto-kufi-arabic/arabic-400.css'),
      import('@fontsource/noto-kufi-arabic/arabic-700.css'),
    ]);
  }
}

void i18n.use(initReactI18next).init({
  resources: { ar: { translation: ar }, en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'ar',
  interpolation: { escapeValue: false },
  returnNull: false,
});

applyLanguage(i18n.language as Language);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

export default i18n;
