import { describe, expect, it } from 'vitest';
import { clientKey, trustedProxies } from './client-address.ts';

describe('client addresses', () => {
  it('counts an IPv4 address as it is, a mapped one as IPv4, and an IPv6 address by its /64', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:3::9')).not.toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('trusts the configured addresses and ranges, mapped IPv4 included, and nothing else', () => {
    const trust = trustedProxies(['10.0.0.0/8', 'fd00::/8', '192.0.2.1']);
    expect(trust('10.200.1.1', 0)).toBe(true);
    expect(trust('::ffff:10.200.1.1', 0)).toBe(true);
    expect(trust('fd12::1', 0)).toBe(true);
    expect(trust('192.0.2.1', 0)).toBe(true);
    expect(trust('192.0.2.2', 0)).toBe(false);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trustedProxies([])('10.0.0.1', 0)).toBe(false);
  });

  it('refuses an entry that is no address or range', () => {
    expect(() => trustedProxies(['proxy.local'])).toThrow('"proxy.local" is not an IP address or CIDR range');
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow('invalid prefix length');
    expect(() => trustedProxies(['fd00::/129'])).toThrow('invalid prefix length');
    expect(() => trustedProxies(['10.0.0.0/x'])).toThrow('invalid prefix length');
  });
});
