import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import ar from './ar.json';
import en from './en.json';
import { I18N_BASE_OPTIONS, readerDigits, type Language } from './options.ts';

export { I18N_BASE_OPTIONS, isLanguage, readerDigits, textDirection, type Language } from './options.ts';

/** The server's options: both catalogues, loaded at once. */
export const I18N_OPTIONS = {
  ...I18N_BASE_OPTIONS,
  resources: { ar: { translation: ar }, en: { translation: en } },
};

let serverInstance: I18n | undefined;

/**
 * The texts of one language outside React (mails, share tags), from the same catalogues.
 *
 * @example translator('en')('auth.mail.verifySubject', { brand: 'Syria Business Portal' })
 */
export function translator(language: Language): TFunction {
  if (!serverInstance) {
    serverInstance = i18next.createInstance();
    void serverInstance.use(readerDigits).init({ ...I18N_OPTIONS, lng: 'ar', initAsync: false });
  }
  return serverInstance.getFixedT(language);
}
