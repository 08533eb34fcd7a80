import { resetConfigForTests } from './server/config';
import {
  DEFAULT_PREVIEW_PATH,
  DESCRIPTION_MAX,
  TITLE_MAX,
  documentTitle,
  pageMetadata,
  productDescription,
  truncateAtWord,
} from './seo';

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
      image: { url: '/og/product/7', alt: 'Printers at work in Sanganer' },
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: '/og/product/7', alt: 'Printers at work in Sanganer' }],
    });
  });

  describe('link previews', () => {
    const saved = process.env.TWITTER_SITE;
    afterEach(() => {
      if (saved === undefined) delete process.env.TWITTER_SITE;
      else process.env.TWITTER_SITE = saved;
      resetConfigForTests();
    });

    it('gives every page the default 1200×630 JPEG preview, sized, with the en_IN locale and a large Twitter card', () => {
      delete process.env.TWITTER_SITE;
      resetConfigForTests();
      const metadata = pageMetadata({ title: 'Shipping', description: 'How we ship.', path: '/shipping' });
      expect(metadata.openGraph).toMatchObject({
        locale: 'en_IN',
        type: 'website',
        images: [
          { url: DEFAULT_PREVIEW_PATH, width: 1200, height: 630, type: 'image/jpeg', alt: 'Jaipur Handcrafted' },
        ],
      });
      expect(metadata.twitter).toMatchObject({
        card: 'summary_large_image',
        images: [{ url: DEFAULT_PREVIEW_PATH, alt: 'Jaipur Handcrafted' }],
      });
      expect(metadata.twitter).not.toHaveProperty('site');
    });

    it("uses a page's own preview with the same size and type", () => {
      const metadata = pageMetadata({
        title: 'Dress',
        description: 'A dress.',
        path: '/product/7',
        image: { url: '/og/product/7', alt: 'Dress' },
      });
      expect(metadata.openGraph?.images).toEqual([
        { url: '/og/product/7', width: 1200, height: 630, type: 'image/jpeg', alt: 'Dress' },
      ]);
    });

    it("names the shop's X account from TWITTER_SITE", () => {
      process.env.TWITTER_SITE = '@jaipurhandmade';
      resetConfigForTests();
      const metadata = pageMetadata({ title: 'Blog', description: 'Stories.', path: '/blog' });
      expect(metadata.twitter).toMatchObject({ site: '@jaipurhandmade', card: 'summary_large_image' });
    });

    it('leaves og:type out when the page renders its own (type null)', () => {
      const metadata = pageMetadata({ title: 'Dress', description: 'A dress.', path: '/product/7', type: null });
      expect(metadata.openGraph).not.toHaveProperty('type');
    });
  });
});

describe('productDescription', () => {
  it('leads with the name and category so colour variants differ', () => {
    const shared = 'The stripes are tie-dyed in Jaipur. '.repeat(10);
    const red = productDescription({
      name: 'Madder Red Dabu Maxi Dress',
      category: 'Women',
      subcategory: 'Dresses',
      description: shared,
    });
    const blue = productDescription({
      name: 'Indigo Dabu Maxi Dress',
      category: 'Women',
      subcategory: 'Dresses',
      description: shared,
    });
    expect(red).not.toBe(blue);
    expect(red).toMatch(/^Madder Red Dabu Maxi Dress \(Dresses, Women\), handcrafted in Jaipur\. The stripes/);
    expect(red.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});
