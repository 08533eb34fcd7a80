import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useOwnClientAddress } from './helpers';
import { addStaffMember, expectNoSidewaysScroll, seriousViolations, signInToBackOffice } from './admin-helpers';

/**
 * Issue 29, item 5: an owner renames a subcategory and the storefront's navigation and page show the new name at
 * once while the old address answers a permanent redirect to the new one; an owner moves a category up with the
 * keyboard (the focus stays on the moved item's button) and the navigation shows the new order; a staff member
 * sets pictures but neither renames nor reorders. The pages pass axe and fit 390 px. Each run starts from the
 * names and order the shop has now (the same database serves every run).
 *
 * Known gap (reported to the lead): the storefront checks pass only on a server started with REDIS_URL. Without
 * it next.config.mjs names no cache handler (decision 023, session 5 amendment), so nothing hands
 * expireCachedReads' expiry to Next's tags manifest and the navigation stays as cached (up to CACHE_SECONDS).
 */
interface NavCategory {
  id: number;
  name: string;
  subcategories: { id: number; name: string }[];
}

const HOME_AND_LIVING = 2;
const CUSHION_COVER = 16;

async function categories(request: APIRequestContext): Promise<NavCategory[]> {
  const response = await request.get('/api/get-all-category-list/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categories: NavCategory[] }).categories;
}

function pathOf(...names: string[]): string {
  return `/${names.map((name) => name.toLowerCase().replace(/ /g, '%20')).join('/')}`;
}

/** The addresses the shop's main navigation links, in the order a shopper's page shows them. */
async function navOrder(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  return nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('categories', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('an owner renames a subcategory: the navigation and its page follow, the old address redirects (308)', async ({
    page,
    browser,
    request,
  }) => {
    const home = (await categories(request)).find((category) => category.id === HOME_AND_LIVING);
    const before = home?.subcategories.find((subcategory) => subcategory.id === CUSHION_COVER);
    if (!home || !before) throw new Error('The demo catalogue has no Home & Living cushion covers');
    const newName = `Cushion Covers ${Date.now().toString().slice(-6)}`;

    await signInToBackOffice(page, addStaffMember('owner'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(await seriousViolations(page, '/admin/categories')).toEqual([]);
    await page.getByRole('link', { name: home.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeVisible();

    const field = page.getByRole('textbox', { name: `New name for ${before.name}` });
    await field.fill('Curtains');
    await field.press('Enter');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('A subcategory named Curtains already exists in this category.');

    await field.fill(newName);
    await field.press('Enter');
    const outcome = page.getByRole('status').filter({ hasText: 'Subcategory renamed' });
    await expect(outcome).toBeFocused();
    await expect(page.getByRole('textbox', { name: `New name for ${newName}` })).toBeVisible();
    expect(await seriousViolations(page, page.url())).toEqual([]);

    // A shopper, at once: the navigation links the new name, its page answers under it, the old address redirects.
    const shopperContext = await browser.newContext();
    await useOwnClientAddress(shopperContext);
    const shopper = await shopperContext.newPage();
    const newPath = pathOf(home.name, newName);
    await expect
      .poll(async () => {
        await shopper.goto('/');
        return shopper.getByRole('navigation', { name: 'Main' }).locator(`a[href="${newPath}"]`).count();
      })
      .toBe(1);
    await expect(
      shopper.getByRole('navigation', { name: 'Main' }).locator(`a[href="${pathOf(home.name, before.name)}"]`),
    ).toHaveCount(0);
    const page2 = await shopper.goto(newPath);
    expect(page2?.status()).toBe(200);
    await expect(shopper.getByRole('heading', { level: 1 })).toContainText(newName);

    const old = await shopper.goto(pathOf(home.name, before.name));
    expect(old?.request().redirectedFrom()).not.toBeNull();
    expect((await old?.request().redirectedFrom()?.response())?.status()).toBe(308);
    expect(new URL(shopper.url()).pathname).toBe(newPath);
    expect(old?.status()).toBe(200);
    await expect(shopper.getByRole('heading', { level: 1 })).toContainText(newName);
    await shopperContext.close();

    // Back to its name (a former name may be taken again), so the other journeys find the demo catalogue as it was.
    const back = page.getByRole('textbox', { name: `New name for ${newName}` });
    await back.fill(before.name);
    await back.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Subcategory renamed' })).toBeFocused();
    await expect
      .poll(async () => (await request.get(pathOf(home.name, before.name), { maxRedirects: 0 })).status())
      .toBe(200);
  });

  test('an owner moves a category up with the keyboard; the navigation shows the new order', async ({
    page,
    request,
  }) => {
    const all = await categories(request);
    // Two neighbours the navigation shows (it leaves out a category without subcategories).
    const shown = (index: number) => (all[index]?.subcategories.length ?? 0) > 0;
    const at = all.findIndex((_, index) => shown(index) && shown(index + 1));
    const [first, second] = [all[at], all[at + 1]];
    if (!first || !second) throw new Error('Two neighbouring categories with subcategories are needed');

    await signInToBackOffice(page, addStaffMember('owner'));
    await page.goto('/admin/categories');
    const list = page.getByRole('list', { name: 'Categories' });
    const moveUp = list.getByRole('button', { name: `Move up: ${second.name}` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toContainText(`${second.name}: position`);
    // At the top its Move up is gone (disabled): the focus is on its Move down, never dropped to the page.
    await expect(
      list.getByRole('button', { name: `${at === 0 ? 'Move down' : 'Move up'}: ${second.name}` }),
    ).toBeFocused();

    await expect
      .poll(async () => {
        await page.goto('/');
        const order = await navOrder(page);
        return order.indexOf(pathOf(second.name)) < order.indexOf(pathOf(first.name));
      })
      .toBe(true);
    // The API's answer follows within seconds too (its cached read is expired with the page's; the first read
    // after a change may still be the one being revalidated).
    await expect
      .poll(async () => {
        const ids = (await categories(request)).map((category) => category.id);
        return ids.indexOf(second.id) < ids.indexOf(first.id);
      })
      .toBe(true);
    const after = (await categories(request)).map((category) => category.id);
    // The same ids, only in another order.
    expect([...after].sort()).toEqual(all.map((category) => category.id).sort());

    // And back, so the other journeys meet the navigation as the demo catalogue has it.
    await page.goto('/admin/categories');
    await list.getByRole('button', { name: `Move down: ${second.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
    await expect
      .poll(async () => (await categories(request)).map((category) => category.id))
      .toEqual(all.map((category) => category.id));
  });

  test('a staff member sets pictures but may not rename or reorder; the pages fit 390 px', async ({ page }) => {
    await signInToBackOffice(page, addStaffMember('staff'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move (up|down):/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 390, '/admin/categories');
    expect(await seriousViolations(page, '/admin/categories')).toEqual([]);

    await page.goto('/admin/categories/3');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add subcategory' })).toHaveCount(0);
    const banner = page.getByRole('textbox', { name: 'Banner picture' });
    await banner.fill('https://elsewhere.example/banner.webp');
    await page.getByRole('button', { name: 'Save category' }).click();
    await expect(banner).toBeFocused();
    await expect(banner).toHaveAttribute('aria-invalid', 'true');
    await banner.fill('/media/banners/hero.webp');
    await expect(page.getByRole('img', { name: 'Banner picture: preview' })).toHaveAttribute(
      'src',
      '/media/banners/hero.webp',
    );
    await page.getByRole('button', { name: 'Save category' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Category saved|Nothing changed/ })).toBeFocused();

    // A banner photographed on the phone: uploaded, then saved, and the category page shows it.
    const photo = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#a23b2a' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Upload a new banner picture')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(
      page.getByRole('status').filter({ hasText: 'Banner picture uploaded: save to use it.' }),
    ).toBeFocused();
    await expect(banner).toHaveValue(/^\/media\/pictures\//);
    const uploaded = await banner.inputValue();
    await page.getByRole('button', { name: 'Save category' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Category saved' })).toBeFocused();
    await expect(async () => {
      expect(await (await page.request.get('/men')).text()).toContain(encodeURIComponent(uploaded));
    }).toPass({ timeout: 12_000 });
    await expectNoSidewaysScroll(page, 390, '/admin/categories/3');
    await banner.fill('/media/banners/hero.webp');
    await page.getByRole('button', { name: 'Save category' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Category saved' })).toBeFocused();
    expect(await seriousViolations(page, '/admin/categories/3')).toEqual([]);
  });
});
