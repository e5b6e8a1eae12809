import { translator } from '#common/i18n/setup.ts';
import type { TLocale } from '#common/schemas/auth.ts';
import { renderMail, type RenderedMail } from '#server/lib/mail/render-mail.ts';

/** The language of mails to a user: the one saved at sign-up, Arabic when unknown. */
export function mailLocale(value: unknown): TLocale {
  return value === 'en' ? 'en' : 'ar';
}

/**
 * A mail with a greeting, one paragraph, one button-like link and a closing note, in the
 * recipient's language: the texts come from the i18n catalogues (common/i18n/texts.ts), the layout from
 * the one mail renderer (render-mail.ts).
 */
export function linkMail(options: {
  locale: TLocale;
  brand: string;
  name: string;
  subjectKey: string;
  bodyKey: string;
  actionKey: string;
  ignoreKey: string;
  url: string;
}): RenderedMail {
  const { locale, brand, name, url } = options;
  const t = translator(locale);
  return renderMail({
    language: locale,
    brand,
    subject: t(options.subjectKey, { brand }),
    paragraphs: [t('auth.mail.greeting', { name }), t(options.bodyKey, { brand })],
    action: { label: t(options.actionKey), url },
    footer: t(options.ignoreKey),
  });
}
