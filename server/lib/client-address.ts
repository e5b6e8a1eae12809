import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** Whether an address is one of the configured proxies (`proxy-addr`'s compiled trust test). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUSTED_PROXIES as a trust test: each entry is one address (`10.0.0.1`, `fd00::1`) or a CIDR
 * range (`10.0.0.0/8`, `fd00::/8`). An invalid entry fails at start.
 */
export function trustedProxies(entries: readonly string[]): ProxyTrust {
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (!ipaddr.isValid(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= (ipaddr.parse(address).kind() === 'ipv4' ? 32 : 128))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
    }
  }
  return proxyAddr.compile([...entries]);
}

/**
 * The key under which a client address is counted: an IPv4 address (an IPv4-mapped IPv6 one
 * included) as it is, an IPv6 address by its /64 network, because one subscriber usually holds a
 * whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}

/**
 * The address of the client that made a request: the socket's peer, or, when that peer is one of
 * the configured proxies (TRUSTED_PROXIES, addresses or ranges), the right-most X-Forwarded-For hop
 * that is not itself a trusted proxy (`proxy-addr`, as Express reads it). A client cannot choose
 * its key by sending its own X-Forwarded-For.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (!peer) return 'unknown';
  const forwardedFor = c.req.header('x-forwarded-for');
  // proxy-addr reads a Node request: the socket's address and the header.
  const request = { socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
  const address = proxyAddr(request as unknown as IncomingMessage, trust);
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}
