import type { Context } from 'hono';
import { AppError } from '#server/lib/errors.ts';
import { refuseNul } from '#server/lib/validate.ts';

/** A body as better-auth reads it: the fields of a JSON object or of a URL-encoded form. */
export type AuthBody = Record<string, unknown>;

const bodies = new WeakMap<Request, Promise<AuthBody>>();

/**
 * Reads the body of a request to /api/auth exactly as better-auth (better-call's getBody) does, so
 * that the portal's checks (per-account limits, two-factor codes used once) see the same fields
 * better-auth acts on. better-call compares the media type case-insensitively and accepts only
 * `application/json` (and, on the sign-in routes, `application/x-www-form-urlencoded`); it parses
 * JSON as UTF-8 and forms with the URL-encoded form parser, the last of repeated names winning.
 * Any other media type is refused here with 415, as better-auth refuses it, so no body reaches
 * better-auth unread. The body is read from a copy; better-auth reads the original.
 */
export function readAuthBody(c: Context): Promise<AuthBody> {
  const request = c.req.raw;
  let body = bodies.get(request);
  if (!body) {
    body = parseAuthBody(request).then((fields) => {
      refuseNul(fields);
      return fields;
    });
    bodies.set(request, body);
  }
  return body;
}

async function parseAuthBody(request: Request): Promise<AuthBody> {
  if (!request.body) return {};
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  const media = contentType.split(';')[0]?.trim();
  if (media === 'application/json') {
    try {
      const value: unknown = await request.clone().json();
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuthBody) : {};
    } catch (error) {
      if (error instanceof SyntaxError) return {};
      throw error;
    }
  }
  if (media === 'application/x-www-form-urlencoded') {
    const form = await request.clone().formData();
    const fields: AuthBody = {};
    form.forEach((value, key) => {
      fields[key] = value.toString();
    });
    return fields;
  }
  throw new AppError(415, 'unsupported_media_type', 'Send application/json or application/x-www-form-urlencoded');
}

/** One string field of the auth body, as better-auth will see it; undefined when absent or not a string. */
export async function authBodyField(c: Context, field: string): Promise<string | undefined> {
  const value = (await readAuthBody(c))[field];
  return typeof value === 'string' ? value : undefined;
}
