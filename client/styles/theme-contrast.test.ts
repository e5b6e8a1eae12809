import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The contrast of the theme's colour tokens, computed from app.css itself in both themes. axe
 * judges only the text it recognises, and it passes over most Arabic text set in Noto Kufi Arabic
 * (it takes the font for an icon font): this test holds for every text drawn in these colours,
 * whatever its language (issue 33).
 */

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

/** The `--color-*` values of one block of app.css (`@theme` or `.dark`). */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in app.css`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name!, value!.toLowerCase()]));
}

const light = tokensOf('@theme');
const THEMES = { light, dark: { ...light, ...tokensOf('.dark') } } as const;

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

/** `colour` at `alpha` over `below`, as the browser composites a Tailwind `bg-brand/10`. */
const over = (colour: Rgb, alpha: number, below: Rgb): Rgb => colour.map((channel, at) => channel * alpha + below[at]! * (1 - alpha)) as Rgb;

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * A colour of the theme as the page draws it: `card`, or `brand/10` (a token at 10 %) over `base`.
 */
function colour(tokens: Record<string, string>, spec: string, base: Rgb): Rgb {
  const [name, percent] = spec.split('/') as [string, string | undefined];
  const value = name === 'white' ? '#ffffff' : tokens[name];
  if (!value) throw new Error(`no colour token ${name}`);
  return percent === undefined ? rgb(value) : over(rgb(value), Number(percent) / 100, base);
}

/** Tokens the portal writes text in (`text-…`) on the page and on cards. */
const TEXT_TOKENS = ['ink', 'muted', 'brand', 'brand-strong', 'danger', 'danger-ink'];
/** The page and cards, and the tints the portal lays over them under text (chips, badges, hovers, selected rows). */
const GROUNDS = ['surface', 'card'];
const TINTS = ['brand/5', 'brand/10', 'brand/15', 'danger/5', 'danger/10', 'accent/10', 'accent/15', 'line/30', 'line/40', 'line/50', 'line/60'];
/** Filled controls and badges: text token on fill token. */
const ON_FILLS: Array<[text: string, fill: string]> = [
  ['on-brand', 'brand'],
  ['on-brand', 'brand-strong'],
  ['on-brand/80', 'brand'],
  ['on-accent', 'accent'],
  ['on-danger', 'danger'],
  ['card', 'ink'],
  ['surface', 'ink'],
];

/** Every text/background pair of the tokens, each as "text on background". */
function pairs(): Array<{ text: string; background: string }> {
  const found: Array<{ text: string; background: string }> = [];
  for (const ground of GROUNDS) {
    for (const background of [ground, ...TINTS.map((tint) => `${tint} over ${ground}`)]) {
      for (const text of TEXT_TOKENS) found.push({ text, background });
    }
  }
  for (const [text, fill] of ON_FILLS) found.push({ text, background: fill });
  return found;
}

/** The ratio of one pair in one theme; `over card` names what a tint lies on. */
function ratio(tokens: Record<string, string>, text: string, background: string): number {
  const [top, under] = background.split(' over ') as [string, string | undefined];
  const ground = colour(tokens, top, under ? colour(tokens, under, [0, 0, 0]) : [0, 0, 0]);
  return contrast(colour(tokens, text, ground), ground);
}

describe('the colour tokens', () => {
  it('computes WCAG contrast as the specification gives it', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast(rgb('#777777'), [255, 255, 255])).toBeCloseTo(4.48, 2);
    // The pair issue 33 found: the light theme's danger red on the dark card.
    expect(contrast(rgb('#b42318'), rgb('#18201c'))).toBeCloseTo(2.53, 2);
  });

  for (const [theme, tokens] of Object.entries(THEMES)) {
    it(`gives every text/background pair at least 4.5:1 in the ${theme} theme`, () => {
      const list = pairs();
      expect(list.length).toBeGreaterThan(100);
      const failing = list
        .map(({ text, background }) => ({ pair: `${text} on ${background}`, ratio: ratio(tokens, text, background) }))
        .filter((entry) => entry.ratio < 4.5)
        .map((entry) => `${entry.pair}: ${entry.ratio.toFixed(2)}:1`);
      expect(failing).toEqual([]);
    });

    it(`outlines a focused control (:focus-visible, brand) at 3:1 at least on the page and on cards in the ${theme} theme`, () => {
      for (const ground of GROUNDS) expect(contrast(colour(tokens, 'brand', [0, 0, 0]), colour(tokens, ground, [0, 0, 0]))).toBeGreaterThanOrEqual(3);
    });
  }

  it('reads every token of the dark theme from app.css', () => {
    expect(Object.keys(THEMES.dark).sort()).toEqual(Object.keys(THEMES.light).sort());
    for (const name of ['danger', 'on-danger', 'card', 'ink']) expect(THEMES.dark[name as keyof typeof THEMES.dark]).not.toBe(THEMES.light[name as keyof typeof THEMES.light]);
  });
});
