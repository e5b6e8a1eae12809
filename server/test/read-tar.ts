import { gunzipSync } from 'node:zlib';

/** Test helper: the files of a tar.gz (regular files only), by name, in archive order. */
export function readTarGz(archive: Uint8Array): Map<string, Buffer> {
  const tar = gunzipSync(archive);
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (start: number, length: number) => header.toString('ascii', start, start + length).replace(/\0.*$/s, '');
    const name = text(0, 100);
    const size = Number.parseInt(text(124, 12).trim(), 8);
    const type = text(156, 1);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    if (type === '0' || type === '') files.set(name, Buffer.from(data));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
