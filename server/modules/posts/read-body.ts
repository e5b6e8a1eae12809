import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '#server/lib/errors.ts';

/**
 * Parses a JSON body with a schema from common/schemas. Bad input answers 400
 * `validation_failed` with one message (an i18n key) per field; unknown keys are refused.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError(400, 'bad_request', 'The body is not JSON');
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'postForm.errors.unknownField';
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  throw new AppError(400, 'validation_failed', 'Some fields are not valid', fields);
}
