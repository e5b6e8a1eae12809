import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

/**
 * A gzip-compressed tar archive written while it is sent, in pure Node (no `tar` command, no
 * dependency): POSIX ustar headers, regular files only, names of at most 100 ASCII bytes. One
 * file's bytes are in memory at a time, however large the archive.
 */

const BLOCK = 512;
/** The longest name the ustar name field holds without the prefix field. */
export const TAR_NAME_MAX = 100;

/** One file of an archive; `body` is read only when the archive reaches it. */
export interface TarFile {
  name: string;
  body: () => Promise<Uint8Array | undefined>;
  modifiedAt?: Date;
}

function writeField(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'ascii');
}

/** An octal number field: zero-padded digits and a NUL, as GNU and BSD tar write them. */
function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  writeField(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** The 512-byte ustar header of one regular file. */
export function tarHeader(name: string, size: number, modifiedAt: Date): Buffer {
  if (!/^[\x20-\x7e]+$/.test(name) || name.length > TAR_NAME_MAX) throw new Error(`tar: unsupported file name "${name}"`);
  const header = Buffer.alloc(BLOCK);
  writeField(header, 0, 100, name);
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, size);
  writeOctal(header, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  // The checksum is computed with its own field as eight spaces.
  header.fill(0x20, 148, 156);
  header.write('0', 156, 'ascii');
  writeField(header, 257, 6, 'ustar\0');
  writeField(header, 263, 2, '00');
  let sum = 0;
  for (const byte of header) sum += byte;
  writeField(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** The zero bytes that fill a file's data to a whole block. */
function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

async function* tarBlocks(files: Iterable<TarFile> | AsyncIterable<TarFile>): AsyncGenerator<Buffer> {
  for await (const file of files) {
    const body = await file.body();
    if (!body) continue;
    yield tarHeader(file.name, body.byteLength, file.modifiedAt ?? new Date());
    yield Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    yield padding(body.byteLength);
  }
  // The end of an archive: two empty blocks.
  yield Buffer.alloc(2 * BLOCK);
}

/**
 * A tar.gz of `files`, in order, as a web stream for a response body. A file whose `body()`
 * resolves undefined is left out; a `body()` that throws ends the stream with that error.
 *
 * @example c.body(tarGzStream([{ name: 'data.json', body: async () => bytes }]))
 */
export function tarGzStream(files: Iterable<TarFile> | AsyncIterable<TarFile>): ReadableStream<Uint8Array> {
  const gzip = createGzip();
  const source = Readable.from(tarBlocks(files));
  source.on('error', (error) => gzip.destroy(error));
  source.pipe(gzip);
  return Readable.toWeb(gzip) as ReadableStream<Uint8Array>;
}
