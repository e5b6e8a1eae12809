import { describe, expect, it } from 'vitest';

// Every module of common/, tests aside.
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

describe('common/', () => {
  it('defines each exported list, contract and helper once: a second module may re-export it, never copy it', () => {
    const homes = new Map<string, Array<{ file: string; value: unknown }>>();
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) homes.set(name, [...(homes.get(name) ?? []), { file, value }]);
    }
    const copies = [...homes]
      .filter(([, found]) => found.some(({ value }) => value !== found[0]!.value))
      .map(([name, found]) => `${name}: ${found.map(({ file }) => file).join(', ')}`);
    expect(copies).toEqual([]);
  });
});
