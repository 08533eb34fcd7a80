/**
 * The second half of `npm test`: the backend suite again, on PostgreSQL.
 * Skipped, and said so, when no PostgreSQL answers; REQUIRE_POSTGRES=1 (CI)
 * makes a missing PostgreSQL a failure instead.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`test: PostgreSQL at ${shown} did not answer (${error instanceof Error ? error.message : error})`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await reachable())) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('test: REQUIRE_POSTGRES=1 but PostgreSQL is not reachable: failing.');
    process.exit(1);
  }
  console.log(
    'test: SKIPPED the PostgreSQL run of the backend suite (set TEST_DATABASE_URL to a reachable PostgreSQL to run it).',
  );
  process.exit(0);
}

console.log(`test: running the backend suite on PostgreSQL (${shown})`);
const result = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '--selectProjects', 'backend'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE: 'postgres', TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
