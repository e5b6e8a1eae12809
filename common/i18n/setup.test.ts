import { describe, expect, it } from 'vitest';
import { textDirection, translator } from './setup.ts';
import { pickTextGroup, SERVER_ONLY_SECTIONS, TEXT_GROUP_NAMES, TEXT_GROUPS, ungroupedSections } from './text-groups.ts';
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

  // The browser loads them a text group at a time (text-groups.ts): every group, cut out of
  // both catalogues, holds the same texts.
  it.each(TEXT_GROUP_NAMES)('hold the same texts in the %s group', (group) => {
    const arabic = keys(pickTextGroup(ar, group));
    const english = keys(pickTextGroup(en, group));
    expect(arabic.size).toBeGreaterThan(0);
    expect([...arabic].filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('put every section in one text group, or leave it to the server', () => {
    expect(ungroupedSections(ar)).toEqual([]);
    expect(ungroupedSections(en)).toEqual([]);
    const sections = [...Object.values(TEXT_GROUPS).flat(), ...SERVER_ONLY_SECTIONS];
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
    expect(sections.filter((section) => !(section in ar))).toEqual([]);
  });
});
