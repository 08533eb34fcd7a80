import sharp from 'sharp';
import { getServerApi } from '@/lib/api/server';
import { ApiError } from '@/lib/contract';
import { GET } from './route';
import { GET as getDefault } from '../../default/route';

jest.mock('@/lib/api/server', () => {
  const getProductDetail = jest.fn();
  return { getServerApi: () => ({ getProductDetail }) };
});
const getProductDetail = getServerApi().getProductDetail as jest.Mock;

const call = (productId: string) =>
  GET(new Request(`http://shop.test/og/product/${productId}`), { params: Promise.resolve({ productId }) });

async function expectPreview(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
  const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
}

describe('GET /og/product/{productId}', () => {
  beforeEach(() => getProductDetail.mockReset());

  it("answers a cached 1200×630 JPEG from the product's WebP picture", async () => {
    getProductDetail.mockResolvedValueOnce({
      data: {
        id: 7,
        name: 'Rani Pink Leheriya Sundress with a Long Name That Wraps',
        main_image: '/media/products/10107-1.webp',
        offer_price: 49.99,
      },
      related_product: [],
    });
    await expectPreview(await call('7'));
    expect(getProductDetail).toHaveBeenCalledWith({ product_pk: 7 });
  });

  it('still answers a preview when the picture is not a local media file', async () => {
    getProductDetail.mockResolvedValueOnce({
      data: { id: 8, name: 'Quilt', main_image: 'https://elsewhere.example/x.webp', offer_price: 120 },
      related_product: [],
    });
    await expectPreview(await call('8'));
  });

  it('answers 404 for a malformed id and an unknown product', async () => {
    expect((await call('abc')).status).toBe(404);
    getProductDetail.mockRejectedValueOnce(new ApiError('not_found', 'Product not found'));
    expect((await call('999')).status).toBe(404);
  });
});

describe('GET /og/default', () => {
  it('answers a 1200×630 JPEG', async () => {
    await expectPreview(await getDefault());
  });
});
