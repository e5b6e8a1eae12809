import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#server/db/seed/seed-reference-data.ts';
import { useTestApp } from '#server/test/test-app.ts';

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
function getOverSocket(path: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
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
