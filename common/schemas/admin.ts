import { z } from '#common/zod.ts';
import { ZPageQuery } from './pages.ts';
import { REPORT_REASONS } from '../constants/reports.ts';
import { REPORT_TARGET_TYPES } from './reports.ts';

/** Rows per page of every admin list (keyset pages, newest first). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 1000;
export const VERIFICATION_BUSINESS_NAME_MIN = 2;
export const VERIFICATION_BUSINESS_NAME_MAX = 200;
export const VERIFICATION_REGISTRATION_MAX = 100;
export const VERIFICATION_NOTES_MAX = 2000;
export const ADMIN_USER_QUERY_MAX = 100;

const E = (key: string) => ({ error: `admin.errors.${key}` });

/** A reason an admin gives (rejecting, removing, suspending): shown to the user and kept in the audit log. */
export const ZAdminReason = z.string(E('reasonRequired')).trim().min(ADMIN_REASON_MIN, E('reasonRequired')).max(ADMIN_REASON_MAX, E('reasonTooLong'));

export const ZAdminIdParam = z.object({ id: z.uuid() });
export const ZAdminUserIdParam = z.object({ id: z.string().min(1).max(100) });

// Verification ------------------------------------------------------------------------------------

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** POST /api/v1/me/verification: a request to be verified, with documents uploaded before (POST /api/v1/uploads/documents). */
export const ZCreateVerificationRequest = z.strictObject({
  /** The business's registered name. */
  businessName: z
    .string(E('businessNameRequired'))
    .trim()
    .min(VERIFICATION_BUSINESS_NAME_MIN, E('businessNameRequired'))
    .max(VERIFICATION_BUSINESS_NAME_MAX, E('tooLong')),
  /** The commercial register number, when the business has one. */
  registrationNumber: z.string().trim().max(VERIFICATION_REGISTRATION_MAX, E('tooLong')).default(''),
  /** Anything else the admins should know. */
  notes: z.string().trim().max(VERIFICATION_NOTES_MAX, E('tooLong')).default(''),
  /** The commercial register (required): a private document of the requester. */
  commercialRegisterId: z.uuid(E('documentRequired')),
  /** The industrial licence (factories have one; optional for others). */
  industrialLicenceId: z.uuid(E('documentRequired')).nullable().default(null),
});
export type TCreateVerificationRequest = z.input<typeof ZCreateVerificationRequest>;

export const ZVerificationDocument = z.object({
  id: z.string(),
  kind: z.enum(['pdf', 'image']),
  /** Readable by the owner at /api/v1/uploads/documents/{id}, by admins at /api/v1/admin/documents/{id}. */
  url: z.string(),
});
export type TVerificationDocument = z.infer<typeof ZVerificationDocument>;

/** GET /api/v1/me/verification: the user's latest request, or null. */
export const ZMyVerification = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  businessName: z.string(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TMyVerification = z.infer<typeof ZMyVerification>;

export const ZAdminVerification = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  businessName: z.string(),
  registrationNumber: z.string(),
  notes: z.string(),
  commercialRegister: ZVerificationDocument.nullable(),
  industrialLicence: ZVerificationDocument.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdminVerification = z.infer<typeof ZAdminVerification>;

export const ZAdminVerificationQuery = ZPageQuery.extend({ status: z.enum(VERIFICATION_STATUSES, { error: 'validation.choose' }).default('pending') });

export const ZRejectVerificationRequest = z.strictObject({ reason: ZAdminReason });

// Enquiries ---------------------------------------------------------------------------------------

export const ZAdminEnquiry = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  email: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type TAdminEnquiry = z.infer<typeof ZAdminEnquiry>;

export const ZAdminEnquiryQuery = ZPageQuery.extend({ handled: z.enum(['true', 'false'], { error: 'validation.choose' }).default('false') });
export const ZSetEnquiryHandledRequest = z.strictObject({ handled: z.boolean() });

// Reports -----------------------------------------------------------------------------------------

export const REPORT_ACTIONS = ['remove', 'restore', 'dismiss'] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_STATUSES = ['pending', 'handled'] as const;

/** The community a reported community post or comment is in; the page links to `/community/{id}`. */
const ZReportCommunity = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });

