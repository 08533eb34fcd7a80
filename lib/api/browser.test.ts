import { browserApi } from './browser';

const realFetch = globalThis.fetch;
let calls: { url: string; method: string | undefined }[] = [];

beforeEach(() => {
  calls = [];
  globalThis.fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url, method: init?.method });
    return new Response(JSON.stringify({ categories: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('browserApi (the client components’ client, its transport loaded on the first call)', () => {
  it('calls the route of the method named, and answers what the contract reads', async () => {
    await expect(browserApi.getCategoryList({})).resolves.toEqual({ categories: [] });
    expect(calls).toEqual([{ url: '/api/get-all-category-list/', method: 'GET' }]);
  });

  it('is no thenable, so awaiting the client itself does not call a route', async () => {
    expect((browserApi as unknown as { then?: unknown }).then).toBeUndefined();
    await Promise.resolve(browserApi);
    expect(calls).toEqual([]);
  });
});
