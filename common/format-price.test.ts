import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('prefixes dollars and euros and shows a range when min and max differ', () => {
    expect(formatPrice({ min: 2.5, max: 4, currency: 'USD' }, 'en')).toBe('$2.5 - $4');
    expect(formatPrice({ min: 1200, max: 1200, currency: 'EUR' }, 'en')).toBe('€1,200');
  });

  it('shows 0 when there is no price and the one value when only one is set', () => {
    expect(formatPrice({ min: null, max: null, currency: 'USD' }, 'en')).toBe('$0');
    expect(formatPrice({ min: null, max: 7, currency: 'USD' }, 'en')).toBe('$7');
    expect(formatPrice({ min: 7, max: null, currency: 'EUR' }, 'en')).toBe('€7');
  });

  it('writes Syrian pounds as SYP in English and ل.س in Arabic, with Arabic-Indic digits', () => {
    expect(formatPrice({ min: 1500, max: 1500, currency: 'SYP' }, 'en')).toBe('1,500 SYP');
    expect(formatPrice({ min: 1500, max: 2500.5, currency: 'SYP' }, 'ar')).toBe('١٬٥٠٠ ل.س - ٢٬٥٠٠٫٥ ل.س');
    expect(formatPrice({ min: 30, max: 30, currency: 'USD' }, 'ar')).toBe('$٣٠');
  });
});
