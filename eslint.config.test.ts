import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls of eslint.config.js, linted on text as `npm run lint` would lint a file at that place.
const eslint = new ESLint({ cwd: path.dirname(new URL(import.meta.url).pathname) });

/** The messages of the boundary rule for one import written in a file at `filePath`. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the lint rule that keeps client/ and server/ apart', () => {
  it('refuses a server file that imports the client, by alias or by path', async () => {
    for (const specifier of ['#client/lib/format.ts', '../../client/lib/format.ts']) {
      expect(await boundaryErrors('server/modules/posts/probe.ts', specifier)).toEqual([expect.stringContaining('The server never imports the client.')]);
    }
  });

  it('refuses a client file that imports the server, by alias or by path', async () => {
    for (const specifier of ['#server/db/pool.ts', '../../../server/db/pool.ts']) {
      expect(await boundaryErrors('client/features/posts/api/probe.ts', specifier)).toEqual([expect.stringContaining('The client never imports the server.')]);
    }
  });

  it('refuses common/ importing either side', async () => {
    expect(await boundaryErrors('common/schemas/probe.ts', '#server/db/pool.ts')).toHaveLength(1);
    expect(await boundaryErrors('common/schemas/probe.ts', '#client/lib/format.ts')).toHaveLength(1);
  });

  it('lets the server import the built render entry, and each side its own files and common/', async () => {
    expect(await boundaryErrors('server/render-page.ts', '#client/entry-server.tsx')).toEqual([]);
    expect(await boundaryErrors('server/modules/posts/probe.ts', '#common/errors.ts')).toEqual([]);
    expect(await boundaryErrors('client/main.tsx', './lib/server-state.ts')).toEqual([]);
    expect(await boundaryErrors('client/features/uploads/probe.ts', 'react-dom/server')).toEqual([]);
  });
});
