import { isLanguage, textDirection, type Language } from '#common/i18n/options.ts';
import { cookieLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '#common/i18n/language-cookie.ts';
import type { TextGroup } from '#common/i18n/text-groups.ts';
import { mergeTexts, textsIn, type Catalogue, type I18n } from '#common/i18n/texts.ts';
import type { TextsSource } from './texts.tsx';
import texts from 'virtual:texts';
import arabicRegular from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-400-normal.woff2?url';
import arabicBold from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2?url';

export { isLanguage, type Language };

/**
 * The language the page opened in: ?lang= first, then the language cookie (which the server also
 * sets when it answers a `?lang=` link followed before the scripts ran), then the saved isArabic
 * flag, Arabic by default. public/boot.js reads them in the same order.
 */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const fromCookie = cookieLanguage(document.cookie);
  if (fromCookie) return fromCookie;
  try {
    return localStorage.getItem('isArabic') === 'false' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

/**
 * The Arabic web font's two weights (subset by the build: scripts/arabic-font-subset.ts). When a
 * font comes in, the browser lays the whole page out again: on a cheap phone a task of about
 * 100 ms, right when the reader starts to use the page. So it never comes in under a page already
 * shown (docs/decisions/014-performance.md, "The Arabic font with the next page"):
 * - A page opened before this browser ever loaded the font's files is drawn with the phone's own
 *   Arabic font, sized like the web font (app.css). The files are fetched once the page is in,
 *   and the font comes in with the next page the reader opens, which is laid out anew anyway
 *   (`showArabicFontOnNewPage`). Only their bytes are kept until then: making a face, even one
 *   never added to the document, has the browser lay out the page again.
 * - Once they have loaded, their addresses are kept (`KEPT_FONT`), and every later page reads them
 *   from the cache before its first paint (public/boot.js), so it opens with the font.
 * - A reader who switches to Arabic gets the font as soon as it has loaded.
 * Both weights come in together: each face added lays the page out again.
 */
const KEPT_FONT = 'sbp-arabic-font';
const ARABIC_FONT = 'Noto Kufi Arabic';
const arabicFiles = [arabicRegular, arabicBold];
/** Settles once the font is in the document or its files are held; undefined until asked for, and after a failed load. */
let arabicFont: Promise<unknown> | undefined;
/** The files' bytes, fetched for a page already shown, waiting for the next page. */
let heldFont: ArrayBuffer[] | undefined;

declare global {
  interface Window {
    /** The faces public/boot.js read from the cache and added before the first paint (undefined if it could not). */
    sbpArabicFont?: Promise<FontFace[] | undefined>;
  }
}

function fetchArabicFont(): Promise<ArrayBuffer[] | undefined> {
  const files = arabicFiles.map((file) => fetch(file).then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response))));
  return Promise.all(files).then(
    (bytes) => {
      try {
        localStorage.setItem(KEPT_FONT, JSON.stringify(arabicFiles));
      } catch {
        // Storage blocked: each page opens with the phone's font and takes this one up on the next.
      }
      return bytes;
    },
    // The line dropped: the fallback stays, and the next switch to Arabic tries again.
    () => {
      arabicFont = undefined;
      return undefined;
    },
  );
}

/** Brings the font in, unless the page has left Arabic meanwhile (then it waits for Arabic's return). */
function addArabicFont(bytes: ArrayBuffer[] | undefined): Promise<unknown> | undefined {
  if (!bytes) return undefined;
  if (document.documentElement.lang !== 'ar') {
    heldFont = bytes;
    return undefined;
  }
  heldFont = undefined;
  const faces = bytes.map((data, index) => new FontFace(ARABIC_FONT, data, { weight: index === 0 ? '400' : '700' }));
  return Promise.all(faces.map((face) => face.load())).then(() => faces.forEach((face) => document.fonts.add(face)));
}

/** Whether the first page is in (hydrated, or rendered): the font's files may be fetched for the next. */
let isFirstPageIn = false;
let onFirstPageIn: (() => void) | undefined;

/** This build's files, fetched once the first page is in and held for the next page. */
function holdForNextPage(): Promise<unknown> {
  return new Promise<void>((resolve) => (isFirstPageIn ? resolve() : (onFirstPageIn = resolve)))
    .then(fetchArabicFont)
    .then((bytes) => (heldFont = bytes));
}

/** The font for a page opening in Arabic: the faces public/boot.js added from the cache, or else held for the next page. */
function startArabicFont(): void {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(KEPT_FONT);
  } catch {
    // Storage blocked: nothing was kept.
  }
  // Kept files of an earlier build are gone from the server: boot.js could not read them.
  const booted = kept === JSON.stringify(arabicFiles) ? window.sbpArabicFont : undefined;
  arabicFont = booted ? booted.then((faces): unknown => faces ?? holdForNextPage()) : holdForNextPage();
}

