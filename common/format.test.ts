import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMonth, formatNumber, formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('prefixes dollars and euros and shows a range when min and max differ', () => {
    expect(formatPrice({ min: 10, max: 25, currency: 'USD' }, 'en')).toBe('$10 - $25');
    expect(formatPrice({ min: 1200, max: 1500.5, currency: 'EUR' }, 'en')).toBe('€1,200 - €1,500.5');
  });

  it('shows one value when min and max are equal or one is missing', () => {
    expect(formatPrice({ min: 40, max: 40, currency: 'USD' }, 'en')).toBe('$40');
    expect(formatPrice({ min: 40, max: null, currency: 'USD' }, 'en')).toBe('$40');
    expect(formatPrice({ min: null, max: 75, currency: 'EUR' }, 'en')).toBe('€75');
  });

  it('shows 0 when there is no price at all', () => {
    expect(formatPrice({ min: null, max: null, currency: 'USD' }, 'en')).toBe('$0');
    expect(formatPrice({ min: undefined, currency: 'SYP' }, 'en')).toBe('0 SYP');
  });

  it('writes Syrian pounds as ل.س in Arabic and SYP in English', () => {
    expect(formatPrice({ min: 5000, max: 5000, currency: 'SYP' }, 'en')).toBe('5,000 SYP');
    expect(formatPrice({ min: 5000, max: 5000, currency: 'SYP' }, 'ar')).toBe('٥٬٠٠٠ ل.س');
  });

  it('uses Arabic-Indic digits for Arabic readers', () => {
    expect(formatPrice({ min: 10, max: 25, currency: 'USD' }, 'ar')).toBe('$١٠ - $٢٥');
    expect(formatPrice({ min: 0, max: 0, currency: 'EUR' }, 'ar')).toBe('€٠');
  });

  it('orders a range from low to high even if the values come swapped', () => {
    expect(formatPrice({ min: 30, max: 20, currency: 'USD' }, 'en')).toBe('$20 - $30');
  });
});

/** Counts the formatters of one Intl kind made from now on, until `restore`. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat'): { made: number; restore: () => void } {
  const original = Intl[kind];
  const count = {
    made: 0,
    restore: () => {
      Intl[kind] = original as never;
    },
  };
  Intl[kind] = new Proxy(original, {
    construct(target, args: unknown[]) {
      count.made += 1;
      return Reflect.construct(target, args) as object;
    },
  }) as never;
  return count;
}

describe('formatNumber', () => {
  it('writes numbers in the reader’s digits, through Intl', () => {
    expect(formatNumber(1600, 'ar')).toBe('١٬٦٠٠');
    expect(formatNumber(2026, 'ar', { useGrouping: false })).toBe('٢٠٢٦');
    expect(formatNumber(4.5, 'ar')).toBe('٤٫٥');
    expect(formatNumber(1600, 'en')).toBe('1,600');
    expect(formatNumber(12.345, 'en', { maximumFractionDigits: 2 })).toBe('12.35');
  });

  it('makes one Intl formatter per language and options, and reuses it', async () => {
    // A fresh copy of the module, without the formatters the other tests made and kept.
    vi.resetModules();
    const fresh = await import('./format.ts');
    const count = countMade('NumberFormat');
    try {
      for (const value of [1, 22, 333]) fresh.formatNumber(value, 'ar', { maximumFractionDigits: 1 });
      fresh.formatNumber(4, 'en', { maximumFractionDigits: 1 });
      expect(count.made).toBe(2);
    } finally {
      count.restore();
    }
  });
});

describe('formatDate', () => {
  it('writes dates in the reader’s language and digits, with the Levantine month names in Arabic', () => {
    expect(formatMonth('2024-11-15T12:00:00', 'ar')).toBe('تشرين الثاني ٢٠٢٤');
    expect(formatMonth('2024-04-15T12:00:00', 'en')).toBe('April 2024');
    expect(formatDate(new Date(2024, 0, 5), 'ar')).toBe('٠٥\u200f/٠١\u200f/٢٠٢٤');
    expect(formatDate(new Date(2024, 0, 5), 'en')).toBe('Jan 5, 2024');
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });

  it('makes one Intl formatter per language and options, and reuses it', async () => {
    vi.resetModules();
    const fresh = await import('./format.ts');
    const count = countMade('DateTimeFormat');
    try {
      for (const day of [1, 2, 3]) fresh.formatMonth(new Date(2025, 6, day), 'ar');
      fresh.formatDate(new Date(2025, 6, 1), 'ar');
      expect(count.made).toBe(2);
    } finally {
      count.restore();
    }
  });
});
