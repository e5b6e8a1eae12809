import { describe, expect, it } from 'vitest';
import { formatNumber } from '#common/format.ts';
import { badgeLabel } from './badge.ts';

const en = (count: number) => badgeLabel(count, (value) => formatNumber(value, 'en'), (cap) => `${cap}+`);
const ar = (count: number) => badgeLabel(count, (value) => formatNumber(value, 'ar'), (cap) => `${cap}+`);

describe('badgeLabel', () => {
  it('shows nothing for zero, negative or invalid counts', () => {
    expect(en(0)).toBeNull();
    expect(en(-3)).toBeNull();
    expect(en(Number.NaN)).toBeNull();
  });

  it('shows the count from 1 to 9', () => {
    expect(en(1)).toBe('1');
    expect(en(9)).toBe('9');
  });

  it('caps at 9+ above 9', () => {
    expect(en(10)).toBe('9+');
    expect(en(250)).toBe('9+');
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    expect(ar(3)).toBe('٣');
    expect(ar(10)).toBe('٩+');
  });
});
