import { MAILED_NOTIFICATION_TYPES, type TNotification } from '#common/schemas/notifications.ts';
import type { AppContext } from '#server/context.ts';
import { translator } from '#common/i18n/setup.ts';
import { mailLocale } from '#server/lib/mail/mail-texts.ts';
import { renderMail } from '#server/lib/mail/render-mail.ts';

/**
 * E-mails the notifications of the important kinds, in the recipient's language. Every server
 * process hears every committed notification (the realtime bus); the one that first marks it
 * mailed sends it, so each goes once. Returns a function that stops.
 */
export function startNotificationMails(ctx: AppContext): () => void {
  const { db } = ctx.database;
  const send = async (notification: TNotification, userId: string) => {
    const claimed = await db
      .updateTable('notifications')
      .set({ mailed_at: new Date() })
      .where('id', '=', notification.id)
      .where('user_id', '=', userId)
      .where('mailed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    const user = await db.selectFrom('user').select(['email', 'name', 'locale']).where('id', '=', userId).executeTakeFirst();
    if (!user) return;
    const language = mailLocale(user.locale);
    const brand = language === 'ar' ? ctx.config.brandAr : ctx.config.brandEn;
    const values = Object.fromEntries(Object.entries(notification.data).map(([key, value]) => [key, String(value)]));
    const base = `notifications.mail.${notification.type}`;
    const t = translator(language);
    const mail = renderMail({
      language,
      brand,
      subject: t(`${base}.subject`, { ...values, brand }),
      paragraphs: [t('auth.mail.greeting', { name: user.name }), t(`${base}.body`, { ...values, brand })],
      action: { label: t('notifications.mail.open'), url: `${ctx.config.publicUrl}${notification.link}` },
      footer: t('notifications.mail.footer', { brand }),
    });
    try {
      await ctx.mailer.send({ to: user.email, ...mail });
    } catch (error) {
      ctx.logger.error('notification mail failed', { error, notificationId: notification.id });
      // Another process, or the next start, does not retry on its own; the mark is taken back so
      // that the failure is visible in the data.
      await db.updateTable('notifications').set({ mailed_at: null }).where('id', '=', notification.id).execute();
    }
  };
  return ctx.realtime.subscribe((event) => {
    if (event.type !== 'notification.new') return;
    const notification = event.payload?.notification as TNotification | undefined;
    if (!notification || !MAILED_NOTIFICATION_TYPES.includes(notification.type)) return;
    void send(notification, event.userId).catch((error: unknown) => ctx.logger.error('notification mail failed', { error }));
  });
}
