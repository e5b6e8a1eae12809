/**
 * What a report form offers. Here, and not in common/schemas/reports.ts, so that the pages that
 * show a Report button do not load zod (docs/decisions/014-performance.md).
 */

/** Why something is reported, in the order the form lists them. */
export const REPORT_REASONS = ['spam', 'fraud', 'abuse', 'inappropriate', 'other'] as const;
/** Longest optional details of a report. */
export const REPORT_DETAILS_MAX = 1000;
