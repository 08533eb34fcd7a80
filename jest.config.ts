import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Jest has no react-server condition; the marker package is a no-op there.
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  // Mutation testing's sandbox copy of the project (stryker.config.mjs), when one is left behind.
  // So are the e2e shards' copies of the build (scripts/e2e-parallel.mjs), and data/ (the bench's
  // hello-world app, bench/lib/next-floor.ts, among the databases).
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/', '<rootDir>/.next-e2e-shard-', '<rootDir>/data/'],
};

// sanitize-html's parser (htmlparser2 12 and its helpers) ships as ES modules
// only; Next bundles it for the app, Jest must transform it.
// So does web-vitals (the storefront's beacon).
const esmOnly = ['web-vitals', 'htmlparser2', 'domhandler', 'domutils', 'domelementtype', 'entities', 'dom-serializer'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];

/**
 * The `backend` project alone: route handlers, services, repositories against a real SQLite or
 * PostgreSQL database, in Node. Mutation testing runs on it (jest.mutation.config.ts).
 */
export async function backendProject(): Promise<Config> {
  const backend = await createJestConfig({
    ...shared,
    displayName: 'backend',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{app,lib,scripts,styles}/**/*.test.ts', '<rootDir>/*.test.ts'],
  })();
  return { ...backend, transformIgnorePatterns };
}

/**
 * Two projects: `backend` and `ui` (components in jsdom).
 * TEST_DATABASE=postgres runs the backend project against PostgreSQL.
 */
export default async function config(): Promise<Config> {
  const backend = await backendProject();
  const ui = await createJestConfig({
    ...shared,
    displayName: 'ui',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/{app,components,lib}/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-dom-setup.ts'],
  })();
  // Every core: Jest's default leaves one to its main process, which only waits, so on a two-core machine the
  // suite ran in one worker (about 1.7x longer; docs/TESTING.md). JEST_WORKERS overrides (e.g. 1 to debug).
  return {
    projects: [backend, { ...ui, transformIgnorePatterns }],
    maxWorkers: process.env.JEST_WORKERS ?? '100%',
  };
}
