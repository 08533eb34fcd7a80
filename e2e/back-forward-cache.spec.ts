import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * Catalogue views rendered per request (search results; a sorted, filtered or paged category) are
 * kept by the browser for the back button (proxy.ts, CATALOGUE_VIEW_HEADERS): back from another page
 * shows them as they were left, without asking the server again.
 */

// Playwright starts Chromium with the back/forward cache switched off; shoppers' browsers have it on.
test.use({
  extraHTTPHeaders: { 'cf-ipcountry': 'US' },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

for (const path of ['/search?query=kantha', '/women?sort=price-asc']) {
  test(`${path} comes back whole from the back/forward cache`, async ({ page }) => {
    await gotoHydrated(page, path);
    const products = page.locator('main article h2, main article h3');
    const names = await products.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = 'true';
      });
    });
    let asked = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().endsWith(path)) asked = true;
    });
    await page.goto('/about-us');
    // A page taken from the cache fires no load event: wait for the navigation only.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
    expect(await products.allTextContents()).toEqual(names);
    expect(asked).toBe(false);
  });
}
