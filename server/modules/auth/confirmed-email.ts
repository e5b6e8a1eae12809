/**
 * The address an e-mail confirmation link confirmed, when better-auth's answer to it tells that
 * it worked (a redirect without `error`), else undefined. The token was verified by better-auth;
 * its payload is only read here.
 */
export function confirmedEmail(token: string | undefined, response: Response): string | undefined {
  if (!token || response.status >= 400) return undefined;
  const location = response.headers.get('location');
  if (location && new URL(location, 'http://portal.invalid').searchParams.has('error')) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email?: unknown; updateTo?: unknown };
    const email = typeof payload.updateTo === 'string' ? payload.updateTo : payload.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}
