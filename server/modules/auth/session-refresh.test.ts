import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRES_IN_SECONDS } from '#common/constants/session.ts';
import { buildUser } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function sessionOf(userId: string) {
  return t.ctx.database.db.selectFrom('session').select(['id', 'expiresAt']).where('userId', '=', userId).executeTakeFirstOrThrow();
}

async function setExpiry(userId: string, expiresAt: Date) {
  await t.ctx.database.db.updateTable('session').set({ expiresAt }).where('userId', '=', userId).execute();
}

describe('session extension', () => {
  it('extends a session used in its last day to 30 days, through GET /api/auth/get-session', async () => {
    const built = await buildUser(t);
    await setExpiry(built.user.id, new Date(Date.now() + 12 * HOUR));
    // The new expiry is 30 days from the moment of the request, which lies between these two.
    const before = Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000;
    const response = await t.app.request('/api/auth/get-session', { headers: { cookie: built.cookie } });
    const after = Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { session: { expiresAt: string } };
    for (const expiresAt of [new Date(body.session.expiresAt), new Date((await sessionOf(built.user.id)).expiresAt)]) {
      expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(expiresAt.getTime()).toBeLessThanOrEqual(after);
    }
    // The browser gets the cookie again, with the new lifetime.
    expect(response.headers.getSetCookie().some((line) => line.startsWith('sbp.session_token='))).toBe(true);
  });

  it('leaves a session used within a day of its last extension as it is', async () => {
    const built = await buildUser(t);
    const expiresAt = new Date(Date.now() + 30 * DAY - 2 * HOUR);
    await setExpiry(built.user.id, expiresAt);
    const response = await t.app.request('/api/auth/get-session', { headers: { cookie: built.cookie } });
    expect(response.status).toBe(200);
    expect(new Date((await sessionOf(built.user.id)).expiresAt).getTime()).toBe(expiresAt.getTime());
  });

  it('ends a session past its expiry', async () => {
    const built = await buildUser(t);
    await setExpiry(built.user.id, new Date(Date.now() - HOUR));
    const response = await t.app.request('/api/auth/get-session', { headers: { cookie: built.cookie } });
    expect(await response.json()).toBeNull();
  });
});
