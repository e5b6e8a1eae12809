import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readSmsOutbox, type ReadSms } from '#server/test/read-sms.ts';

export interface RunningPortal {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Output the server printed so far. */
  logs(): string;
  /** Raw text of every mail in the outbox, oldest first. */
  outbox(): Promise<string[]>;
  /** Every text message in the SMS outbox ($DATA_DIR/sms-outbox), oldest first. */
  smsOutbox(): Promise<ReadSms[]>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the real portal (`npm start`'s entry) on a free port with a temporary DATA_DIR, and waits
 * until /api/health answers. The client must be built (npm run test:e2e builds it first).
 */
export async function startPortal(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'sbp-e2e-')));
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not become healthy within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    process: child,
    logs: () => output,
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
    },
    smsOutbox: () => readSmsOutbox(path.join(dataDir, 'sms-outbox')),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
