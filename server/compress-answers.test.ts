import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#server/db/seed/seed-reference-data.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { compressAnswers } from './compress-answers.ts';

const t = useTestApp();
let base: string;

beforeAll(async () => {
  // The twelve categories: an answer over a kilobyte, so worth compressing.
  await seedReferenceData(t.ctx);
  base = await t.listen();
});

interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real socket, as the Node adapter answers it (app.request skips the adapter). */
function getOverSocket(path: string, headers: Record<string, string> = {}, origin = base): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The headers of an answer apart from those that describe its bytes on the wire. */
function withoutWireHeaders(headers: http.IncomingHttpHeaders): Record<string, unknown> {
  const { 'content-length': _length, 'content-encoding': _encoding, date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('compressed answers on a real socket', () => {
  it('carry every header of the uncompressed answer, the same status and the same JSON', async () => {
    const plain = await getOverSocket('/api/v1/categories');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers.vary).toBe('Accept-Encoding');

    for (const [accepted, encoding, unpack] of [
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ] as const) {
      const packed = await getOverSocket('/api/v1/categories', { 'accept-encoding': accepted });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(withoutWireHeaders(packed.headers)).toEqual(withoutWireHeaders(plain.headers));
      expect(unpack(packed.body).toString()).toBe(plain.body.toString());
    }
  });

  it('keep the status and headers of an answer that is not a success', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const missing = await getOverSocket('/api/v1/no-such-route', headers);
    expect(missing.status).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(missing.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(missing.body.toString())).toMatchObject({ error: { code: 'not_found' } });

    const invalid = await getOverSocket('/api/v1/posts?kind=nothing', headers);
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body.toString())).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('answer a HEAD request without a body or an encoding', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${base}/api/v1/categories`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }, resolve);
      request.on('error', reject);
      request.end();
    });
    answer.resume();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressing answers of every size and making', () => {
  // Items of about 100 bytes: 30 make an answer the size of a catalogue page, 1,000 one of about
  // 100 KB.
  const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index, title: `منتج رقم ${index}`, note: 'x'.repeat(60) }));
  const app = new Hono();
  app.use(compressAnswers());
  app.get('/json/:count', (c) => {
    c.header('cache-control', 'no-cache');
    c.header('set-cookie', 'first=1; Path=/', { append: true });
    c.header('set-cookie', 'second=2; Path=/', { append: true });
    return c.json({ items: items(Number(c.req.param('count'))) }, 201, { 'x-made-by': 'handler' });
  });
  // An answer made by c.json and then replaced is compressed from the bytes of its replacement.
  app.use('/replaced', async (c, next) => {
    await next();
    c.res = new Response(`replaced ${'y'.repeat(2000)}`, { status: 202, headers: { 'content-type': 'text/plain; charset=UTF-8' } });
  });
  app.get('/replaced', (c) => c.json({ items: items(30) }));
  app.get('/failing', () => {
    throw new Error('failed');
  });
  app.onError((_error, c) => c.json({ error: { code: 'internal', details: items(30) } }, 500));

  let origin: string;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  for (const [label, path, size] of [
    ['a small answer', '/json/30', [1024, 32 * 1024]],
    ['a large answer', '/json/1000', [32 * 1024, Infinity]],
  ] as const) {
    it(`unpacks ${label} to the same JSON with the status and headers its handler gave`, async () => {
      const plain = await getOverSocket(path, {}, origin);
      expect(plain.status).toBe(201);
      expect(plain.body.length).toBeGreaterThan(size[0]);
      expect(plain.body.length).toBeLessThanOrEqual(size[1]);
      expect(plain.headers['content-type']).toBe('application/json');
      expect(plain.headers['x-made-by']).toBe('handler');
      expect(plain.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
      for (const [accepted, encoding, unpack] of [
        ['gzip', 'gzip', gunzipSync],
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ] as const) {
        const packed = await getOverSocket(path, { 'accept-encoding': accepted }, origin);
        expect(packed.status).toBe(201);
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
        expect(packed.body.length).toBeLessThan(plain.body.length);
        expect(withoutWireHeaders(packed.headers)).toEqual(withoutWireHeaders(plain.headers));
        expect(unpack(packed.body).equals(plain.body)).toBe(true);
      }
    });
  }

  it('compresses the answer that replaced the one c.json made', async () => {
    const packed = await getOverSocket('/replaced', { 'accept-encoding': 'gzip' }, origin);
    expect(packed.status).toBe(202);
    expect(packed.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.body).toString()).toBe(`replaced ${'y'.repeat(2000)}`);
  });

  it('compresses the error handler\'s answer with its status', async () => {
    const plain = await getOverSocket('/failing', {}, origin);
    const packed = await getOverSocket('/failing', { 'accept-encoding': 'br' }, origin);
    expect(packed.status).toBe(500);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(withoutWireHeaders(packed.headers)).toEqual(withoutWireHeaders(plain.headers));
    expect(brotliDecompressSync(packed.body).equals(plain.body)).toBe(true);
  });
});
