import type { MiddlewareHandler } from 'hono';
import type { ErrorBody } from '#common/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that come from another site, whatever their content type.
 * A browser always sends Origin on such requests; a request without one is accepted only when it
 * carries no cookie (a script or API tool), because then there is no session to abuse.
 */
export function checkOrigin(publicUrl: string): MiddlewareHandler {
  const own = new URL(publicUrl);
  const ownOrigin = own.origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    let allowed: boolean;
    if (origin && origin !== 'null') {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      // The portal's own origin, or the host the request was sent to (another name of this server)
      // under the portal's scheme: http://portal is not the same site as https://portal.
      allowed = origin === ownOrigin || (parsed !== undefined && parsed.protocol === own.protocol && parsed.host === host);
    } else {
      allowed = !c.req.header('cookie') && c.req.header('sec-fetch-site') !== 'cross-site';
    }
    if (!allowed) {
      return c.json<ErrorBody>({ error: { code: 'origin_mismatch', message: 'Cross-origin request refused' } }, 403);
    }
    return next();
  };
}
