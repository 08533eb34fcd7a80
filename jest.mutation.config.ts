import type { Config } from 'jest';
import { backendProject } from './jest.config';

/**
 * Jest for mutation testing (stryker.config.mjs): the backend project alone, on SQLite. Stryker runs
 * it in band in each of its own workers and picks the tests per mutant.
 */
export default async function config(): Promise<Config> {
  const { displayName: _name, ...backend } = await backendProject();
  return backend;
}
