import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from '#common/zod.ts';
import { AppError } from './errors.ts';

/** The i18n key shown for a key the contract does not know (strict schemas). */
export const UNKNOWN_FIELD_KEY = 'errors.unknown_field';

/**
 * Turns zod issues into the one error shape's `fields`: one message (an i18n key from the
 * contract in common/schemas) per top-level field, the first issue winning. Keys a strict schema
 * does not know are named one by one.
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].map(String).join('.')] ??= UNKNOWN_FIELD_KEY;
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses a value with a contract from common/schemas, or throws 400 `validation_failed` with its fields. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw new AppError(400, 'validation_failed', 'Some fields are not valid', issuesToFields(result.error.issues));
}

/**
 * The one request validator of every route: Hono's zod validator with one error hook, so every bad
 * request answers `{ error: { code: 'validation_failed', message, fields } }` and nothing else.
 * A body that is not JSON answers 400 `bad_request` through the central error handler.
 *
 * @example app.post('/enquiries', validate('json', ZCreateEnquiryRequest), (c) => c.req.valid('json'))
 */
export function validate<S extends z.core.$ZodType, T extends keyof ValidationTargets>(target: T, schema: S) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError(400, 'validation_failed', `Some ${target} fields are not valid`, issuesToFields(result.error.issues));
    }
  });
}
