import { z } from 'zod';
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
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  website: z.string().nullable(),
  /** Set by admins only, after checking the business's documents. */
  isVerified: z.boolean(),
  /** Member since. */
  createdAt: z.string(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'account.validation.tooLong' })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** PATCH /api/v1/me/profile: only the fields sent change. `isVerified` is not accepted. */
export const ZUpdateProfileRequest = z
  .object({
    fullName: z.string().trim().min(1, { error: 'auth.validation.fullNameRequired' }).max(FULL_NAME_MAX).optional(),
    businessName: optionalText(BUSINESS_NAME_MAX),
    businessType: z.enum(BUSINESS_TYPE_IDS).optional(),
    companyDescription: optionalText(COMPANY_DESCRIPTION_MAX),
    governorate: z.enum(GOVERNORATE_IDS).optional(),
    address: optionalText(ADDRESS_MAX),
    /** The account's phone: also signs in with it; unique across accounts. */
    phone: ZOptionalPhone,
    whatsapp: ZOptionalPhone,
    website: z
      .string()
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
    avatarUrl: z.string().max(500).nullable().optional(),
  })
  .strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
