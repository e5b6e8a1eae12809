import type { MiddlewareHandler } from 'hono';
import type { ErrorBody } from '#common/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an Origin header names the portal: its own origin, or the host the request was sent to
 * (another name of this server) under the portal's scheme, since http://portal is not the same
 * site as https://portal. The one comparison of HTTP requests and the realtime WebSocket.
 *
 * @example isOwnOrigin('https://portal.example', 'portal.example', 'https://portal.example') === true
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (!origin || origin === 'null') return false;
  const own = new URL(publicUrl);
  if (origin === own.origin) return true;
  try {
    const parsed = new URL(origin);
    return parsed.protocol === own.protocol && host !== undefined && parsed.host === host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing API requests that come from another site, whatever their content type.
 * A browser always sends Origin on such requests; a request without one is accepted only when it
 * carries no cookie (a script or API tool), because then there is no session to abuse.
 */
export function checkOrigin(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed =
      origin && origin !== 'null'
        ? isOwnOrigin(origin, c.req.header('host'), publicUrl)
        : !c.req.header('cookie') && c.req.header('sec-fetch-site') !== 'cross-site';
    if (!allowed) {
      return c.json<ErrorBody>({ error: { code: 'origin_mismatch', message: 'Cross-origin request refused' } }, 403);
    }
    return next();
  };
}
