import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { signUp } from '../support/http-account.ts';
import { startPortal, type RunningPortal } from '../support/server.ts';

let portal: RunningPortal;
let cookie: string;
beforeAll(async () => {
  portal = await startPortal();
  cookie = await signUp(portal, `uploader-${Date.now()}@example.com`, 'correct-horse-7');
});
afterAll(() => portal.stop());

function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return fetch(`${portal.url}/api/v1/uploads/images`, { method: 'POST', headers: { origin: portal.url, cookie }, body: form });
}

describe('image uploads on the running server', () => {
  it('returns a public URL for a JPEG whose WebP variants are served', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#2a7' } }).jpeg().toBuffer();
    const response = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const image = (await response.json()) as { url: string; baseUrl: string; variants: number[] };
    // A same-origin path, so that the picture shows under any host name of the portal.
    expect(image.url.startsWith('/storage/v1/object/public/images/avatars/')).toBe(true);
    expect(image.variants).toEqual([320, 640]);
    const variant = await fetch(`${portal.url}${image.baseUrl}-640.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('answers an SVG, an HTML file renamed .jpg and an oversized file with clear errors, and stores none of them', async () => {
    const storedFiles = async () =>
      (await readdir(path.join(portal.dataDir, 'storage'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
    const before = await storedFiles();
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ error: { code: 'image_invalid' } });
    const html = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'a.jpg', 'image/jpeg');
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({ error: { code: 'image_invalid', message: 'The file is not an image' } });
    // Refused from its declared length: the answer arrives as JSON over the same connection.
    const oversized = await upload(new Uint8Array(11 * 1024 * 1024), 'huge.jpg', 'image/jpeg');
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ error: { code: 'payload_too_large', message: 'Files may be at most 10485760 bytes' } });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('pictures under another host name of the same server', () => {
  it('shows an uploaded avatar on a page opened at 127.0.0.1 while PUBLIC_URL names localhost', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c8912e' } }).jpeg().toBuffer();
    const image = (await (await upload(jpeg, 'face.jpg', 'image/jpeg')).json()) as { url: string };
    const saved = await fetch(`${portal.url}/api/v1/me/profile`, {
      method: 'PATCH',
      headers: { origin: portal.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ avatarUrl: image.url }),
    });
    expect(saved.status).toBe(200);
    const session = (await (await fetch(`${portal.url}/api/auth/get-session`, { headers: { cookie } })).json()) as { user: { id: string } };

    const browser = await launchBrowser();
    try {
      const { page, errors, context } = await openPage(browser);
      const otherName = portal.url.replace('//localhost:', '//127.0.0.1:');
      expect(otherName).not.toBe(portal.url);
      await page.goto(`${otherName}/seller/${session.user.id}?lang=en`);
      const avatar = page.locator('main img').first();
      await avatar.waitFor();
      // Loaded real pixels: neither blocked by the page's Content Security Policy nor missing.
      await expect.poll(() => avatar.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
      expect(await avatar.getAttribute('src')).toMatch(/^\/storage\/v1\/object\/public\/images\/avatars\//);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
