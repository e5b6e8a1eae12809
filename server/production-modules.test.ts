import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);

async function sources(folder: string): Promise<string[]> {
  return (await readdir(new URL(`${folder}/`, root), { recursive: true })).filter((name) => /\.(ts|tsx|mjs)$/.test(name)).map((name) => `${folder}/${name}`);
}

/**
 * The modules a source file imports, as paths from the repository root (`#server/…`, `#common/…`,
 * `./…`), and those it starts as a worker thread (`new URL('./…', import.meta.url)`).
 */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|new URL\(\s*)['"]([^'"]+)['"]/g)].flatMap(([, specifier]) => {
    if (specifier!.startsWith('#')) return [specifier!.replace(/^#(\w+)\//, '$1/')];
    if (specifier!.startsWith('.')) return [path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!))];
    return [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$|\.spec\.ts$/.test(file) || file.startsWith('server/test/');

describe('server/', () => {
  it('holds no test helpers among the portal’s modules: each is imported by the portal or its scripts (test helpers live in server/test/)', async () => {
    const files = [...(await sources('server')), ...(await sources('scripts')), ...(await sources('common'))];
    const used = new Set<string>();
    for (const file of files.filter((name) => !isTest(name))) {
      for (const target of importsOf(file, await readFile(new URL(file, root), 'utf8'))) used.add(target);
    }
    expect(files.filter((file) => file.startsWith('server/') && !isTest(file) && !used.has(file))).toEqual([]);
  });
});
