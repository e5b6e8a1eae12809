import { beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationList } from '#common/schemas/notifications.ts';
import { buildUser, type BuiltUser } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { readMail, type ReadMail } from '#server/test/read-mail.ts';
import { notify } from '#server/lib/notify/notify.ts';

const t = useTestApp();
let rana: BuiltUser;
let sami: BuiltUser;

beforeAll(async () => {
  rana = await buildUser(t, { name: 'Rana', locale: 'ar' });
  sami = await buildUser(t, { name: 'Sami', locale: 'en' });
});

const list = async (user: BuiltUser) =>
  (await (await t.app.request('/api/v1/notifications', { headers: user.headers })).json()) as TNotificationList;

/** The outbox is written after the commit is announced; waits for the mail the user would wait for. */
async function mailTo(email: string, subjectPart: string): Promise<ReadMail> {
  for (;;) {
    const found = (await t.outbox()).map(readMail).find((mail) => mail.to.includes(email) && mail.subject.includes(subjectPart));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notify', () => {
  it('writes nothing when the caller’s transaction rolls back', async () => {
    await expect(
      t.ctx.database.db.transaction().execute(async (trx) => {
        await notify(trx, { userId: sami.user.id, type: 'post_favorited', data: { title: 'Olive oil' }, link: '/supplier/x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await list(sami)).items).toHaveLength(0);
  });

  it('collapses repeats of a group into one unread notification, and starts anew once read', async () => {
    const options = { userId: sami.user.id, type: 'post_favorited' as const, groupKey: 'post:1', data: { title: 'Olive oil' }, link: '/supplier/1' };
    await notify(t.ctx.database.db, options);
    await notify(t.ctx.database.db, options);
    expect((await list(sami)).items.map((item) => [item.count, item.isRead])).toEqual([[2, false]]);
    await t.app.request('/api/v1/notifications/read-all', { method: 'POST', headers: sami.headers });
    await notify(t.ctx.database.db, options);
    expect((await list(sami)).items.map((item) => [item.count, item.isRead])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('e-mails the important kinds once, in the recipient’s language', async () => {
    await notify(t.ctx.database.db, { userId: rana.user.id, type: 'verification_approved', data: {}, link: '/account' });
    await notify(t.ctx.database.db, { userId: sami.user.id, type: 'password_changed', data: {}, link: '/account-security' });
    const arabic = await mailTo(rana.user.email, 'تم توثيق نشاطك التجاري');
    const english = await mailTo(sami.user.email, 'Your password on Syria Business Portal was changed');
    expect(arabic.html).toContain('dir="rtl"');
    expect(english.links).toContain('http://localhost:3000/account-security');
    const mailed = await t.ctx.database.db.selectFrom('notifications').select('mailed_at').where('type', '=', 'password_changed').execute();
    expect(mailed.every((row) => row.mailed_at !== null)).toBe(true);
  });

  it('does not e-mail the everyday kinds', async () => {
    const before = (await t.outbox()).map(readMail).filter((mail) => mail.to.includes(rana.user.email)).length;
    await notify(t.ctx.database.db, { userId: rana.user.id, type: 'community_reply', data: { name: 'Sami' }, link: '/community/1' });
    expect((await list(rana)).items[0]?.type).toBe('community_reply');
    const row = await t.ctx.database.db.selectFrom('notifications').select('mailed_at').where('type', '=', 'community_reply').executeTakeFirstOrThrow();
    expect(row.mailed_at).toBeNull();
    // The mail of an important kind sent after it arrives; this one never does.
    await notify(t.ctx.database.db, { userId: rana.user.id, type: 'verification_rejected', data: {}, link: '/account' });
    await mailTo(rana.user.email, 'طلب التوثيق');
    expect((await t.outbox()).map(readMail).filter((mail) => mail.to.includes(rana.user.email))).toHaveLength(before + 1);
  });

  it('tells a user whose password changed, by notification and e-mail', async () => {
    const user = await buildUser(t, { locale: 'en' });
    const response = await t.app.request('/api/auth/change-password', {
      method: 'POST',
      headers: user.headers,
      body: JSON.stringify({ currentPassword: user.password, newPassword: 'another-horse-8' }),
    });
    expect(response.status).toBe(200);
    // Changing the password replaces the session: the new cookie reads the list.
    const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') || user.cookie;
    const signedIn = { ...user, headers: { ...user.headers, cookie } };
    expect((await list(signedIn)).items.map((item) => [item.type, item.link])).toEqual([['password_changed', '/account-security']]);
    await mailTo(user.user.email, 'Your password on Syria Business Portal was changed');
  });
});
