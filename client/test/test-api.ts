import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DetachedWindowAPI } from 'happy-dom';

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The body as UTF-8 text. */
  body: string;
}

export type ApiAnswer = { status?: number; json: unknown };

/**
 * A real HTTP server standing for the portal's API in component tests, with the simulated
 * document's address set to it: the components' own fetch and XMLHttpRequest calls reach it as
 * they reach the portal in a browser. `answer` decides each answer (and may hold it back by
 * answering later); every request is kept.
 */
export async function startTestApi(answer: (request: ReceivedRequest) => ApiAnswer | Promise<ApiAnswer>): Promise<{ received: ReceivedRequest[]; close: () => Promise<void> }> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const entry = { method: request.method ?? 'GET', path: request.url ?? '/', body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const { status = 200, json } = await answer(entry);
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // happy-dom's window, which vitest's `happy-dom` environment provides, can be moved to an address.
  (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setURL(`${origin}/`);
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
