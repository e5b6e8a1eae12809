import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verifyPassword as verifyLibraryHash } from 'better-auth/crypto';

/**
 * scrypt at OWASP's recommended cost (Password Storage Cheat Sheet: N=2^14, r=8, p=5, one of its
 * equivalent settings; 16 MiB of memory per hash, so parallel sign-ins stay affordable).
 */
const COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key` (salt and key in base64url), so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a hash of this module, or against an older better-auth hash (`salt:key`). */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split('$');
  if (parts[0] !== PREFIX || parts.length !== 6) return verifyLibraryHash({ hash, password });
  const [, n, r, p, salt = '', key = ''] = parts;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
