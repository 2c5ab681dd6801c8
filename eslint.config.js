// @ts-check
import { readdirSync, existsSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const features = existsSync(`${WEB}/features`)
  ? readdirSync(`${WEB}/features`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * One-way dependencies (DESIGN §8): contract ← server, contract ← web; inside web the shared
 * folders → features → app, and features never import each other. Zones are generated from the
 * features/ listing so a new feature is covered without editing this file.
 */
const zones = [
  { target: 'packages/contract', from: ['apps'], message: 'The contract is pure: zod only.' },
  { target: 'apps/server', from: ['apps/web'], message: 'The server does not import the web app.' },
  { target: 'apps/web', from: ['apps/server'], message: 'The web app talks to the server over HTTP only.' },
  // testing/ renders the whole app for tests, so it is exempt.
  ...['components', 'lib', 'hooks', 'config', 'stores'].map((dir) => ({
    target: `${WEB}/${dir}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code may not import features or app.',
  })),
  { target: `${WEB}/features`, from: [`${WEB}/app`], message: 'Features may not import app.' },
  // The server's ground floor: connection, migrations, embedded PostgreSQL, and in db/tables the few
  // tables that would otherwise tie modules into a loop. Seeds, reference data and the table list
  // that import every module live above it (src/seed, src/schema.ts).
  {
    target: 'apps/server/src/db',
    from: [
      'apps/server/src/modules',
      'apps/server/src/plugins',
      'apps/server/src/seed',
      'apps/server/src/schema.ts',
      'apps/server/src/app.ts',
      'apps/server/src/server.ts',
    ],
    message: 'db/ is the ground floor: it imports no module, plugin or seed.',
  },
  ...features.map((f) => ({
    target: `${WEB}/features/${f}`,
    from: `${WEB}/features`,
    except: [`./${f}`],
    message: 'Features never import each other: compose them in app/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // scripts/check-imports.mjs lints its scratch files there on purpose, with ignores off.
      '.lint-probe/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x only follows files with these extensions (its default is .js/.mjs/.cjs, under
      // which no-cycle never opened a .ts file and a two-file cycle passed); TypeScript files it
      // opens are parsed with the TypeScript parser. scripts/check-imports.mjs proves both.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
      // Route files are a module's routes.ts, or <part>.routes.ts beside it: one naming, not three.
      'check-file/filename-blocklist': ['error', { 'apps/server/src/**/*-routes.ts': '*.routes.ts' }],
    },
  },
  {
    // Env is parsed once (DESIGN §8 rule 13): server config.ts, web config/env.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/testing/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/config/env.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read env through config/env.ts.',
        },
      ],
    },
  },
);
