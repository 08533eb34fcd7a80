import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

describe('npm start with a PostgreSQL that does not answer', () => {
  it('prints one line with the reason, no stack trace, and exits non-zero before building or serving', () => {
    // What `npm start` runs (package.json): tsx scripts/start.ts. Nothing listens on port 1.
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_URL: 'postgres://shop:secret-word@127.0.0.1:1/shop',
          AUTH_SECRET: 's'.repeat(40),
          PORT: '3999',
        },
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([
      'db: cannot use PostgreSQL at 127.0.0.1:1/shop: connect ECONNREFUSED 127.0.0.1:1. The shop cannot start: check DATABASE_URL and that the database is running.',
    ]);
    expect(result.stderr).not.toContain('secret-word');
    expect(result.stdout).not.toMatch(/\n\s+at |building|ready on/);
  }, 60_000);
});
