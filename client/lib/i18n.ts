import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_BASE_OPTIONS, isLanguage, readerDigits, textDirection, type Language } from '#common/i18n/options.ts';

export { isLanguage, type Language };

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
  root.dir = textDirection(language);
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

/** Each language's texts are a chunk of their own, fetched when that language is first shown. */
const catalogues: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  ar: () => import('#common/i18n/ar.json'),
  en: () => import('#common/i18n/en.json'),
};

const catalogueLoader: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    catalogues[language]().then(
      (catalogue) => callback(null, catalogue.default),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Settles once the first language's texts are in; the app renders after it (client/main.tsx).
 * Both catalogues hold the same keys (common/i18n/setup.test.ts), so no fallback language is
 * fetched beside the one shown.
 */
export const i18nReady = i18n
  .use(catalogueLoader)
  .use(initReactI18next)
  .use(readerDigits)
  .init({ ...I18N_BASE_OPTIONS, fallbackLng: false, lng: initialLanguage(), react: { useSuspense: false } });

applyLanguage(i18n.language as Language);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

export default i18n;
