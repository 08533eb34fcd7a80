import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** What `npm start` runs (package.json): tsx scripts/start.ts, with these settings and no SITE_URL unless given. */
function runStart(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, AUTH_SECRET: 's'.repeat(40), ...env };
  if (env.SITE_URL === undefined) delete childEnv.SITE_URL;
  for (const key of ['HOST', 'HOSTNAME']) if (env[key] === undefined) delete childEnv[key];
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'],
    { cwd: root, encoding: 'utf8', timeout: 60_000, env: childEnv },
  );
  return { ...result, lines: result.stderr.split('\n').filter((line) => line.trim() !== '') };
}

describe('npm start with a database it cannot use', () => {
  it('PostgreSQL that does not answer: one line with the cause, no stack trace, exit non-zero before building or serving', () => {
    // Nothing listens on port 1.
    const result = runStart({
      DATABASE_URL: 'postgres://shop:secret-word@127.0.0.1:1/shop',
      PORT: '3999',
      SITE_URL: 'http://localhost:3999',
    });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'db: cannot use PostgreSQL at 127.0.0.1:1/shop: connect ECONNREFUSED 127.0.0.1:1. The shop cannot start: nothing answers at 127.0.0.1:1; start PostgreSQL there, or correct the host and port in DATABASE_URL.',
    ]);
    expect(result.stderr).not.toContain('secret-word');
    expect(result.stdout).not.toMatch(/\n\s+at |building|ready on/);
  }, 60_000);

  it('SQLite under a file: names the file in the way, not DATABASE_URL', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    try {
      const file = path.join(dir, 'data');
      fs.writeFileSync(file, 'a file where the folder should be');
      const result = runStart({
        DATABASE_URL: '',
        SQLITE_PATH: path.join(file, 'shop.db'),
        PORT: '3999',
        SITE_URL: 'http://localhost:3999',
      });
      expect(result.status).toBe(1);
      expect(result.lines).toEqual([
        expect.stringMatching(
          /^db: cannot use SQLite .*\. The shop cannot start: .* is a file where SQLITE_PATH needs a folder; set SQLITE_PATH to a file in a folder\.$/,
        ),
      ]);
      expect(result.lines[0]).toContain(`The shop cannot start: ${file} is a file`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm start with SITE_URL unset', () => {
  it('warns in one line when it listens elsewhere than localhost:3000 (links would name the wrong address)', () => {
    const result = runStart({ DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop', PORT: '3999' });
    expect(result.lines[0]).toBe(
      'start: SITE_URL is not set, so links in e-mails and feeds say http://localhost:3000 while the shop listens on localhost:3999: set SITE_URL to the address people open (such as http://localhost:3999).',
    );
    expect(result.lines).toHaveLength(2);
  }, 60_000);
});
