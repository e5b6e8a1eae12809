import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TMessage } from '#common/schemas/messages.ts';
import type { TRealtimeFrame } from '#common/schemas/realtime.ts';
import { freePort } from '../../../e2e/support/server.ts';
import { buildUser } from '#server/test/factories.ts';
import { readMail } from '#server/test/read-mail.ts';
import { createPostgresDatabase } from '#server/test/test-database.ts';
import { openSocket } from '#server/test/realtime-client.ts';
import { createTestApp, startOtherServer, type TestApp } from '#server/test/test-app.ts';

const textOf = (frame: TRealtimeFrame) => (frame.kind === 'event' ? (frame.payload.message as TMessage | undefined)?.text : undefined);
const isMessage = (text: string) => (frame: TRealtimeFrame) => frame.kind === 'event' && frame.type === 'message.new' && textOf(frame) === text;
const seqOf = (frame: TRealtimeFrame) => (frame.kind === 'event' ? frame.seq : -1);

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface ServerProcess {
  url: string;
  /** Raw text of every mail in the process's outbox. */
  outbox(): Promise<string[]>;
  /** SIGTERM, as a process manager stops it; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` as its own process, on PostgreSQL (`databaseUrl`) or else on the
 * embedded database in `dataDir`, and waits until it answers. The same `dataDir` and `port` start
 * it again where it stopped.
 */
async function startServerProcess(options: { databaseUrl?: string; dataDir?: string; port?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await newDataDir());
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok).catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop,
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
    },
  };
}

async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-two-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** A new database on the PostgreSQL server of TEST_DATABASE_URL, dropped after the tests. */
async function newPostgresDatabase(serverUrl: string): Promise<string> {
  const { url, drop } = await createPostgresDatabase(serverUrl, 'sbp_two');
  cleanups.push(drop);
  return url;
}

/** Signs up through a server process's HTTP API, follows the confirmation link of its mail, and signs in. */
async function signedInUser(server: ServerProcess, name: string): Promise<{ id: string; cookie: string }> {
  const { url } = server;
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const password = 'correct-horse-7';
  const headers = { 'content-type': 'application/json', origin: url };
  const signUp = await fetch(`${url}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fullName: name, email, password, businessType: 'trader', businessName: `${name} Co`, governorate: 'damascus', locale: 'en' }),
  });
  expect(signUp.status).toBe(200);
  let link: string | undefined;
  while (!link) {
    const mails = (await server.outbox()).map(readMail).filter((mail) => mail.to.includes(email));
    link = mails.flatMap((mail) => mail.links).find((href) => new URL(href).pathname.startsWith('/api/auth/verify-email'));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { id: ((await signIn.json()) as { user: { id: string } }).user.id, cookie };
}

async function sendThrough(url: string, cookie: string, to: string, text: string): Promise<void> {
  const response = await fetch(`${url}/api/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ to, clientId: `two-${Date.now()}`, text }),
  });
  expect(response.status).toBe(201);
}

// Starting server processes takes its time on a busy machine.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe('a server process that restarts', () => {
  it('gives a client that comes back with its last number what it missed meanwhile, in order, once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const start = {
      databaseUrl: serverUrl ? await newPostgresDatabase(serverUrl) : undefined,
      dataDir: await newDataDir(),
      port: await freePort(),
    };
    let server = await startServerProcess(start);
    const sender = await signedInUser(server, 'Rami');
    const receiver = await signedInUser(server, 'Nour');
    const socket = await openSocket(server.url, { cookie: receiver.cookie });
    cleanups.push(async () => socket.close());
    await socket.waitFor((frame) => frame.kind === 'hello');
    await sendThrough(server.url, sender.cookie, receiver.id, 'before the restart');
    const seen = await socket.waitFor(isMessage('before the restart'));

    // The process stops (its clients are told to go away) and starts again on the same database.
    await server.stop();
    expect(await socket.closed).toBe(1001);
    server = await startServerProcess(start);
    await sendThrough(server.url, sender.cookie, receiver.id, 'missed one');
    await sendThrough(server.url, sender.cookie, receiver.id, 'missed two');

    const back = await openSocket(server.url, { cookie: receiver.cookie, after: seqOf(seen) });
    cleanups.push(async () => back.close());
    await back.waitFor(isMessage('missed two'));
    const texts = back.frames.filter((frame) => frame.kind === 'event' && frame.type === 'message.new').map((frame) => textOf(frame));
    expect(texts).toEqual(['missed one', 'missed two']);
    const numbers = back.frames.map(seqOf).filter((seq) => seq > 0);
    expect(numbers).toEqual(numbers.map((_, index) => seqOf(seen) + 1 + index));
  }, PROCESS_TEST_TIMEOUT_MS);
});

describe('several server processes on one database', () => {
  if (process.env.TEST_DATABASE_URL) {
    it('delivers a message sent through one process, live, to a client of the other (PostgreSQL LISTEN/NOTIFY)', async () => {
      const databaseUrl = await newPostgresDatabase(process.env.TEST_DATABASE_URL as string);
      const one = await startServerProcess({ databaseUrl });
      const two = await startServerProcess({ databaseUrl });
      const sender = await signedInUser(one, 'Rami');
      const receiver = await signedInUser(one, 'Nour');

      const socket = await openSocket(two.url, { cookie: receiver.cookie });
      cleanups.push(async () => socket.close());
      await socket.waitFor((frame) => frame.kind === 'hello');
      await sendThrough(one.url, sender.cookie, receiver.id, 'across processes');
      const frame = await socket.waitFor(isMessage('across processes'));
      expect(frame.kind === 'event' && frame.seq).toBeGreaterThan(0);

      // The client's connection drops: it comes back through the other process and misses nothing.
      socket.close();
      await sendThrough(one.url, sender.cookie, receiver.id, 'while away');
      const back = await openSocket(one.url, { cookie: receiver.cookie, after: seqOf(frame) });
      cleanups.push(async () => back.close());
      await back.waitFor(isMessage('while away'));
    }, PROCESS_TEST_TIMEOUT_MS);
  } else {
    it('delivers a message stored through one server, live, to a client of another on the same embedded database', async () => {
      const t: TestApp = await createTestApp();
      cleanups.push(() => t.close());
      const sender = await buildUser(t, { name: 'Rami' });
      const receiver = await buildUser(t, { name: 'Nour' });
      // A second server with its own hub, sharing only the database, as a second process would.
      const other = await startOtherServer(t.ctx);
      cleanups.push(() => other.close());
      const socket = await openSocket(other.url, { cookie: receiver.cookie });
      cleanups.push(async () => socket.close());
      await socket.waitFor((frame) => frame.kind === 'hello');
      const response = await t.app.request('/api/v1/messages', {
        method: 'POST',
        headers: sender.headers,
        body: JSON.stringify({ to: receiver.user.id, clientId: `two-${Date.now()}`, text: 'across servers' }),
      });
      expect(response.status).toBe(201);
      await socket.waitFor(isMessage('across servers'));
    }, PROCESS_TEST_TIMEOUT_MS);
  }
});
