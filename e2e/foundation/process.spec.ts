import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../support/http-account.ts';
import { freePort, startPortal, type RunningPortal } from '../support/server.ts';

const dirs: string[] = [];
const portals: RunningPortal[] = [];
afterEach(async () => {
  for (const portal of portals.splice(0)) await portal.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sbp-process-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<RunningPortal> {
  const portal = await startPortal({}, { dataDir });
  portals.push(portal);
  return portal;
}

function exitOf(portal: RunningPortal): Promise<number | null> {
  if (portal.process.exitCode !== null) return Promise.resolve(portal.process.exitCode);
  return new Promise((resolve) => portal.process.once('exit', (code) => resolve(code)));
}

function multipart(file: { name: string; type: string; data: Buffer }): { body: Buffer; contentType: string } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface HeldRequest {
  /** Resolves once the connection is open and the first half of the body is written. */
  started: Promise<void>;
  /** Writes the rest of the body and resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
}

/**
 * A POST whose body is sent in two halves: the first once the server has answered `100 Continue`
 * (proof that it accepted the connection and parsed the request), the second on `finish()`.
 * Between the two the request is in flight on the server: its handler is reading the body.
 */
function heldPost(portal: RunningPortal, route: string, cookie: string, payload: { body: Buffer; contentType: string }): HeldRequest {
  const { port } = new URL(portal.url);
  const half = Math.floor(payload.body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: route,
    agent: false,
    headers: {
      host: new URL(portal.url).host,
      origin: portal.url,
      cookie,
      'content-type': payload.contentType,
      'content-length': payload.body.length,
      expect: '100-continue',
    },
  });
  request.flushHeaders();
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  answer.catch(() => {});
  const started = new Promise<void>((resolve, reject) => {
    request.once('error', reject);
    request.once('continue', () => request.write(payload.body.subarray(0, half), (error) => (error ? reject(error) : resolve())));
  });
  return {
    started,
    finish() {
      request.end(payload.body.subarray(half));
      return answer;
    },
  };
}

describe('stopping and starting the server process', () => {
  it('finishes every request in flight on SIGTERM, exits 0, and keeps what they wrote', async () => {
    const dataDir = await newDataDir();
    const portal = await start(dataDir);
    const email = `process-${Date.now()}@example.com`;
    const password = 'correct-horse-7';
    const cookie = await signUp(portal, email, password);

    const large = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 50 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#369' } }).jpeg().toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(large.byteLength).toBeGreaterThan(1024 * 1024);

    const requests = [
      ...Array.from({ length: 6 }, () => heldPost(portal, '/api/v1/uploads/images', cookie, multipart({ name: 'large.jpg', type: 'image/jpeg', data: large }))),
      ...Array.from({ length: 24 }, () => heldPost(portal, '/api/v1/uploads/images', cookie, multipart({ name: 'small.jpg', type: 'image/jpeg', data: small }))),
      ...Array.from({ length: 20 }, () => heldPost(portal, '/api/v1/uploads/documents', cookie, multipart({ name: 'register.pdf', type: 'application/pdf', data: pdf }))),
    ];
    expect(requests).toHaveLength(50);
    // Every one of the fifty has been accepted and parsed by the server and half its body sent.
    await Promise.all(requests.map((request) => request.started));

    const exited = exitOf(portal);
    portal.process.kill('SIGTERM');
    const answers = await Promise.all(requests.map((request) => request.finish()));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // The same data directory again: the account, the rows and the files written during the stop are there.
    const again = await start(dataDir);
    const cookieAgain = await signIn(again, email, password);
    const images = answers.slice(0, 30).map((answer) => JSON.parse(answer.body) as { id: string; url: string });
    const documents = answers.slice(30).map((answer) => JSON.parse(answer.body) as { id: string; url: string });
    for (const image of images) {
      const served = await fetch(new URL(image.url.replace(portal.url, ''), again.url));
      expect(served.status).toBe(200);
      await served.arrayBuffer();
    }
    for (const document of documents) {
      const served = await fetch(`${again.url}${document.url}`, { headers: { cookie: cookieAgain } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    }
    const deleted = await fetch(`${again.url}/api/v1/uploads/images/${images[0]?.id}`, {
      method: 'DELETE',
      headers: { cookie: cookieAgain, origin: again.url },
    });
    expect(deleted.status).toBe(204);
  });

  it('refuses a second server on the same data directory while the first keeps serving', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const port = await freePort();
    let output = '';
    const second = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(1);
    expect(output).toContain(`The data directory ${dataDir} is in use by another portal process (pid ${first.process.pid})`);
    // It stopped at the lock, before opening the database or listening: nothing else happened.
    expect(output).not.toContain('portal listening');
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();

    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect((await readFile(path.join(dataDir, '.lock'), 'utf8')).trim().split(' ')[0]).toBe(String(first.process.pid));
  });

  it('starts over a lock left behind by a killed process', async () => {
    const dataDir = await newDataDir();
    const killed = await start(dataDir);
    const exited = exitOf(killed);
    killed.process.kill('SIGKILL');
    expect(await exited).toBe(null);
    expect((await readFile(path.join(dataDir, '.lock'), 'utf8')).trim().split(' ')[0]).toBe(String(killed.process.pid));

    const next = await start(dataDir);
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    expect((await readFile(path.join(dataDir, '.lock'), 'utf8')).trim().split(' ')[0]).toBe(String(next.process.pid));
    // The database recovered from the kill: an account can be made and used.
    const cookie = await signUp(next, `after-kill-${Date.now()}@example.com`, 'correct-horse-7');
    expect(cookie).toContain('session_token');
  });
});
