import { getServerApi } from '@/lib/api/server';
import { ApiError, type ProductDetailResponse } from '@/lib/contract';
import { findProduct, productMetadata } from './product-data';

jest.mock('@/lib/api/server', () => {
  const getProductDetail = jest.fn();
  return { getServerApi: () => ({ getProductDetail }) };
});
const getProductDetail = getServerApi().getProductDetail as jest.Mock;

const answer = {
  data: {
    id: 7,
    name: 'Rani Pink Leheriya Sundress',
    product_name: 'Rani Pink Leheriya Sundress',
    description: 'Tie-dyed cotton voile.',
    main_image: '/media/products/10107-1.webp',
    offer_price: 49.99,
  },
  related_product: [],
} as unknown as ProductDetailResponse;

describe('findProduct', () => {
  beforeEach(() => getProductDetail.mockReset());

  it.each(['abc', '0', '-3', '1.5', ''])(
    'is null (not found) for the id %p without calling the API',
    async (segment) => {
      await expect(findProduct(segment)).resolves.toBeNull();
      expect(getProductDetail).not.toHaveBeenCalled();
    },
  );

  it('is null (not found) when the API does not know the product or it is inactive', async () => {
    getProductDetail.mockRejectedValueOnce(new ApiError('not_found', 'Product not found'));
    await expect(findProduct('999999')).resolves.toBeNull();
    expect(getProductDetail).toHaveBeenCalledWith({ product_pk: 999999 });
  });

  it('lets other failures through as errors, not as a missing product', async () => {
    getProductDetail.mockRejectedValueOnce(new ApiError('internal_error', 'boom'));
    await expect(findProduct('8')).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('asks for the default size (no size: S, or the first size)', async () => {
    getProductDetail.mockResolvedValueOnce(answer);
    await expect(findProduct('7')).resolves.toBe(answer);
    expect(getProductDetail).toHaveBeenCalledWith({ product_pk: 7 });
  });
});

describe('productMetadata', () => {
  it('titles the page with the product name and carries canonical, picture and USD price', () => {
    const metadata = productMetadata(answer);
    expect(metadata.title).toBe('Rani Pink Leheriya Sundress');
    expect(metadata.description).toMatch(
      /^Rani Pink Leheriya Sundress \(.+\), handcrafted in Jaipur\. Tie-dyed cotton voile\.$/,
    );
    expect(metadata.alternates?.canonical).toBe('/product/7');
    // og:type product and the price are rendered by the page with property= (ProductOpenGraph), not as name= `other` tags.
    expect(metadata.openGraph).not.toHaveProperty('type');
    expect(metadata.openGraph).toMatchObject({
      locale: 'en_IN',
      images: [
        { url: '/og/product/7', width: 1200, height: 630, type: 'image/jpeg', alt: 'Rani Pink Leheriya Sundress' },
      ],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.other).toBeUndefined();
    expect(metadata.robots).toBeUndefined();
  });

  it('describes colour variants differently although they share their description', () => {
    const variant = { ...answer, data: { ...answer.data, id: 8, name: 'Indigo Leheriya Sundress' } };
    const first = productMetadata(answer).description;
    const second = productMetadata(variant).description;
    expect(first).not.toBe(second);
    expect(second).toMatch(/^Indigo Leheriya Sundress/);
    expect(second?.length).toBeLessThanOrEqual(160);
  });
});
