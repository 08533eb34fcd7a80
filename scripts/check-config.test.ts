import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('scripts/check-config.ts (the first step of npm start)', () => {
  it('exits non-zero with one message naming each bad setting and no stack trace', () => {
    const root = path.resolve(__dirname, '..');
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/check-config.ts'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: 'z'.repeat(40), NEXT_PUBLIC_USD_TO_INR_RATE: 'abc', PORT: 'eighty' } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('  NEXT_PUBLIC_USD_TO_INR_RATE: must be a positive number');
    expect(result.stderr).toMatch(/ {2}PORT: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  }, 30_000);
});
