import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#server/db/seed/seed-reference-data.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { acceptsEncoding, withLeadPicture } from './static.ts';

let t: TestApp;
let clientDir: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const BOOT = "(function () { document.documentElement.lang = 'ar'; })();\n";

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>Portal</title><script src="/boot.js"></script>' +
      '<script type="module" crossorigin src="/assets/main-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'main-abc.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'main-abc.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(clientDir, 'assets', 'main-abc.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(clientDir, 'sw.js'), "const BUILD = 'abc';\n");
  await writeFile(path.join(clientDir, 'boot.js'), BOOT);
  await writeFile(path.join(clientDir, 'assets', 'index-abc.css'), 'body{color:#123}');
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('paths with broken percent-encoding', () => {
  it.each(['/%E0%A4%A', '/supplier/%E0%A4%A', '/listing/%E0%A4%A', '/seller/%E0%A4%A', '/category/%E0%A4%A'])(
    'GET %s answers the client with 404, so that it shows its not-found page',
    async (requestPath) => {
      const response = await t.app.request(requestPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it.each(['/api/v1/posts/%E0%A4%A', '/api/v1/sellers/%E0%A4%A'])('GET %s answers a 4xx in the one error shape', async (requestPath) => {
    const response = await t.app.request(requestPath);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
  });

  it('GET /storage/v1/object/public/images/%E0%A4%A answers 404', async () => {
    expect((await t.app.request('/storage/v1/object/public/images/%E0%A4%A')).status).toBe(404);
  });
});

describe('the page shell', () => {
  it('carries boot.js and the stylesheet inline, and allows that script alone by its hash', async () => {
    const response = await t.app.request('/old-home');
    const html = await response.text();
    expect(html).toContain(`<script>${BOOT}</script>`);
    expect(html).toContain('<style>body{color:#123}</style>');
    expect(html).not.toContain('src="/boot.js"');
    expect(html).not.toContain('index-abc.css');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const scriptSrc = response.headers.get('content-security-policy')?.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('names the scripts without fetching them, for boot.js to fetch and run once the page has been shown', async () => {
    const html = await (await t.app.request('/old-home')).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<meta name="portal-entry" content="/assets/main-abc.js">');
    expect(html).toContain('<meta name="portal-module" content="/assets/runtime-abc.js">');
  });
});

describe('cache headers', () => {
  it('has browsers check the service worker on every visit, so that a release replaces it at once', async () => {
    const response = await t.app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed build files for a year and revalidates the other public files', async () => {
    expect((await t.app.request('/assets/main-abc.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/boot.js')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('compression on the wire', () => {
  // A portal with the twelve categories, so that their list is an answer worth compressing (over a kilobyte).
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ CLIENT_DIR: clientDir });
    await seedReferenceData(seeded.ctx);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it('sends the brotli copy of a built file to a browser that takes brotli', async () => {
    const response = await t.app.request('/assets/main-abc.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await t.app.request('/assets/main-abc.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await t.app.request('/assets/main-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('compresses JSON answers for a client that takes gzip, and sends them as they are to one that takes nothing', async () => {
    const api = await seeded.app.request('/api/v1/categories', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-encoding')).toBe('gzip');
    const categories = JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString()) as unknown[];
    expect(categories).toHaveLength(12);
    const plain = await seeded.app.request('/api/v1/categories');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(await plain.text())).toEqual(categories);
  });

  it('compresses with brotli for a browser, and leaves an answer under a kilobyte as it is', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const api = await seeded.app.request('/api/v1/categories', { headers });
    expect(api.headers.get('content-encoding')).toBe('br');
    expect(api.headers.get('content-length')).toBeNull();
    const plain = await (await seeded.app.request('/api/v1/categories')).text();
    expect(plain.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(Buffer.from(await api.arrayBuffer())).toString()).toBe(plain);
    const small = await t.app.request('/api/health', { headers });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toBeTruthy();
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('the lead picture', () => {
  const shell = '<html><head><title>Portal</title><script>boot()</script><meta name="portal-entry" content="/assets/a.js"></head><body><div id="root"></div></body></html>';

  it('names the first picture the page marks as its largest paint first in the head, with the copies it offers', () => {
    const markup =
      '<header><img src="/logo.svg" alt=""></header><img srcset="/b1-640.webp 640w, /b1-1280.webp 1280w" sizes="(min-width: 640px) 100vw, 50vw" src="/b1-1280.webp?v=1&amp;w=2" alt="First" loading="eager" fetchPriority="high">' +
      '<img src="/b2.webp" alt="Second" fetchPriority="high">';
    const html = withLeadPicture(shell, markup);
    const preload =
      '<link rel="preload" as="image" href="/b1-1280.webp?v=1&amp;w=2" imagesrcset="/b1-640.webp 640w, /b1-1280.webp 1280w" imagesizes="(min-width: 640px) 100vw, 50vw" fetchpriority="high">';
    expect(html).toContain(preload);
    // Before every script, so that the picture is asked for first.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toContain('b2.webp');
    expect(html).not.toContain('logo.svg');
  });

  it('names a picture of one file without a srcset, and nothing when no picture is marked', () => {
    expect(withLeadPicture(shell, '<img src="/p.webp" alt="" fetchpriority="high">')).toContain('<link rel="preload" as="image" href="/p.webp" fetchpriority="high">\n<script>');
    expect(withLeadPicture(shell, '<img src="/p.webp" alt="" loading="eager">')).toBe(shell);
    expect(withLeadPicture(shell, '<p>fetchpriority="high"</p>')).toBe(shell);
  });
});

