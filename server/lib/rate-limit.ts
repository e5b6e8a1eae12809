import { createHash } from 'node:crypto';
import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { ErrorBody } from '#common/errors.ts';
import type { AppContext } from '#server/context.ts';

/**
 * TRUSTED_PROXIES as a set of address ranges: each entry is one address (`10.0.0.1`, `fd00::1`)
 * or a CIDR range (`10.0.0.0/8`, `fd00::/8`). An invalid entry fails at start.
 */
export function trustedProxyList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : undefined;
    if (!type) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}

function isTrusted(list: net.BlockList, address: string): boolean {
  const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
  return type !== undefined && list.check(address, type);
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing IPv4 part expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (value: string) => (value ? value.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The key under which a client address is counted: an IPv4 address as it is, an IPv6 address by
 * its /64 network, because one subscriber usually holds a whole /64 and could otherwise take a
 * fresh address for every request.
 */
export function clientKey(address: string): string {
  if (!net.isIPv6(address)) return address;
  const groups = ipv6Groups(address).slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The address of the client that made a request: the socket's peer, or, when that peer is one of
 * the configured proxies (TRUSTED_PROXIES, addresses or ranges), the right-most X-Forwarded-For hop
 * that is not itself a trusted proxy. A client cannot choose its key by sending its own
 * X-Forwarded-For.
 */
export function clientAddress(c: Context, trustedProxies: net.BlockList): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  peer = peer ? stripMappedIpv4(peer) : undefined;
  if (peer && isTrusted(trustedProxies, peer)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => stripMappedIpv4(hop.trim()))
      .filter(Boolean);
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index];
      if (hop && !isTrusted(trustedProxies, hop)) return hop;
    }
  }
  return peer ?? 'unknown';
}

function stripMappedIpv4(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** An account's part of a counter key: a hash, so that a key has a fixed length whatever was sent. */
export function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}

const proxyLists = new WeakMap<AppContext, net.BlockList>();
/** The client key of a request under this portal's TRUSTED_PROXIES. */
export function requestClientKey(ctx: AppContext, c: Context): string {
  let list = proxyLists.get(ctx);
  if (!list) {
    list = trustedProxyList(ctx.config.trustedProxies);
    proxyLists.set(ctx, list);
  }
  return clientKey(clientAddress(c, list));
}

export interface RateLimitOptions {
  /** Names the counter, e.g. `sign-in`; limits with different names count separately. */
  name: string;
  /** Length of one counting window. */
  windowSeconds: number;
  /** Requests allowed per client address in one window. */
  perClient: number;
  /** Requests allowed per account in one window (needs `account`). */
  perAccount?: number;
  /**
   * The account a request is about (an e-mail, a phone number, a user id), if any. Called only
   * after the client's count is under its limit, so a refused request's body is never read.
   */
  account?: (c: Context) => Promise<string | undefined> | string | undefined;
}

/**
 * Counts one hit on a key and tells whether it is over the limit. The counter lives in the
 * database, so that every server process shares it. Fixed windows: the first hit opens a window.
 */
export async function hitRateLimit(
  ctx: AppContext,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = await sql<{ hits: number; window_ends_at: Date }>`
    INSERT INTO rate_limits (key, hits, window_ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      window_ends_at = CASE WHEN rate_limits.window_ends_at <= now()
        THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limits.window_ends_at END
    RETURNING hits, window_ends_at`.execute(ctx.database.db);
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.window_ends_at).getTime() - Date.now()) / 1000));
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await sql`DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 day'`.execute(ctx.database.db);
  }
  return { allowed: row.hits <= max, retryAfterSeconds };
}

/** The 429 answer of every limit. */
export function rateLimited(c: Context, retryAfter: number): Response {
  return c.json<ErrorBody>(
    { error: { code: 'rate_limited', message: `Too many requests. Try again in ${retryAfter} seconds.` } },
    429,
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Hono middleware limiting requests per client address and, optionally, per account. The client
 * is counted first, before anything reads the body; over the limit it answers 429 `rate_limited`
 * with a Retry-After header (seconds), and the request goes no further.
 *
 * @example app.post('/things', rateLimit(ctx, { name: 'things', windowSeconds: 60, perClient: 30 }), handler)
 */
export function rateLimit(ctx: AppContext, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const client = await hitRateLimit(ctx, `${options.name}:client:${requestClientKey(ctx, c)}`, options.perClient, options.windowSeconds);
    if (!client.allowed) return rateLimited(c, client.retryAfterSeconds);
    if (options.account && options.perAccount !== undefined) {
      const account = await options.account(c);
      if (account) {
        const hit = await hitRateLimit(ctx, `${options.name}:account:${accountKey(account)}`, options.perAccount, options.windowSeconds);
        if (!hit.allowed) return rateLimited(c, hit.retryAfterSeconds);
      }
    }
    await next();
  };
}
