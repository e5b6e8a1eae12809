import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * An import specifier that reaches into another side: `#server/…` or `../server/…`. Written as a
 * regular expression, not a gitignore-style group, where a leading `#` starts a comment and the
 * pattern never matches (eslint-rules.test.ts proves each wall fires).
 */
const into = (side, except = '') => ({ regex: `^(#${side}/|(\\.\\./)+${side}/)${except}` });

/** The server's features: each folder of server/modules. */
const serverFeatures = readdirSync(new URL('./server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The walls between features (the zones of import-x's no-restricted-paths): a feature imports the
 * shared folders (`server/lib`, `server/db`, `common/`) and its own files, never another feature's;
 * the shared folders import no feature.
 */
const serverZones = [
  ...serverFeatures.map((feature) => ({
    target: `./server/modules/${feature}`,
    from: './server/modules',
    except: [`./${feature}`],
    message: 'A feature imports shared folders (server/lib, server/db, common/), never another feature: move what both need into server/lib.',
  })),
  { target: ['./server/lib', './server/db'], from: './server/modules', message: 'Shared folders import no feature.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ ...into('server'), message: 'The client never imports the server.' }] }],
    },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // The one crossing: the built render entry's types (server/render-page.ts loads the entry itself).
      'no-restricted-imports': ['error', { patterns: [{ ...into('client', '(?!entry-server\\.tsx$)'), message: 'The server never imports the client.' }] }],
    },
  },
  {
    files: ['common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ ...into('(client|server)'), message: 'common/ is shared by both sides and imports neither.' }] }],
    },
  },
);
