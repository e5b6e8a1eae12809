import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './static.ts';

/** What travels compressed: pages, API answers, the sitemap and robots.txt. */
const COMPRESSIBLE = /^(text\/(html|plain)|application\/(json|xml))\b/;
/** Below this, compressing saves less than it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses pages and API answers, brotli for a client that takes it and gzip otherwise
 * (docs/decisions/014-performance.md). The answer is compressed whole, by Node's zlib on its
 * thread pool, at brotli quality 4 (about gzip's speed, and smaller): a web stream per answer, as
 * `hono/compress` makes, cost a catalogue answer a third of its throughput. Built files have
 * compressed copies of their own (server/static.ts) and stored files are images and PDFs.
 *
 * The answer it sends has its bytes in hand (a Buffer, not a stream), so that the Node adapter
 * writes them to the socket at once instead of reading a web stream per answer.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const type = answer.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type) || !answer.body || answer.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    const accepted = c.req.header('accept-encoding');
    const encoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
    if (encoding) {
      const { status } = answer;
      // A copy: the answer's own headers may be immutable (one that came from fetch()).
      const headers = new Headers(answer.headers);
      let body = Buffer.from(await answer.arrayBuffer());
      if (body.length >= MIN_BYTES) {
        body =
          encoding === 'br'
            ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : await gzipped(body);
        headers.delete('content-length');
        headers.set('content-encoding', encoding);
      }
      addVary(headers);
      // Hono's setter would copy the old answer's headers onto the new one by rebuilding it around
      // the old one's body stream; the new answer already carries those very headers.
      c.res = undefined;
      c.res = new Response(body, { status, headers });
      return;
    }
    addVary(c.res.headers);
  };
}

function addVary(headers: Headers): void {
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
}
