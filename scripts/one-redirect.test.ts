import { collapsedPageUrl } from './one-redirect.mjs';

describe('collapsedPageUrl', () => {
  it('sends a page path with repeated slashes to its final form in one step', () => {
    expect(collapsedPageUrl('/product/1//')).toBe('/product/1');
    expect(collapsedPageUrl('//product//1/')).toBe('/product/1');
    expect(collapsedPageUrl('/about-us//?ref=x')).toBe('/about-us?ref=x');
    expect(collapsedPageUrl('/\\evil.example/')).toBe('/evil.example');
  });

  it('keeps the trailing slash of API paths and the root', () => {
    expect(collapsedPageUrl('/api//get-all-products//')).toBe('/api/get-all-products/');
    expect(collapsedPageUrl('//')).toBe('/');
  });

  it('leaves other paths to Next and proxy.ts', () => {
    expect(collapsedPageUrl('/product/1/')).toBeNull();
    expect(collapsedPageUrl('/search?query=a//b')).toBeNull();
  });
});
