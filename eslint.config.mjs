import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const root = import.meta.dirname;

/**
 * A client component ('use client') is bundled for the browser: it may not
 * import server code (lib/server/**, server-only). Next's server-only marker
 * fails the build too, but only for the file that carries it; this names the
 * import that crosses the line, at lint time.
 */
const noServerImportsInClientComponents = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { crossing: "'{{source}}' is server code; a 'use client' component may not import it." },
  },
  create(context) {
    let isClient = false;
    const isServerPath = (source) => {
      if (source === 'server-only') return true;
      const resolved = source.startsWith('@/')
        ? path.join(root, source.slice(2))
        : source.startsWith('.')
          ? path.resolve(path.dirname(context.filename), source)
          : null;
      return resolved !== null && path.relative(root, resolved).split(path.sep).join('/').startsWith('lib/server');
    };
    return {
      Program(program) {
        isClient = program.body.some(
          (statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client',
        );
      },
      ImportDeclaration(node) {
        if (isClient && isServerPath(node.source.value))
          context.report({ node, messageId: 'crossing', data: { source: node.source.value } });
      },
    };
  },
};

/**
 * One styling system per file (docs/decisions/032-server-components-on-css-modules.md):
 * CSS Modules for server components, styled-components for the client islands
 * whose state drives style. A file importing both is refused.
 */
const oneStylingSystemPerFile = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      mixed:
        'This file uses both styled-components and a CSS Module; pick one (CSS Modules unless state drives the style).',
    },
  },
  create(context) {
    let styled = null;
    let cssModule = null;
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (source === 'styled-components' || source.startsWith('styled-components/')) styled ??= node;
        if (/\.module\.css$/.test(source)) cssModule ??= node;
      },
      'Program:exit'() {
        if (styled && cssModule) context.report({ node: cssModule, messageId: 'mixed' });
      },
    };
  },
};

/** Patterns of imports forbidden outside the layer that owns them (docs/ARCHITECTURE.md). */
const kysely = {
  group: ['kysely'],
  message:
    'Kysely belongs to lib/server/db and the repositories (lib/server/services/<domain>/repositories); take the executor type from lib/server/db/connection.',
};
const dataLayer = {
  group: ['**/lib/server/db', '**/lib/server/db/*', '**/repositories', '**/repositories/*', '**/db/connection'],
  message: 'Only services (lib/server/services) reach the database, through repositories.',
};
const services = {
  group: ['**/lib/server/services/**'],
  message: 'Components get data from pages (lib/api), never from services.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'public/**',
    'data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'reports/**',
    '.next-e2e-shard-*/**',
    '.stryker-tmp/**',
    'next-env.d.ts',
  ]),
  {
    plugins: {
      shop: {
        rules: {
          'no-server-imports-in-client-components': noServerImportsInClientComponents,
          'one-styling-system-per-file': oneStylingSystemPerFile,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'shop/no-server-imports-in-client-components': 'error',
      'shop/one-styling-system-per-file': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  // Layers: SQL lives in db and repositories; services own the rules; pages, route handlers and components call services or the API client.
  {
    // All server code but the data layer; seed/ (demo data) and backup/ (the drivers, pg_dump) work on the database by design.
    files: ['lib/server/**', 'lib/api/**', 'lib/contract/**'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'lib/server/db/**',
      'lib/server/services/*/repositories/**',
      'lib/server/seed/**',
      'lib/server/backup/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [kysely] }] },
  },
  {
    files: ['app/**', 'components/**', 'proxy.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [kysely, dataLayer] }] },
  },
  {
    files: ['components/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [kysely, dataLayer, services] }] },
  },
  {
    // Services own the rules and know nothing of HTTP: the request pipeline (lib/server/http) calls them, never the reverse.
    files: ['lib/server/services/**'],
    ignores: ['**/*.test.ts', 'lib/server/services/*/repositories/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            kysely,
            {
              group: ['**/http', '**/http/*'],
              message:
                'Services never import the HTTP layer (lib/server/http); what they share with it lives in services/request-context.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small modules: a file past 450 lines of code is split by what it does (tests, e2e journeys and demo data are exempt).
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'lib/server/seed/demo-catalogue.ts'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Server code logs through lib/server/log.ts (one structured line per event); only the logger writes to the console.
    files: ['lib/server/**'],
    ignores: ['lib/server/log.ts'],
    rules: { 'no-console': 'error' },
  },
]);
