import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './static.ts';

/** What travels compressed: pages, API answers, the sitemap and robots.txt. */
const COMPRESSIBLE = /^(text\/(html|plain)|application\/(json|xml))\b/;
/** Below this, compressing saves less than it costs. */
const MIN_BYTES = 1024;
/**
 * Up to this size an answer is compressed on the server's thread. Handing it to the thread pool
 * and back (a zlib stream, a wake-up, a callback) costs more processor than compressing it there:
 * about 0.1 ms more on the bench machine for a 13 KB catalogue page (gzip 0.05 to 0.09 ms), still
 * more at 32 KB, and about even at 64 KB. At this bound the server's thread is held for about
 * 0.2 to 0.3 ms at most, a fraction of one query (docs/decisions/014-performance.md).
 */
const SYNC_MAX_BYTES = 32 * 1024;

type Encoding = 'br' | 'gzip';
type HeaderRecord = Record<string, string | string[]>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 4: about gzip's speed, and smaller. */
function brotliOptions(size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

function compress(body: Buffer, encoding: Encoding): NonSharedBuffer | Promise<NonSharedBuffer> {
  if (body.length <= SYNC_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body);
}

/**
 * Compresses pages and API answers, brotli for a client that takes it and gzip otherwise
 * (docs/decisions/014-performance.md). The answer is compressed whole by Node's zlib: on the
 * server's thread up to SYNC_MAX_BYTES, on the thread pool above. A web stream per answer, as
 * `hono/compress` makes, cost a catalogue answer a third of its throughput. Built files have
 * compressed copies of their own (server/static.ts) and stored files are images and PDFs.
 *
 * The answer it sends has its bytes in hand (a Buffer, not a stream), so that the Node adapter
 * writes them to the socket at once instead of reading a web stream per answer.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    const isHead = c.req.method === 'HEAD';
    const accepted = isHead ? undefined : c.req.header('accept-encoding');
    const encoding: Encoding | undefined = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
    const jsonTextOf = encoding ? keepJsonText(c) : undefined;
    await next();
    const answer = c.res;
    const type = answer.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type) || answer.headers.has('content-encoding') || isHead) return;
    const text = jsonTextOf?.(answer);
    if (text === undefined && !answer.body) return;
    if (!encoding) {
      addVary(answer.headers);
      return;
    }
    const { status } = answer;
    // An answer made here by c.json has headers of its own; another's may be immutable (one that
    // came from fetch()), so those are copied.
    const headers = text === undefined ? new Headers(answer.headers) : answer.headers;
    let body: NonSharedBuffer = text === undefined ? Buffer.from(await answer.arrayBuffer()) : Buffer.from(text);
    if (body.length >= MIN_BYTES) {
      body = await compress(body, encoding);
      headers.delete('content-length');
      headers.set('content-encoding', encoding);
    }
    addVary(headers);
    // Hono's setter would copy the old answer's headers onto the new one by rebuilding it around
    // the old one's body stream; the new answer already carries those very headers.
    c.res = undefined;
    c.res = new Response(body, { status, headers });
  };
}

/**
 * Makes this request's `c.json` keep the JSON text of the answer it makes, so that the text can be
 * compressed as it is. Read back out of the answer, it would cost a web Response with a stream
 * and an encoding of the text per answer (about 0.1 ms, and its garbage). The answer is made as
 * Hono's `c.json` makes it: the text with Content-Type application/json unless told otherwise
 * (server/compress-answers.test.ts compares the headers of compressed and plain answers).
 */
function keepJsonText(c: Context): (answer: Response) => string | undefined {
  let made: { answer: Response; text: string } | undefined;
  // c.json and c.body take the same status or init and headers; their types differ only in what
  // they say the answer holds.
  const makeAnswer = c.body as unknown as (text: string, arg?: unknown, headers?: HeaderRecord) => Response;
  c.json = ((object: unknown, arg?: unknown, headers?: HeaderRecord) => {
    const text = JSON.stringify(object);
    const answer = makeAnswer(text, arg, { 'Content-Type': 'application/json', ...headers });
    made = { answer, text };
    return answer;
  }) as unknown as Context['json'];
  // Only the very answer made from the text: a later middleware or the error handler may have
  // replaced it.
  return (answer) => (made?.answer === answer ? made.text : undefined);
}

function addVary(headers: Headers): void {
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
}
