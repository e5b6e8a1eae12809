import { z } from '#common/zod.ts';
import { CURRENCIES, type TCurrency } from '../constants/currencies.ts';
import { isGovernorateId } from '../constants/governorates.ts';
import { POST_KINDS } from '../constants/post-kinds.ts';
import { ZStoredImage } from './images.ts';

/**
 * Contracts of a post (docs/decisions/008-one-post-model.md, docs/vocabulary.md): one shared core
 * and the fields of its kind, a product (the specification's `suppliers` rows, /supplier/{id}) or a
 * listing (/listing/{id}). Error messages are i18n keys under `postForm.errors`, translated beside
 * each field by the client.
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

export const SYP_UNITS = ['new', 'old'] as const;
/** The two kinds of post (docs/vocabulary.md); the list is in common/constants/post-kinds.ts. */
export type TPostKind = (typeof POST_KINDS)[number];
/** A listing offers something (sells, rents, serves) or requests it (buy request / RFQ). */
export const LISTING_INTENTS = ['offer', 'request'] as const;
export type TListingIntent = (typeof LISTING_INTENTS)[number];
export const OFFER_TYPES = ['sell', 'rent', 'service'] as const;
export const CONDITIONS = ['new', 'used'] as const;

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

/** The fields every post has, whatever its kind. */
const inputCore = {
  title: ZTitle,
  description: ZDescription,
  categoryId: ZId,
  subcategoryId: ZId,
  currency: ZCurrency,
  /** Only with SYP: whether the prices are typed in new (2026) or old pounds; stored in new pounds. */
  sypUnit: z.enum(SYP_UNITS, E('currency')).optional(),
  unit: ZUnit,
  /** Governorate id from common/constants/governorates.ts. */
  governorate: ZGovernorate,
  imageIds: ZImageIds,
};

/** A product (the specification's `suppliers` row): a price range, a minimum order, a company. */
export const ZProductInput = z.strictObject({
  kind: z.literal('product', E('required')),
  ...inputCore,
  priceMin: ZPrice.nullable(),
  priceMax: ZPrice.nullable(),
  minOrderQuantity: ZQuantity.nullable(),
  /** Empty: the profile's business name. */
  companyName: z.string().trim().max(POST_COMPANY_NAME_MAX, E('companyNameMax')),
});
export type TProductInput = z.infer<typeof ZProductInput>;

/** A listing (a classified ad): an offer or a request, one price or negotiable. */
export const ZListingInput = z.strictObject({
  kind: z.literal('listing', E('required')),
  ...inputCore,
  /** offer: sells, rents or serves; request: a buy request / request for quotation. */
  intent: z.enum(LISTING_INTENTS, E('required')),
  /** Required for an offer, absent (null) for a request. */
  offerType: z.enum(OFFER_TYPES, E('required')).nullable(),
  /** Null with isNegotiable: "negotiable". */
  price: ZPrice.nullable(),
  isNegotiable: z.boolean(),
  quantity: ZQuantity.nullable(),
  /** Where it applies (goods); null for services and most requests. */
  condition: z.enum(CONDITIONS, E('required')).nullable(),
});
export type TListingInput = z.infer<typeof ZListingInput>;

/**
 * POST /api/v1/posts and PATCH /api/v1/posts/{id} (the whole post): one contract, the kind-specific
 * fields chosen by `kind`. A post keeps its kind: an update of another kind matches no post.
 */
export const ZPostInput = z.discriminatedUnion('kind', [ZProductInput, ZListingInput], E('required')).superRefine((value, issue) => {
  if (value.sypUnit !== undefined && value.currency !== 'SYP') {
    issue.addIssue({ code: 'custom', path: ['sypUnit'], message: 'postForm.errors.sypUnitOnlySyp' });
  }
  if (value.kind === 'product') {
    if (value.priceMin !== null && value.priceMax !== null && value.priceMax < value.priceMin) {
      issue.addIssue({ code: 'custom', path: ['priceMax'], message: 'postForm.errors.priceRange' });
    }
    return;
  }
  if (value.intent === 'offer' && value.offerType === null) {
    issue.addIssue({ code: 'custom', path: ['offerType'], message: 'postForm.errors.required' });
  }
  if (value.intent === 'request' && value.offerType !== null) {
    issue.addIssue({ code: 'custom', path: ['offerType'], message: 'postForm.errors.offerTypeOnlyOffer' });
  }
  if (!value.isNegotiable && value.price === null) {
    issue.addIssue({ code: 'custom', path: ['price'], message: 'postForm.errors.priceOrNegotiable' });
  }
});
export type TPostInput = z.infer<typeof ZPostInput>;

/** GET /api/v1/posts/{id}?kind=: with a kind, a post of the other kind answers 404. */
export const ZPostGetQuery = z.object({ kind: z.enum(POST_KINDS).optional() });

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
  /** When it was verified; null while it is not. */
  verifiedAt: z.string().nullable(),
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

const detailCore = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  /** A listing's single price is both ends. */
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
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

/** The fields of one kind only, in the detail and in the catalogue's cards. */
export const productFields = { companyName: z.string(), minOrderQuantity: z.number().nullable() };
export const listingFields = {
  intent: z.enum(LISTING_INTENTS),
  offerType: z.enum(OFFER_TYPES).nullable(),
  isNegotiable: z.boolean(),
  quantity: z.number().nullable(),
  condition: z.enum(CONDITIONS).nullable(),
};

/** GET /api/v1/posts/{id}: a post's detail page. */
export const ZPostDetail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), ...detailCore, ...productFields }),
  z.object({ kind: z.literal('listing'), ...detailCore, ...listingFields }),
]);
export type TPostDetail = z.infer<typeof ZPostDetail>;

/** GET /api/v1/me/posts: the owner's posts of each kind, paused ones included, newest first. */
export const ZMyPosts = z.object({ product: z.array(ZPostSummary), listing: z.array(ZPostSummary) });
export type TMyPosts = z.infer<typeof ZMyPosts>;

/** Answer of create, update, pause and activate. */
export const ZPostRef = z.object({ id: z.string(), kind: z.enum(POST_KINDS), isActive: z.boolean() });
export type TPostRef = z.infer<typeof ZPostRef>;
