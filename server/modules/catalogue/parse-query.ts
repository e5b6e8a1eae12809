import type { z } from 'zod';
import { AppError } from '#server/lib/errors.ts';

/** Validates query parameters; bad input answers 400 `validation_failed` with one message per field. */
export function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError(400, 'validation_failed', 'Some query parameters are not valid', fields);
}
