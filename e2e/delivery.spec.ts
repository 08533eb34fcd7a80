import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import {
  CONFIRMATION_URL,
  addToCart,
  fixCurrency,
  openDeliveryForm,
  ownClientAddressHeader,
  paymentMethodRadio,
  signUpAndLogIn,
  sizeInStock,
  tokenOf,
} from './helpers';
import {
  DELIVERY_FIELD_LABELS,
  PLACE_ORDER,
  REQUIRED_FIELDS_MESSAGE,
  SAVED_ADDRESS_LABEL,
} from '../components/cart/cart-messages';
import { firstItem } from '../lib/list';

/**
 * The delivery form for shoppers abroad and for keyboard and screen-reader
 * users (issue 12, items 9 and 13; decision 015): the country detected from
 * the request (the e2e server trusts the x-country-code header and looks up
 * nothing outside), its calling code and its name for the postal code, an
 * order placed by card from the United States (cash on delivery is for INR
 * orders delivered in India), the address offered again on the next
 * checkout, and a message under each bad field that outlives the banner.
 */

const ORDER_PLACED_MESSAGE = 'Your Order Placed successfully, You get invoice over Mail/Whatsapp.';

/** A field by its whole label (a required field's label text ends in an aria-hidden asterisk). */
function fieldOf(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** The text of what a control's aria-describedby names ('' when nothing). */
async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

test.describe('delivery form', () => {
  test('a shopper in the United States: ZIP code, +1, paid by card, the address offered again', async ({
    page,
    context,
    request,
  }) => {
    const config = await (await request.get('/api/payments/config/')).json();
    expect(config.sandbox, 'the e2e server must run with the payment sandbox on').toBe(true);
    await context.setExtraHTTPHeaders({ ...ownClientAddressHeader(), 'x-country-code': 'US' });
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const accountMobile = await signUpAndLogIn(page, request);
    await addToCart(page, item);

    const form = await openDeliveryForm(page, { item });
    // The detected country and its name for the postal code; the account's name and phone filled in, the
    // phone with its own calling code (issue 31, item 4).
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.country)).toHaveValue('US');
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.name)).toHaveValue('Asha Verma');
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.mobile_number)).toHaveValue(accountMobile);
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.country_code)).toHaveValue('+91');
    await expect(fieldOf(form, 'ZIP code')).toBeVisible();
    await expect(form.getByLabel('PIN code')).toHaveCount(0);
    // A USD order: no cash on delivery.
    await expect(paymentMethodRadio(form, 'cod')).toHaveCount(0);

    await fieldOf(form, DELIVERY_FIELD_LABELS.country_code).fill('+1');
    await fieldOf(form, DELIVERY_FIELD_LABELS.mobile_number).fill('2125550100');
    await fieldOf(form, DELIVERY_FIELD_LABELS.delivery_address).fill('350 Fifth Avenue');
    // An Indian PIN code is not a ZIP code: the field says so and keeps the focus.
    await fieldOf(form, 'ZIP code').fill('302003');
    await fieldOf(form, DELIVERY_FIELD_LABELS.city).fill('New York');
    await fieldOf(form, DELIVERY_FIELD_LABELS.state).fill('NY');
    await paymentMethodRadio(form, 'card').check();
    await form.getByRole('button', { name: PLACE_ORDER }).click();
    await expect(fieldOf(form, 'ZIP code')).toBeFocused();
    expect(await descriptionOf(fieldOf(form, 'ZIP code'))).toBe('Enter a ZIP code of 5 or 9 digits.');

    await fieldOf(form, 'ZIP code').fill('10118-1234');
    expect(await descriptionOf(fieldOf(form, 'ZIP code'))).toBe('');
    await form.getByRole('button', { name: PLACE_ORDER }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay checkout' });
    await expect(checkout).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(CONFIRMATION_URL);
    await expect(page.getByRole('status').filter({ hasText: ORDER_PLACED_MESSAGE })).toBeVisible();

    const token = await tokenOf(page);
    const orders = await (await request.get('/api/orders/', { headers: { authorization: `Token ${token}` } })).json();
    expect(firstItem(orders.data)).toMatchObject({
      status: 'paid',
      payment_method: 'razorpay',
      currency: 'USD',
      delivery: { country: 'US', country_code: '+1', pin_code: '10118-1234', city: 'New York', state: 'NY' },
    });

    // The next checkout starts from that address; the shopper can still change it.
    await addToCart(page, item);
    const again = await openDeliveryForm(page, { item });
    await expect(again.getByLabel(SAVED_ADDRESS_LABEL)).toBeVisible();
    await expect(fieldOf(again, DELIVERY_FIELD_LABELS.delivery_address)).toHaveValue('350 Fifth Avenue');
    await expect(fieldOf(again, DELIVERY_FIELD_LABELS.mobile_number)).toHaveValue('2125550100');
    await expect(fieldOf(again, 'ZIP code')).toHaveValue('10118-1234');
    await fieldOf(again, DELIVERY_FIELD_LABELS.city).fill('Brooklyn');
    await expect(fieldOf(again, DELIVERY_FIELD_LABELS.city)).toHaveValue('Brooklyn');
  });

  test('each bad field says what is wrong under it until it is fixed; the banner goes after 5 seconds', async ({
    page,
    context,
    request,
  }) => {
    await context.setExtraHTTPHeaders(ownClientAddressHeader());
    await fixCurrency(context, 'INR');
    const item = await sizeInStock(request);
    await signUpAndLogIn(page, request);
    await addToCart(page, item);

    const form = await openDeliveryForm(page, { item });
    // No country known (no header, no lookups): India, +91, PIN code.
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.country)).toHaveValue('IN');
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.country_code)).toHaveValue('+91');
    // The account's name is filled in (issue 31, item 4); cleared, it is missing.
    const name = fieldOf(form, DELIVERY_FIELD_LABELS.name);
    await expect(name).toHaveValue('Asha Verma');
    await name.fill('');
    const pin = fieldOf(form, DELIVERY_FIELD_LABELS.pin_code);
    await pin.fill('3020');
    await paymentMethodRadio(form, 'card').check();
    await form.getByRole('button', { name: PLACE_ORDER }).press('Enter');

    const banner = form.getByRole('alert');
    await expect(banner).toHaveText(REQUIRED_FIELDS_MESSAGE);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await descriptionOf(name)).toBe('Enter your name.');
    expect(await descriptionOf(pin)).toBe('Enter a 6-digit PIN code.');
    await expect(form.getByText('Enter your delivery address.')).toBeVisible();
    // The message of the focused field is in view, next to it (the banner is by the button, further down).
    await expect(form.getByText('Enter your name.')).toBeInViewport();

    // The form with its messages has no serious or critical axe violation.
    const axe = await new AxeBuilder({ page }).include('form').analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    // The spec's banner goes after 5 seconds; the field messages stay.
    await expect(banner).toBeEmpty({ timeout: 7_000 });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter your name.')).toBeVisible();

    // Typing into the focused field fixes it: its message goes, the others stay.
    await page.keyboard.type('Asha Verma');
    await expect(form.getByText('Enter your name.')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await pin.fill('302003');
    await expect(form.getByText('Enter a 6-digit PIN code.')).toHaveCount(0);
    await expect(form.getByText('Enter your delivery address.')).toBeVisible();

    // Abroad the name and the rule follow the country, and cash on delivery is India's only.
    await fieldOf(form, DELIVERY_FIELD_LABELS.country).selectOption('GB');
    await expect(fieldOf(form, DELIVERY_FIELD_LABELS.country_code)).toHaveValue('+44');
    await expect(fieldOf(form, 'Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(await descriptionOf(fieldOf(form, 'Postcode'))).toBe('Enter a postcode such as SW1A 1AA.');
    await expect(paymentMethodRadio(form, 'cod')).toHaveCount(0);
  });
});
