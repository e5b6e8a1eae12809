import ar from './ar.json';
import en from './en.json';
import { textsIn, type Catalogue, type I18n, type TFunction } from './texts.ts';
import type { Language } from './options.ts';

export { isLanguage, textDirection, type Language } from './options.ts';
export type { TFunction } from './texts.ts';

/** Both catalogues, whole: what the server renders pages and writes mails with. */
const SERVER_TEXTS: Record<Language, I18n> = {
  ar: textsIn('ar', ar as Catalogue),
  en: textsIn('en', en as Catalogue),
};

/** The server's texts of one language, for a page it renders (client/entry-server.tsx). */
export function serverTexts(language: Language): I18n {
  return SERVER_TEXTS[language];
}

/**
 * The texts of one language outside React (mails, share tags), from the same catalogues.
 *
 * @example translator('en')('auth.mail.verifySubject', { brand: 'Syria Business Portal' })
 */
export function translator(language: Language): TFunction {
  return SERVER_TEXTS[language].t;
}
