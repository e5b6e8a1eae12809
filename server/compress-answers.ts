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
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const type = answer.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type) || !answer.body || answer.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    const accepted = c.req.header('accept-encoding');
    const encoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
    const body = encoding ? Buffer.from(await answer.arrayBuffer()) : undefined;
    if (encoding && body && body.length >= MIN_BYTES) {
      const packed =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzipped(body);
      // Hono copies the headers of the answer it replaces onto the new one: its length goes after.
      c.res = new Response(packed, answer);
      c.res.headers.delete('content-length');
      c.res.headers.set('content-encoding', encoding);
    } else if (body) {
      c.res = new Response(body, answer);
    }
    if (!/accept-encoding/i.test(c.res.headers.get('vary') ?? '')) c.res.headers.append('vary', 'Accept-Encoding');
  };
}
