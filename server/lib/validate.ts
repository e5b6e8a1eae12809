import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from '#common/zod.ts';
import { AppError } from './errors.ts';

/** The i18n key shown for a key the contract does not know (strict schemas). */
export const UNKNOWN_FIELD_KEY = 'errors.unknown_field';
/** The i18n key shown for text holding a NUL character, which no text column can store. */
export const NUL_CHARACTER_KEY = 'errors.nul_character';

/**
 * The top-level field (`_` for the value itself) of the first string inside `value`, keys
 * included, that holds a NUL character, or undefined when there is none. PostgreSQL cannot store
 * NUL in text: refused here, before any query, instead of failing inside one.
 */
export function fieldWithNul(value: unknown, field = '_', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? field : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const name = depth === 0 && !Array.isArray(value) ? key : field;
    if (key.includes('\0')) return name;
    const found = fieldWithNul(item, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws 400 `validation_failed` naming the field when any string of `value` holds a NUL character. */
export function refuseNul(value: unknown, what = 'request'): void {
  const field = fieldWithNul(value);
  if (field) throw new AppError(400, 'validation_failed', `A ${what} field holds a NUL character`, { [field]: NUL_CHARACTER_KEY });
}

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
  refuseNul(value);
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw new AppError(400, 'validation_failed', 'Some fields are not valid', issuesToFields(result.error.issues));
}

/**
 * The one request validator of every route: Hono's zod validator with one error hook, so every bad
 * request answers `{ error: { code: 'validation_failed', message, fields } }` and nothing else.
 * A body that is not JSON answers 400 `bad_request` through the central error handler, and a
 * string holding a NUL character 400 `validation_failed` naming its field.
 *
 * @example app.post('/enquiries', validate('json', ZCreateEnquiryRequest), (c) => c.req.valid('json'))
 */
export function validate<S extends z.core.$ZodType, T extends keyof ValidationTargets>(target: T, schema: S) {
  const guarded = z.unknown().superRefine((value, context) => {
    const field = fieldWithNul(value);
    if (field) context.addIssue({ code: 'custom', path: field === '_' ? [] : [field], message: NUL_CHARACTER_KEY });
  });
  return zValidator(target, guarded.pipe(schema) as unknown as S, (result) => {
    if (!result.success) {
      throw new AppError(400, 'validation_failed', `Some ${target} fields are not valid`, issuesToFields(result.error.issues));
    }
  });
}
