import { translator } from '#common/i18n/setup.ts';
import type { TLocale } from '#common/schemas/auth.ts';
import type { AppContext } from '#server/context.ts';
import { renderMail } from '#server/lib/mail/render-mail.ts';

/**
 * Tells a deleted account's owner, in their language, that the account is gone and what stays
 * (messages they sent, shown as from a deleted user), and where to write if they did not ask.
 */
export async function sendAccountDeletedMail(ctx: AppContext, options: { email: string; name: string; locale: TLocale }): Promise<void> {
  const { locale } = options;
  const t = translator(locale);
  const brand = locale === 'ar' ? ctx.config.brandAr : ctx.config.brandEn;
  const mail = renderMail({
    language: locale,
    brand,
    subject: t('auth.mail.accountDeletedSubject', { brand }),
    paragraphs: [t('auth.mail.greeting', { name: options.name }), t('auth.mail.accountDeletedBody', { brand }), t('auth.mail.accountDeletedMessages')],
    footer: t('auth.mail.accountDeletedIgnore', { email: ctx.config.supportEmail }),
  });
  await ctx.mailer.send({ to: options.email, ...mail });
}
