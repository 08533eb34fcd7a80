import { ApiError } from '../contract/api-error';
import { routes } from '../contract/routes';
import { createApiClient, createHttpTransport, type Transport } from './client';
import { firstItem } from '@/lib/list';

const product = {
  id: 7,
  product_code: 1007,
  product_name: 'Linen shirt',
  description: 'A shirt',
  main_image: '/media/shirt.jpg',
  offer_price: 25,
  mrp: 30,
  rating: 4,
  review_count: 2,
  top_selling: true,
  new_arrival: false,
  is_active: true,
  category_pk: 1,
  sub_category_pk: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

type FetchCall = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown) {
  const calls: FetchCall[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('has one method per route, each calling the transport by name', async () => {
    const call = jest.fn(async () => 'answer');
    const client = createApiClient({ call } as unknown as Transport);
    expect(Object.keys(client).sort()).toEqual(Object.keys(routes).sort());
    await expect(client.searchProducts({ query: 'shirt' }, { token: 't' })).resolves.toBe('answer');
    expect(call).toHaveBeenCalledWith('searchProducts', { query: 'shirt' }, { token: 't' });
  });
});

describe('createHttpTransport', () => {
  it('sends an upload (a route naming its file field) as multipart/form-data, the boundary left to fetch', async () => {
    const photo = {
      id: 4,
      url: '/media/pictures/0123456789abcdef0123456789abcdef/w960.webp',
      thumbnail_url: '/media/pictures/0123456789abcdef0123456789abcdef/w480.webp',
      width: 960,
      height: 720,
      alt: 'Your photo',
    };
    const { fetchImpl, calls } = fakeFetch(201, { message: 'Photo added.', photo });
    const api = createApiClient(createHttpTransport('', fetchImpl));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kurta.jpg', { type: 'image/jpeg' });
    await expect(api.uploadReviewPhoto({ file }, { token: 'tok' })).resolves.toEqual({
      message: 'Photo added.',
      photo,
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/review-photos/');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers.authorization).toBe('Token tok');
    const body = call?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('sends a GET to the route path with the input as an encoded query', async () => {
    const { fetchImpl, calls } = fakeFetch(200, { data: [product] });
    const api = createApiClient(createHttpTransport('https://shop.test/', fetchImpl));
    await api.searchProducts({ query: 'linen & silk' });
    expect(calls).toHaveLength(1);
    expect(firstItem(calls).url).toBe('https://shop.test/api/search?query=linen+%26+silk');
    expect(firstItem(calls).init).toMatchObject({
      method: 'GET',
      body: undefined,
      headers: { accept: 'application/json' },
    });
  });

  it('sends a POST as JSON with the session token', async () => {
    const { fetchImpl, calls } = fakeFetch(200, { message: 'Logged out' });
    const api = createApiClient(createHttpTransport('', fetchImpl));
    await expect(api.logout({}, { token: 'abc' })).resolves.toEqual({ message: 'Logged out' });
    expect(firstItem(calls).url).toBe('/api/logout/');
    expect(firstItem(calls).init).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Token abc' },
    });
  });

  it('answers with the response as the contract parses it', async () => {
    const { fetchImpl } = fakeFetch(200, { data: [{ ...product, internal_note: 'x' }], extra: true });
    const api = createApiClient(createHttpTransport('', fetchImpl));
    // The schema drops keys it does not know: the answer went through it.
    await expect(api.searchProducts({ query: 'shirt' })).resolves.toEqual({ data: [product] });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { fetchImpl } = fakeFetch(200, { data: [{ ...product, offer_price: 'free' }] });
    const api = createApiClient(createHttpTransport('', fetchImpl));
    const error = await failure(api.searchProducts({ query: 'shirt' }));
    expect(error).toMatchObject({
      code: 'bad_gateway',
      status: 502,
      message: 'The answer of /api/search does not match the contract.',
      forShopper: false,
    });
  });

  it('throws the error an error answer describes, with its status', async () => {
    const { fetchImpl } = fakeFetch(400, {
      code: 'invalid_request',
      message: 'size: is required',
      field: 'size',
      errors: [{ field: 'size', message: 'is required' }],
    });
    const api = createApiClient(createHttpTransport('', fetchImpl));
    const error = await failure(api.addCartItem({ product_pk: 7, size: '', quantity: 1 }));
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      message: 'size: is required',
      field: 'size',
      errors: [{ field: 'size', message: 'is required' }],
      forShopper: true,
    });
  });

  it('keeps the answered status even when it differs from the code', async () => {
    const { fetchImpl } = fakeFetch(503, { code: 'internal_error', message: 'Down for maintenance' });
    const api = createApiClient(createHttpTransport('', fetchImpl));
    expect(await failure(api.getAllBlogs({}))).toMatchObject({
      code: 'internal_error',
      status: 503,
      message: 'Down for maintenance',
      forShopper: true,
    });
  });

  it('names an error answer outside the contract by its status', async () => {
    const notFound = createApiClient(createHttpTransport('', fakeFetch(404, '<h1>Not Found</h1>').fetchImpl));
    expect(await failure(notFound.getBlogDetail({ blog_pk: 3 }))).toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'The shop answered 404.',
      forShopper: false,
    });
    const broken = createApiClient(createHttpTransport('', fakeFetch(500, { code: 'teapot', message: 'x' }).fetchImpl));
    expect(await failure(broken.getAllBlogs({}))).toMatchObject({
      code: 'bad_gateway',
      status: 500,
      message: 'The shop answered 500.',
      forShopper: false,
    });
  });

  it('reports a shop it cannot reach, and rethrows an abort', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const api = createApiClient(createHttpTransport('', offline));
    expect(await failure(api.getAllBlogs({}))).toMatchObject({
      code: 'bad_gateway',
      message: 'The shop could not be reached. Please check your connection and try again.',
      forShopper: true,
    });

    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    const aborted = (async () => {
      throw abort;
    }) as unknown as typeof fetch;
    await expect(
      createApiClient(createHttpTransport('', aborted)).getAllBlogs({}, { signal: controller.signal }),
    ).rejects.toBe(abort);
  });
});

describe('createHttpTransport, when the schemas cannot be loaded', () => {
  afterEach(() => {
    jest.dontMock('../contract/endpoints');
    jest.resetModules();
  });

  it('reports an unreachable shop, then loads them on the next call', async () => {
    const actual = jest.requireActual('../contract/endpoints');
    let loads = 0;
    jest.resetModules();
    jest.doMock('../contract/endpoints', () => {
      loads += 1;
      if (loads === 1) throw new Error('Loading chunk failed');
      return actual;
    });
    // A fresh copy of the client, whose schemas are not loaded yet.
    const fresh = await import('./client');
    const freshErrors = await import('../contract/api-error');
    const { fetchImpl } = fakeFetch(200, { data: [product] });
    const api = fresh.createApiClient(fresh.createHttpTransport('', fetchImpl));

    const error = await api.searchProducts({ query: 'shirt' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(freshErrors.ApiError);
    expect(error).toMatchObject({
      code: 'bad_gateway',
      message: 'The shop could not be reached. Please check your connection and try again.',
    });
    await expect(api.searchProducts({ query: 'shirt' })).resolves.toEqual({ data: [product] });
    expect(loads).toBe(2);
  });
});
