import { DESCRIPTION_MAX, TITLE_MAX, documentTitle, pageMetadata, productDescription, truncateAtWord } from './seo';

describe('truncateAtWord', () => {
  it('leaves a short text whole, on one line', () => {
    expect(truncateAtWord('Tie-dyed\n  cotton voile.', 160)).toBe('Tie-dyed cotton voile.');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const cut = truncateAtWord('Hand block-printed cotton, '.repeat(20), DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.length).toBeGreaterThan(DESCRIPTION_MAX - 30);
    expect(cut).toMatch(/[a-z]…$/);
  });
});

describe('documentTitle', () => {
  it('keeps the template (shop name appended) when the whole title fits', () => {
    expect(documentTitle('Cushion Covers')).toBe('Cushion Covers');
  });

  it('drops the shop name and cuts the title when it would not fit', () => {
    const long = 'Madder Red Dabu Print Cotton Maxi Dress with Tassels and Pockets';
    const title = documentTitle(long);
    expect(title).toEqual({ absolute: expect.stringMatching(/…$/) });
    const text = typeof title === 'object' && title !== null && 'absolute' in title ? title.absolute : '';
    expect(text.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});

describe('pageMetadata', () => {
  it('holds the description within 160 characters', () => {
    const metadata = pageMetadata({ title: 'Blog', description: 'word '.repeat(60), path: '/blog' });
    expect(String(metadata.description).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(metadata.openGraph?.description).toBe(metadata.description);
  });
});

describe('productDescription', () => {
  it('leads with the name and category so colour variants differ', () => {
    const shared = 'The stripes are tie-dyed in Jaipur. '.repeat(10);
    const red = productDescription({ name: 'Madder Red Dabu Maxi Dress', category: 'Women', subcategory: 'Dresses', description: shared });
    const blue = productDescription({ name: 'Indigo Dabu Maxi Dress', category: 'Women', subcategory: 'Dresses', description: shared });
    expect(red).not.toBe(blue);
    expect(red).toMatch(/^Madder Red Dabu Maxi Dress \(Dresses, Women\), handcrafted in Jaipur\. The stripes/);
    expect(red.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});
