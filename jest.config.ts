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
};

/**
 * Two projects: `backend` (route handlers, services, repositories against a
 * real SQLite or PostgreSQL database, in Node) and `ui` (components in jsdom).
 * TEST_DATABASE=postgres runs the backend project against PostgreSQL.
 */
export default async function config(): Promise<Config> {
  const backend = await createJestConfig({
    ...shared,
    displayName: 'backend',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{app,lib,scripts,styles}/**/*.test.ts', '<rootDir>/*.test.ts'],
  })();
  const ui = await createJestConfig({
    ...shared,
    displayName: 'ui',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/{app,components,lib}/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-dom-setup.ts'],
  })();
  // sanitize-html's parser (htmlparser2 12 and its helpers) ships as ES modules
  // only; Next bundles it for the app, Jest must transform it.
  // So does web-vitals (the storefront's beacon).
  const esmOnly = [
    'web-vitals',
    'htmlparser2',
    'domhandler',
    'domutils',
    'domelementtype',
    'entities',
    'dom-serializer',
  ];
  for (const project of [backend, ui]) {
    project.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  }
  return { projects: [backend, ui] };
}
