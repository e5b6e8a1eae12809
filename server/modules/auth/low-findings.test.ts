import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { ZUploadedImage } from '#common/schemas/uploads.ts';
import { makeJpeg, upload, localPath } from '#server/test/test-images.ts';
import { buildUser, fromAddress } from '#server/test/factories.ts';
import { createTestApp, jsonHeaders, TEST_ORIGIN, useTestApp } from '#server/test/test-app.ts';
import { readMail } from '#server/test/read-mail.ts';

const t = useTestApp();
let ip = 0;
const client = () => fromAddress(`192.0.2.${(ip += 1)}`);

const post = (path: string, body: unknown, headers: Record<string, string> = jsonHeaders()) =>
  t.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, client());

describe('password reset requests', () => {
  it('answer the same for an unknown address, a known one and a known one whose mail fails', async () => {
    const known = await buildUser(t);
    const unknownAnswer = await post('/api/auth/request-password-reset', { email: 'nobody-here@example.com', redirectTo: '/reset-password' });
    const knownAnswer = await post('/api/auth/request-password-reset', { email: known.user.email, redirectTo: '/reset-password' });
    expect(unknownAnswer.status).toBe(200);
    expect(knownAnswer.status).toBe(200);
    expect(await knownAnswer.text()).toBe(await unknownAnswer.text());
    // The mail still goes out, after the answer.
    await vi.waitFor(async () => {
      const mails = (await t.outbox()).map(readMail).filter((mail) => mail.to.includes(known.user.email));
      expect(mails.some((mail) => mail.links.some((link) => link.includes('/api/auth/reset-password/')))).toBe(true);
    }, { timeout: 60_000, interval: 100 });

    // A portal whose mail cannot be written still gives the same answer.
    const broken = await createTestApp();
    try {
      const user = await buildUser(broken);
      // The outbox folder is replaced by a file: every mail fails.
      const outbox = path.join(broken.ctx.config.dataDir, 'outbox');
      await rm(outbox, { recursive: true, force: true });
      await writeFile(outbox, 'not a folder');
      const answer = await broken.app.request(
        '/api/auth/request-password-reset',
        { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email: user.user.email, redirectTo: '/reset-password' }) },
        client(),
      );
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(await (await post('/api/auth/request-password-reset', { email: 'nobody-else@example.com' })).text());
    } finally {
      await broken.close();
    }
  }, 120_000);
});

describe('new passwords', () => {
  it('follow the sign-up rule when changed', async () => {
    const built = await buildUser(t);
    const weak = await post('/api/auth/change-password', { currentPassword: built.password, newPassword: 'onlyletters' }, built.headers);
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { fields: Record<string, string> } }).error.fields.newPassword).toBe('auth.validation.passwordRule');
    const good = await post('/api/auth/change-password', { currentPassword: built.password, newPassword: 'letters-and-7' }, built.headers);
    expect(good.status).toBe(200);
  });

  it('follow the sign-up rule when reset', async () => {
    const response = await post('/api/auth/reset-password', { token: 'any-token', newPassword: '12345678' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.newPassword).toBe('auth.validation.passwordRule');
  });

  it('are stored with scrypt at OWASP cost (N=2^14, r=8, p=5)', async () => {
    const built = await buildUser(t);
    const account = await sql<{ password: string }>`
      SELECT password FROM account WHERE "userId" = ${built.user.id} AND "providerId" = 'credential'`.execute(t.ctx.database.db);
    expect(account.rows[0]?.password).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{86}$/);
  });
});

describe('auth answers', () => {
  it('are never cached', async () => {
    const built = await buildUser(t);
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie: built.cookie } });
    expect(session.headers.get('cache-control')).toBe('no-store');
    const signIn = await post('/api/auth/sign-in/email', { email: built.user.email, password: built.password });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const signUp = await post('/api/v1/auth/sign-up', { email: '' });
    expect(signUp.headers.get('cache-control')).toBe('no-store');
  });

  it('refuse a state change from the same host under another scheme', async () => {
    const built = await buildUser(t);
    const response = await t.app.request(
      '/api/auth/sign-out',
      { method: 'POST', headers: { ...built.headers, origin: 'https://localhost:3000', host: 'localhost:3000' }, body: '{}' },
      client(),
    );
    expect(response.status).toBe(403);
    expect(TEST_ORIGIN.startsWith('http://')).toBe(true);
  });

  it('count a very long e-mail under a key of fixed length', async () => {
    const email = `${'a'.repeat(5000)}@example.com`;
    await post('/api/auth/request-password-reset', { email });
    const keys = await sql<{ key: string }>`SELECT key FROM rate_limits WHERE key LIKE 'reset:account:%'`.execute(t.ctx.database.db);
    expect(keys.rows.length).toBeGreaterThan(0);
    expect(Math.max(...keys.rows.map((row) => row.key.length))).toBeLessThan(80);
  });
});

describe('stored files', () => {
  it('keep their own sandbox CSP and cross-origin CORP', async () => {
    const owner = await buildUser(t);
    const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makeJpeg(400, 300), name: 'a.jpg', type: 'image/jpeg' });
    const image = ZUploadedImage.parse(await response.json());
    const served = await t.app.request(localPath(image.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('refuse a public image in the verification folder (verification papers are private documents)', async () => {
    const owner = await buildUser(t);
    const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makeJpeg(400, 300), name: 'id.jpg', type: 'image/jpeg' }, { folder: 'verification' });
    expect(response.status).toBe(400);
  });
});

describe('database statements', () => {
  // PostgreSQL cancels a statement past it; the embedded database keeps the setting but cannot
  // interrupt a running statement, so its cost is bounded elsewhere (docs/decisions/018-second-audit.md).
  it('carry the time limit on both engines', async () => {
    const result = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(t.ctx.database.db);
    expect(result.rows[0]?.statement_timeout).toBe('30s');
  });
});
