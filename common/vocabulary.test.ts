import { readdir, readFile } from 'node:fs/promises';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/**
 * Names docs/vocabulary.md keeps out of the code, with the name the code says instead. User texts
 * (the values in the catalogues) may still say them: the specification's English wording wins
 * there ("Inquiry or Suggestion").
 */
const RETIRED: Array<[RegExp, string]> = [[/inquir/i, 'enquiry']];

const root = new URL('../', import.meta.url);
const FOLDERS = ['client', 'server', 'common', 'e2e'];

async function sourcePaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const folder of FOLDERS) {
    paths.push(...(await readdir(new URL(`${folder}/`, root), { recursive: true })).map((name) => `${folder}/${name}`));
  }
  return paths;
}

function identifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function keyPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

const retired = (name: string) => RETIRED.filter(([pattern]) => pattern.test(name)).map(([, instead]) => `${name} (say ${instead})`);

describe('the vocabulary (docs/vocabulary.md)', () => {
  it('names no folder or file of the code with a retired word', async () => {
    expect((await sourcePaths()).flatMap(retired)).toEqual([]);
  });

  it('names no identifier with a retired word', async () => {
    const found: string[] = [];
    for (const file of (await sourcePaths()).filter((path) => /\.tsx?$/.test(path))) {
      const names = new Set(identifiers(file, await readFile(new URL(file, root), 'utf8')));
      found.push(...[...names].flatMap(retired).map((name) => `${file}: ${name}`));
    }
    expect(found).toEqual([]);
  });

  it('names no i18n key with a retired word, in either catalogue', () => {
    expect([...keyPaths(en), ...keyPaths(ar)].flatMap(retired)).toEqual([]);
  });
});
