import { render, screen, within } from '@testing-library/react';
import type { ProductDetailResponse } from '@/lib/contract';
import { RELATED_PRODUCTS_TITLE } from './catalogue-messages';
import type { ProductReviews } from '@/lib/contract/reviews';
import { ProductDetailView, productPictureVariants } from './product-detail-view';
import { NO_REVIEWS_TEXT, REVIEWS_TITLE } from './product-reviews';
import { firstItem } from '@/lib/list';

jest.mock('@/lib/api/browser', () => ({ browserApi: { getProductDetail: jest.fn() } }));

function detail(overrides: Partial<ProductDetailResponse['data']> = {}): ProductDetailResponse {
  const product = {
    id: 7,
    product_code: 10107,
    product_name: 'Rani Pink Leheriya Sundress',
    name: 'Rani Pink Leheriya Sundress',
    description: 'Tie-dyed cotton voile with side pockets.',
    main_image: '/media/products/10107-1.webp',
    second_media: '/media/products/10107-2.webp',
    third_media: '/media/products/10107-3.webp',
    fourth_media: '/media/products/10107-4.webp',
    fifth_media: '/media/products/10107-5.webp',
    picture_alts: ['', '', '', '', ''],
    offer_price: 40,
    mrp: 50,
    rating: 4,
    review_count: 12,
    top_selling: false,
    new_arrival: false,
    is_active: true,
    category_pk: 1,
    sub_category_pk: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
    category_name: 'Women',
    sub_category_name: 'Dresses',
    size: 'S',
    stock: 3,
    sizes: [
      { size: 'S', stock: 3 },
      { size: 'M', stock: 0 },
    ],
    ...overrides,
  };
  const related = { ...product, id: 8, product_code: 10108, product_name: 'Indigo Dabu Maxi Dress' };
  return { data: product, related_product: [related] };
}

function jsonLd(container: HTMLElement, type: string): Record<string, unknown> {
  const scripts = Array.from(container.querySelectorAll('script[type="application/ld+json"]'));
  const parsed = scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
  const found = parsed.find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found;
}

