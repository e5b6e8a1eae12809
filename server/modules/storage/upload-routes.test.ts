import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadedDocument, ZUploadedImage } from '#common/schemas/uploads.ts';
import { buildUser, type BuiltUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, useTestApp } from '#server/test/test-app.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { localPath, makeJpeg, makePng, makePngBomb, storedFiles, upload } from '#server/test/test-images.ts';

const t = useTestApp();
let owner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  owner = await buildUser(t);
  other = await buildUser(t);
});

async function imageRows() {
  return t.ctx.database.db.selectFrom('images').selectAll().execute();
}

/** Runs `work` and checks that it added no file and no row. */
async function expectNothingStored(work: () => Promise<void>) {
  const filesBefore = await storedFiles(t);
  const rowsBefore = (await imageRows()).length;
  await work();
  expect(await storedFiles(t)).toEqual(filesBefore);
  expect((await imageRows()).length).toBe(rowsBefore);
}

describe('POST /api/v1/uploads/images', () => {
  it('stores a JPEG and serves it and its WebP variants from public URLs', async () => {
    const bytes = await makeJpeg(800, 600);
    const response = await upload(t, '/api/v1/uploads/images', owner, { bytes, name: 'Shop Front.JPG', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const image = ZUploadedImage.parse(await response.json());
    expect(image).toMatchObject({ width: 800, height: 600, variants: [320, 640] });
    // Default bucket images, folder avatars, random name plus timestamp, the original extension.
    // A same-origin path: the page that shows it may be opened under any host name of the portal.
    expect(image.url).toMatch(/^\/storage\/v1\/object\/public\/images\/avatars\/[0-9a-f]{32}-\d{13}\.jpg$/);
    expect(image.url).toBe(`${image.baseUrl}.jpg`);

    const full = await t.app.request(localPath(image.url));
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.headers.get('cache-control')).toContain('max-age=31536000');
    const fullMeta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(fullMeta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });

    const small = await t.app.request(localPath(`${image.baseUrl}-320.webp`));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    expect(small.headers.get('cache-control')).toContain('immutable');
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect(smallMeta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // Never scaled up: no 1280 variant of an 800-pixel image.
    expect((await t.app.request(localPath(`${image.baseUrl}-1280.webp`))).status).toBe(404);

    const row = await t.ctx.database.db.selectFrom('images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: owner.user.id, bucket: 'images', width: 800, height: 600, variants: [320, 640] });
    expect(row.bytes).toBeGreaterThan(0);
  });

  it('turns the picture upright and strips EXIF and GPS metadata from every stored file', async () => {
    const bytes = await sharp(await makeJpeg(400, 200))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Private Owner', ImageDescription: 'home address' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 17/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(bytes).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await upload(t, '/api/v1/uploads/images', owner, { bytes, name: 'phone.jpeg' });
    expect(response.status).toBe(201);
    const image = ZUploadedImage.parse(await response.json());
    expect(image).toMatchObject({ width: 200, height: 400, variants: [200] });
    expect(image.url.endsWith('.jpeg')).toBe(true);
    for (const url of [image.url, `${image.baseUrl}-200.webp`]) {
      const stored = await t.app.request(localPath(url));
      const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta).toMatchObject({ width: 200, height: 400 });
    }
  });

  it('names the file after its real format when the extension lies, and honours the folder', async () => {
    const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makePng(1500, 100), name: 'logo.jpg' }, { folder: 'posts' });
    expect(response.status).toBe(201);
    const image = ZUploadedImage.parse(await response.json());
    expect(image.url).toMatch(/\/images\/posts\/[^/]+\.png$/);
    expect(image.variants).toEqual([320, 640, 1280]);
    expect((await t.app.request(localPath(image.url))).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a folder that is not in the list', async () => {
    await expectNothingStored(async () => {
      const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makeJpeg(50, 50), name: 'a.jpg' }, { folder: '../etc' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { folder: expect.any(String) } } });
    });
  });

  it('refuses an SVG with a clear error and stores nothing', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectNothingStored(async () => {
      const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: { code: 'image_invalid', message: 'Images must be JPEG, PNG, WebP or AVIF, not svg' } });
    });
  });

  it('refuses an HTML file renamed .jpg, and a GIF', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    await expectNothingStored(async () => {
      const asJpeg = await upload(t, '/api/v1/uploads/images', owner, { bytes: html, name: 'photo.jpg', type: 'image/jpeg' });
      expect(asJpeg.status).toBe(415);
      expect(await asJpeg.json()).toEqual({ error: { code: 'image_invalid', message: 'The file is not an image' } });
      const asGif = await upload(t, '/api/v1/uploads/images', owner, { bytes: gif, name: 'anim.gif', type: 'image/gif' });
      expect(asGif.status).toBe(415);
      expect(await asGif.json()).toMatchObject({ error: { code: 'image_invalid' } });
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = makePngBomb(20_000);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expectNothingStored(async () => {
      const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: bomb, name: 'bomb.png', type: 'image/png' });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large', message: 'The image has more than 40 megapixels' } });
    });
  });

  it('refuses a visitor', async () => {
    await expectNothingStored(async () => {
      const response = await upload(t, '/api/v1/uploads/images', undefined, { bytes: await makeJpeg(50, 50), name: 'a.jpg' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    });
  });

  it('leaves neither files nor a row when storage fails in the middle of an upload', async () => {
    const real = t.ctx.storage;
    let puts = 0;
    const failing: Storage = {
      ...real,
      async put(bucket, objectPath, body, contentType) {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        await real.put(bucket, objectPath, body, contentType);
      },
    };
    t.ctx.storage = failing;
    try {
      await expectNothingStored(async () => {
        const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makeJpeg(1400, 700), name: 'big.jpg' });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: { code: 'unavailable', message: 'The file could not be stored, and nothing was kept. Please try again.' },
        });
      });
      expect(puts).toBe(4);
    } finally {
      t.ctx.storage = real;
    }
  });
});

