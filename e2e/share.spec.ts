import { expect, test, type Page } from '@playwright/test';
import { LINK_COPIED_MESSAGE } from '../components/share/share-menu';
import { firstBestSeller, firstBlogPost, gotoHydrated, useOwnClientAddress, moderateOrWorse } from './helpers';

/**
 * Issue 31, item 10: the Share button of product and blog pages, by keyboard, at a desktop and a phone
 * width. Chromium on Linux has no share sheet (navigator.share), so the menu opens: its links carry the
 * page's canonical URL with the UTM tags of their site (decision 046), Copy link says so in a status
 * line, Escape closes it with focus back on the button, and axe finds nothing moderate or worse with
 * the menu open. A visit from the copied link reports its utm_source and is remembered for the order.
 */

/** The page's canonical URL, as its <link rel="canonical"> gives it. */
async function canonicalOf(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href ?? '', page.url()).href;
}

function tagged(canonical: string, source: string, campaign: 'product' | 'blog'): string {
  return `${canonical}?utm_source=${source}&utm_medium=social&utm_campaign=${campaign}`;
}

/** Opens the menu by keyboard and checks every link and Copy link; answers the copied URL. */
async function shareByKeyboard(page: Page, campaign: 'product' | 'blog'): Promise<string> {
  const canonical = await canonicalOf(page);
  const button = page.getByRole('button', { name: 'Share', exact: true });
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('group', { name: 'Share' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  const linkOf = async (name: string) => {
    const link = menu.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    return new URL((await link.getAttribute('href')) ?? '');
  };
  const whatsapp = await linkOf('WhatsApp');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')?.endsWith(` ${tagged(canonical, 'whatsapp', campaign)}`)).toBe(true);
  const pinterest = await linkOf('Pinterest');
  expect(pinterest.searchParams.get('url')).toBe(tagged(canonical, 'pinterest', campaign));
  expect(pinterest.searchParams.get('media')).toMatch(/^https?:\/\//);
  expect((await linkOf('Facebook')).searchParams.get('u')).toBe(tagged(canonical, 'facebook', campaign));
  expect((await linkOf('X')).searchParams.get('url')).toBe(tagged(canonical, 'x', campaign));

  // The keyboard path: Tab into the menu, the links in order, then Copy link.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: /^WhatsApp/ })).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('status')).toHaveText(LINK_COPIED_MESSAGE);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(tagged(canonical, 'copy', campaign));

  expect(await moderateOrWorse(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  return copied;
}

test.describe('Share', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a product page at 1280 px: the menu by keyboard, tagged links, Copy link; the copied link counts its visit', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const product = await firstBestSeller(request);
    await gotoHydrated(page, `/product/${product.id}`);
    const copied = await shareByKeyboard(page, 'product');

    // Someone opens the copied link: its page view carries utm_source=copy, and the cookie keeps it for an order.
    const beacons: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/beacon/') beacons.push(sent.postData() ?? '');
    });
    await gotoHydrated(page, copied);
    await expect
      .poll(() =>
        beacons.map((body) => JSON.parse(body) as { utm_source?: string }).some((b) => b.utm_source === 'copy'),
      )
      .toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'jh_share')).toMatchObject({ value: 'copy', httpOnly: true });
  });

  test('a blog post at 390 px: the same menu fits the phone and passes axe', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const post = await firstBlogPost(request);
    await gotoHydrated(page, `/blog/${post.id}`);
    await shareByKeyboard(page, 'blog');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Share' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      menuRight: document.querySelector('[role="group"][aria-label="Share"]')?.getBoundingClientRect().right ?? 0,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(390);
    expect(widths.menuRight).toBeLessThanOrEqual(390);
  });
});
