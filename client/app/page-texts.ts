import type { TextGroup } from '../../common/i18n/text-groups.ts';

/**
 * The text groups a page needs beyond `core` (common/i18n/text-groups.ts), by its name in
 * `pageLoaders` (router.tsx). They load together with the page's code, so a page never renders
 * before its texts are in. Also read by the build (vite.config.ts), which hands the list to the
 * budget check (scripts/check-budgets.mjs): relative imports only.
 */
export const PAGE_TEXTS = {
  signIn: ['auth'],
  signUp: ['auth', 'account'],
  emailVerification: ['auth'],
  verifyEmail: ['auth'],
  resetPassword: ['auth'],
  passwordUpdate: ['auth'],
  addListing: ['postForm', 'postFields'],
  listing: ['postFields'],
  supplier: ['postFields'],
  account: ['account', 'auth'],
  accountSecurity: ['account', 'auth'],
  messages: ['messages'],
  notifications: ['messages'],
  communities: ['communities'],
  community: ['communities'],
  businessGuide: ['guide'],
  visionGoals: ['vision'],
  privacyPolicy: ['privacy'],
  adminVerifications: ['admin'],
  adminEnquiries: ['admin'],
  adminReports: ['admin'],
  adminCommunities: ['admin', 'communities'],
  adminUsers: ['admin'],
  adminSettings: ['admin'],
  adminAudit: ['admin'],
} as const satisfies Record<string, readonly TextGroup[]>;
