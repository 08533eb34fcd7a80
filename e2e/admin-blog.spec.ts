import path from 'node:path';
import { expect, test } from '@playwright/test';
import { useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectFocusOnOutcome,
  expectNoSidewaysScroll,
  seriousViolations,
  signInToBackOffice,
} from './admin-helpers';
import { BLOG_FORM_TEXT } from '../components/admin/blog-format';
import { BLOG_POST_MESSAGES } from '../lib/contract/admin-blog';

const COVER = path.join(__dirname, '..', 'public', 'media', 'blog', 'a-morning-with-the-block-printers-of-bagru.webp');

/**
 * Issue 29, item 7: a staff member writes a post with the editor (a heading, a paragraph, a features list),
 * gives it a cover picture, previews it as the storefront renders it, publishes it and finds it on /blog;
 * a post scheduled for tomorrow is not on the blog yet. The pages pass axe and fit 390 px.
 */
test.describe('blog posts', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('a member writes and publishes a post with the editor; it shows on /blog; a scheduled one does not yet', async ({
    page,
  }) => {
    const title = `Indigo Season ${Date.now().toString().slice(-6)}`;
    await signInToBackOffice(page, addStaffMember('staff'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: 'New post' }).click();
    const form = page.getByRole('form', { name: BLOG_FORM_TEXT.newHeading });
    await form.getByRole('textbox', { name: BLOG_FORM_TEXT.title, exact: true }).fill(title);

    const text = form.getByRole('textbox', { name: BLOG_FORM_TEXT.body, exact: true });
    await text.click();
    await page.keyboard.type('Why indigo');
    // The toolbar by keyboard: Heading is focused and pressed with Enter, then the text takes the focus back.
    const heading = form.getByRole('button', { name: 'Heading', exact: true });
    await heading.focus();
    await page.keyboard.press('Enter');
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The vats wake in October, after the rains.');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Hand block printed');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Dyed in Bagru vats');

    await form.getByLabel('Add pictures').setInputFiles(COVER);
    const alt = form.getByRole('textbox', { name: /Describe the picture/ });
    await expect(alt).toBeVisible({ timeout: 30_000 });
    await alt.fill('Printers at work in a Bagru courtyard');

    await form.getByRole('button', { name: BLOG_FORM_TEXT.preview }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/\d+\/preview$/);
    const postId = /\/admin\/blog\/(\d+)\/preview$/.exec(page.url())?.[1];
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'Why indigo' })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: 'Dyed in Bagru vats' })).toBeVisible();
    await expect(article.getByRole('img', { name: 'Printers at work in a Bagru courtyard' })).toBeVisible();
    expect(await seriousViolations(page, page.url())).toEqual([]);

    await page.getByRole('link', { name: 'Back to editing' }).click();
    await expect(page.getByTestId('blog-post-status')).toHaveText('Draft');
    await page.getByRole('button', { name: BLOG_FORM_TEXT.publishNow }).click();
    await expectFocusOnOutcome(page, BLOG_POST_MESSAGES.published);
    await expect(page.getByTestId('blog-post-status')).toHaveText('Published');

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    const response = await page.goto(`/blog/${postId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Why indigo' })).toBeVisible();

    // A post for tomorrow: scheduled, and not on the blog yet.
    const later = `Festive Edit ${Date.now().toString().slice(-6)}`;
    await page.goto('/admin/blog/new');
    const next = page.getByRole('form', { name: BLOG_FORM_TEXT.newHeading });
    await next.getByRole('textbox', { name: BLOG_FORM_TEXT.title, exact: true }).fill(later);
    await next.getByRole('textbox', { name: BLOG_FORM_TEXT.body, exact: true }).click();
    await page.keyboard.type('Coming soon: the festive edit.');
    await next.getByLabel('Add pictures').setInputFiles(COVER);
    const nextAlt = next.getByRole('textbox', { name: /Describe the picture/ });
    await expect(nextAlt).toBeVisible({ timeout: 30_000 });
    await nextAlt.fill('Printers at work');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await next.getByLabel(BLOG_FORM_TEXT.publishAt).fill(local);
    await next.getByRole('button', { name: BLOG_FORM_TEXT.schedule }).click();
    await expectFocusOnOutcome(page, BLOG_POST_MESSAGES.scheduled);
    await expect(page.getByTestId('blog-post-status')).toHaveText('Scheduled');
    const laterId = /\/admin\/blog\/(\d+)/.exec(page.url())?.[1];
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(later) })).toHaveCount(0);
    expect((await page.goto(`/blog/${laterId}`))?.status()).toBe(404);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/blog');
    await expect(page.getByRole('link', { name: later })).toBeVisible();
    expect(await seriousViolations(page, '/admin/blog')).toEqual([]);
    await expectNoSidewaysScroll(page, 390, '/admin/blog');
    await page.goto(`/admin/blog/${laterId}`);
    await expect(page.getByRole('textbox', { name: BLOG_FORM_TEXT.body, exact: true })).toBeVisible();
    expect(await seriousViolations(page, page.url())).toEqual([]);
    await expectNoSidewaysScroll(page, 390, page.url());
  });
});
