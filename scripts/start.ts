/**
 * npm start: prepare the database (migrate; seed the demo catalogue when it is
 * empty), build when no build exists, then serve on $PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Scripts run without the react-server condition so `next` itself loads normally.
run(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/db.ts', 'prepare']);

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('start: no build found, building the shop (once)...');
  run(process.execPath, [nextBin, 'build'], { NODE_ENV: 'production' });
}

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
