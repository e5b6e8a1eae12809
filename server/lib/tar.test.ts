import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTarGz } from '#server/test/read-tar.ts';
import { tarGzStream } from './tar.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'sbp-tar-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const archiveOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe('tar.gz writer', () => {
  it('writes an archive that the tar command lists and extracts byte for byte', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ name: 'مصنع الحلبي' }));
    const photo = new Uint8Array(1500).map((_, index) => index % 251);
    const archive = await archiveOf(
      tarGzStream([
        { name: 'data.json', body: async () => json },
        { name: 'images/posts/photo.jpg', body: async () => photo },
        { name: 'images/posts/missing.jpg', body: async () => undefined },
        { name: 'empty.txt', body: async () => new Uint8Array(0) },
      ]),
    );
    const file = path.join(folder, 'data.tar.gz');
    await writeFile(file, archive);
    const listed = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual(['data.json', 'images/posts/photo.jpg', 'empty.txt']);
    const extracted = spawnSync('tar', ['-xzf', file, '-C', folder], { encoding: 'utf8' });
    expect(extracted.status, extracted.stderr).toBe(0);
    expect(await readFile(path.join(folder, 'images/posts/photo.jpg'))).toEqual(Buffer.from(photo));
    expect(JSON.parse(await readFile(path.join(folder, 'data.json'), 'utf8'))).toEqual({ name: 'مصنع الحلبي' });
    expect([...readTarGz(archive).keys()]).toEqual(['data.json', 'images/posts/photo.jpg', 'empty.txt']);
  });

  it('keeps names longer than 100 characters and names in Arabic', async () => {
    const long = `images/${'x'.repeat(120)}.jpg`;
    const archive = await archiveOf(
      tarGzStream([
        { name: long, body: async () => new Uint8Array([1, 2, 3]) },
        { name: 'صور/مصنع.txt', body: async () => new TextEncoder().encode('نص') },
      ]),
    );
    const file = path.join(folder, 'names.tar.gz');
    await writeFile(file, archive);
    const listed = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual([long, 'صور/مصنع.txt']);
  });

  it('ends the stream with the error of a file that cannot be read', async () => {
    const stream = tarGzStream([{ name: 'a.txt', body: () => Promise.reject(new Error('storage down')) }]);
    await expect(archiveOf(stream)).rejects.toThrow();
  });
});
