import type { MiddlewareHandler } from 'hono';
import type { ErrorBody } from '#common/errors.ts';

/** Largest JSON or form body any /api route takes; uploads keep their own limit (MAX_UPLOAD_BYTES). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

function tooLarge(maxBytes: number): Response {
  const body: ErrorBody = { error: { code: 'payload_too_large', message: `Request bodies may be at most ${maxBytes} bytes` } };
  return Response.json(body, { status: 413 });
}

/**
 * Limits request bodies without reading them first: a declared Content-Length over the limit is
 * answered 413 at once, and a body without one (chunked) is counted while whoever needs it reads
 * it; the moment it passes the limit the read fails and the answer becomes 413. Nothing is read
 * here, so a request refused earlier (by a rate limit, say) costs no body at all.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    // A GET or HEAD request has no body (the Fetch standard forbids one). Asking it for its body
    // anyway would make the Node adapter build a whole web Request for every page and list.
    if (raw.method === 'GET' || raw.method === 'HEAD' || !raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      const length = Number(declared);
      if (!Number.isSafeInteger(length) || length < 0 || length > maxBytes) return tooLarge(maxBytes);
    }
    let seen = 0;
    let exceeded = false;
    const reader = raw.body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        seen += value.byteLength;
        if (seen > maxBytes) {
          exceeded = true;
          await reader.cancel();
          controller.error(new RangeError('request body too large'));
          return;
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    }, { highWaterMark: 0 });
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // Whoever read the body saw it fail; whatever they answered, the answer is 413.
    if (exceeded) c.res = tooLarge(maxBytes);
  };
}
