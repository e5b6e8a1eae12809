import ar from '#common/i18n/ar.json';
import en from '#common/i18n/en.json';
import type { TLocale } from '#common/schemas/auth.ts';

const catalogues = { ar, en } as const;

/** The language of mails to a user: the one saved at sign-up, Arabic when unknown. */
export function mailLocale(value: unknown): TLocale {
  return value === 'en' ? 'en' : 'ar';
}

/**
 * A text from the i18n catalogues, with `{{name}}` placeholders filled in; the key itself when
 * missing, so a gap is visible instead of silent.
 *
 * @example translate('en', 'auth.mail.verifySubject', { brand: 'Syria Business Portal' })
 */
export function translate(locale: TLocale, key: string, values: Record<string, string> = {}): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A mail with a greeting, one paragraph, one button-like link and a closing note, in one language. */
export function linkMail(options: {
  locale: TLocale;
  brand: string;
  name: string;
  subjectKey: string;
  bodyKey: string;
  actionKey: string;
  ignoreKey: string;
  url: string;
}): { subject: string; text: string; html: string } {
  const { locale, brand, name, url } = options;
  const subject = translate(locale, options.subjectKey, { brand });
  const greeting = translate(locale, 'auth.mail.greeting', { name });
  const body = translate(locale, options.bodyKey, { brand });
  const action = translate(locale, options.actionKey);
  const ignore = translate(locale, options.ignoreKey);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = `${greeting}\n\n${body}\n\n${action}: ${url}\n\n${ignore}\n\n${brand}\n`;
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(ignore)}</p><p>${escapeHtml(brand)}</p></body></html>`;
  return { subject, text, html };
}
