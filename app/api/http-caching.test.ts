/**
 * What the JSON API tells caches (a CDN in front of the shop): public
 * catalogue reads may be shared briefly, anything personal never.
 */
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { API_CACHED_READS, CACHED_READS } from '@/lib/server/cached-reads';
import { GET as getAllProducts } from './get-all-products/route';
import { GET as getProductDetail } from './get-product-detail/route';
import { GET as search } from './search/route';
import { GET as getCartItems } from './get-cart-items/route';
import { GET as health } from './health/route';

const database = withTestDatabase();

describe('Cache-Control of the JSON API', () => {
  it('lets a shared cache keep a public catalogue listing for a minute', async () => {
    const { status, headers } = await callRoute(getAllProducts, '/api/get-all-products/?page=1&page_size=12');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=300');
  });

  it('keeps live stock (product detail) and search out of the cache', async () => {
    const product = await database()
      .db.selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const detail = await callRoute(getProductDetail, `/api/get-product-detail/?product_pk=${product.id}&size=S`);
    expect(detail.headers.get('cache-control')).toBeNull();
    const found = await callRoute(search, '/api/search?query=kantha');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBeNull();
    expect(API_CACHED_READS.has('getProductDetail')).toBe(false);
    expect(CACHED_READS.searchProducts).toBeUndefined();
  });

  it('never lets a cache keep a cart, whoever asks', async () => {
    const { headers } = await callRoute(
      getCartItems,
      '/api/get-cart-items/?cart_id=00000000-0000-4000-8000-000000000000&currency=USD',
    );
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('bounds the cached listing pages, so no client can fill the cache', () => {
    const when = CACHED_READS.getAllProducts?.when;
    expect(when?.({ page: 3, page_size: 12 })).toBe(true);
    expect(when?.({ page: 21, page_size: 12 })).toBe(false);
    expect(when?.({ page: 1, page_size: 500 })).toBe(false);
  });

  it('answers the liveness check', async () => {
    const { status, body, headers } = await callRoute(async () => health(), '/api/health/');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});
