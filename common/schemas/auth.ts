import { z } from '#common/zod.ts';
import { BUSINESS_TYPE_IDS } from '../constants/business-types.ts';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { normalizeSyrianPhone } from './phone.ts';

// Messages are i18n keys: the form shows t(message), the API returns them in `fields`.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const BUSINESS_NAME_MAX = 120;

/** 8 to 128 characters with at least one letter and one digit (PRODUCT.md, People). */
export const ZPassword = z
  .string({ error: 'auth.validation.passwordRule' })
  .min(PASSWORD_MIN, { error: 'auth.validation.passwordRule' })
  .max(PASSWORD_MAX, { error: 'auth.validation.passwordRule' })
  .refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: 'auth.validation.passwordRule' });

/** Required e-mail; blank gives the specification's "Email is required". */
export const ZEmail = z
  .string({ error: 'auth.validation.emailRequired' })
  .trim()
  .min(1, { error: 'auth.validation.emailRequired' })
  .max(254, { error: 'auth.validation.emailInvalid' })
  .pipe(z.email({ error: 'auth.validation.emailInvalid' }))
  .transform((value) => value.toLowerCase());

/** An optional Syrian phone number, normalised to `+963…`; blank means none. */
export const ZOptionalPhone = z
  .string({ error: 'auth.validation.phoneInvalid' })
  .trim()
  .max(32, { error: 'auth.validation.phoneInvalid' })
  .optional()
  .nullable()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const phone = normalizeSyrianPhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'auth.validation.phoneInvalid' });
      return z.NEVER;
    }
    return phone;
  });

export const ZLocale = z.enum(['ar', 'en'], { error: 'validation.choose' });
export type TLocale = z.infer<typeof ZLocale>;

/** POST /api/v1/auth/sign-up: a new account with its business details. */
export const ZSignUpRequest = z
  .object({
    fullName: z
      .string({ error: 'auth.validation.fullNameRequired' })
      .trim()
      .min(1, { error: 'auth.validation.fullNameRequired' })
      .max(FULL_NAME_MAX, { error: 'account.validation.tooLong' }),
    /** Not asked of buyers. */
    businessName: z.string({ error: 'validation.invalid' }).trim().max(BUSINESS_NAME_MAX, { error: 'account.validation.tooLong' }).optional().nullable(),
    businessType: z.enum(BUSINESS_TYPE_IDS, { error: 'auth.validation.businessTypeRequired' }),
    email: ZEmail,
    phone: ZOptionalPhone,
    governorate: z.enum(GOVERNORATE_IDS, { error: 'auth.validation.governorateRequired' }),
    password: ZPassword,
    /** The language of the mails this account receives. */
    locale: ZLocale.default('ar'),
  })
  .superRefine((value, context) => {
    if (value.businessType !== 'buyer' && !value.businessName?.trim()) {
      context.addIssue({ code: 'custom', path: ['businessName'], message: 'auth.validation.businessNameRequired' });
    }
  });
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;
export type TSignUpData = z.output<typeof ZSignUpRequest>;

/** The sign-in form: an e-mail or a phone number, and the password. */
export const ZSignInForm = z.object({
  identifier: z.string({ error: 'auth.validation.identifierRequired' }).trim().min(1, { error: 'auth.validation.identifierRequired' }),
  password: z.string({ error: 'auth.validation.passwordRequired' }).min(1, { error: 'auth.validation.passwordRequired' }),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;

/** POST /api/auth/sign-in/phone-number. */
export const ZPhoneSignInRequest = z.object({
  phoneNumber: z.string({ error: 'auth.validation.phoneInvalid' }).min(1, { error: 'auth.validation.phoneInvalid' }).max(32, { error: 'auth.validation.phoneInvalid' }),
  password: z.string({ error: 'auth.validation.passwordRequired' }).min(1, { error: 'auth.validation.passwordRequired' }).max(PASSWORD_MAX, { error: 'auth.validation.passwordRule' }),
  rememberMe: z.boolean({ error: 'validation.invalid' }).optional(),
  callbackURL: z.string({ error: 'validation.invalid' }).optional(),
});

export const ZRequestResetForm = z.object({ email: ZEmail });
export type TRequestResetForm = z.infer<typeof ZRequestResetForm>;

/** A new password typed twice. */
export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirm: z.string({ error: 'auth.validation.passwordsDiffer' }) })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], error: 'auth.validation.passwordsDiffer' });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** Changing a password: the current one, then the new one twice. */
export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string({ error: 'auth.validation.passwordRequired' }).min(1, { error: 'auth.validation.passwordRequired' }),
    password: ZPassword,
    confirm: z.string({ error: 'auth.validation.passwordsDiffer' }),
  })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], error: 'auth.validation.passwordsDiffer' });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** A six-digit code from an authenticator app, or a backup code. */
export const ZTwoFactorCodeForm = z.object({
  code: z.string({ error: 'security.validation.codeRequired' }).trim().min(6, { error: 'security.validation.codeRequired' }).max(32, { error: 'security.validation.codeRequired' }),
});
export type TTwoFactorCodeForm = z.infer<typeof ZTwoFactorCodeForm>;
