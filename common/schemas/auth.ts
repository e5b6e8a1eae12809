import { zMini as z } from '#common/zod-mini.ts';
import { BUSINESS_TYPE_IDS } from '../constants/business-types.ts';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { normalizeSyrianPhone } from './phone.ts';

// Messages are i18n keys: the form shows t(message), the API returns them in `fields`. Written with
// zod's small build (common/zod-mini.ts): the sign-in and sign-up pages load these in the browser.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const BUSINESS_NAME_MAX = 120;

/** 8 to 128 characters with at least one letter and one digit (PRODUCT.md, People). */
export const ZPassword = z.string({ error: 'auth.validation.passwordRule' }).check(
  z.minLength(PASSWORD_MIN, { error: 'auth.validation.passwordRule' }),
  z.maxLength(PASSWORD_MAX, { error: 'auth.validation.passwordRule' }),
  z.refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: 'auth.validation.passwordRule' }),
);

/** Required e-mail; blank gives the specification's "Email is required". */
export const ZEmail = z.pipe(
  z.pipe(
    z.string({ error: 'auth.validation.emailRequired' }).check(
      z.trim(),
      z.minLength(1, { error: 'auth.validation.emailRequired' }),
      z.maxLength(254, { error: 'auth.validation.emailInvalid' }),
    ),
    z.email({ error: 'auth.validation.emailInvalid' }),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** An optional Syrian phone number, normalised to `+963…`; blank means none. */
export const ZOptionalPhone = z.pipe(
  z.nullable(z.optional(z.string({ error: 'auth.validation.phoneInvalid' }).check(z.trim(), z.maxLength(32, { error: 'auth.validation.phoneInvalid' })))),
  z.transform((value, context) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const phone = normalizeSyrianPhone(value);
    if (!phone) {
      context.issues.push({ code: 'custom', message: 'auth.validation.phoneInvalid', input: value });
      return z.NEVER;
    }
    return phone;
  }),
);

export const ZLocale = z.enum(['ar', 'en'], { error: 'validation.choose' });
export type TLocale = z.infer<typeof ZLocale>;

/** POST /api/v1/auth/sign-up: a new account with its business details. */
export const ZSignUpRequest = z
  .object({
    fullName: z
      .string({ error: 'auth.validation.fullNameRequired' })
      .check(z.trim(), z.minLength(1, { error: 'auth.validation.fullNameRequired' }), z.maxLength(FULL_NAME_MAX, { error: 'account.validation.tooLong' })),
    /** Not asked of buyers. */
    businessName: z.nullable(z.optional(z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(BUSINESS_NAME_MAX, { error: 'account.validation.tooLong' })))),
    businessType: z.enum(BUSINESS_TYPE_IDS, { error: 'auth.validation.businessTypeRequired' }),
    email: ZEmail,
    phone: ZOptionalPhone,
    governorate: z.enum(GOVERNORATE_IDS, { error: 'auth.validation.governorateRequired' }),
    password: ZPassword,
    /** The language of the mails this account receives. */
    locale: z._default(ZLocale, 'ar'),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.businessType !== 'buyer' && !value.businessName?.trim()) {
        context.addIssue({ code: 'custom', path: ['businessName'], message: 'auth.validation.businessNameRequired' });
      }
    }),
  );
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;
export type TSignUpData = z.output<typeof ZSignUpRequest>;

/** The sign-in form: an e-mail or a phone number, and the password. */
export const ZSignInForm = z.object({
  identifier: z.string({ error: 'auth.validation.identifierRequired' }).check(z.trim(), z.minLength(1, { error: 'auth.validation.identifierRequired' })),
  password: z.string({ error: 'auth.validation.passwordRequired' }).check(z.minLength(1, { error: 'auth.validation.passwordRequired' })),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;

/** POST /api/auth/sign-in/phone-number. */
export const ZPhoneSignInRequest = z.object({
  phoneNumber: z
    .string({ error: 'auth.validation.phoneInvalid' })
    .check(z.minLength(1, { error: 'auth.validation.phoneInvalid' }), z.maxLength(32, { error: 'auth.validation.phoneInvalid' })),
  password: z
    .string({ error: 'auth.validation.passwordRequired' })
    .check(z.minLength(1, { error: 'auth.validation.passwordRequired' }), z.maxLength(PASSWORD_MAX, { error: 'auth.validation.passwordRule' })),
  rememberMe: z.optional(z.boolean({ error: 'validation.invalid' })),
  callbackURL: z.optional(z.string({ error: 'validation.invalid' })),
});

export const ZRequestResetForm = z.object({ email: ZEmail });
export type TRequestResetForm = z.infer<typeof ZRequestResetForm>;

/** A new password typed twice. */
export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirm: z.string({ error: 'auth.validation.passwordsDiffer' }) })
  .check(z.refine((value) => value.password === value.confirm, { path: ['confirm'], error: 'auth.validation.passwordsDiffer' }));
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** Changing a password: the current one, then the new one twice. */
export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string({ error: 'auth.validation.passwordRequired' }).check(z.minLength(1, { error: 'auth.validation.passwordRequired' })),
    password: ZPassword,
    confirm: z.string({ error: 'auth.validation.passwordsDiffer' }),
  })
  .check(z.refine((value) => value.password === value.confirm, { path: ['confirm'], error: 'auth.validation.passwordsDiffer' }));
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** A six-digit code from an authenticator app, or a backup code. */
export const ZTwoFactorCodeForm = z.object({
  code: z
    .string({ error: 'security.validation.codeRequired' })
    .check(z.trim(), z.minLength(6, { error: 'security.validation.codeRequired' }), z.maxLength(32, { error: 'security.validation.codeRequired' })),
});
export type TTwoFactorCodeForm = z.infer<typeof ZTwoFactorCodeForm>;