/** The reported thing as the admin sees it: enough context to decide without leaving the queue. */
export const ZReportTarget = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('post'),
    id: z.string(),
    kind: z.enum(['product', 'listing']),
    title: z.string(),
    description: z.string(),
    path: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    isRemoved: z.boolean(),
    isActive: z.boolean(),
  }),
  z.object({
    type: z.literal('user'),
    id: z.string(),
    name: z.string(),
    email: z.string(),
    isSuspended: z.boolean(),
  }),
  z.object({
    type: z.literal('message'),
    id: z.string(),
    body: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal('community_post'),
    id: z.string(),
    body: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    community: ZReportCommunity,
    isRemoved: z.boolean(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal('comment'),
    id: z.string(),
    body: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    community: ZReportCommunity,
    /** The post the comment answers, for context (removed with it or not). */
    post: z.object({ id: z.string(), body: z.string(), authorName: z.string(), isRemoved: z.boolean() }),
    isRemoved: z.boolean(),
    createdAt: z.string(),
  }),
  /** Gone: deleted by its author (a community post takes its comments with it). */
  z.object({ type: z.literal('missing'), id: z.string(), targetType: z.enum(REPORT_TARGET_TYPES) }),
]);
export type TReportTarget = z.infer<typeof ZReportTarget>;

export const ZAdminReport = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  target: ZReportTarget,
  /** What the admin may do with this target now. */
  actions: z.array(z.enum(REPORT_ACTIONS)),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminReportQuery = ZPageQuery.extend({ status: z.enum(REPORT_STATUSES, { error: 'validation.choose' }).default('pending') });

/** POST /api/v1/admin/reports/{id}/resolve. Removing needs a reason (the author is told). */
export const ZResolveReportRequest = z
  .strictObject({
    action: z.enum(REPORT_ACTIONS, E('action')),
    reason: z.string().trim().max(ADMIN_REASON_MAX, E('reasonTooLong')).default(''),
  })
  .refine((value) => value.action !== 'remove' || value.reason.length >= ADMIN_REASON_MIN, { path: ['reason'], ...E('reasonRequired') });
export type TResolveReportRequest = z.input<typeof ZResolveReportRequest>;

// Users -------------------------------------------------------------------------------------------

export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  businessName: z.string().nullable(),
  isAdmin: z.boolean(),
  /** An admin through the ADMIN_EMAILS setting: the role cannot be taken away here. */
  isConfiguredAdmin: z.boolean(),
  isSuspended: z.boolean(),
  suspendReason: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserQuery = ZPageQuery.extend({
  q: z.string({ error: 'validation.invalid' }).trim().max(ADMIN_USER_QUERY_MAX, { error: 'validation.tooLong' }).default(''),
});
export const ZSetAdminRoleRequest = z.strictObject({ isAdmin: z.boolean() });
export const ZSuspendUserRequest = z.strictObject({ reason: ZAdminReason });

// Search synonyms -------------------------------------------------------------------------------

export const SYNONYM_WORDS_MIN = 2;
export const SYNONYM_WORDS_MAX = 20;
export const SYNONYM_WORD_MAX = 50;

/** One group of words that mean the same goods (PRODUCT.md, "Search"); duplicates are dropped. */
export const ZSynonymGroupRequest = z.strictObject({
  words: z
    .array(z.string().trim().min(1, E('synonymWord')).max(SYNONYM_WORD_MAX, E('synonymWord')), E('synonymWords'))
    .transform((words) => [...new Set(words.filter((word) => word.length > 0))])
    .pipe(z.array(z.string()).min(SYNONYM_WORDS_MIN, E('synonymWords')).max(SYNONYM_WORDS_MAX, E('synonymWords'))),
});
export type TSynonymGroupRequest = z.input<typeof ZSynonymGroupRequest>;

export const ZSynonymGroup = z.object({ id: z.string(), words: z.array(z.string()), updatedAt: z.string() });
export type TSynonymGroup = z.infer<typeof ZSynonymGroup>;
export const ZSynonymIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `?q=` finds groups holding a word that starts with it. */
export const ZSynonymQuery = ZPageQuery.extend({
  q: z.string({ error: 'validation.invalid' }).trim().max(SYNONYM_WORD_MAX, { error: 'validation.tooLong' }).default(''),
});

// Searches that found nothing ---------------------------------------------------------------------

/** The list covers this many days of counts (they are kept 90 days, then deleted). */
export const SEARCH_MISSES_DAYS = 30;
/** The most frequent searches shown. */
export const SEARCH_MISSES_SHOWN = 50;

