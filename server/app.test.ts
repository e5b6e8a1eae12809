import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, useTestApp } from './test/test-app.ts';

const t = useTestApp();

describe('health', () => {
  it('answers 200 with the database status', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { status: string; kind: string } };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame denial and no X-Powered-By', async () => {
    const response = await t.app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Plain HTTP: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the portal is served over HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
    try {
      const response = await secure.app.request('/api/health');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('origin check', () => {
  it('refuses a cross-origin POST whatever its content type', async () => {
    for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.request('/api/v1/no-such-route', {
        method: 'POST',
        headers: { 'content-type': contentType, origin: 'https://evil.example', host: 'localhost:3000', cookie: 'a=b' },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'origin_mismatch', message: 'Cross-origin request refused' } });
    }
  });

  it('refuses a cookie-carrying POST without an Origin header', async () => {
    const response = await t.app.request('/api/v1/no-such-route', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: 'session=x' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('lets a same-origin POST through to the router', async () => {
    const response = await t.app.request('/api/v1/no-such-route', { method: 'POST', headers: jsonHeaders(), body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe('site info', () => {
  it('starts in maintenance mode with both brand names', async () => {
    const response = await t.app.request('/api/v1/site');
    const body = (await response.json()) as { maintenance: boolean; brand: { en: string; ar: string } };
    expect(body.maintenance).toBe(true);
    expect(body.brand).toEqual({ en: 'Syria Business Portal', ar: 'بوابة الأعمال السورية' });
  });
});

describe('API paths named by the tests', () => {
  it('are paths the app serves, so that no test keeps a retired route (docs/decisions/008-one-post-model.md)', async () => {
    const served = new Set(t.app.routes.flatMap((route) => /^\/api\/v1\/([a-z-]+)/.exec(route.path)?.[1] ?? []));
    const root = new URL('../', import.meta.url);
    const named = new Set<string>();
    for (const folder of ['e2e', 'server', 'client', 'common']) {
      for (const name of await readdir(new URL(`${folder}/`, root), { recursive: true })) {
        if (!/\.(test|spec)\.tsx?$/.test(name)) continue;
        const text = await readFile(new URL(`${folder}/${name}`, root), 'utf8');
        for (const [, segment] of text.matchAll(/\/api\/v1\/([a-z-]+)/g)) named.add(`${segment}`);
      }
    }
    // `no-such-route` is the one path the tests ask for because nothing answers it.
    expect([...named].filter((segment) => !served.has(segment) && segment !== 'no-such-route')).toEqual([]);
  });
});
