import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { firstBestSeller, firstBlogPost, fixCurrency, gotoHydrated } from './helpers';
import { categoryPath } from '../lib/category-path';
import { categoryListResponse } from '../lib/contract/catalogue';
import { firstItem } from '../lib/list';
import { SKIP_LINK_TEXT } from '../components/layout/skip-link';
import { WHATSAPP_NAME } from '../components/layout/whatsapp-button';
import { TEST_MODE_BADGE_TEXT } from '../components/payments/payment-messages';

/**
 * Keyboard only (issue 12, item 13): every step presses a key and then says
 * where focus is. What axe and Lighthouse cannot see: the skip link, a tab
 * order that follows what is seen, focus after an in-app page change, the
 * focus ring's contrast, the test-mode strip never lying over a focused
 * control, heading levels without gaps, and the WhatsApp link saying it
 * opens a new tab.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 740 };
/** 200% zoom of a 1280 × 800 window: half as many CSS pixels, twice the device pixels. */
const ZOOM_200 = { width: 640, height: 400 };

async function firstCategoryPath(request: APIRequestContext): Promise<{ name: string; path: string }> {
  const { categories } = categoryListResponse.parse(await (await request.get('/api/get-all-category-list/')).json());
  const category = categories.find((item) => item.subcategories.length > 0) ?? firstItem(categories);
  return { name: category.name, path: categoryPath(category.name) };
}

/** What the focused element is, for messages and order checks. */
interface FocusedElement {
  name: string;
  tag: string;
  inHeader: boolean;
  inMain: boolean;
  rect: { x: number; y: number; width: number; height: number };
}

async function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    // The text a screen reader reads: aria-hidden parts left out.
    const shownText = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (label ? shownText(label) : null) ??
      shownText(element) ??
      '';
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      tag: element.tagName.toLowerCase(),
      inHeader: Boolean(element.closest('header')),
      inMain: Boolean(element.closest('main')),
      rect: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
    };
  });
}

/**
 * Tabs through the header from the skip link and returns what was focused, in
 * order, until focus leaves the header.
 */
async function tabThroughHeader(page: Page): Promise<FocusedElement[]> {
  const seen: FocusedElement[] = [];
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: SKIP_LINK_TEXT })).toBeFocused();
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) break;
    if (!now.inHeader) {
      if (seen.length > 0) break;
      continue; // The announcement strip of the home page comes before the header.
    }
    seen.push(now);
  }
  return seen;
}

/**
 * The tab order is the reading order: each next control is on the same row
 * further right, or on a row below.
 */
function readingOrderBreaks(sequence: FocusedElement[]): string[] {
  const breaks: string[] = [];
  for (let index = 1; index < sequence.length; index += 1) {
    const before = sequence[index - 1]!;
    const after = sequence[index]!;
    const beforeMiddle = before.rect.y + before.rect.height / 2;
    const sameRow = after.rect.y <= beforeMiddle && after.rect.y + after.rect.height >= beforeMiddle;
    const onRowBelow = after.rect.y >= beforeMiddle;
    if (sameRow ? after.rect.x + 1 < before.rect.x + before.rect.width / 2 : !onRowBelow) {
      breaks.push(
        `"${before.name}" (${Math.round(before.rect.x)},${Math.round(before.rect.y)}) then "${after.name}" (${Math.round(after.rect.x)},${Math.round(after.rect.y)})`,
      );
    }
  }
  return breaks;
}