/** Words people searched for that found nothing, as the search folds them, with their counts. */
export const ZSearchMiss = z.object({
  query: z.string(),
  /** Searches of these words that found nothing in the last SEARCH_MISSES_DAYS days. */
  misses: z.number(),
  /** Searches of the same words since then that found something. */
  finds: z.number(),
});
export type TSearchMiss = z.infer<typeof ZSearchMiss>;

const ZMissQuery = z.string(E('synonymWord')).trim().min(1, E('synonymWord')).max(SYNONYM_WORD_MAX, E('synonymWord'));
const ZOneWord = z.string(E('pluralWord')).trim().regex(/^[^\s]{2,50}$/u, E('pluralWord'));

/**
 * From a search that found nothing: its words join the synonym group that holds one of `words`,
 * or a new group with them.
 */
export const ZSearchMissSynonymsRequest = z.strictObject({
  query: ZMissQuery,
  words: z
    .array(z.string().trim().max(SYNONYM_WORD_MAX, E('synonymWord')), E('synonymWords'))
    .transform((words) => [...new Set(words.filter((word) => word.length > 0))])
    .pipe(z.array(z.string()).min(1, E('synonymWords')).max(SYNONYM_WORDS_MAX - 1, E('synonymWords'))),
});
export type TSearchMissSynonymsRequest = z.input<typeof ZSearchMissSynonymsRequest>;

/** A broken plural and its singular, one word each (حواسيب → حاسوب); the search takes both as one. */
export const ZPluralPairRequest = z.strictObject({ plural: ZOneWord, singular: ZOneWord });
export type TPluralPairRequest = z.input<typeof ZPluralPairRequest>;

// Community proposals ---------------------------------------------------------------------------

/** A proposal waits (`pending`) until an admin approves it (it is listed) or refuses it, with a reason. */
export const COMMUNITY_PROPOSAL_STATUSES = ['pending', 'approved', 'refused'] as const;
export type TCommunityProposalStatus = (typeof COMMUNITY_PROPOSAL_STATUSES)[number];

/** A community someone proposed, as the admin sees it: what was proposed, by whom, and the decision. */
export const ZAdminCommunityProposal = z.object({
  id: z.string(),
  status: z.enum(COMMUNITY_PROPOSAL_STATUSES),
  kind: z.enum(['sector', 'region']),
  /** The sector of a sector community, named in both languages. */
  category: z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() }).nullable(),
  /** The governorate id of a region community (common/constants/governorates.ts). */
  governorate: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  proposer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Why it was refused. */
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdminCommunityProposal = z.infer<typeof ZAdminCommunityProposal>;

/** GET /api/v1/admin/communities?status= : the pending ones unless another status is asked for. */
export const ZAdminCommunityQuery = ZPageQuery.extend({ status: z.enum(COMMUNITY_PROPOSAL_STATUSES, { error: 'validation.choose' }).default('pending') });
/** A community's id: seeded ones are slugs (`region-aleppo`), proposed ones uuids. */
export const ZAdminCommunityIdParam = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });
/** POST /api/v1/admin/communities/{id}/refuse: the proposer reads the reason in their notification. */
export const ZRefuseCommunityRequest = z.strictObject({ reason: ZAdminReason });

// Settings and audit ------------------------------------------------------------------------------

export const ZAdminSettings = z.object({ maintenance: z.boolean() });
export type TAdminSettings = z.infer<typeof ZAdminSettings>;
export const ZSetMaintenanceRequest = z.strictObject({ maintenance: z.boolean() });

export const ADMIN_ACTIONS = [
  'verification_approved',
  'verification_rejected',
  'enquiry_handled',
  'enquiry_reopened',
  'report_removed',
  'report_restored',
  'report_dismissed',
  'admin_granted',
  'admin_revoked',
  'user_suspended',
  'user_unsuspended',
  'maintenance_on',
  'maintenance_off',
  'synonyms_added',
  'synonyms_changed',
  'synonyms_deleted',
  'plural_saved',
  'community_approved',
  'community_refused',
] as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[number];

export const ZAdminAuditEntry = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), name: z.string() }),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  /** A short human label of the target (a post title, a user's name), when known. */
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/** Every admin list answers one page and the cursor of the next (null at the end). */
export interface TAdminPage<T> {
  items: T[];
  nextCursor: string | null;
}
