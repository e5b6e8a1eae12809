import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { foldDigits } from './digits.ts';

describe('foldDigits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Western ones', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves every other character as it is', () => {
    expect(foldDigits('+963 ٩٤٤-١٢٣ abc ١٬٥٠٠٫٥')).toBe('+963 944-123 abc 1٬500٫5');
  });
});

describe('the one digit folding', () => {
  it('is this module: no other source file maps Arabic-Indic digits itself', async () => {
    const root = new URL('../', import.meta.url);
    const files: string[] = [];
    for (const folder of ['client', 'server', 'common']) {
      const names = await readdir(new URL(`${folder}/`, root), { recursive: true });
      files.push(...names.filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((name) => `${folder}/${name}`));
    }
    // A character range of either digit set, or the code point a folding subtracts.
    const ownFolding = /\[[^\]\n]*[٠۰]-[٩۹]|0x0660|0x06f0/i;
    const folding: string[] = [];
    for (const file of files) {
      if (file !== 'common/digits.ts' && ownFolding.test(await readFile(new URL(file, root), 'utf8'))) folding.push(file);
    }
    expect(folding).toEqual([]);
  });
});
