import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/pool.ts';
import { createPostgresDatabase } from '#server/test/test-database.ts';
import { freePort } from '../e2e/support/server.ts';

// The portal as a process: stopped through `npm start` by SIGTERM, and killed with SIGKILL while
// it writes, on the embedded database (or on PostgreSQL when TEST_DATABASE_URL is set).

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh database URL on the test server, or none for the embedded database. */
async function databaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const { url, drop } = await createPostgresDatabase(serverUrl, 'sbp_process');
  cleanups.push(drop);
  return url;
}

async function waitUntil(check: () => Promise<boolean> | boolean, what: string, child?: ChildProcess) {
  for (;;) {
    if (await check()) return;
    if (child && child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = (url: string) => async () => {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
};

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('stops the portal gracefully when its own process gets SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-npm-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntil(healthy(url), 'the portal answered', npm);
    const lock = path.join(dataDir, '.lock');
    const { readFile } = await import('node:fs/promises');
    const serverPid = Number.parseInt((await readFile(lock, 'utf8')).split(' ')[0] ?? '', 10);
    expect(serverPid).not.toBe(npm.pid);

    npm.kill('SIGTERM');
    await waitUntil(() => !isRunning(serverPid), 'the server stopped');
    expect(existsSync(lock)).toBe(false);
    expect(output).toContain('"stopped"');
  }, 180_000);
});

describe('SIGKILL during concurrent writes', () => {
  it('loses no acknowledged write', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const databaseURL = await databaseUrl();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const acknowledged: string[] = [];
    let sent = 0;

    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          // Each sign-up comes from its own address, so the per-client limits stay out of the way.
          TRUSTED_PROXIES: '127.0.0.1',
          ...(databaseURL ? { DATABASE_URL: databaseURL } : {}),
        },
        stdio: 'ignore',
      });
      return child;
    };

    const writer = async (stop: { now: boolean }) => {
      while (!stop.now) {
        sent += 1;
        const email = `crash-${sent}-${Date.now()}@example.com`;
        try {
          const response = await fetch(`${url}/api/v1/auth/sign-up`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` },
            body: JSON.stringify({ fullName: 'Crash Test', email, password: 'crash-pass-1', businessType: 'buyer', governorate: 'damascus' }),
          });
          if (response.ok) acknowledged.push(email);
        } catch {
          // The server was killed under this request: not acknowledged.
        }
      }
    };

    for (let cycle = 0; cycle < 3; cycle += 1) {
      const child = start();
      await waitUntil(healthy(url), 'the portal answered', child);
      const stop = { now: false };
      const before = acknowledged.length;
      const writers = Array.from({ length: 6 }, () => writer(stop));
      await waitUntil(() => acknowledged.length >= before + 10, 'ten writes were acknowledged', child);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      stop.now = true;
      await Promise.all(writers);
    }

    const database = databaseURL
      ? await openDatabase({ databaseUrl: databaseURL, poolSize: 1 })
      : await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const stored = new Set(
        (await database.db.selectFrom('user').select('email').execute()).map((row) => row.email),
      );
      const lost = acknowledged.filter((email) => !stored.has(email));
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
