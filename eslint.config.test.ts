import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls of eslint.config.js, linted on text as `npm run lint` would lint a file at that place.
const root = path.dirname(new URL(import.meta.url).pathname);
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` for one import written in a file at `filePath`. */
async function boundaryErrors(filePath: string, specifier: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
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

describe('the walls between the server features', () => {
  const zone = 'import-x/no-restricted-paths';

  it('refuses a feature that imports another feature, by alias or by path', async () => {
    for (const specifier of ['#server/modules/auth/auth.ts', '../auth/auth.ts']) {
      expect(await boundaryErrors('server/modules/posts/probe.ts', specifier, zone)).toEqual([expect.stringContaining('never another feature')]);
    }
  });

  it('refuses a shared folder that imports a feature', async () => {
    expect(await boundaryErrors('server/lib/probe.ts', '#server/modules/auth/auth.ts', zone)).toEqual([expect.stringContaining('Shared folders import no feature.')]);
    expect(await boundaryErrors('server/db/probe.ts', '../modules/posts/routes.ts', zone)).toHaveLength(1);
  });

  it('lets a feature import its own files and the shared folders', async () => {
    expect(await boundaryErrors('server/modules/posts/probe.ts', './routes.ts', zone)).toEqual([]);
    expect(await boundaryErrors('server/modules/posts/probe.ts', '#server/lib/require-user.ts', zone)).toEqual([]);
    expect(await boundaryErrors('server/modules/posts/probe.ts', '#server/db/pool.ts', zone)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const folder = path.join(root, 'server/modules/zz-cycle-probe');
    await mkdir(folder, { recursive: true });
    try {
      await writeFile(path.join(folder, 'first.ts'), "import { second } from './second.ts';\nexport const first = () => second();\n");
      await writeFile(path.join(folder, 'second.ts'), "import { first } from './first.ts';\nexport const second = (): unknown => first;\n");
      const results = await eslint.lintFiles([path.join(folder, 'first.ts')]);
      expect(results[0]?.messages.filter((message) => message.ruleId === 'import-x/no-cycle')).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
