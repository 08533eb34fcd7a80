/**
 * Starts the shop as `npm start` does (production build, its own SQLite file)
 * on a port of its own, for the Lighthouse and benchmark scripts; stops it,
 * with all its children, when asked or when this process exits.
 */
import { spawn } from 'node:child_process';

export async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `{ base, stop }` of a shop on `port` with the database file `sqlitePath` (demo catalogue seeded when empty). */
export async function startShop({ port, sqlitePath, env = {}, quiet = false }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), SQLITE_PATH: sqlitePath, SITE_URL: base, DATABASE_URL: '', ...env },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  await waitFor(`${base}/api/get-all-category-list/`, 600_000);
  return { base, stop };
}
