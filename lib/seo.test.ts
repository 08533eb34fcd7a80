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

  it('gives the Twitter card the Open Graph picture with its alt text (twitter:image:alt)', () => {
    const metadata = pageMetadata({
      title: 'About us',
      description: 'Who we are.',
      path: '/about-us',
      image: { url: '/media/banners/about.webp', width: 1200, height: 630, alt: 'Printers at work in Sanganer' },
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: '/media/banners/about.webp', alt: 'Printers at work in Sanganer' }],
    });
  });

  it('falls back to the title as alt text and leaves pictures out when the page has none', () => {
    const withPicture = pageMetadata({ title: 'Blog', description: 'Posts.', path: '/blog', image: { url: '/media/blog/1.webp' } });
    expect(withPicture.twitter).toMatchObject({ images: [{ url: '/media/blog/1.webp', alt: 'Blog' }] });
    const without = pageMetadata({ title: 'Cart', description: 'Your cart.', path: '/cart' });
    expect(without.twitter).toMatchObject({ card: 'summary' });
    expect(without.twitter && 'images' in without.twitter ? without.twitter.images : undefined).toBeUndefined();
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