/**
 * Called once the first page is in and its effects run (client/app/layout.tsx): fetches the font's
 * files for the next page, where the first page opened without them.
 */
export function firstPageShown(): void {
  isFirstPageIn = true;
  onFirstPageIn?.();
}

/** Brings in the Arabic font held for the next page: called as a new page renders (client/app/layout.tsx). */
export function showArabicFontOnNewPage(): void {
  if (heldFont) void addArabicFont(heldFont);
}

/**
 * Makes the document follow the language: saves the isArabic flag (and the same choice as a
 * cookie, which is all the server sees when it renders a page: server/render-page.ts) and sets
 * `<html lang dir>`, which switches the Arabic web font on or off (app.css: `:root:lang(ar)`). The
 * font's files are fetched the first time Arabic is shown, never for a reader who only uses English.
 */
export function applyLanguage(language: Language): void {
  const root = document.documentElement;
  // Written only when they change: rewriting them, even with the same value, has the browser
  // recompute the style of the whole page, which on a page the server rendered is every element.
  const direction = textDirection(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  try {
    localStorage.setItem('isArabic', String(language === 'ar'));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  if (language !== 'ar') return;
  if (heldFont) void addArabicFont(heldFont);
  else arabicFont ??= fetchArabicFont().then(addArabicFont);
}

/** Settles once the Arabic font is in the document or held for the next page (or failed), at once where it was never asked for. */
export function arabicFontSettled(): Promise<unknown> {
  return arabicFont ?? Promise.resolve();
}

/** The text groups loading or loaded in each language: the promise settles once they are in. */
const loadedGroups: Record<Language, Map<TextGroup, Promise<void>>> = { ar: new Map(), en: new Map() };
/** Every group a page has asked for so far, in whichever language: what a language switch loads. */
const wantedGroups = new Set<TextGroup>(['core']);
/** The language a switch is loading the texts of, until it has switched. */
let switchingTo: Language | undefined;
let isStarted = false;

function loadGroups(language: Language, groups: Iterable<TextGroup>): Promise<void> {
  const loads = [...groups].map((group) => {
    let loading = loadedGroups[language].get(group);
    if (!loading) {
      loading = texts[language][group]().then((module) => {
        mergeTexts(catalogues[language], module.default);
      });
      // A load that failed (the line dropped) is tried again the next time the group is asked for.
      loading.catch(() => loadedGroups[language].delete(group));
      loadedGroups[language].set(group, loading);
    }
    return loading;
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Loads text groups (common/i18n/text-groups.ts) in the language shown, and in the one being
 * switched to: the router awaits it together with a page's code (client/app/page-texts.ts).
 * Does nothing where the browser's texts were not started: the server renders with every text.
 */
export function loadTexts(groups: readonly TextGroup[]): Promise<void> {
  if (!isStarted) return Promise.resolve();
  for (const group of groups) wantedGroups.add(group);
  const languages = new Set([shown.language, switchingTo ?? shown.language]);
  return Promise.all([...languages].map((language) => loadGroups(language, groups))).then(() => undefined);
}

/** Switches the language once it holds every text group loaded so far, so nothing shows a raw key. */
export async function changeLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    await loadGroups(language, wantedGroups);
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
  if (shown.language !== language) show(language);
}

/**
 * A text looked up before its group was loaded shows as its key: said on the console, which fails
 * a browser test. A lookup with a `defaultValue` expects that it may be missing.
 */
function reportMissingText(key: string) {
  console.error(`Missing text ${key}: is its group loaded with the page? (client/lib/i18n.ts, client/app/page-texts.ts)`);
}

/** The texts loaded so far in each language: they grow a group at a time. */
const catalogues: Record<Language, Catalogue> = { ar: {}, en: {} };
const inLanguage: Record<Language, I18n> = {
  ar: textsIn('ar', catalogues.ar, reportMissingText),
  en: textsIn('en', catalogues.en, reportMissingText),
};
let shown: I18n = inLanguage.ar;
const listeners = new Set<() => void>();

function show(language: Language): void {
  shown = inLanguage[language];
  applyLanguage(language);
  for (const listener of listeners) listener();
}

/** The browser's texts, in the language shown (client/lib/texts.tsx). */
const i18n: TextsSource = {
  current: () => shown,
  subscribe(onChange) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};

/**
 * Starts the page's texts in a language and settles once its `core` texts are in; the app renders
 * after it (client/main.tsx). Both catalogues hold the same keys (common/i18n/setup.test.ts), so
 * no fallback language is fetched beside the one shown.
 */
export function startI18n(language: Language): Promise<unknown> {
  shown = inLanguage[language];
  isStarted = true;
  if (language === 'ar') startArabicFont();
  applyLanguage(language);
  return loadGroups(language, wantedGroups);
}

export default i18n;
