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

describe('formatNumber', () => {
  const wholes = [0, 7, 10, 999, 1000, 1600, 12_345, 100_000, 2026, 1_234_567, 987_654_321, Number.MAX_SAFE_INTEGER];
  const settings: Intl.NumberFormatOptions[] = [{}, { useGrouping: false }, { useGrouping: true }, { maximumFractionDigits: 2 }];

  it('writes whole numbers exactly as Intl does, in both languages', () => {
    for (const value of wholes) {
      for (const options of settings) {
        expect(formatNumber(value, 'ar', options)).toBe(new Intl.NumberFormat('ar-SY', options).format(value));
        expect(formatNumber(value, 'en', options)).toBe(new Intl.NumberFormat('en-US', options).format(value));
      }
    }
    expect(formatNumber(1600, 'ar')).toBe('١٬٦٠٠');
    expect(formatNumber(2026, 'ar', { useGrouping: false })).toBe('٢٠٢٦');
  });

  it('makes no Intl formatter for a whole number', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      // Options no other test uses, so that no formatter is already kept for them.
      formatNumber(31_415, 'ar', { maximumFractionDigits: 1 });
      formatNumber(31_415, 'en', { maximumFractionDigits: 1, useGrouping: false });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('writes fractions that need no rounding exactly as Intl does, in both languages', () => {
    const values = [0, 0.5, 1.25, 4, 4.5, 4.9, 12.345, 99.99, 1500.5, 1234567.125, 0.001, 3.1];
    const fractionSettings: Intl.NumberFormatOptions[] = [
      {},
      { minimumFractionDigits: 1 },
      { minimumFractionDigits: 2 },
      { minimumFractionDigits: 4 },
      { maximumFractionDigits: 2 },
      { maximumFractionDigits: 3 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 2, useGrouping: false },
    ];
    for (const value of values) {
      for (const options of fractionSettings) {
        expect(formatNumber(value, 'ar', options)).toBe(new Intl.NumberFormat('ar-SY', options).format(value));
        expect(formatNumber(value, 'en', options)).toBe(new Intl.NumberFormat('en-US', options).format(value));
      }
    }
    expect(formatNumber(4.5, 'ar', { minimumFractionDigits: 1 })).toBe('٤٫٥');
    expect(formatNumber(4, 'ar', { minimumFractionDigits: 1 })).toBe('٤٫٠');
  });

  it('makes no Intl formatter for a rating or a price with cents', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      // Options no other test uses, so that no formatter is already kept for them.
      formatNumber(4.5, 'ar', { minimumFractionDigits: 1, maximumFractionDigits: 5 });
      formatNumber(19.99, 'en', { minimumFractionDigits: 0, useGrouping: true });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves rounding, negative numbers, exponents and other options to Intl', () => {
    expect(formatNumber(1500.555, 'ar', { maximumFractionDigits: 2 })).toBe(new Intl.NumberFormat('ar-SY', { maximumFractionDigits: 2 }).format(1500.555));
    expect(formatNumber(2.5, 'en', { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber(0.123456, 'en')).toBe('0.123');
    expect(formatNumber(-5, 'ar')).toBe(new Intl.NumberFormat('ar-SY').format(-5));
    expect(formatNumber(-0, 'en')).toBe('-0');
    expect(formatNumber(1e21, 'en')).toBe(new Intl.NumberFormat('en-US').format(1e21));
    expect(formatNumber(1e-7, 'ar')).toBe(new Intl.NumberFormat('ar-SY').format(1e-7));
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(() => formatNumber(1.5, 'en', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  // Every day of two years, a leap year among them, at noon and at the edges of the day.
  const days = Array.from({ length: 731 }, (_, index) => new Date(2023, 0, 1 + index, index % 3 === 0 ? 0 : index % 3 === 1 ? 12 : 23, 59));
  const common: Intl.DateTimeFormatOptions[] = [{ year: 'numeric', month: 'long' }, { month: 'long', year: 'numeric' }, { dateStyle: 'medium' }];

  it('writes month and year and the medium style exactly as Intl does, in both languages', () => {
    for (const date of days) {
      for (const options of common) {
        expect(formatDate(date, 'ar', options)).toBe(new Intl.DateTimeFormat('ar-SY', options).format(date));
        expect(formatDate(date, 'en', options)).toBe(new Intl.DateTimeFormat('en-US', options).format(date));
      }
    }
    expect(formatMonth('2024-11-15T12:00:00', 'ar')).toBe('تشرين الثاني ٢٠٢٤');
    expect(formatDate(new Date(2024, 0, 5), 'ar')).toBe('٠٥\u200f/٠١\u200f/٢٠٢٤');
    expect(formatDate(new Date(2024, 0, 5), 'en')).toBe('Jan 5, 2024');
  });

  it('makes no Intl formatter for those two', async () => {
    // A fresh copy of the module, without the formatters the other tests made and kept.
    vi.resetModules();
    const fresh = await import('./format.ts');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      fresh.formatMonth(new Date(2025, 6, 1), 'ar');
      fresh.formatDate('2025-07-01T10:00:00Z', 'en', { dateStyle: 'medium' });
      fresh.formatDate(new Date(2025, 6, 1), 'ar');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves other options, other years and invalid dates to Intl', () => {
    const date = new Date(2024, 0, 5, 14, 30);
    for (const options of [{ dateStyle: 'long' }, { dateStyle: 'medium', timeStyle: 'short' }, { day: 'numeric', month: 'short' }, { year: 'numeric', month: 'long', timeZone: 'UTC' }] as const) {
      expect(formatDate(date, 'ar', options)).toBe(new Intl.DateTimeFormat('ar-SY', options).format(date));
      expect(formatDate(date, 'en', options)).toBe(new Intl.DateTimeFormat('en-US', options).format(date));
    }
    const early = new Date(2024, 0, 5);
    early.setFullYear(812);
    expect(formatDate(early, 'ar', { year: 'numeric', month: 'long' })).toBe(new Intl.DateTimeFormat('ar-SY', { year: 'numeric', month: 'long' }).format(early));
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});
