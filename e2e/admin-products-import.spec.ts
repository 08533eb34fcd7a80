import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { useOwnClientAddress } from './helpers';
import { addStaffMember, expectNoSidewaysScroll, seriousViolations, signInToBackOffice } from './admin-helpers';
import {
  IMPORT_FILE_LABEL,
  IMPORT_OWNERS_ONLY,
  IMPORT_PROBLEMS_CAPTION,
  IMPORT_SUBMIT,
  importDoneText,
} from '../components/admin/product-import-messages';

/**
 * Issue 29, item 4: an owner imports a Shopify-format CSV of 50 products with pictures (served by this
 * file's own HTTP server on the port playwright.config.ts allows, E2E_PORT + 7) and finds them in the
 * shop within seconds; at 390 px a file with bad rows is refused with its problems by row and column and
 * nothing is written, the page passes axe and fits; a staff member may export but not import.
 */
const port = Number(process.env.E2E_PORT ?? 3200) + 7;
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const match = /^\/p\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const n = Number(match[1]);
    void sharp({ create: { width: 96, height: 96, channels: 3, background: { r: (n * 5) % 256, g: 60, b: 120 } } })
      .png()
      .toBuffer()
      .then((png) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Alt Text',
  'Status',
];

function csvOf(rows: string[][]): string {
  return `${[HEADER, ...rows].map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`;
}

async function chooseAndImport(page: Page, csv: string) {
  await page.getByLabel(IMPORT_FILE_LABEL).setInputFiles({
    name: 'shopify-products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: IMPORT_SUBMIT }).click();
}

test.describe('products import', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('an owner imports a Shopify CSV of 50 products with pictures; the shop shows them within seconds', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString().slice(-6);
    const rows: string[][] = [];
    for (let n = 1; n <= 50; n += 1) {
      const handle = `e2e-shawl-${run}-${n}`;
      rows.push([
        handle,
        `Ajrakh Shawl ${run} ${n}`,
        `<p>Hand printed <b>ajrakh</b>, number ${n}.</p>`,
        'Elsewhere',
        'Women',
        '',
        'Size',
        'Free Size',
        '',
        '4',
        '32.00',
        '40.00',
        `http://127.0.0.1:${port}/p/${n}.png`,
        `Shawl ${n}, spread out`,
        'active',
      ]);
    }
    await signInToBackOffice(page, addStaffMember('owner'));
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Import or export (CSV)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import and export products' })).toBeVisible();
    await chooseAndImport(page, csvOf(rows));
    const done = page
      .getByRole('status')
      .filter({ hasText: importDoneText({ created: 50, updated: 0, pictures: 50 }) });
    await expect(done).toBeVisible({ timeout: 60_000 });
    await expect(done).toBeFocused();

    const name = `Ajrakh Shawl ${run} 17`;
    await expect(async () => {
      await page.goto(`/search?query=${encodeURIComponent(name)}`);
      await expect(page.getByRole('link', { name }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('img', { name: 'Shawl 17, spread out' }).first()).toBeVisible();
  });

  test('at 390 px a file with bad rows is refused by row and column; staff may export, not import', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToBackOffice(page, addStaffMember('owner'));
    await page.goto('/admin/products/import');
    await chooseAndImport(
      page,
      csvOf([
        [
          'e2e-bad-1',
          'Bad shawl',
          'Text',
          '',
          'No such category',
          '',
          'Size',
          'M',
          '',
          '1',
          '9.00',
          '',
          '',
          '',
          'active',
        ],
        ['e2e-bad-2', 'Bad price', 'Text', '', 'Women', '', 'Size', 'M', '', '1', 'nine', '', '', '', 'draft'],
      ]),
    );
    const alert = page.getByRole('alert').filter({ hasText: 'nothing was imported' });
    await expect(alert).toBeFocused();
    const problems = page.getByRole('table', { name: IMPORT_PROBLEMS_CAPTION });
    await expect(problems.getByRole('rowheader', { name: 'row 2: Type' })).toBeVisible();
    await expect(problems.getByRole('rowheader', { name: 'row 3: Variant Price' })).toBeVisible();
    expect(await seriousViolations(page, '/admin/products/import')).toEqual([]);
    await expectNoSidewaysScroll(page, 390, '/admin/products/import');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download (Shopify CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^products-shopify-\d{4}-\d{2}-\d{2}\.csv$/);

    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await useOwnClientAddress(staffContext);
    const staffPage = await staffContext.newPage();
    await signInToBackOffice(staffPage, addStaffMember('staff'));
    await staffPage.goto('/admin/products/import');
    await expect(staffPage.getByText(IMPORT_OWNERS_ONLY)).toBeVisible();
    await expect(staffPage.getByLabel(IMPORT_FILE_LABEL)).toHaveCount(0);
    await expect(staffPage.getByRole('link', { name: 'Download (shop columns)' })).toBeVisible();
    await staffContext.close();
  });
});
