/** ISO text of a timestamp the driver read as a Date (or a string on some paths). */
export function isoOf(value: Date | string): string;
export function isoOf(value: Date | string | null): string | null;
export function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** isoOf for a column whose nested type hides from the compiler that the driver reads a Date. */
export function iso(value: unknown): string {
  return isoOf(value as Date | string);
}
