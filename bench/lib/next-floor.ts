/**
 * Next's own floor (issue 32, item 5): the first-load JavaScript of a hello-world App Router page with one
 * client component, built and served in the same bench run by the same next, react and react-dom as the
 * shop (the project's node_modules, found by walking up from data/next-floor/: Turbopack compiles nothing
 * outside its root, so the app cannot live elsewhere with a link). Inside the project Next would take the
 * project's proxy.ts and instrumentation.ts for the app's, so it has empty ones of its own. The shop's
 * routes are reported over it, so the figure is "our JavaScript", whatever Next and React weigh.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { waitFor } from '../../scripts/shop-server.mjs';

const root = path.resolve(__dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }, null, 2),
  'next.config.mjs': 'export default {};\n',
  'instrumentation.js': 'export function register() {}\n',
  'proxy.js':
    "import { NextResponse } from 'next/server';\nexport function proxy() {\n  return NextResponse.next();\n}\n",
  'app/layout.jsx': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.jsx': `import { Counter } from './counter';
export default function Page() {
  return (<main><h1>Hello</h1><Counter /></main>);
}
`,
  'app/counter.jsx': `'use client';
import { useState } from 'react';
export function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}
`,
};

function versionsOf(): string {
  const version = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  return ['next', 'react', 'react-dom'].map((name) => `${name}@${version(name)}`).join(' ');
}

/** Writes the app (when its files or the versions changed) and builds it once per set of versions. */
function buildFloorApp(dir: string, versions: string): void {
  const stamp = path.join(dir, '.built-with');
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  const wanted = `${versions}\n${JSON.stringify(FILES)}`;
  if (current === wanted && fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`next-floor: the hello-world build failed\n${build.stdout}\n${build.stderr}`);
  fs.writeFileSync(stamp, wanted);
}

/**
 * Builds (once per version) and serves the hello-world app on `port`, hands its base URL to `measure`,
 * and stops it. Answers what `measure` answers and the versions measured.
 */
export async function withNextFloor<T>(
  port: number,
  measure: (base: string) => Promise<T>,
): Promise<{ value: T; versions: string }> {
  const dir = path.join(root, 'data', 'next-floor');
  const versions = versionsOf();
  buildFloorApp(dir, versions);
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, 120_000);
    return { value: await measure(base), versions };
  } finally {
    child.kill('SIGTERM');
  }
}
