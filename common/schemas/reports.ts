import { z } from '#common/zod.ts';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../constants/reports.ts';

/** What can be reported; the admin queue reads them by type (PRODUCT.md, "Admin panel"). */
export const REPORT_TARGET_TYPES = ['post', 'user', 'community_post', 'comment', 'message'] as const;
export type TReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export type TReportReason = (typeof REPORT_REASONS)[number];

const E = (key: string) => ({ error: `reports.errors.${key}` });

/** POST /api/v1/reports. The reporter comes from the session; reporting the same thing twice keeps one. */
export const ZCreateReportRequest = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, E('target')),
  targetId: z.string(E('target')).trim().min(1, E('target')).max(100, E('target')),
  reason: z.enum(REPORT_REASONS, E('reason')),
  /** Optional words of the reporter. */
  details: z.string().trim().max(REPORT_DETAILS_MAX, E('detailsTooLong')).default(''),
});
export type TCreateReportRequest = z.input<typeof ZCreateReportRequest>;
