import type { z } from 'zod';
import { AppError } from '#server/lib/errors.ts';

/** Parses a request body with a zod schema from common/, or throws 400 `validation_failed` with per-field messages. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message;
  }
  throw new AppError(400, 'validation_failed', 'Some fields are not valid', fields);
}
