import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * An import specifier that reaches into another side: `#server/…` or `../server/…`. Written as a
 * regular expression, not a gitignore-style group, where a leading `#` starts a comment and the
 * pattern never matches (eslint-rules.test.ts proves each wall fires).
 */
const into = (side, except = '') => ({ regex: `^(#${side}/|(\\.\\./)+${side}/)${except}` });

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