describe('ProductDetailView', () => {
  it('shows the product: name, stars, prices with the saving, description, size and stock', () => {
    render(<ProductDetailView detail={detail()} siteUrl="https://shop.example" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rani Pink Leheriya Sundress');
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getAllByText('$40')[0]).toBeInTheDocument();
    expect(firstItem(screen.getAllByText('$50')).closest('del')).not.toBeNull();
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText('Tie-dyed cotton voile with side pockets.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 left');
  });

  it('has the trail, the further sections with the policy figures and the related products', () => {
    render(<ProductDetailView detail={detail()} siteUrl="https://shop.example" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/women/dresses');
    expect(screen.getByRole('heading', { level: 2, name: 'Craftsmanship' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Care' })).toBeInTheDocument();
    // Folded under their titles (issue 31, item 5): the words in the HTML, the page about the product first.
    for (const name of ['Craftsmanship', 'Care', 'Shipping and returns']) {
      const fold = screen.getByRole('heading', { level: 2, name }).closest('details');
      expect(fold).not.toBeNull();
      expect(fold).not.toHaveAttribute('open');
    }
    const shipping = screen.getByRole('region', { name: 'Shipping and returns' });
    expect(shipping).toHaveTextContent('within 48 hours of delivery');
    expect(shipping).toHaveTextContent('7-10 business days');
    expect(shipping).toHaveTextContent('4-5 business days');
    expect(shipping).toHaveTextContent('10-30 business days');
    expect(shipping).toHaveTextContent('4-8 business days');
    const related = screen.getByRole('region', { name: RELATED_PRODUCTS_TITLE });
    expect(within(related).getByRole('link', { name: 'Indigo Dabu Maxi Dress' })).toHaveAttribute('href', '/product/8');
  });

  it('describes the product in JSON-LD: USD offer, stock, shipping, returns and breadcrumb, with no rating markup', () => {
    const { container } = render(<ProductDetailView detail={detail()} siteUrl="https://shop.example" />);
    const product = jsonLd(container, 'Product');
    expect(product).toMatchObject({
      name: 'Rani Pink Leheriya Sundress',
      sku: '10107-7',
      brand: { '@type': 'Brand', name: 'Jaipur Handcrafted' },
      image: expect.arrayContaining(['https://shop.example/media/products/10107-1.webp']),
      offers: {
        '@type': 'Offer',
        price: 40,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/7',
        shippingDetails: [
          {
            '@type': 'OfferShippingDetails',
            shippingRate: { value: 0, currency: 'USD' },
            shippingDestination: { addressCountry: 'IN' },
            deliveryTime: { transitTime: { minValue: 7, maxValue: 10, unitCode: 'DAY' } },
          },
          {
            '@type': 'OfferShippingDetails',
            deliveryTime: { transitTime: { minValue: 10, maxValue: 30, unitCode: 'DAY' } },
          },
        ],
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: ['IN'],
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: 2,
          returnMethod: ['https://schema.org/ReturnByMail'],
          returnFees: 'https://schema.org/FreeReturn',
        },
      },
    });
    // Without its published reviews the page shows none, and the markup claims no rating (DEVIATIONS row 39).
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBeGreaterThan(0);
    const breadcrumb = jsonLd(container, 'BreadcrumbList');
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Women',
      'Dresses',
      'Rani Pink Leheriya Sundress',
    ]);
  });

  it('gives each colour variant its own sku though they share a product_code', () => {
    const red = render(<ProductDetailView detail={detail()} siteUrl="https://shop.example" />);
    const redSku = jsonLd(red.container, 'Product').sku;
    red.unmount();
    const blue = render(
      <ProductDetailView detail={detail({ id: 9, name: 'Indigo Leheriya Sundress' })} siteUrl="https://shop.example" />,
    );
    const blueSku = jsonLd(blue.container, 'Product').sku;
    expect(redSku).not.toBe(blueSku);
    expect(blueSku).toBe('10107-9');
  });

  it('leaves out the rating without reviews and says out of stock when no size is left', () => {
    const { container } = render(
      <ProductDetailView
        detail={detail({ review_count: 0, stock: 0, sizes: [{ size: 'S', stock: 0 }] })}
        siteUrl="https://shop.example"
      />,
    );
    const product = jsonLd(container, 'Product');
    expect(product.aggregateRating).toBeUndefined();
    expect(product.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(screen.getByText('(No reviews yet)')).toBeInTheDocument();
  });

  const published: ProductReviews = {
    summary: {
      average: 4.5,
      count: 2,
      stars: [
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    },
    data: [
      {
        id: 2,
        rating: 5,
        title: 'Perfect <b>fit</b>',
        body: 'Soft cotton. <script>alert(1)</script>',
        author: 'Asha V.',
        created_at: '2026-11-20T10:00:00.000Z',
        staff_reply: 'Thank you, Asha!',
        replied_at: '2026-11-21T10:00:00.000Z',
        photos: [
          {
            id: 5,
            url: '/media/pictures/0123456789abcdef0123456789abcdef/w960.webp',
            thumbnail_url: '/media/pictures/0123456789abcdef0123456789abcdef/w480.webp',
            width: 960,
            height: 720,
            alt: "Photo from Asha V.'s review",
          },
        ],
      },
      {
        id: 1,
        rating: 4,
        title: '',
        body: 'Lovely colour.',
        author: 'Ravi K.',
        created_at: '2026-11-18T10:00:00.000Z',
        staff_reply: null,
        replied_at: null,
        photos: [],
      },
    ],
    page: 1,
    total_pages: 2,
  };

  it('shows the published reviews, escaped, with the summary, replies and the next page', () => {
    const { container } = render(
      <ProductDetailView detail={detail()} siteUrl="https://shop.example" reviews={published} />,
    );
    // The stars under the name are those of the reviews the page shows.
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
    const section = screen.getByRole('region', { name: REVIEWS_TITLE });
    expect(within(section).getByText('4.5 out of 5, from 2 reviews')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Perfect <b>fit</b>' })).toBeInTheDocument();
    expect(within(section).getByText('Soft cotton. <script>alert(1)</script>')).toBeInTheDocument();
    expect(section.querySelector('script, b')).toBeNull();
    expect(within(section).getByText('Reply from the shop: Thank you, Asha!')).toBeInTheDocument();
    // The review's photo: a thumbnail, a link (reachable by Tab) to the larger size.
    const photoLink = within(section).getByRole('link', { name: "Photo from Asha V.'s review, larger" });
    expect(photoLink).toHaveAttribute('href', '/media/pictures/0123456789abcdef0123456789abcdef/w960.webp');
    expect(within(photoLink).getByRole('img', { name: "Photo from Asha V.'s review" })).toHaveAttribute(
      'src',
      '/media/pictures/0123456789abcdef0123456789abcdef/w480.webp',
    );
    expect(within(section).getByRole('link', { name: 'Older reviews' })).toHaveAttribute(
      'href',
      '/product/7/reviews?page=2',
    );
    const product = jsonLd(container, 'Product');
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
        author: { '@type': 'Person', name: 'Asha V.' },
        name: 'Perfect <b>fit</b>',
        datePublished: '2026-11-20',
        // The review's photo, absolute (search engines read the markup without the page's address).
        image: ['https://shop.example/media/pictures/0123456789abcdef0123456789abcdef/w960.webp'],
      }),
      expect.objectContaining({
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
        reviewBody: 'Lovely colour.',
      }),
    ]);
    // A review without photos claims none.
    expect((product.review as Record<string, unknown>[])[1]).not.toHaveProperty('image');
  });

  it('says there are no reviews yet and claims no rating when none is published', () => {
    const none: ProductReviews = {
      summary: { average: null, count: 0, stars: published.summary.stars.map((entry) => ({ ...entry, count: 0 })) },
      data: [],
      page: 1,
      total_pages: 0,
    };
    const { container } = render(<ProductDetailView detail={detail()} siteUrl="https://shop.example" reviews={none} />);
    expect(screen.getByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    // Not the product's stored numbers (12 in this fixture): none published, none shown.
    expect(screen.getByText('(No reviews yet)')).toBeInTheDocument();
    const product = jsonLd(container, 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it("gives the gallery each picture's stored widths, in the pictures' order without blanks or repeats", () => {
    const widths = (name: string) => [
      { url: `/media/pictures/${name}/w480.webp`, width: 480, height: 640 },
      { url: `/media/pictures/${name}/w1600.webp`, width: 1600, height: 2133 },
    ];
    const product = detail({
      main_image: '/media/pictures/one/w960.webp',
      second_media: '/media/products/10107-2.webp',
      third_media: '/media/pictures/one/w960.webp',
      fourth_media: '',
      fifth_media: '/media/pictures/two/w960.webp',
      picture_variants: [widths('one'), [], widths('one'), [], widths('two')],
    }).data;
    expect(productPictureVariants(product)).toEqual([widths('one'), [], widths('two')]);
    // A backend that sends no picture_variants: every picture has only its own URL.
    expect(productPictureVariants({ ...product, picture_variants: undefined })).toEqual([[], [], []]);
  });
});
