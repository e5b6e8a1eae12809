import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fixedSource, TextsProvider } from '#client/lib/texts.tsx';
import { describe, expect, it } from 'vitest';
import { serverTexts } from '#common/i18n/setup.ts';
import { offeredWidths } from '#common/offered-widths.ts';
import { isSlowConnection } from '#client/lib/connection.ts';
import { ResponsiveImage } from './responsive-image.tsx';

describe('ResponsiveImage', () => {
  it('offers every variant in a srcset, sized, lazy and decoded asynchronously', () => {
    const image = { baseUrl: 'https://portal.example/storage/v1/object/public/images/posts/abc-1', variants: [320, 640, 1280], width: 2000, height: 1500 };
    const html = renderToStaticMarkup(
      createElement(TextsProvider, { source: fixedSource(serverTexts('ar')) }, createElement(ResponsiveImage, { image, alt: 'مصنع', sizes: '(min-width: 768px) 33vw, 100vw' })),
    );
    expect(html).toBe(
      '<img src="https://portal.example/storage/v1/object/public/images/posts/abc-1-640.webp" ' +
        'srcSet="https://portal.example/storage/v1/object/public/images/posts/abc-1-320.webp 320w, ' +
        'https://portal.example/storage/v1/object/public/images/posts/abc-1-640.webp 640w, ' +
        'https://portal.example/storage/v1/object/public/images/posts/abc-1-1280.webp 1280w" ' +
        'sizes="(min-width: 768px) 33vw, 100vw" width="2000" height="1500" alt="مصنع" loading="lazy" decoding="async"/>',
    );
  });

  it('offers only the smallest variant with data saver on or on a slow line', () => {
    expect(offeredWidths([1280, 320, 640], true)).toEqual([320]);
    expect(offeredWidths([1280, 320, 640], false)).toEqual([320, 640, 1280]);
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    try {
      for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }, { saveData: false, effectiveType: '3g' }]) {
        Object.defineProperty(globalThis, 'navigator', { value: { connection }, configurable: true });
        expect(isSlowConnection(), JSON.stringify(connection)).toBe(true);
      }
      Object.defineProperty(globalThis, 'navigator', { value: { connection: { saveData: false, effectiveType: '4g' } }, configurable: true });
      expect(isSlowConnection()).toBe(false);
    } finally {
      if (saved) Object.defineProperty(globalThis, 'navigator', saved);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('renders on the server for a fast line whatever the reader, so that hydration starts from the same page', () => {
    const image = { baseUrl: '/storage/v1/object/public/images/posts/abc-1', variants: [1280, 320, 640], width: 2000, height: 1500 };
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    try {
      Object.defineProperty(globalThis, 'navigator', { value: { connection: { saveData: true } }, configurable: true });
      const html = renderToStaticMarkup(createElement(TextsProvider, { source: fixedSource(serverTexts('ar')) }, createElement(ResponsiveImage, { image, alt: '', sizes: '100vw' })));
      expect(html).toContain('abc-1-1280.webp 1280w');
    } finally {
      if (saved) Object.defineProperty(globalThis, 'navigator', saved);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});