test.describe('keyboard: skip link and header order', () => {
  test.beforeEach(async ({ context }) => {
    await fixCurrency(context, 'USD');
  });

  test.describe('desktop', () => {
    test.use({ viewport: DESKTOP });

    test('the first Tab reaches the skip link, and Enter skips to the content', async ({ page, request }) => {
      await gotoHydrated(page, (await firstCategoryPath(request)).path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: SKIP_LINK_TEXT });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const next = await focused(page);
      expect(next?.inMain, `after the skip link, Tab reached "${next?.name}"`).toBe(true);
    });

    test('the header is tabbed in the order it is seen: logo, currency, search, account, cart, then the menu', async ({
      page,
    }) => {
      await gotoHydrated(page, '/about-us');
      const sequence = await tabThroughHeader(page);
      const names = sequence.map((item) => item.name);
      expect(names.slice(0, 6)).toEqual([
        'Jaipur Handcrafted home',
        'Currency',
        'Search products',
        'Search',
        'Login',
        'Cart, 0 items',
      ]);
      expect(names[6]).toBe('Home');
      expect(readingOrderBreaks(sequence)).toEqual([]);
    });
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('the header is tabbed in the order it is seen: menu, logo, currency, then search, account and cart', async ({
      page,
    }) => {
      await gotoHydrated(page, '/about-us');
      const sequence = await tabThroughHeader(page);
      expect(sequence.map((item) => item.name)).toEqual([
        'Menu',
        'Jaipur Handcrafted home',
        'Currency',
        'Search products',
        'Search',
        'Login',
        'Cart, 0 items',
      ]);
      expect(readingOrderBreaks(sequence)).toEqual([]);

      // The opened menu shows under the header's rows, and comes next.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeFocused();
      for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+Tab');
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const opened = [(await focused(page))!];
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        opened.push((await focused(page))!);
      }
      expect(opened.map((item) => item.name).slice(6, 8)).toEqual(['Cart, 0 items', 'Home']);
      expect(opened.every((item) => item.inHeader)).toBe(true);
      expect(readingOrderBreaks(opened)).toEqual([]);
    });
  });
});

test.describe('keyboard: focus after an in-app page change', () => {
  test.use({ viewport: DESKTOP });

  test('following a category link moves focus to the new page heading; the next Tab is its first content', async ({
    page,
    request,
  }) => {
    const category = await firstCategoryPath(request);
    await gotoHydrated(page, '/about-us');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: category.name, exact: true });
    let presses = 0;
    while (!(await link.evaluate((element) => element === document.activeElement)) && presses < 40) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${category.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();

    // The next Tab reaches the first control after the heading in the page's own content.
    const expected = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const h1 = main.querySelector('h1')!;
      const controls = Array.from(
        main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      );
      const next = controls.find(
        (element) =>
          element.tabIndex >= 0 &&
          !(element as HTMLButtonElement).disabled &&
          element.getClientRects().length > 0 &&
          h1.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      return next?.outerHTML.slice(0, 120) ?? null;
    });
    expect(expected).not.toBeNull();
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? null);
    expect(now).toBe(expected);
    expect((await focused(page))?.inMain).toBe(true);

    // And a product of the listing is a few Tabs away, not 31.
    const firstProduct = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    let toProduct = 1;
    while (!(await firstProduct.evaluate((element) => element === document.activeElement)) && toProduct < 30) {
      await page.keyboard.press('Tab');
      toProduct += 1;
    }
    await expect(firstProduct).toBeFocused();
    expect(toProduct).toBeLessThan(31);
  });

  test('Back moves focus to the heading of the page shown again', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    await gotoHydrated(page, '/best-sellers');
    const card = page.getByRole('main').getByRole('link', { name: product.product_name }).first();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/best-sellers$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeFocused();
  });
});

test.describe('keyboard: the WhatsApp link', () => {
  test('says it opens a new tab, in its name and with a visible mark', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Backwards from the start of the page: the floating button is the last control.
    await page.keyboard.press('Shift+Tab');
    const whatsapp = page.getByRole('link', { name: WHATSAPP_NAME });
    await expect(whatsapp).toBeFocused();
    await expect(whatsapp).toHaveAccessibleName('Contact us on WhatsApp (opens in a new tab)');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp.getByTestId('new-tab-mark')).toBeVisible();
    // Its two-colour ring (white inside, ink outside) shows on light pages and the dark footer alike.
    const shadow = await whatsapp.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(shadow).toContain('rgb(255, 255, 255)');
    expect(shadow).toContain('rgb(31, 36, 48)');
  });
});

