import type { TDeleteAccountRequest } from '#common/schemas/account-data.ts';
import { FRESH_SESSION_MINUTES } from '#common/schemas/account-data.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { verifyPassword } from '#server/lib/auth/password-hash.ts';
import { releaseTotpCode } from '#server/lib/auth/release-totp-code.ts';
import { reserveTotpCode } from '#server/lib/auth/reserve-totp-code.ts';
import type { DeletionRequirements } from './find-deletion-requirements.ts';

/**
 * Checks that the person asking to delete an account is its owner, as `requirements` say: the
 * password (403 `invalid_password`), then the authenticator code, accepted once like at sign-in
 * (403 `invalid_code`), or the e-mail typed again (400) from a session of the last
 * FRESH_SESSION_MINUTES (403 `session_not_fresh`). A missing proof answers 400 with its field.
 */
export async function checkDeletionProof(
  ctx: AppContext,
  options: { userId: string; requirements: DeletionRequirements; proof: TDeleteAccountRequest; headers: Headers },
): Promise<void> {
  const { requirements, proof } = options;
  const missing: Record<string, string> = {};
  if (requirements.password && !proof.password) missing.password = 'account.data.passwordRequired';
  if (requirements.code && !proof.code) missing.code = 'security.validation.codeRequired';
  if (requirements.confirmation && !proof.confirmation) missing.confirmation = 'account.data.confirmationMismatch';
  if (Object.keys(missing).length > 0) throw new AppError(400, 'validation_failed', 'Confirm that the account is yours', missing);

  if (requirements.passwordHash !== null && proof.password !== undefined) {
    if (!(await verifyPassword({ hash: requirements.passwordHash, password: proof.password }))) {
      throw new AppError(403, 'invalid_password', 'The password is not correct');
    }
  }
  if (requirements.code && proof.code) {
    const code = proof.code;
    if (!(await reserveTotpCode(ctx, options.userId, code))) throw new AppError(403, 'invalid_code', 'This code was already used');
    const isValid = await ctx.auth.api
      .verifyTOTP({ body: { code }, headers: options.headers })
      .then(() => true)
      .catch(() => false);
    if (!isValid) {
      await releaseTotpCode(ctx, options.userId, code);
      throw new AppError(403, 'invalid_code', 'The code is not valid');
    }
  }
  if (requirements.confirmation) {
    if (proof.confirmation?.toLowerCase() !== requirements.email.toLowerCase()) {
      throw new AppError(400, 'validation_failed', 'Type the e-mail address of the account', { confirmation: 'account.data.confirmationMismatch' });
    }
    const session = await ctx.auth.api.getSession({ headers: options.headers });
    const startedAt = session ? new Date(session.session.createdAt).getTime() : 0;
    if (Date.now() - startedAt > FRESH_SESSION_MINUTES * 60_000) {
      throw new AppError(403, 'session_not_fresh', 'Sign in again to delete the account');
    }
  }
}
