import type { z } from '#common/zod.ts';

/** The first message (an i18n key of the contract) of each field, for showing beside the field. */
export function issuesToKeys(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    keys[field] ??= issue.message;
  }
  return keys;
}
