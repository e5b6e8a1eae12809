import { describe, expect, it } from 'vitest';
import { textDirection, translator } from './setup.ts';
import ar from './ar.json';
import en from './en.json';

describe('translator', () => {
  it('writes counts in Arabic-Indic digits on Arabic texts and Western digits on English ones', () => {
    expect(translator('ar')('vendors.posts', { count: 16 })).toBe('١٦ منشوراً');
    expect(translator('ar')('vendors.posts', { count: 1600 })).toBe('١٬٦٠٠ منشور');
    expect(translator('en')('vendors.posts', { count: 16 })).toBe('16 posts');
  });

  it('leaves text values as they are', () => {
    expect(translator('en')('catalogue.share.title', { name: '<b>Olive & Co</b>', brand: 'Portal' })).toBe('<b>Olive & Co</b> | Portal');
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic and left to right for English', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});

describe('the two catalogues', () => {
  // The client loads only the catalogue it shows, with no fallback language: a key missing from
  // one of them would show as the key itself.
  const pluralSuffix = /_(zero|one|two|few|many|other)$/;
  function keys(catalogue: Record<string, unknown>, prefix = ''): Set<string> {
    const found = new Set<string>();
    for (const [key, value] of Object.entries(catalogue)) {
      const name = `${prefix}${key.replace(pluralSuffix, '')}`;
      if (value && typeof value === 'object') for (const inner of keys(value as Record<string, unknown>, `${name}.`)) found.add(inner);
      else found.add(name);
    }
    return found;
  }

  it('hold the same texts, plural forms aside', () => {
    const arabic = keys(ar);
    const english = keys(en);
    expect([...arabic].filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !arabic.has(key))).toEqual([]);
  });
});
