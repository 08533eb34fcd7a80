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
    testMatch: ['<rootDir>/{app,lib,scripts}/**/*.test.ts'],
  })();
  const ui = await createJestConfig({
    ...shared,
    displayName: 'ui',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/{app,components,lib}/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-dom-setup.ts'],
  })();
  return { projects: [backend, ui] };
}
