import { z } from '#common/zod.ts';
import { foldDigits } from '../digits.ts';
import { BUSINESS_TYPE_IDS } from '../constants/business-types.ts';
import { GOVERNORATE_IDS } from '../constants/governorates.ts';
import { BUSINESS_NAME_MAX, FULL_NAME_MAX, ZOptionalPhone } from './auth.ts';

export const COMPANY_DESCRIPTION_MAX = 2000;
export const ADDRESS_MAX = 200;
export const WEBSITE_MAX = 200;

/** GET /api/v1/me/profile: the signed-in user's own profile. */
export const ZMyProfile = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPE_IDS).nullable(),
  avatarUrl: z.string().nullable(),
  /** The avatar's WebP variants, for a `srcset`; null without an avatar or when its image is gone. */
  avatar: z
    .object({ baseUrl: z.string(), width: z.number(), height: z.number(), variants: z.array(z.number()) })
    .nullable(),
  companyDescription: z.string().nullable(),
  governorate: z.enum(GOVERNORATE_IDS).nullable(),
  address: z.string().nullable(),
  /** The number the user gave; it signs in only once confirmed (`phoneVerified`). */
  phone: z.string().nullable(),
  /** A code sent to `phone` was confirmed: it is the account's sign-in phone. */
  phoneVerified: z.boolean(),
  whatsapp: z.string().nullable(),
  website: z.string().nullable(),
  /** Set by admins only, after checking the business's documents. */
  isVerified: z.boolean(),
  /** When it was verified ("verified since {date}"); null while it is not. */
  verifiedAt: z.string().nullable(),
  /** Member since. */
  createdAt: z.string(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'account.validation.tooLong' })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** PATCH /api/v1/me/profile: only the fields sent change. `isVerified` is not accepted. */
export const ZUpdateProfileRequest = z
  .object({
    fullName: z
      .string({ error: 'auth.validation.fullNameRequired' })
      .trim()
      .min(1, { error: 'auth.validation.fullNameRequired' })
      .max(FULL_NAME_MAX, { error: 'account.validation.tooLong' })
      .optional(),
    businessName: optionalText(BUSINESS_NAME_MAX),
    businessType: z.enum(BUSINESS_TYPE_IDS, { error: 'auth.validation.businessTypeRequired' }).optional(),
    companyDescription: optionalText(COMPANY_DESCRIPTION_MAX),
    governorate: z.enum(GOVERNORATE_IDS, { error: 'auth.validation.governorateRequired' }).optional(),
    address: optionalText(ADDRESS_MAX),
    /** The account's phone; it signs in once a code sent to it is confirmed. A change unconfirms it. */
    phone: ZOptionalPhone,
    whatsapp: ZOptionalPhone,
    website: z
      .string({ error: 'account.validation.websiteInvalid' })
      .trim()
      .max(WEBSITE_MAX, { error: 'account.validation.tooLong' })
      .nullable()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        if (!value) return null;
        const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
        try {
          const url = new URL(withScheme);
          if (!url.hostname.includes('.')) throw new Error('no domain');
          return url.toString();
        } catch {
          context.addIssue({ code: 'custom', message: 'account.validation.websiteInvalid' });
          return z.NEVER;
        }
      }),
    /** The URL an upload of this user to the avatars folder answered; any other address is refused. */
    avatarUrl: z.string({ error: 'account.avatarNotOwned' }).max(500, { error: 'account.avatarNotOwned' }).nullable().optional(),
  })
  .strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** Digits in a phone confirmation code (sent by SMS to the profile's phone). */
export const PHONE_CODE_LENGTH = 6;
/** How long a phone confirmation code can be used. */
export const PHONE_CODE_TTL_SECONDS = 10 * 60;

/** POST /api/v1/me/phone/code: a code was sent to the profile's phone. */
export const ZPhoneCodeSent = z.object({
  status: z.literal('code_sent'),
  /** The number it was sent to (the profile's phone). */
  phone: z.string(),
  expiresInSeconds: z.number(),
});
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;

/** POST /api/v1/me/phone/confirm: the code from the SMS; Arabic-Indic digits are accepted. */
export const ZConfirmPhoneRequest = z
  .object({
    code: z
      .string({ error: 'account.phoneCode.required' })
      .max(32, { error: 'account.phoneCode.required' })
      .transform((value) => foldDigits(value).replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .length(PHONE_CODE_LENGTH, { error: 'account.phoneCode.required' })
          .regex(/^\d+$/, { error: 'account.phoneCode.required' }),
      ),
  })
  .strict();
export type TConfirmPhoneRequest = z.input<typeof ZConfirmPhoneRequest>;
