import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { BuiltUser } from './factories.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/** A photo-like JPEG (noise, so it does not compress to nothing). */
export function makeJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, tiny (tens of kilobytes) black-and-white PNG of `size`×`size` pixels that would take
 * gigabytes once decoded: a decompression bomb.
 */
export function makePngBomb(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc(size * (1 + Math.ceil(size / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file under the storage folder of a test app, relative to it. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.ctx.config.dataDir, 'storage');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A same-origin multipart upload as a browser sends it. */
export function upload(
  t: TestApp,
  url: string,
  user: BuiltUser | undefined,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return t.app.request(url, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, host: 'localhost:3000', ...(user ? { cookie: user.cookie } : {}) },
  });
}

/** Path and query of a public URL (same-origin path or absolute), for `app.request`. */
export function localPath(url: string): string {
  const parsed = new URL(url, TEST_ORIGIN);
  return parsed.pathname + parsed.search;
}
