import { describe, expect, it, vi } from 'vitest';
import { formatNumber, formatPrice } from './format.ts';

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

  it('leaves fractions, negative numbers and other options to Intl', () => {
    expect(formatNumber(1500.5, 'ar', { maximumFractionDigits: 2 })).toBe(new Intl.NumberFormat('ar-SY', { maximumFractionDigits: 2 }).format(1500.5));
    expect(formatNumber(-5, 'ar')).toBe(new Intl.NumberFormat('ar-SY').format(-5));
    expect(formatNumber(-0, 'en')).toBe('-0');
    expect(formatNumber(4, 'ar', { minimumFractionDigits: 1 })).toBe('٤٫٠');
    expect(formatNumber(12.345, 'en')).toBe('12.345');
  });
});
