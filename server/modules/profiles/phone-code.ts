import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '#common/schemas/profiles.ts';
import type { AppContext } from '#server/context.ts';

/** A new random phone confirmation code: six digits, leading zeros kept. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * What is stored of a code: an HMAC under the portal's secret of the account, the number and the
 * code. A plain hash of six digits would be reversed by trying the million codes; this one needs
 * the secret, and a code is good only for the account and number it was sent for.
 */
export async function hashPhoneCode(ctx: AppContext, options: { userId: string; phone: string; code: string }): Promise<string> {
  const { secret } = await ctx.auth.$context;
  return createHmac('sha256', secret).update(`phone-code\0${options.userId}\0${options.phone}\0${options.code}`).digest('base64url');
}

/** Compares two stored hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