/**
 * Tabs on and reports each focused control the test-mode strip lies over (the
 * strip, not the control, on top where their boxes meet); the strip itself is
 * in the page's flow.
 */
async function overlapsWhileTabbing(
  page: Page,
  strip: Locator,
  maxTabs: number,
): Promise<{ checked: number; overlaps: string[] }> {
  const overlaps: string[] = [];
  let checked = 0;
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const badge = document.querySelector('aside[aria-label="Test mode"]');
      if (!element || element === document.body || !badge) return null;
      const a = element.getBoundingClientRect();
      const b = badge.getBoundingClientRect();
      const left = Math.max(a.left, b.left);
      const top = Math.max(a.top, b.top);
      const width = Math.min(a.right, b.right) - left;
      const height = Math.min(a.bottom, b.bottom) - top;
      // Covered: the boxes meet and the strip floats (fixed, sticky: it lies over the page, even when clicks
      // pass through it), or the screen shows the strip on top where they meet.
      const meet = width > 0 && height > 0;
      const floats = getComputedStyle(badge).position !== 'static';
      const onTop = meet ? document.elementFromPoint(left + width / 2, top + height / 2) : null;
      return {
        overlap: meet && (floats || Boolean(onTop && badge.contains(onTop))),
        name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
      };
    });
    if (!result) continue;
    checked += 1;
    if (result.overlap) overlaps.push(result.name);
  }
  await expect(strip).toHaveCSS('position', 'static');
  return { checked, overlaps };
}

test.describe('keyboard: the test-mode strip never covers a focused control', () => {
  for (const [label, viewport, deviceScaleFactor] of [
    ['390 px phone', PHONE, 3],
    ['200% zoom', ZOOM_200, 2],
  ] as const) {
    test.describe(label, () => {
      test.use({ viewport, deviceScaleFactor });

      test('Tab through a product page and the footer: no focused control lies under the strip', async ({
        page,
        request,
      }) => {
        const product = await firstBestSeller(request);
        await gotoHydrated(page, `/product/${product.id}`);
        const strip = page.getByRole('complementary', { name: 'Test mode' });
        await expect(strip).toHaveText(TEST_MODE_BADGE_TEXT);
        const { checked, overlaps } = await overlapsWhileTabbing(page, strip, 140);
        expect(checked).toBeGreaterThan(30);
        expect(overlaps).toEqual([]);
        // The footer's links were among them.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
        const { overlaps: footerOverlaps } = await overlapsWhileTabbing(page, strip, 12);
        expect(footerOverlaps).toEqual([]);
      });
    });
  }
});

/** WCAG contrast of two rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The focus ring of every control a keyboard reaches on a page, against the
 * background it is drawn on: the control's own background for a ring drawn
 * inside it (negative offset), else the nearest ancestor with a background.
 */
