import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock.ts';

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sbp-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the data-directory lock', () => {
  it('refuses a folder held by a running process', async () => {
    const dir = await dataDir();
    // The parent of this test process runs, and its start time is the one written.
    await writeFile(path.join(dir, '.lock'), `${process.ppid} ${processStartTime(process.ppid) ?? ''}`.trim());
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose PID now belongs to another process', async () => {
    const dir = await dataDir();
    // A running PID, but not the process that wrote the lock: its start time differs.
    await writeFile(path.join(dir, '.lock'), `${process.ppid} 1`);
    const unlock = lockDataDir(dir);
    expect((await readFile(path.join(dir, '.lock'), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    unlock();
  });

  it('records its own start time and removes the lock on unlock', async () => {
    const dir = await dataDir();
    const unlock = lockDataDir(dir);
    expect(await readFile(path.join(dir, '.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    unlock();
    await expect(readFile(path.join(dir, '.lock'), 'utf8')).rejects.toThrow();
  });
});
