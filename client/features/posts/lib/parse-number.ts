import { foldDigits } from '#common/digits.ts';

/**
 * A number typed in a form, in Western or Arabic-Indic digits, with either decimal mark and
 * thousands separators: "١٬٥٠٠٫٥" → 1500.5. Empty → null; anything else → NaN (the schema says why).
 */
export function parseTypedNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const folded = foldDigits(value.trim()).replace(/[٬,\s]/g, '').replace('٫', '.');
  if (folded === '') return null;
  return /^\d+(\.\d+)?$/.test(folded) ? Number(folded) : Number.NaN;
}
