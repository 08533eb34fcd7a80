import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addStaffMember, placeOrderAsShopper, shipOrder, signInToBackOffice } from './admin-helpers';
import { readOutbox, useOwnClientAddress } from './helpers';

/**
 * A newcomer's `npm start` (issue 28): SITE_URL left unset, so the shop
 * believes it is http://localhost:3000, and opened at another address, its
 * IP and another port. The back office must still take its own forms (sign
 * in, ship, refund), while a POST from another site is still refused. A
 * server of its own (the suite's build and database, SITE_URL removed from
 * its environment), as e2e/shutdown.spec.ts does.
 */
const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3200) + 2000;
const base = `http://127.0.0.1:${port}`;
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

async function waitForReady(server: ChildProcess): Promise<void> {
  const end = Date.now() + 180_000;
  while (Date.now() < end && server.exitCode === null) {
    const ok = await fetch(`${base}/api/ready/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become ready`);
}

test.describe('npm start with SITE_URL unset, opened at 127.0.0.1 on another port', () => {
  test.use({ baseURL: base });
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? 'data/e2e.db',
      IP_LOCATION_URL: '',
      // As the suite's server: each test names its own client address (e2e/helpers.ts useOwnClientAddress).
      TRUST_PROXY: 'loopback',
      SHUTDOWN_GRACE_MS: '1000',
    };
    delete env.SITE_URL;
    delete env.HOST;
    // A process group of its own: tsx, start.ts and the server it spawns are stopped together.
    server = spawn(process.execPath, [tsx, 'scripts/start.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForReady(server);
  });

  test.afterAll(async () => {
    if (server?.pid === undefined) return;
    const exited = server.exitCode === null ? new Promise((resolve) => server?.once('exit', resolve)) : null;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch (error) {
      // ESRCH: the whole group had stopped already.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await exited;
    // The server itself is gone too: nothing answers at its address any more.
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health/`).then(
            () => 'answering',
            () => 'stopped',
          ),
        { timeout: 30_000 },
      )
      .toBe('stopped');
  });

  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('start warns once that SITE_URL is unset', () => {
    expect(output).toContain(
      `start: SITE_URL is not set, so links in e-mails and feeds say http://localhost:3000 while the shop listens on localhost:${port}: set SITE_URL to the address people open (such as http://localhost:${port}).`,
    );
  });

  test('an owner signs in, ships a paid card order and refunds part of it', async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    const owner = addStaffMember('owner');
    const card = await placeOrderAsShopper(browser, request, 'card');
    await signInToBackOffice(page, owner);
    expect(new URL(page.url()).origin).toBe(base);

    await page.goto(`/admin/orders/${card.orderNumber}`);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await shipOrder(page, card.orderNumber, `DLV${Date.now()}`);

    const payments = page.getByRole('region', { name: 'Payments' });
    const refund = payments.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Amount', { exact: false }).fill('1');
    await refund.getByLabel('Reason').fill('One cushion cover arrived stained');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Partially refunded');
    await expect(payments.getByRole('table', { name: 'Refunds asked' })).toContainText('Succeeded');
    await expect
      .poll(() =>
        readOutbox()
          .filter((message) => message.meta?.order_id === card.orderNumber && message.template === 'refund_issued')
          .map((message) => message.channel)
          .sort(),
      )
      .toEqual(['email', 'whatsapp']);
  });

  test('a POST from another site is still refused (403); one from this address reaches the sign-in check', async ({
    request,
  }) => {
    const foreign = await request.post('/api/admin/logout/', { headers: { origin: 'http://evil.example' }, data: {} });
    expect(foreign.status()).toBe(403);
    // The message (lib/server/http/same-site.ts, server-only) says where to open the back office.
    expect(await foreign.json()).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/another site/) });
    const crossSite = await request.post('/api/admin/logout/', {
      headers: { origin: base, 'sec-fetch-site': 'cross-site' },
      data: {},
    });
    expect(crossSite.status()).toBe(403);
    // A browser on plain http at a LAN address sends Origin without Sec-Fetch-Site: its own address passes.
    const own = await request.post('/api/admin/logout/', { headers: { origin: base }, data: {} });
    expect(own.status()).toBe(401);
  });
});
