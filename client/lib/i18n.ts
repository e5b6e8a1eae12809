import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_BASE_OPTIONS, isLanguage, readerDigits, textDirection, type Language } from '#common/i18n/options.ts';
import { LANGUAGE_COOKIE } from '#common/i18n/language-cookie.ts';

export { isLanguage, type Language };

/** The language the page opened in: ?lang= first, then the saved isArabic flag, Arabic by default. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  try {
    return localStorage.getItem('isArabic') === 'false' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

let arabicFont: Promise<unknown> | undefined;

/**
 * Makes the document follow the language: saves the isArabic flag (and the same choice as a
 * cookie, which is all the server sees when it renders a page: server/render-page.ts) and sets
 * `<html lang dir>`, which switches the Arabic web font on or off (app.css: `:root:lang(ar)`). The
 * font's CSS, and so its files, is fetched the first time Arabic is shown, never for a reader who
 * only uses English.
 */
export function applyLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
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
 * Starts the page's i18next in a language and settles once its texts are in; the app renders
 * after it (client/main.tsx). Both catalogues hold the same keys (common/i18n/setup.test.ts), so
 * no fallback language is fetched beside the one shown.
 */
export function startI18n(language: Language): Promise<unknown> {
  const ready = i18n
    .use(catalogueLoader)
    .use(initReactI18next)
    .use(readerDigits)
    .init({ ...I18N_BASE_OPTIONS, fallbackLng: false, lng: language, react: { useSuspense: false } });
  applyLanguage(language);
  i18n.on('languageChanged', (next) => {
    if (isLanguage(next)) applyLanguage(next);
  });
  return ready;
}

export default i18n;
