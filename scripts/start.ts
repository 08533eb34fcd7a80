/**
 * npm start: prepare the database (migrate; seed the demo catalogue when it is
 * empty), build when no build exists, then serve on $PORT (default 3000)
 * through scripts/serve.mjs, which tells the app the connection's peer
 * (docs/decisions/011-client-address.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const serveScript = path.join(root, 'scripts', 'serve.mjs');
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// Login codes are signed with AUTH_SECRET. A shop started without one gets a
// random secret kept in data/ (so codes survive restarts); set AUTH_SECRET
// yourself when several servers share a database.
if (!env.AUTH_SECRET) {
  const secretFile = path.join(root, 'data', 'auth-secret');
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  env.AUTH_SECRET = fs.readFileSync(secretFile, 'utf8').trim();
}

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// No provider keys on this machine (SITE_URL unset or localhost): payments run
// against the built-in sandbox (a test-mode badge shows on every page, so the
// build must know it too), so a newcomer can buy something at once. At a public
// SITE_URL only PAYMENT_SANDBOX=true runs it; otherwise the start stops here,
// saying what to set (decideStartSandbox in lib/server/config.ts, which is
// server-only, hence the script run).
const sandboxCheck = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    '--conditions=react-server',
    'scripts/check-config.ts',
    '--start-sandbox',
  ],
  { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
if (sandboxCheck.status !== 0) process.exit(sandboxCheck.status ?? 1);
if (sandboxCheck.stdout.trim() === 'demo') {
  env.PAYMENT_SANDBOX = 'true';
  console.log('start: no payment provider keys set, payments use the local sandbox (test mode)');
}

// The scripts run with the react-server condition their server-only modules
// need; this one does not, so `next` itself loads normally.
function runScript(script: string, ...args: string[]): void {
  run(process.execPath, [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    '--conditions=react-server',
    script,
    ...args,
  ]);
}

// Every setting, checked before anything is migrated, built or served: a bad
// one stops here with a message naming it.
runScript('scripts/check-config.ts');
runScript('scripts/db.ts', 'prepare');

// NEXT_DIST_DIR: a copy of the build with a cache of its own (next.config.mjs); .next otherwise.
const distDir = env.NEXT_DIST_DIR || '.next';
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('start: no build found, building the shop (once)...');
  run(process.execPath, [nextBin, 'build'], { NODE_ENV: 'production' });
}
// Also on a build made by plain `next build`; nothing to do when npm run build did it already.
run(process.execPath, [path.join(root, 'scripts', 'compile-hints.mjs'), distDir, '--best-effort']);
// After the hints, which change the files it compresses (docs/decisions/030).
run(process.execPath, [path.join(root, 'scripts', 'compression.mjs'), distDir, '--best-effort']);

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [serveScript, port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
