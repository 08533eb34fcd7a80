import { expect, test } from '@playwright/test';
import { addToCart, gotoHydrated, signUpAndLogIn, sizeInStock, useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectFocusOnOutcome,
  expectNoSidewaysScroll,
  seriousViolations,
  signInToBackOffice,
} from './admin-helpers';
import { PROMO_APPLY, PROMO_LABEL, PROMO_NOT_APPLIED } from '../components/cart/cart-messages';

/**
 * Issue 29, item 6: an owner creates a festive code in the back office (a refused field first), a shopper
 * uses it in the cart at once, then a member pauses it and the cart refuses it; the pages pass axe and fit
 * 390 px.
 */
test.describe('promo codes', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('an owner creates a code, a shopper uses it, pausing it stops it', async ({ browser, page, request }) => {
    const code = `DIWALI${Date.now().toString().slice(-6)}`;
    await signInToBackOffice(page, addStaffMember('owner'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promo codes' }).click();
    await page.getByRole('link', { name: 'New promo code' }).click();
    const form = page.getByRole('form', { name: 'New promo code' });
    await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await form.getByRole('textbox', { name: 'Percentage off' }).fill('95');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    const percent = form.getByRole('textbox', { name: 'Percentage off' });
    await expect(percent).toBeFocused();
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await expect(percent).toHaveAccessibleDescription('must be at most 90');
    await percent.fill('15');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Promo code ${code}` })).toBeVisible();
    await expect(page.getByText('Promo code created.')).toBeVisible();
    await expect(page.getByTestId('promo-state')).toHaveText('Active');
    expect(await seriousViolations(page, page.url())).toEqual([]);

    const shopperContext = await browser.newContext();
    await useOwnClientAddress(shopperContext);
    const shopper = await shopperContext.newPage();
    const item = await sizeInStock(request);
    await signUpAndLogIn(shopper, request);
    await addToCart(shopper, item);
    await gotoHydrated(shopper, '/cart');
    const discount = shopper.locator('dt', { hasText: /^Discount$/ }).locator('xpath=following-sibling::dd[1]');
    await shopper.getByRole('textbox', { name: PROMO_LABEL }).fill(code.toLowerCase());
    await shopper.getByRole('button', { name: PROMO_APPLY }).click();
    await expect(discount).toHaveText(/^−[$₹]/);

    await page.getByRole('button', { name: `Pause ${code}` }).click();
    await expectFocusOnOutcome(page, 'Promo code paused: shoppers cannot use it until it is resumed.');
    await expect(page.getByTestId('promo-state')).toHaveText('Paused');

    await gotoHydrated(shopper, '/cart');
    await shopper.getByRole('textbox', { name: PROMO_LABEL }).fill(code);
    await shopper.getByRole('button', { name: PROMO_APPLY }).click();
    await expect(shopper.getByText(PROMO_NOT_APPLIED)).toBeVisible();
    await shopperContext.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/promos');
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    await expect(page.getByRole('button', { name: `Resume ${code}` })).toBeVisible();
    expect(await seriousViolations(page, '/admin/promos')).toEqual([]);
    await expectNoSidewaysScroll(page, 390, '/admin/promos');
  });

  test('a staff member sees the codes and may pause them, but not create or edit', async ({ page }) => {
    await signInToBackOffice(page, addStaffMember('staff'));
    await page.goto('/admin/promos');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New promo code' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Pause|Resume) / }).first()).toBeVisible();
    const response = await page.goto('/admin/promos/new');
    expect(response?.status()).toBe(403);
  });
});
