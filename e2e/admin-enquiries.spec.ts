import { expect, test } from '@playwright/test';
import { gotoHydrated, readOutbox, uniqueMobile, useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectFocusOnOutcome,
  expectNoSidewaysScroll,
  seriousViolations,
  signInToBackOffice,
} from './admin-helpers';
import { CONTACT_FIELD_LABELS, CONTACT_SUBMIT } from '../components/contact/contact-messages';

/**
 * Issue 29, item 8: a shopper's wholesale enquiry from /contact-us reaches the back office's inbox (and
 * the shop's mailbox); a staff member on a phone opens it, replies (the e-mail reaches the enquirer),
 * adds a note and closes it; focus lands on each outcome, the pages fit 390 px and pass axe.
 */
test.describe('enquiries inbox', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('a wholesale enquiry is answered from the back office on a phone', async ({ page }) => {
    const mobile = uniqueMobile('8');
    const email = `hotel${mobile}@example.com`;
    const name = `Devika ${mobile.slice(-4)}`;
    await gotoHydrated(page, '/contact-us');
    await page.getByLabel(CONTACT_FIELD_LABELS.name).fill(name);
    await page.getByLabel(CONTACT_FIELD_LABELS.country_code).fill('+91');
    await page.getByLabel(CONTACT_FIELD_LABELS.mobile_number).fill(mobile);
    await page.getByLabel(CONTACT_FIELD_LABELS.email).fill(email);
    await page
      .getByLabel(CONTACT_FIELD_LABELS.query)
      .fill('We run a hotel in Udaipur.\nCan you make 200 quilt covers?');
    await page.getByRole('button', { name: CONTACT_SUBMIT }).click();
    await expect(page.getByText('Your query has been submitted successfully.')).toBeVisible();
    await expect.poll(() => readOutbox().some((message) => message.subject === `New enquiry from ${name}`)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await signInToBackOffice(page, addStaffMember('staff'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Enquiries' }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole('status').filter({ hasText: /new enquir(y|ies) wait/ })).toBeVisible();
    expect(await seriousViolations(page, '/admin/enquiries')).toEqual([]);
    await expectNoSidewaysScroll(page, 390, '/admin/enquiries');

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
    await expect(page.getByTestId('enquiry-status')).toHaveText('New');
    await expect(page.getByText('Can you make 200 quilt covers?')).toBeVisible();
    expect(await seriousViolations(page, page.url())).toEqual([]);
    await expectNoSidewaysScroll(page, 390, page.url());

    const replyForm = page.getByRole('form', { name: `Reply to ${email}` });
    await replyForm
      .getByRole('textbox', { name: 'Reply' })
      .fill('Namaste! Yes, 200 quilt covers take about four weeks.');
    await replyForm.getByRole('button', { name: 'Send reply' }).click();
    await expectFocusOnOutcome(page, `Reply sent to ${email}.`);
    await expect(page.getByTestId('enquiry-status')).toHaveText('Replied');
    await expect(page.getByRole('listitem').filter({ hasText: 'about four weeks' })).toBeVisible();
    const sent = readOutbox().find((message) => message.to === email && message.template === 'enquiry_reply');
    expect(sent?.body).toContain('Namaste! Yes, 200 quilt covers take about four weeks.');

    const noteForm = page.getByRole('form', { name: 'Add a note' });
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(noteForm.getByRole('textbox', { name: 'Note' })).toBeFocused();
    await expect(noteForm.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
    await noteForm.getByRole('textbox', { name: 'Note' }).fill('Sent fabric swatches by courier.');
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expectFocusOnOutcome(page, 'Note added. Only staff see it.');

    await page.getByRole('form', { name: 'Close' }).getByRole('button', { name: 'Close enquiry' }).click();
    await expectFocusOnOutcome(page, 'Enquiry closed.');
    await expect(page.getByTestId('enquiry-status')).toHaveText('Closed');
    await expect(page.getByRole('form', { name: `Reply to ${email}` })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Reopen' })).toBeVisible();
    expect(await seriousViolations(page, page.url())).toEqual([]);

    await page.goto('/admin/enquiries?status=closed');
    await expect(page.getByRole('link', { name })).toBeVisible();
  });
});
