import { z } from 'zod';
import { isGovernorateId } from '../constants/governorates.ts';
import { ZStoredImage } from './images.ts';

/**
 * Contracts of the two kinds of post (docs/decisions/005-posts.md): product offers (the
 * specification's `suppliers` rows, /supplier/{id}) and listings (/listing/{id}). Error messages
 * are i18n keys under `postForm.errors`, translated beside each field by the client.
 */

export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 150;
export const POST_DESCRIPTION_MAX = 5000;
export const POST_IMAGES_MAX = 8;
/** Largest price a user may type, in the unit typed (old Syrian pounds included). */
export const POST_PRICE_MAX = 1_000_000_000_000;
export const POST_QUANTITY_MIN = 1;
export const POST_QUANTITY_MAX = 100_000_000;
export const POST_UNIT_MAX = 30;
export const POST_COMPANY_NAME_MAX = 150;
/** One new Syrian pound (2026) is this many old pounds. */
export const SYP_OLD_PER_NEW = 100;

export const CURRENCIES = ['SYP', 'USD', 'EUR'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const SYP_UNITS = ['new', 'old'] as const;
export const LISTING_KINDS = ['offer', 'request'] as const;
export const OFFER_TYPES = ['sell', 'rent', 'service'] as const;
export const CONDITIONS = ['new', 'used'] as const;
export const POST_KINDS = ['supplier', 'listing'] as const;
export type TPostKind = (typeof POST_KINDS)[number];

const E = (key: string) => ({ error: `postForm.errors.${key}` });

const ZTitle = z
  .string(E('required'))
  .trim()
  .min(POST_TITLE_MIN, E('titleMin'))
  .max(POST_TITLE_MAX, E('titleMax'));
const ZDescription = z.string(E('required')).trim().max(POST_DESCRIPTION_MAX, E('descriptionMax'));
const ZId = z.string(E('required')).trim().min(1, E('required')).max(100, E('required'));
const ZPrice = z.number(E('priceInvalid')).min(0, E('priceMin')).max(POST_PRICE_MAX, E('priceMax'));
const ZQuantity = z
  .number(E('quantityInvalid'))
  .int(E('quantityInvalid'))
  .min(POST_QUANTITY_MIN, E('quantityMin'))
  .max(POST_QUANTITY_MAX, E('quantityMax'));
const ZGovernorate = z.string(E('required')).refine((value) => value !== '', E('required')).refine(isGovernorateId, E('governorateUnknown'));
const ZUnit = z.string().trim().max(POST_UNIT_MAX, E('unitMax'));
const ZCurrency = z.enum(CURRENCIES, E('currency'));
/** Uploaded image ids (POST /api/v1/uploads/images), in display order; the first is the cover. */
const ZImageIds = z.array(z.guid(E('imageInvalid')), E('imageInvalid')).max(POST_IMAGES_MAX, E('imagesMax'));

const priceFields = {
  currency: ZCurrency,
  /** Only with SYP: whether the prices are typed in new (2026) or old pounds; stored in new pounds. */
  sypUnit: z.enum(SYP_UNITS, E('currency')).optional(),
};

/** POST /api/v1/suppliers and PATCH /api/v1/suppliers/{id} (the whole offer). */
export const ZSupplierInput = z
  .strictObject({
    productName: ZTitle,
    description: ZDescription,
    categoryId: ZId,
    subcategoryId: ZId,
    priceMin: ZPrice.nullable(),
    priceMax: ZPrice.nullable(),
    ...priceFields,
    minOrderQuantity: ZQuantity.nullable(),
    unit: ZUnit,
    /** Governorate id from common/constants/governorates.ts. */
    governorate: ZGovernorate,
    /** Empty: the profile's business name. */
    companyName: z.string().trim().max(POST_COMPANY_NAME_MAX, E('companyNameMax')),
    imageIds: ZImageIds,
  })
  .superRefine((value, issue) => {
    if (value.priceMin !== null && value.priceMax !== null && value.priceMax < value.priceMin) {
      issue.addIssue({ code: 'custom', path: ['priceMax'], message: 'postForm.errors.priceRange' });
    }
    if (value.sypUnit !== undefined && value.currency !== 'SYP') {
      issue.addIssue({ code: 'custom', path: ['sypUnit'], message: 'postForm.errors.sypUnitOnlySyp' });
    }
  });
export type TSupplierInput = z.infer<typeof ZSupplierInput>;

/** POST /api/v1/listings and PATCH /api/v1/listings/{id} (the whole listing). */
export const ZListingInput = z
  .strictObject({
    title: ZTitle,
    description: ZDescription,
    /** offer: sells, rents or serves; request: a buy request / request for quotation. */
    kind: z.enum(LISTING_KINDS, E('required')),
    /** Required for an offer, absent (null) for a request. */
    offerType: z.enum(OFFER_TYPES, E('required')).nullable(),
    categoryId: ZId,
    subcategoryId: ZId,
    /** Null with isNegotiable: "negotiable". */
    price: ZPrice.nullable(),
    isNegotiable: z.boolean(),
    ...priceFields,
    quantity: ZQuantity.nullable(),
    unit: ZUnit,
    governorate: ZGovernorate,
    /** Where it applies (goods); null for services and most requests. */
    condition: z.enum(CONDITIONS, E('required')).nullable(),
    imageIds: ZImageIds,
  })
  .superRefine((value, issue) => {
    if (value.kind === 'offer' && value.offerType === null) {
      issue.addIssue({ code: 'custom', path: ['offerType'], message: 'postForm.errors.required' });
    }
    if (value.kind === 'request' && value.offerType !== null) {
      issue.addIssue({ code: 'custom', path: ['offerType'], message: 'postForm.errors.offerTypeOnlyOffer' });
    }
    if (!value.isNegotiable && value.price === null) {
      issue.addIssue({ code: 'custom', path: ['price'], message: 'postForm.errors.priceOrNegotiable' });
    }
    if (value.sypUnit !== undefined && value.currency !== 'SYP') {
      issue.addIssue({ code: 'custom', path: ['sypUnit'], message: 'postForm.errors.sypUnitOnlySyp' });
    }
  });
export type TListingInput = z.infer<typeof ZListingInput>;

/** Converts a price typed in old Syrian pounds to new pounds (cents kept), else returns it as is. */
export function toStoredPrice(value: number | null, currency: TCurrency, sypUnit: 'new' | 'old' | undefined): number | null {
  if (value === null) return null;
  if (currency === 'SYP' && sypUnit === 'old') return Math.round((value / SYP_OLD_PER_NEW) * 100) / 100;
  return value;
}

/** The seller card of a detail page. Phone and WhatsApp only reach signed-in readers. */
export const ZPostSeller = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  governorate: z.string().nullable(),
  memberSince: z.string(),
  listingCount: z.number(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type TPostSeller = z.infer<typeof ZPostSeller>;

/** A short card of a post in "similar posts" and in /account's My posts. */
export const ZPostSummary = z.object({
  kind: z.enum(POST_KINDS),
  id: z.string(),
  title: z.string(),
  image: ZStoredImage.nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  currency: ZCurrency,
  isNegotiable: z.boolean(),
  governorate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TPostSummary = z.infer<typeof ZPostSummary>;

const detailCommon = {
  id: z.string(),
  description: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  currency: ZCurrency,
  unit: z.string(),
  governorate: z.string().nullable(),
  images: z.array(ZStoredImage),
  isActive: z.boolean(),
  /** True when the reader owns the post (then a paused post is shown too). */
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seller: ZPostSeller,
  similar: z.array(ZPostSummary),
};

/** GET /api/v1/suppliers/{id}. */
export const ZSupplierDetail = z.object({
  ...detailCommon,
  kind: z.literal('supplier'),
  productName: z.string(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  minOrderQuantity: z.number().nullable(),
  companyName: z.string(),
});
export type TSupplierDetail = z.infer<typeof ZSupplierDetail>;

/** GET /api/v1/listings/{id}. */
export const ZListingDetail = z.object({
  ...detailCommon,
  kind: z.literal('listing'),
  title: z.string(),
  listingKind: z.enum(LISTING_KINDS),
  offerType: z.enum(OFFER_TYPES).nullable(),
  price: z.number().nullable(),
  isNegotiable: z.boolean(),
  quantity: z.number().nullable(),
  condition: z.enum(CONDITIONS).nullable(),
});
export type TListingDetail = z.infer<typeof ZListingDetail>;

/** GET /api/v1/me/posts: the owner's posts of both kinds, paused ones included, newest first. */
export const ZMyPosts = z.object({
  suppliers: z.array(ZPostSummary),
  listings: z.array(ZPostSummary),
});
export type TMyPosts = z.infer<typeof ZMyPosts>;

/** Answer of create, update, pause and activate. */
export const ZPostRef = z.object({ id: z.string(), isActive: z.boolean() });
export type TPostRef = z.infer<typeof ZPostRef>;
