import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './static.ts';

/** What travels compressed: pages, API answers, the sitemap and robots.txt. */
const COMPRESSIBLE = /^(text\/(html|plain)|application\/(json|xml))\b/;
/** Below this, compressing saves less than it costs. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';
type HeaderRecord = Record<string, string | string[]>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses on zlib's thread pool, brotli at quality 4 (about gzip's speed, and smaller).
 * Compressing a small answer on the server's thread instead (zlib's sync API) takes less processor
 * in all but more of the server's thread, which also runs the embedded database: for a 13 KB
 * catalogue page, 80 to 90 µs of it for gzip and 130 µs for brotli, against 20 to 55 µs to hand
 * the answer to the pool and take it back (docs/decisions/014-performance.md).
 */
function compress(body: Buffer, encoding: Encoding): Promise<NonSharedBuffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body);
}

/**
 * Compresses pages and API answers, brotli for a client that takes it and gzip otherwise
 * (docs/decisions/014-performance.md). The answer is compressed whole, by Node's zlib on its
 * thread pool (`compress`): a web stream per answer, as `hono/compress` makes, cost a catalogue
 * answer a third of its throughput. Built files have compressed copies of their own
 * (server/static.ts) and stored files are images and PDFs.
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
