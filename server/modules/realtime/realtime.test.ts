import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TMessage } from '#common/schemas/messages.ts';
import { REALTIME_CLOSE, type TRealtimeFrame } from '#common/schemas/realtime.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { openSocket, type TestSocket } from '#server/test/realtime-client.ts';
import { startOtherServer, useTestApp } from '#server/test/test-app.ts';
import { MAX_SOCKETS_PER_USER } from '#server/lib/realtime/realtime.ts';

const t = useTestApp();
let base: string;
let sara: BuiltUser;
let omar: BuiltUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  base = await t.listen();
  sara = await buildUser(t, { name: 'Sara' });
  omar = await buildUser(t, { name: 'Omar' });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await resetRateLimits(t);
});

async function connect(user: BuiltUser, after?: number): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: user.cookie, after });
  sockets.push(socket);
  return socket;
}

let sends = 0;
async function send(from: BuiltUser, to: BuiltUser, text: string): Promise<TMessage> {
  const response = await t.app.request('/api/v1/messages', {
    method: 'POST',
    headers: from.headers,
    body: JSON.stringify({ to: to.user.id, clientId: `rt-${Date.now()}-${(sends += 1)}`, text }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as TMessage;
}

const isMessage = (text: string) => (frame: TRealtimeFrame) =>
  frame.kind === 'event' && frame.type === 'message.new' && (frame.payload.message as TMessage).text === text;
const seqOf = (frame: TRealtimeFrame) => (frame.kind === 'event' ? frame.seq : -1);

describe('the realtime endpoint', () => {
  it('refuses signed-out clients and foreign origins', async () => {
    await expect(openSocket(base)).rejects.toThrow('refused: 401');
    await expect(openSocket(base, { cookie: sara.cookie, origin: 'https://evil.example' })).rejects.toThrow('refused: 403');
    // The server's own host under another scheme is another site, as for HTTP requests.
    await expect(openSocket(base, { cookie: sara.cookie, origin: base.replace(/^http:/, 'https:') })).rejects.toThrow('refused: 403');
    const plain = await t.app.request('/api/realtime');
    expect(plain.status).toBe(426);
  });

  it('delivers a message live to the receiver and to the sender’s other tabs, numbered in order', async () => {
    const receiver = await connect(omar);
    const senderTab = await connect(sara);
    const hello = await receiver.waitFor((frame) => frame.kind === 'hello');
    await send(sara, omar, 'live one');
    await send(sara, omar, 'live two');
    const first = await receiver.waitFor(isMessage('live one'));
    const second = await receiver.waitFor(isMessage('live two'));
    expect(hello.kind === 'hello' && seqOf(first) > hello.seq).toBe(true);
    expect(seqOf(second)).toBeGreaterThan(seqOf(first));
    const numbers = receiver.frames.map(seqOf).filter((seq) => seq > 0);
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
    await senderTab.waitFor(isMessage('live two'));
  });

  it('gives a reconnecting client what it missed, in order, once', async () => {
    const first = await connect(omar);
    await send(sara, omar, 'before drop');
    const seen = await first.waitFor(isMessage('before drop'));
    first.close();
    await first.closed;
    await send(sara, omar, 'missed one');
    await send(sara, omar, 'missed two');
    const again = await connect(omar, seqOf(seen));
    await again.waitFor(isMessage('missed two'));
    const texts = again.frames
      .filter((frame) => frame.kind === 'event' && frame.type === 'message.new')
      .map((frame) => (frame.kind === 'event' ? (frame.payload.message as TMessage).text : ''));
    expect(texts).toEqual(['missed one', 'missed two']);
    const numbers = again.frames.map(seqOf).filter((seq) => seq > 0);
    expect(numbers[0]).toBe(seqOf(seen) + 1);
    expect(numbers).toEqual(numbers.map((_, index) => seqOf(seen) + 1 + index));
  });

  it('tells a client whose number is unknown to reload', async () => {
    const socket = await connect(omar, 10_000_000);
    expect(await socket.waitFor((frame) => frame.kind === 'reset')).toMatchObject({ kind: 'reset' });
  });

  it('closes the sockets of a session at once when it signs out', async () => {
    const user = await buildUser(t);
    const socket = await openSocket(base, { cookie: user.cookie });
    await socket.waitFor((frame) => frame.kind === 'hello');
    const out = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: user.headers, body: '{}' });
    expect(out.status).toBe(200);
    expect(await socket.closed).toBe(REALTIME_CLOSE.sessionEnded);
    await expect(openSocket(base, { cookie: user.cookie })).rejects.toThrow('refused: 401');
  });

  it('closes the socket of a revoked session', async () => {
    const user = await buildUser(t);
    const other = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: user.user.email, password: user.password }),
    });
    const otherCookie = other.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const socket = await openSocket(base, { cookie: otherCookie });
    await socket.waitFor((frame) => frame.kind === 'hello');
    const token = decodeURIComponent(otherCookie.split('=')[1] ?? '').split('.')[0];
    const revoke = await t.app.request('/api/auth/revoke-session', { method: 'POST', headers: user.headers, body: JSON.stringify({ token }) });
    expect(revoke.status).toBe(200);
    expect(await socket.closed).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('terminates a socket that stops answering the pings', async () => {
    const server = await startOtherServer(t.ctx, { heartbeatMs: 100 });
    onTestFinished(() => server.close());
    const silent = await openSocket(server.url, { cookie: sara.cookie, answerPings: false });
    sockets.push(silent);
    await silent.waitFor((frame) => frame.kind === 'hello');
    // Dropped without a closing handshake (there is no one to answer it): an abnormal closure.
    expect(await silent.closed).toBe(1006);
    expect(silent.pings()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => server.ctx.realtime.stats()).toEqual({ sockets: 0, users: 0 });
  });

  it('keeps at most the cap of sockets per user, closing the oldest', async () => {
    const user = await buildUser(t);
    const opened: TestSocket[] = [];
    for (let index = 0; index <= MAX_SOCKETS_PER_USER; index += 1) {
      const socket = await openSocket(base, { cookie: user.cookie });
      await socket.waitFor((frame) => frame.kind === 'hello');
      opened.push(socket);
      sockets.push(socket);
    }
    expect(await opened[0]?.closed).toBe(REALTIME_CLOSE.tooManySockets);
    expect(t.ctx.realtime.stats().sockets).toBeGreaterThanOrEqual(MAX_SOCKETS_PER_USER);
  });
});
