import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPortal } from '#client/test/render.tsx';
import { PriceText } from './price-text.tsx';

/** The isolated ends of a price as they are written, and the direction each is set in. */
function ends(container: HTMLElement) {
  const outer = container.querySelector('bdi')!;
  return { dir: outer.dir, parts: [...outer.querySelectorAll('bdi')].map((part) => [part.dir, part.textContent]) };
}

describe('PriceText', () => {
  it('writes Syrian pounds in Arabic digits, right to left, on Arabic pages', () => {
    const { container } = renderInPortal(<PriceText price={{ min: 12500, max: 12500, currency: 'SYP' }} />);
    expect(ends(container)).toEqual({ dir: 'rtl', parts: [['rtl', '١٢٬٥٠٠ ل.س']] });
  });

  it('writes a dollar range low to high, left to right, each end isolated, in both languages', () => {
    const arabic = renderInPortal(<PriceText price={{ min: 250, max: 100, currency: 'USD' }} />);
    expect(ends(arabic.container)).toEqual({ dir: 'ltr', parts: [['ltr', '$١٠٠'], ['ltr', '$٢٥٠']] });
    expect(arabic.container.textContent).toBe('$١٠٠ - $٢٥٠');
    arabic.unmount();

    const english = renderInPortal(<PriceText price={{ min: 100, max: 250, currency: 'EUR' }} />, { language: 'en' });
    expect(ends(english.container)).toEqual({ dir: 'ltr', parts: [['ltr', '€100'], ['ltr', '€250']] });
  });

  it('writes pounds left to right with Latin digits on English pages, and one end when there is one', () => {
    renderInPortal(<PriceText price={{ min: null, max: 1500.5, currency: 'SYP' }} />, { language: 'en' });
    expect(screen.getByText('1,500.5 SYP').closest('bdi')?.dir).toBe('ltr');
  });
});
