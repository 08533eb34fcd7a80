import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addToCart,
  fixCurrency,
  gotoHydrated,
  placeCodOrderByApi,
  signUpAndLogIn,
  sizeInStock,
  tokenOf,
  useOwnClientAddress,
  moderateOrWorse,
} from './helpers';
import {
  CART_CONTINUE,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  PLACE_ORDER,
  PROMO_APPLY,
  SAVED_ADDRESS_LABEL,
  SUMMARY_HEADING,
} from '../components/cart/cart-messages';

/**
 * The checkout's layout and starting values (issue 31, item 4): on a desktop the delivery form beside
 * the order summary, on a phone one column; a returning customer's saved address filled in; CLICK TO
 * CONTINUE gone once the form is open (DEVIATIONS 63) with focus on the form's heading; one field height
 * and pill buttons (the --control-height and --radius-button tokens). The account's name and phone
 * without a saved address: e2e/delivery.spec.ts and components/cart/delivery-form.test.tsx.
 */

/** The address of the customer's earlier order: the one the form must start from. */
const SAVED = {
  name: 'Meera Verma',
  delivery_address: '9 Tripolia Bazaar, near Isarlat',
  pin_code: '302002',
  city: 'Jaipur',
  state: 'Rajasthan',
};

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** A field by its whole label (a required field's label text ends in an aria-hidden asterisk). */
function fieldOf(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** The heights of every visible text field and select of the page's main content, in px. */
function fieldHeights(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), select')
    .evaluateAll((controls) =>
      controls
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => control.getBoundingClientRect().height),
    );
}

function cornerOf(control: Locator): Promise<string> {
  return control.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
}

test('checkout: the saved address filled in, the form beside the summary at 1280 px and under it at 390 px, one field height, pill buttons, axe clean', async ({
  page,
  context,
  request,
}) => {
  await useOwnClientAddress(context);
  await fixCurrency(context, 'INR');
  const item = await sizeInStock(request, 4);
  const mobile = await signUpAndLogIn(page, request);

  // An earlier order (cash on delivery, through the API) leaves the address saved with the account.
  const auth = { authorization: `Token ${await tokenOf(page)}` };
  await placeCodOrderByApi(request, auth, item, mobile, SAVED);

  await page.setViewportSize({ width: 1280, height: 900 });
  await addToCart(page, item);
  await gotoHydrated(page, '/cart');
  const summary = page.getByRole('region', { name: SUMMARY_HEADING });
  const proceed = summary.getByRole('button', { name: CART_CONTINUE });
  await expect(proceed).toBeVisible();
  // The promo code's Apply is a pill like CLICK TO CONTINUE, as tall as the fields.
  const apply = summary.getByRole('button', { name: PROMO_APPLY, exact: true });
  expect(await cornerOf(apply)).toBe('999px');
  expect(await cornerOf(apply)).toBe(await cornerOf(proceed));
  expect((await boxOf(apply)).height).toBe(48);

  await proceed.click();
  const form = page.getByRole('region', { name: DELIVERY_HEADING });
  await expect(form.getByRole('heading', { name: DELIVERY_HEADING })).toBeFocused();
  await expect(page.getByRole('button', { name: CART_CONTINUE })).toHaveCount(0);

  // The saved address, its name and phone, filled in; a choice of addresses offered; still editable.
  await expect(form.getByLabel(SAVED_ADDRESS_LABEL)).toBeVisible();
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.name)).toHaveValue(SAVED.name);
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.mobile_number)).toHaveValue(mobile);
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.delivery_address)).toHaveValue(SAVED.delivery_address);
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.pin_code)).toHaveValue(SAVED.pin_code);
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.city)).toHaveValue(SAVED.city);
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.state)).toHaveValue(SAVED.state);
  await fieldOf(form, DELIVERY_FIELD_LABELS.city).fill('Amer');
  await expect(fieldOf(form, DELIVERY_FIELD_LABELS.city)).toHaveValue('Amer');

  // Desktop: the form on the left, narrower than 760 px, beside the summary, the two boxes apart.
  let formBox = await boxOf(form);
  let summaryBox = await boxOf(summary);
  expect(formBox.width).toBeLessThan(760);
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(summaryBox.x);
  // Side by side in the window: the summary stays in view beside the form as the form scrolls up.
  await form.getByRole('heading', { name: DELIVERY_HEADING }).scrollIntoViewIfNeeded();
  await expect(form).toBeInViewport();
  await expect(summary).toBeInViewport();

  // One height for every field and select; Place Order the same pill as Apply.
  const heights = await fieldHeights(page);
  expect(heights.length).toBeGreaterThan(8);
  expect([...new Set(heights)]).toEqual([48]);
  expect(await cornerOf(form.getByRole('button', { name: PLACE_ORDER }))).toBe('999px');

  // Axe: nothing moderate or worse on the cart page with the form open, the floating WhatsApp link included
  // (in its own landmark since issue 31, item 5).
  expect(await moderateOrWorse(page)).toEqual([]);

  // A phone: one column, the summary over the form, the same width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await boxOf(form)).width).toBeLessThan(390);
  formBox = await boxOf(form);
  summaryBox = await boxOf(summary);
  expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(formBox.y);
  expect(Math.abs(formBox.x - summaryBox.x)).toBeLessThan(1);
  expect(Math.abs(formBox.width - summaryBox.width)).toBeLessThan(1);
  expect([...new Set(await fieldHeights(page))]).toEqual([48]);
});
