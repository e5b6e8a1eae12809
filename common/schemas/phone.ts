import { foldDigits } from '../digits.ts';

/**
 * Syrian phone numbers in E.164 (`+963` and 8 or 9 national digits). People type them as `09…`,
 * `9…`, `00963…` or `+963 …`, with spaces, dashes and Arabic-Indic digits; all of these are accepted.
 *
 * @example normalizeSyrianPhone('0944 123 456') // '+963944123456'
 */
export function normalizeSyrianPhone(input: string): string | null {
  const digits = foldDigits(input.trim()).replace(/[\s\-().\u200e\u200f]/g, '');
  let national: string;
  if (/^\+963\d+$/.test(digits)) national = digits.slice(4);
  else if (/^00963\d+$/.test(digits)) national = digits.slice(5);
  else if (/^963\d{8,9}$/.test(digits)) national = digits.slice(3);
  else if (/^0\d+$/.test(digits)) national = digits.slice(1);
  else if (/^[1-9]\d{7,8}$/.test(digits)) national = digits;
  else return null;
  if (national.startsWith('0')) national = national.slice(1);
  if (!/^[1-9]\d{7,8}$/.test(national)) return null;
  // Mobile numbers (9…) always have nine national digits.
  if (national.startsWith('9') && national.length !== 9) return null;
  return `+963${national}`;
}
