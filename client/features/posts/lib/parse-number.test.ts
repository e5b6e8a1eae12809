import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './parse-number.ts';

describe('parseTypedNumber', () => {
  it('reads Western and Arabic-Indic digits with separators', () => {
    expect(parseTypedNumber('1,500.5')).toBe(1500.5);
    expect(parseTypedNumber('١٬٥٠٠٫٥')).toBe(1500.5);
    expect(parseTypedNumber(' ۱۲ ')).toBe(12);
  });
  it('gives null for empty and NaN for text', () => {
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('abc')).toBeNaN();
    expect(parseTypedNumber('-3')).toBeNaN();
  });
});