async function ringContrasts(page: Page, maxTabs: number): Promise<{ checked: number; failures: string[] }> {
  const failures: string[] = [];
  let checked = 0;
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A search field shows its ring on its form (:focus-within).
      // A visually hidden radio shows its ring on its label (:has(input:focus-visible)).
      const name =
        (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) || element.tagName;
      const shows = (candidate: HTMLElement) => {
        const style = getComputedStyle(candidate);
        return (
          style.opacity !== '0' &&
          candidate.getBoundingClientRect().width > 2 &&
          style.outlineStyle !== 'none' &&
          style.outlineColor !== 'rgba(0, 0, 0, 0)'
        );
      };
      const ringed = [element, element.parentElement, element.parentElement?.parentElement].find(
        (candidate) => candidate && shows(candidate),
      );
      if (!ringed) return { name, outline: null, background: null };
      const style = getComputedStyle(ringed);
      const inside = parseFloat(style.outlineOffset) < 0;
      let node: HTMLElement | null = inside ? ringed : ringed.parentElement;
      let background = 'rgb(255, 255, 255)';
      while (node) {
        const color = getComputedStyle(node).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
          background = color;
          break;
        }
        node = node.parentElement;
      }
      return { name, outline: style.outlineColor, background };
    });
    if (!ring) continue;
    if (!ring.outline || !ring.background) {
      // Only the WhatsApp link draws its ring with shadows (checked above).
      if (!/WhatsApp/.test(ring.name)) failures.push(`${ring.name}: no focus ring`);
      continue;
    }
    checked += 1;
    const ratio = contrast(ring.outline, ring.background);
    if (ratio < 3) failures.push(`${ring.name}: ring ${ring.outline} on ${ring.background} is ${ratio.toFixed(2)}:1`);
  }
  return { checked, failures: [...new Set(failures)] };
}

test.describe('keyboard: the focus ring has 3:1 on every background it is drawn on', () => {
  test.use({ viewport: DESKTOP });

  const pages: [string, (request: APIRequestContext) => Promise<string>][] = [
    ['the home page (announcement, hero, footer)', async () => '/'],
    ['a product page', async (request) => `/product/${(await firstBestSeller(request)).id}`],
    ['a blog post (its indigo Shop now panel)', async (request) => `/blog/${(await firstBlogPost(request)).id}`],
    ['the contact page (its indigo wholesale panel)', async () => '/contact-us'],
  ];
  for (const [name, pathOf] of pages) {
    test(name, async ({ page, request }) => {
      await gotoHydrated(page, await pathOf(request));
      const { checked, failures } = await ringContrasts(page, 120);
      expect(checked).toBeGreaterThan(15);
      expect(failures).toEqual([]);
    });
  }
});

/** h1..h6 in document order, skipping what is hidden; each level at most one deeper than the one before. */
async function headingJumps(page: Page): Promise<{ levels: number[]; jumps: string[] }> {
  return page.evaluate(() => {
    const headings = Array.from(
      document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    ).filter((heading) => heading.getClientRects().length > 0 || heading.closest('.visually-hidden'));
    const levels = headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)));
    const jumps: string[] = [];
    levels.forEach((level, index) => {
      const before = index === 0 ? 0 : levels[index - 1]!;
      if (level > before + 1)
        jumps.push(`h${before} → h${level} "${headings[index]!.textContent?.trim().slice(0, 40)}"`);
    });
    return { levels, jumps };
  });
}

test.describe('headings: one h1, no skipped level, on every page type', () => {
  test.use({ viewport: DESKTOP });

  test('each page type', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    const post = await firstBlogPost(request);
    const category = await firstCategoryPath(request);
    const paths = [
      '/',
      '/best-sellers',
      '/collections',
      category.path,
      `/product/${product.id}`,
      '/search?query=cushion',
      '/search?query=zzqqxx',
      '/blog',
      `/blog/${post.id}`,
      '/cart',
      '/login',
      '/Signup',
      '/about-us',
      '/contact-us',
      '/query',
      '/customer-reviews',
      '/privacy',
      '/refund',
      '/shipping',
      '/terms-and-conditions',
      '/account',
      '/account/orders',
      '/no-such-page',
      '/product/99999999',
    ];
    const problems: string[] = [];
    for (const path of paths) {
      await gotoHydrated(page, path);
      const { levels, jumps } = await headingJumps(page);
      if (levels.filter((level) => level === 1).length !== 1)
        problems.push(`${path}: ${levels.filter((level) => level === 1).length} h1`);
      if (levels[0] !== 1) problems.push(`${path}: starts at h${levels[0]}`);
      problems.push(...jumps.map((jump) => `${path}: ${jump}`));
    }
    expect(problems).toEqual([]);
  });
});
