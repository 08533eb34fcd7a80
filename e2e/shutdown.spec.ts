import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openSqliteFile } from '../lib/server/db/sqlite-driver';

/**
 * Stopping npm start's server (scripts/serve.mjs) with SIGTERM, as a process
 * manager or a rolling deploy does: a server of its own (the build the suite's
 * server uses, its own SQLite file and port), requests held open mid-body so
 * they are provably in flight when the signal arrives.
 */
const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3200) + 1000;
const base = `http://127.0.0.1:${port}`;
const sqlitePath = path.join(root, 'data', `e2e-shutdown-${port}.db`);
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function removeDatabase(): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqlitePath}${suffix}`, { force: true });
}

async function waitForReady(): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const ok = await fetch(`${base}/api/ready/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not become ready`);
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
}

/** A contact query whose body is sent in two parts: the request is in flight until `finish()` sends the rest. */
function heldQuery(email: string) {
  const body = JSON.stringify({
    name: 'Meera Shah',
    email,
    country_code: '+91',
    mobile_number: '98290 12345',
    query: 'Do you ship cushion covers to Pune?',
  });
  const split = Math.floor(body.length / 2);
  let answer: { status: number; text: string } | { error: string } | undefined;
  const request = http.request(`${base}/api/create-query/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const settled = new Promise<void>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, text };
        resolve();
      });
      response.on('error', (error) => {
        answer = { error: error.message };
        resolve();
      });
    });
    request.on('error', (error) => {
      answer = { error: error.message };
      resolve();
    });
  });
  request.write(body.slice(0, split));
  return {
    finish: () => request.end(body.slice(split)),
    answer: async () => {
      await settled;
      return answer;
    },
  };
}

function connectError(): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

test.describe('stopping the server', () => {
  let server: ChildProcess | undefined;

  test.beforeAll(() => {
    removeDatabase();
    const prepared = spawnSync(process.execPath, [tsx, '--conditions=react-server', 'scripts/db.ts', 'prepare'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', SQLITE_PATH: sqlitePath, AUTH_SECRET: 'e'.repeat(40) },
    });
    expect(prepared.status, prepared.stderr).toBe(0);
  });

  test.afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    removeDatabase();
  });

  test('SIGTERM: no new connections, requests in flight finish, the cut-off is bounded, the database is closed, exit 0', async () => {
    test.setTimeout(120_000);
    const graceMs = 4000;
    server = spawn(process.execPath, ['scripts/serve.mjs', String(port)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: '',
        SQLITE_PATH: sqlitePath,
        SITE_URL: base,
        PAYMENT_SANDBOX: 'true',
        AUTH_SECRET: 'e'.repeat(40),
        IP_LOCATION_URL: '',
        SHUTDOWN_GRACE_MS: String(graceMs),
      },
    });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = exitOf(server);
    await waitForReady();
    // The WAL holds the server's writes until it checkpoints (on close, or every 1,000 pages).
    expect(fs.existsSync(`${sqlitePath}-wal`)).toBe(true);

    // The contact call's code loaded first (a refused, empty query writes nothing): loading it on the held
    // requests' arrival can keep the second one's headers unread past the signal, and a connection whose
    // request was never read is idle, closed at once rather than waited for.
    const warm = await fetch(`${base}/api/create-query/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(warm.status).toBe(400);

    const finishing = heldQuery('finishing@example.com');
    const abandoned = heldQuery('abandoned@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await expect.poll(() => output, { timeout: 5000 }).toContain('not taking new connections');

    // Stopped listening: a new connection is refused at once...
    expect(await connectError()).toBe('ECONNREFUSED');
    // ...while the request already in flight completes and is stored.
    finishing.finish();
    const finished = await finishing.answer();
    expect(finished).toMatchObject({ status: 201 });

    // The one whose client never sends the rest is cut off after the grace period, not waited for forever.
    const result = await exited;
    expect(await abandoned.answer()).toHaveProperty('error');
    expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
    expect(result.at - signalledAt).toBeGreaterThanOrEqual(graceMs - 100);
    expect(result.at - signalledAt).toBeLessThan(graceMs + 5000);
    expect(output).toContain(`requests still running after ${graceMs} ms were cut off`);
    expect(output).toContain('serve: stopped');

    // Closed cleanly: SQLite checkpointed the WAL into the file and removed it with the last connection.
    expect(fs.existsSync(`${sqlitePath}-wal`)).toBe(false);
    const check = await openSqliteFile(sqlitePath, { readonly: true, fileMustExist: true });
    try {
      const rows = check.database.prepare('select email from contact_queries order by id').all([]);
      expect(rows).toEqual([{ email: 'finishing@example.com' }]);
    } finally {
      check.close();
    }
  });
});
