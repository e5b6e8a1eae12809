import { createHmac } from 'node:crypto';

/** Decodes an RFC 4648 base32 key such as the `secret` of an otpauth:// URI. */
function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) continue;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The 6-digit code an authenticator app shows for a base32 key (RFC 6238, SHA-1,
 * 30 s), at `time` shifted by `stepOffset` periods.
 */
export function totpCode(base32Secret: string, options: { time?: number; stepOffset?: number } = {}): string {
  const counter = Math.floor((options.time ?? Date.now()) / 1000 / 30) + (options.stepOffset ?? 0);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(base32Secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The base32 key of an otpauth:// URI. */
export function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}
