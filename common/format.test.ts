import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

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
