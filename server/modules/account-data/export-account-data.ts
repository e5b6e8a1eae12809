import type { AppContext } from '#server/context.ts';
import { tarGzStream, type TarFile } from '#server/lib/tar.ts';
import { collectAccountData } from './collect-account-data.ts';

/**
 * The user's own data as one tar.gz, for GET /api/v1/me/export: `data.json` first (everything
 * collectAccountData finds), then each stored file of theirs, read through the storage module
 * (local disk or S3) one at a time while the archive is sent. A file that storage no longer has
 * is left out and logged.
 *
 * @example const { fileName, stream } = await exportAccountData(ctx, { userId }); return c.body(stream)
 */
export async function exportAccountData(ctx: AppContext, options: { userId: string }): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  const { data, files } = await collectAccountData(ctx, options);
  const exportedAt = new Date();
  const entries: TarFile[] = [
    { name: 'data.json', modifiedAt: exportedAt, body: async () => new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`) },
    ...files.map((file) => ({
      name: file.file,
      modifiedAt: exportedAt,
      body: async () => {
        const object = await ctx.storage.get(file.bucket, file.path);
        if (!object) ctx.logger.warn('a stored file of an exported account is missing', { bucket: file.bucket, path: file.path });
        return object?.body;
      },
    })),
  ];
  return { fileName: `account-data-${exportedAt.toISOString().slice(0, 10)}.tar.gz`, stream: tarGzStream(entries) };
}
