import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SEGMENTS, pagedListingPath, proxy } from './proxy';
import robots from './app/robots';

const at = (href: string) => new URL(href, 'http://shop.test');

describe('proxy', () => {
  it('sends ?page=N of a category or subcategory to the paged listing route', () => {
    expect(pagedListingPath(at('/women?page=3'))).toBe('/listing/women');
    expect(pagedListingPath(at('/women/kurtis?page=2'))).toBe('/listing/women/kurtis');
    expect(pagedListingPath(at('/home%20%26%20living?page=2'))).toBe('/listing/home%20%26%20living');
  });

  it('leaves the first page, bad page numbers and other pages to their own routes', () => {
    for (const href of [
      '/women',
      '/women?page=1',
      '/women?page=0',
      '/women?page=abc',
      '/women?page=-2',
      '/blog?page=2',
      '/search?query=x&page=2',
      '/product/4?page=2',
      '/a/b/c?page=2',
      '/?page=2',
    ]) {
      expect(pagedListingPath(at(href))).toBeNull();
    }
  });

  it('sends a sorted or filtered category to the listing route (rendered per request), keeping the cached page for the plain one', () => {
    expect(pagedListingPath(at('/women?sort=price-asc'))).toBe('/listing/women');
    expect(pagedListingPath(at('/women/dresses?colour=indigo&size=M'))).toBe('/listing/women/dresses');
    // Even a bad value: the listing route ignores it rather than the cached page keeping a query it never reads.
    expect(pagedListingPath(at('/women?sort=nonsense'))).toBe('/listing/women');
    expect(pagedListingPath(at('/women?utm_source=x'))).toBeNull();
    expect(pagedListingPath(at('/search?query=x&sort=price-asc'))).toBeNull();
    expect(pagedListingPath(at('/product/4?sort=price-asc'))).toBeNull();
  });

  it('rewrites a paged category request and keeps the query', () => {
    const response = proxy(new Request('http://shop.test/women?page=2'));
    expect(response?.headers.get('x-middleware-rewrite')).toBe('http://shop.test/listing/women?page=2');
  });

  it('gives the paged listing route no public URL of its own', () => {
    const response = proxy(new Request('http://shop.test/listing/women?page=2'));
    expect(response?.headers.get('x-middleware-rewrite')).toBe('http://shop.test/not-a-category');
  });

  it('puts the content security policy and permissions policy on every page answer: plain, rewritten and redirected', () => {
    for (const href of ['http://shop.test/product/4', 'http://shop.test/women?page=2', 'http://shop.test/about-us/']) {
      const response = proxy(new Request(href));
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    }
    expect(proxy(new Request('http://shop.test/about-us/')).status).toBe(308);
  });

  it('marks the back office noindex and uncacheable, and only the back office', () => {
    for (const href of ['http://shop.test/admin', 'http://shop.test/admin/orders/JH-1']) {
      const response = proxy(new Request(href));
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(proxy(new Request('http://shop.test/administration-tips')).headers.get('x-robots-tag')).toBeNull();
    expect(robots().rules).toEqual([expect.objectContaining({ disallow: expect.arrayContaining(['/admin']) })]);
  });

  it('lets the browser keep search results and sorted, filtered or paged categories for the back button, and nothing else', () => {
    for (const href of [
      'http://shop.test/search?query=kantha',
      'http://shop.test/women?page=2',
      'http://shop.test/women/dresses?sort=price-asc',
    ]) {
      expect(proxy(new Request(href)).headers.get('cache-control')).toBe('private, no-cache');
    }
    for (const href of [
      'http://shop.test/women',
      'http://shop.test/product/4',
      'http://shop.test/account/orders',
      'http://shop.test/cart',
    ]) {
      expect(proxy(new Request(href)).headers.get('cache-control')).toBeNull();
    }
  });

  it('knows every top-level page folder of app/, so none is mistaken for a category', () => {
    const folders = fs
      .readdirSync(path.join(__dirname, 'app'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('(') && entry.name !== 'api',
      )
      .map((entry) => entry.name);
    for (const folder of folders) expect(PAGE_SEGMENTS).toContain(folder);
  });

  describe('currency cookie for the first paint', () => {
    const setCookie = (response: Response) => response.headers.get('set-cookie');

    it('sets the currency from the CDN country header on a first visit, whatever the page', () => {
      expect(setCookie(proxy(new Request('http://shop.test/women', { headers: { 'cf-ipcountry': 'IN' } })))).toMatch(
        /^currency=INR; Path=\/;/,
      );
      expect(
        setCookie(proxy(new Request('http://shop.test/product/4', { headers: { 'x-vercel-ip-country': 'us' } }))),
      ).toMatch(/^currency=USD;/);
      expect(
        setCookie(proxy(new Request('https://shop.test/women?page=2', { headers: { 'cf-ipcountry': 'IN' } }))),
      ).toMatch(/; Secure$/);
    });

    it('never overwrites a currency the visitor has (detected or chosen), and says nothing without a country', () => {
      expect(
        setCookie(
          proxy(new Request('http://shop.test/women', { headers: { 'cf-ipcountry': 'IN', cookie: 'currency=USD' } })),
        ),
      ).toBeNull();
      expect(setCookie(proxy(new Request('http://shop.test/women')))).toBeNull();
      expect(setCookie(proxy(new Request('http://shop.test/women', { headers: { 'cf-ipcountry': 'XX' } })))).toBeNull();
    });
  });

  describe('shared-link cookie (decision 046)', () => {
    const setCookie = (href: string, headers: Record<string, string> = {}) =>
      proxy(new Request(href, { headers })).headers.get('set-cookie');

    it("remembers a shared link's source for the order, HttpOnly for 7 days", () => {
      expect(setCookie('http://shop.test/product/4?utm_source=whatsapp&utm_medium=social&utm_campaign=product')).toBe(
        'jh_share=whatsapp; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly',
      );
      expect(setCookie('https://shop.test/blog/2?utm_source=X')).toMatch(/^jh_share=x; .*; Secure$/);
    });

    it('sets nothing for other tags, plain visits, or a browser that asks not to be tracked', () => {
      expect(setCookie('http://shop.test/product/4?utm_source=newsletter')).toBeNull();
      expect(setCookie('http://shop.test/product/4')).toBeNull();
      expect(setCookie('http://shop.test/product/4?utm_source=whatsapp', { dnt: '1' })).toBeNull();
      expect(setCookie('http://shop.test/product/4?utm_source=whatsapp', { 'sec-gpc': '1' })).toBeNull();
    });
  });
});
