import type { Plugin } from 'vite';
import subsetFont from 'subset-font';

/** The Arabic web font's files as the font package ships them (client/lib/i18n.ts loads their CSS). */
const ARABIC_FONT_FILE = /noto-kufi-arabic-arabic-\d+-normal.*\.woff2$/;

/**
 * What the portal writes in Arabic: the Arabic block (letters, marks, Arabic-Indic digits and
 * punctuation, including the letters of Persian and Urdu names), the joiners and direction marks,
 * and the Latin punctuation and digits that sit inside Arabic text. A character outside it is
 * drawn by the system's font. The package's file also covers the Arabic supplements and
 * presentation forms, which running text does not use (the shaping engine picks the joined
 * forms through the font's own tables, which the subset keeps).
 */
function arabicText(): string {
  const ranges: Array<[number, number]> = [
    [0x0020, 0x0040],
    [0x005b, 0x0060],
    [0x007b, 0x007e],
    [0x00a0, 0x00a0],
    [0x00ab, 0x00ab],
    [0x00bb, 0x00bb],
    [0x0600, 0x06ff],
    [0x200c, 0x200f],
    [0x2010, 0x2027],
    [0x2066, 0x2069],
  ];
  return ranges.map(([from, to]) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i))).join('');
}

/**
 * Rewrites the Arabic web font's two WOFF2 files in the build to the characters above: about
 * 44 KB each become about 17 KB (docs/decisions/014-performance.md). The file names keep the
 * package file's hash; the subset is the same for the same package version.
 */
export function arabicFontSubset(): Plugin {
  return {
    name: 'portal-arabic-font-subset',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const text = arabicText();
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (output.type !== 'asset' || !ARABIC_FONT_FILE.test(output.fileName)) return;
          output.source = await subsetFont(Buffer.from(output.source), text, { targetFormat: 'woff2' });
        }),
      );
    },
  };
}
