import { AppError } from '#server/lib/errors.ts';

/**
 * Keyset cursors are opaque to clients: base64url of a JSON array of the sort key of the last row
 * of a page. Timestamps travel as Postgres text so that microseconds survive the round trip (a JS
 * Date would cut them to milliseconds and make pages skip or repeat rows).
 *
 * A cursor comes back from the client, so every value is checked before it reaches SQL: a forged
 * or damaged cursor is a 400 `validation_failed`, never a database error.
 */
export function encodeCursor(values: Array<string | number | boolean>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * What one position of a cursor holds: `number` a count (a whole number from 0), `boolean`,
 * `timestamp` a Postgres timestamp text that is a real instant, `uuid`, `account` an account's or
 * profile's id (text, not a uuid). There is no "any text": a time that is only text reached SQL
 * and answered 500.
 */
type CursorValueKind = 'number' | 'boolean' | 'timestamp' | 'uuid' | 'account';

/** Longest account id a cursor may carry (the ids better-auth makes are 32 characters). */
const ACCOUNT_ID_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::(\d{2}))?|Z)?$/;
/** Postgres refuses a time zone offset of 16 hours or more ("time zone displacement out of range"). */
const OFFSET_HOURS_MAX = 15;

/** Whether a text is a timestamp Postgres accepts: the pattern, and a date, time and offset that exist. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const [offsetHours, offsetMinutes] = [Number(match[7] ?? 0), Number(match[8] ?? 0)];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isDate = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isDate && hour < 24 && minute < 60 && second < 60 && offsetHours <= OFFSET_HOURS_MAX && offsetMinutes < 60;
}

const CHECKS: Record<CursorValueKind, (value: unknown) => boolean> = {
  number: (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
  boolean: (value) => typeof value === 'boolean',
  timestamp: (value) => typeof value === 'string' && isTimestamp(value),
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  account: (value) => typeof value === 'string' && value.length > 0 && value.length <= ACCOUNT_ID_MAX,
};

/** The one answer to a cursor the server did not write: 400 with the cursor's i18n key. */
export function invalidCursor(): AppError {
  return new AppError(400, 'validation_failed', 'The cursor is not valid', { cursor: 'validation.cursor' });
}

function decodeCursor<T extends Array<string | number | boolean>>(cursor: string, shape: CursorValueKind[]): T {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (Array.isArray(values) && values.length === shape.length && values.every((value, index) => CHECKS[shape[index]!](value))) {
    return values as T;
  }
  throw invalidCursor();
}

/** The (created_at, id) position of a post cursor. */
export function decodePostCursor(cursor: string): { at: string; id: string } {
  const [at, id] = decodeCursor<[string, string]>(cursor, ['timestamp', 'uuid']);
  return { at, id };
}

/** The (time, account id) position of a list of accounts: admin users, saved sellers. */
export function decodeAccountCursor(cursor: string): { at: string; id: string } {
  const [at, id] = decodeCursor<[string, string]>(cursor, ['timestamp', 'account']);
  return { at, id };
}

/** The (latest post time, post count, verified, profile id) position of a vendor cursor. */
export function decodeVendorCursor(cursor: string): [string, number, boolean, string] {
  return decodeCursor<[string, number, boolean, string]>(cursor, ['timestamp', 'number', 'boolean', 'account']);
}