describe('upload size limit', () => {
  let small: TestApp;
  let user: BuiltUser;
  beforeAll(async () => {
    small = await createTestApp({ MAX_UPLOAD_BYTES: String(100 * 1024) });
    user = await buildUser(small);
  });
  afterAll(() => small.close());

  it('refuses a file over the limit, whether the body or the file itself is too big, and stores nothing', async () => {
    const big = await makeJpeg(1200, 1200);
    expect(big.byteLength).toBeGreaterThan(200 * 1024);
    const slightlyOver = new Uint8Array(100 * 1024 + 10).fill(0xff);
    for (const bytes of [big, slightlyOver]) {
      const response = await upload(small, '/api/v1/uploads/images', user, { bytes, name: 'big.jpg' });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large', message: 'Files may be at most 102400 bytes' } });
    }
    expect(await storedFiles(small)).toEqual([]);
    expect(await small.ctx.database.db.selectFrom('images').select('id').execute()).toEqual([]);
  });

  it('refuses a request whose declared length is over the limit before reading it', async () => {
    const response = await small.app.request('/api/v1/uploads/images', {
      method: 'POST',
      body: 'x',
      headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie: user.cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('DELETE /api/v1/uploads/images/:id', () => {
  it('lets only the owner delete an image, and removes its files', async () => {
    const response = await upload(t, '/api/v1/uploads/images', owner, { bytes: await makeJpeg(700, 700), name: 'mine.jpg' });
    const image = ZUploadedImage.parse(await response.json());
    const filesWithImage = await storedFiles(t);

    const byOther = await t.app.request(`/api/v1/uploads/images/${image.id}`, { method: 'DELETE', headers: other.headers });
    expect(byOther.status).toBe(404);
    const byVisitor = await t.app.request(`/api/v1/uploads/images/${image.id}`, { method: 'DELETE', headers: { origin: TEST_ORIGIN } });
    expect(byVisitor.status).toBe(401);
    expect(await storedFiles(t)).toEqual(filesWithImage);
    expect((await t.app.request(localPath(image.url))).status).toBe(200);

    const byOwner = await t.app.request(`/api/v1/uploads/images/${image.id}`, { method: 'DELETE', headers: owner.headers });
    expect(byOwner.status).toBe(204);
    expect((await t.app.request(localPath(image.url))).status).toBe(404);
    expect((await t.app.request(localPath(`${image.baseUrl}-320.webp`))).status).toBe(404);
    expect((await storedFiles(t)).length).toBe(filesWithImage.length - 3);
    expect(await t.ctx.database.db.selectFrom('images').select('id').where('id', '=', image.id).execute()).toEqual([]);
    expect((await t.app.request('/api/v1/uploads/images/not-a-uuid', { method: 'DELETE', headers: owner.headers })).status).toBe(404);
  });
});

describe('private documents', () => {
  it('stores a PDF privately and gives it back to its owner only', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const response = await upload(t, '/api/v1/uploads/documents', owner, { bytes: pdf, name: 'register.pdf', type: 'application/pdf' });
    expect(response.status).toBe(201);
    const document = ZUploadedDocument.parse(await response.json());
    expect(document).toEqual({ id: document.id, kind: 'pdf', url: `/api/v1/uploads/documents/${document.id}` });

    const mine = await t.app.request(document.url, { headers: { cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pdf);

    expect((await t.app.request(document.url, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await t.app.request(document.url)).status).toBe(401);
    // Never through the public route, even knowing the object's path.
    const row = await t.ctx.database.db.selectFrom('images').select(['bucket', 'path']).where('id', '=', document.id).executeTakeFirstOrThrow();
    expect(row.bucket).toBe('private');
    expect((await t.app.request(`/storage/v1/object/public/private/${row.path}`)).status).toBe(404);
  });

  it('cleans a picture of a document like any image, and refuses anything else', async () => {
    const response = await upload(t, '/api/v1/uploads/documents', owner, { bytes: await makeJpeg(600, 800), name: 'licence.jpg' });
    expect(response.status).toBe(201);
    const document = ZUploadedDocument.parse(await response.json());
    expect(document.kind).toBe('image');
    const mine = await t.app.request(document.url, { headers: { cookie: owner.cookie } });
    expect(mine.headers.get('content-type')).toBe('image/jpeg');

    await expectNothingStored(async () => {
      const html = new TextEncoder().encode('<html><body>not a pdf</body></html>');
      const refused = await upload(t, '/api/v1/uploads/documents', owner, { bytes: html, name: 'register.pdf', type: 'application/pdf' });
      expect(refused.status).toBe(415);
      expect(await refused.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    });
  });
});
