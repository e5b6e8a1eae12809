import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZUploadedImage } from '#common/schemas/uploads.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { createS3Storage } from './s3-storage.ts';
import { localPath, makeJpeg, storedFiles, upload } from '#server/test/test-images.ts';

const CREDENTIALS = { accessKeyId: 'AKIDPORTALTEST', secretAccessKey: 'portal-test-secret', region: 'eu-central-1' };
const REAL_BUCKET = 'portal-files';

/**
 * A stand-in for an S3-compatible service that knows the calls the portal makes (PUT, GET, DELETE
 * object; ListObjectsV2 with a delimiter), checks every request's SigV4 signature with the test
 * credentials, and refuses anything else.
 */
class FakeS3 {
  objects = new Map<string, { body: Buffer; contentType: string }>();
  signed = 0;
  problems: string[] = [];
  /** Answers 500 to a PUT whose key matches. */
  failPut?: RegExp;
  private server = http.createServer((req, res) => void this.handle(req, res));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async verify(req: http.IncomingMessage, body: Buffer): Promise<string | undefined> {
    const authorization = req.headers.authorization ?? '';
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
    if (!match) return `not SigV4-signed: "${authorization}"`;
    if (match[1] !== CREDENTIALS.accessKeyId || match[3] !== CREDENTIALS.region) return `wrong credential scope: ${authorization}`;
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return `payload hash ${String(payloadHash)} does not match the body`;
    const headers = Object.fromEntries((match[4] ?? '').split(';').map((name) => [name, String(req.headers[name] ?? '')]));
    const signer = new AwsV4Signer({
      method: req.method,
      url: `${this.url}${req.url}`,
      headers,
      ...CREDENTIALS,
      service: 's3',
      datetime: String(req.headers['x-amz-date']),
    });
    const expected = (await signer.sign()).headers.get('authorization');
    return expected === authorization ? undefined : 'signature does not match';
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = await this.verify(req, body);
    if (problem) {
      this.problems.push(`${req.method} ${req.url}: ${problem}`);
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    this.signed += 1;
    const url = new URL(req.url ?? '/', this.url);
    const prefix = `/${REAL_BUCKET}`;
    if (!url.pathname.startsWith(prefix)) {
      this.problems.push(`${req.method} ${req.url}: outside the bucket`);
      res.writeHead(404).end();
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length + 1));
    if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2' && url.searchParams.get('delimiter') === '/') {
      const prefixes = [...new Set([...this.objects.keys()].map((name) => name.split('/')[0] + '/'))].sort();
      res.writeHead(200, { 'content-type': 'application/xml' }).end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${REAL_BUCKET}</Name><IsTruncated>false</IsTruncated>` +
          prefixes.map((name) => `<CommonPrefixes><Prefix>${name}</Prefix></CommonPrefixes>`).join('') +
          '</ListBucketResult>',
      );
    } else if (req.method === 'PUT' && key !== '') {
      if (this.failPut?.test(key)) {
        res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
        return;
      }
      this.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
      res.writeHead(200).end();
    } else if (req.method === 'GET' && key !== '') {
      const object = this.objects.get(key);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (req.method === 'DELETE' && key !== '') {
      this.objects.delete(key);
      res.writeHead(204).end();
    } else {
      this.problems.push(`${req.method} ${req.url}: not an S3 call the portal should make`);
      res.writeHead(501).end();
    }
  }
}

const s3 = new FakeS3();
beforeAll(() => s3.start());
afterAll(() => s3.stop());
beforeEach(() => {
  s3.objects.clear();
  s3.problems = [];
  s3.signed = 0;
  s3.failPut = undefined;
});

function s3Env(extra: Record<string, string> = {}) {
  return {
    S3_ENDPOINT: s3.url,
    S3_BUCKET: REAL_BUCKET,
    S3_REGION: CREDENTIALS.region,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    ...extra,
  };
}

describe('S3-compatible storage', () => {
  it('maps our buckets onto key prefixes of one real bucket, with signed requests', async () => {
    const storage = createS3Storage({ endpoint: s3.url, bucket: REAL_BUCKET, ...CREDENTIALS });
    expect(await storage.listBuckets()).toEqual([]);
    await storage.createBucket('images');
    expect(await storage.listBuckets()).toEqual(['images']);

    const body = new TextEncoder().encode('webp bytes');
    await storage.put('images', 'avatars/a-1.webp', body, 'image/webp');
    expect([...s3.objects.keys()].sort()).toEqual(['images/', 'images/avatars/a-1.webp']);
    expect(s3.objects.get('images/avatars/a-1.webp')?.contentType).toBe('image/webp');
    expect(await storage.get('images', 'avatars/a-1.webp')).toEqual({ body, contentType: 'image/webp' });
    expect(await storage.get('images', 'avatars/missing.webp')).toBeUndefined();
    await storage.delete('images', 'avatars/a-1.webp');
    expect(await storage.get('images', 'avatars/a-1.webp')).toBeUndefined();
    await expect(storage.put('images', '../escape.webp', body, 'image/webp')).rejects.toThrow('Invalid object path');

    // Without a public origin of the bucket, the portal serves the object on its own origin.
    expect(storage.publicUrl('images', 'avatars/a-1.webp')).toBe('/storage/v1/object/public/images/avatars/a-1.webp');
    expect(s3.problems).toEqual([]);
    expect(s3.signed).toBe(8);
  });

  it('fails loudly when the service refuses a request', async () => {
    const storage = createS3Storage({ endpoint: s3.url, bucket: REAL_BUCKET, ...CREDENTIALS, secretAccessKey: 'wrong' });
    await expect(storage.put('images', 'avatars/a.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/S3 PUT images\/avatars\/a.webp failed with 403/);
    expect(s3.problems).toEqual(['PUT /portal-files/images/avatars/a.webp: signature does not match']);
  });

  it('stores uploads in S3, creates the buckets, and serves them through the public route', async () => {
    const t = await createTestApp(s3Env());
    try {
      const user = await buildUser(t);
      const response = await upload(t, '/api/v1/uploads/images', user, { bytes: await makeJpeg(700, 500), name: 'shop.jpg' });
      expect(response.status).toBe(201);
      const image = ZUploadedImage.parse(await response.json());
      expect(image.url).toMatch(/^\/storage\/v1\/object\/public\/images\/avatars\/[^/]+\.jpg$/);
      const key = `images/${image.url.split('/images/')[1]}`;
      const base = key.replace(/\.jpg$/, '');
      expect([...s3.objects.keys()].sort()).toEqual(['images/', `${base}-320.webp`, `${base}-640.webp`, key, 'private/'].sort());
      expect(await storedFiles(t)).toEqual([]);

      const served = await t.app.request(localPath(`${image.baseUrl}-640.webp`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(s3.objects.get(`${base}-640.webp`)?.body);

      const deleted = await t.app.request(`/api/v1/uploads/images/${image.id}`, { method: 'DELETE', headers: user.headers });
      expect(deleted.status).toBe(204);
      expect([...s3.objects.keys()].sort()).toEqual(['images/', 'private/']);
      expect(s3.problems).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('returns the public URL of the bucket when S3_PUBLIC_URL is set', async () => {
    const t = await createTestApp(s3Env({ S3_PUBLIC_URL: 'https://cdn.example.com/' }));
    try {
      const user = await buildUser(t);
      const response = await upload(t, '/api/v1/uploads/images', user, { bytes: await makeJpeg(200, 200), name: 'x.png' });
      const image = ZUploadedImage.parse(await response.json());
      // A JPEG named .png keeps the extension of what it really is.
      expect(image.url).toMatch(/^https:\/\/cdn\.example\.com\/images\/avatars\/[0-9a-f]{32}-\d+\.jpg$/);
      expect(s3.objects.has(new URL(image.url).pathname.slice(1))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('removes what was written when one write to S3 fails', async () => {
    const t = await createTestApp(s3Env());
    try {
      const user = await buildUser(t);
      s3.failPut = /-640\.webp$/;
      const response = await upload(t, '/api/v1/uploads/images', user, { bytes: await makeJpeg(900, 600), name: 'x.jpg' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
      expect([...s3.objects.keys()].sort()).toEqual(['images/', 'private/']);
      expect(await t.ctx.database.db.selectFrom('images').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
