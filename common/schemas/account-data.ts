import { z } from '#common/zod.ts';

/**
 * The user's own data (docs/decisions/009-hardening.md, "The user's own data"): the archive that
 * GET /api/v1/me/export answers, and deleting the account with POST /api/v1/me/delete-account.
 */

/** The version of `data.json` in the archive; it goes up when a field changes meaning. */
export const ACCOUNT_DATA_FORMAT = 1;

/** An account without a password and without two-factor proves itself by a session this recent. */
export const FRESH_SESSION_MINUTES = 15;

/**
 * GET /api/v1/me/delete-account: what deleting this account asks for. `password` when the account
 * has one; `code` (authenticator app) when two-factor sign-in is on; `confirmation` (the account's
 * e-mail typed again, with a session from the last FRESH_SESSION_MINUTES) when neither applies,
 * as for an account that signs in only with Google.
 */
export const ZDeletionRequirements = z.object({
  password: z.boolean(),
  code: z.boolean(),
  confirmation: z.boolean(),
});
export type TDeletionRequirements = z.infer<typeof ZDeletionRequirements>;

/** POST /api/v1/me/delete-account: the proofs that ZDeletionRequirements asks for; others are ignored. */
export const ZDeleteAccountRequest = z.strictObject({
  /** The account's current password. */
  password: z.string({ error: 'account.data.passwordRequired' }).max(128, { error: 'account.data.passwordRequired' }).optional(),
  /** The current 6-digit code of the authenticator app. */
  code: z
    .string({ error: 'security.validation.codeRequired' })
    .trim()
    .regex(/^\d{6}$/, { error: 'security.validation.codeRequired' })
    .optional(),
  /** The account's e-mail address, typed again. */
  confirmation: z.string({ error: 'account.data.confirmationMismatch' }).trim().max(320, { error: 'account.data.confirmationMismatch' }).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
