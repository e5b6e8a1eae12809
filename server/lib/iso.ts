/** ISO text of a timestamp the driver read as a Date (or a string on some paths). */
export function isoOf(value: Date | string): string;
export function isoOf(value: Date | string | null): string | null;
export function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Timestamps arrive as Date from the driver; the nested column types hide that from the compiler. */
export function iso(value: unknown): string {
  return new Date(value as Date | string).toISOString();
}
