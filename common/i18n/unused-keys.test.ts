import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

// A text that no code looks up is a text nobody reads, and one more for every translator: each key
// of the catalogues must be named by the code of the portal (tests do not count).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The keys of a catalogue, with dots: `account.phoneCode.sent_few`. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const code = ['client', 'server', 'common'].flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
/** Every string in the code that could be a key: `'account.phoneCode.sent'`, `'brand'`. */
const named = new Set([...code.matchAll(/(['"`])([A-Za-z_][\w-]*(?:\.[\w-]+)*)\1/g)].map((match) => match[2]));
/**
 * Keys built from parts, as patterns: `errors.${code}` names every key below `errors.`. A template
 * with no fixed word (`${a}.${b}`) names nothing.
 */
const built = [...code.matchAll(/`([^`]*\$\{[^`]*)`/g)]
  .map((match) => (match[1] ?? '').split(/\$\{[^}]*\}/))
  .filter((parts) => parts.every((part) => /^[\w.-]*$/.test(part)) && parts.join('').includes('.') && /[A-Za-z]/.test(parts.join('')))
  .map((parts) => new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\w-]+(?:\\.[\\w-]+)*')}$`));

/** The key a lookup names, without the plural and context endings it picks itself (`sent_few` → `sent`). */
function lookupsOf(key: string): string[] {
  const lookups = [key];
  for (let base = key; /_[A-Za-z]+$/.test(base.split('.').at(-1) ?? ''); ) {
    base = base.replace(/_[A-Za-z]+$/, '');
    lookups.push(base);
  }
  return lookups;
}

const isUsed = (key: string) => lookupsOf(key).some((lookup) => named.has(lookup) || built.some((pattern) => pattern.test(lookup)));

describe('the catalogues', () => {
  it.each([
    ['ar', ar],
    ['en', en],
  ])('hold no text that the code never looks up (%s)', (_language, catalogue) => {
    expect(keysOf(catalogue).filter((key) => !isUsed(key))).toEqual([]);
  });

  it('find a key that nothing names, and one that a built key names', () => {
    expect(isUsed('account.phoneCode.sent_few')).toBe(true);
    expect(isUsed('errors.rate_limited')).toBe(true);
    expect(isUsed('account.noSuchTextAnywhere')).toBe(false);
  });
});
