import { AppError } from '#server/lib/errors.ts';

/**
 * Keyset cursors are opaque to clients: base64url of a JSON array of the sort key of the last row
 * of a page. Timestamps travel as Postgres text so that microseconds survive the round trip (a JS
 * Date would cut them to milliseconds and make pages skip or repeat rows).
 */
export function encodeCursor(values: Array<string | number | boolean>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends Array<string | number | boolean>>(cursor: string, shape: Array<'string' | 'number' | 'boolean'>): T {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === shape.length && values.every((value, index) => typeof value === shape[index])) {
      return values as T;
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError(400, 'validation_failed', 'The cursor is not valid', { cursor: 'The cursor is not valid' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

/** The (created_at, id) position of a post cursor, checked so that bad input is a 400, not a 500. */
export function decodePostCursor(cursor: string): { at: string; id: string } {
  const [at, id] = decodeCursor<[string, string]>(cursor, ['string', 'string']);
  if (!TIMESTAMP.test(at) || !UUID.test(id)) {
    throw new AppError(400, 'validation_failed', 'The cursor is not valid', { cursor: 'The cursor is not valid' });
  }
  return { at, id };
}
