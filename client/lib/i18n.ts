import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '#common/i18n/ar.json';
import en from '#common/i18n/en.json';

export type Language = 'ar' | 'en';

/** The language the page opened in: ?lang= first, then the saved isArabic flag, Arabic by default. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (fromUrl === 'ar' || fromUrl === 'en') return fromUrl;
  return localStorage.getItem('isArabic') === 'false' ? 'en' : 'ar';
}

void i18n.use(initReactI18next).init({
  resources: { ar: { translation: ar }, en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'ar',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
