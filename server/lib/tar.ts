import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';

/** One file of an archive; `body` is read only when the archive reaches it. */
export interface TarFile {
  name: string;
  body: () => Promise<Uint8Array | undefined>;
  modifiedAt?: Date;
}

/**
 * A tar.gz of `files`, in order, as a web stream for a response body, written by tar-stream (the
 * library backup.ts archives the data folder with, through tar-fs). Each file is handed over once
 * the one before has been read by the client, so one file's bytes are in memory at a time, however
 * large the archive. A file whose `body()` resolves undefined is left out; a `body()` that throws
 * ends the stream with that error.
 *
 * @example c.body(tarGzStream([{ name: 'data.json', body: async () => bytes }]))
 */
export function tarGzStream(files: Iterable<TarFile> | AsyncIterable<TarFile>): ReadableStream<Uint8Array> {
  const archive = pack();
  const gzip = createGzip();
  const add = (file: TarFile, body: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      archive.entry({ name: file.name, size: bytes.byteLength, mode: 0o644, mtime: file.modifiedAt ?? new Date() }, bytes, (error) => (error ? reject(error) : resolve()));
    });
  void (async () => {
    for await (const file of files) {
      const body = await file.body();
      if (body) await add(file, body);
    }
    archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  archive.on('error', (error: Error) => gzip.destroy(error));
  archive.pipe(gzip);
  return Readable.toWeb(gzip) as ReadableStream<Uint8Array>;
}
