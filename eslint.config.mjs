import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', 'public/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Server code logs through lib/server/log.ts (one structured line per event); only the logger writes to the console.
    files: ['lib/server/**'],
    ignores: ['lib/server/log.ts'],
    rules: { 'no-console': 'error' },
  },
]);
