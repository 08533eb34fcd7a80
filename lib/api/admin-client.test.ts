import { adminPathOf, createAdminApiClient, createAdminHttpTransport } from './admin-client';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const fulfilment = {
  status: 'packed',
  confirmed_at: null,
  packed_at: '2026-11-26T10:00:00.000Z',
  shipped_at: null,
  delivered_at: null,
  returned_at: null,
  cancelled_at: null,
  courier: null,
  tracking_number: null,
  tracking_url: null,
};

describe('the back office client over HTTP', () => {
  it('puts path parameters in the path and the rest in the query, with the forwarded staff cookie', async () => {
    expect(adminPathOf('/api/admin/orders/{order_number}/', { order_number: 'JH-261126-A B' })).toBe(
      '/api/admin/orders/JH-261126-A%20B/',
    );
    const { fetchImpl, calls } = fakeFetch(200, { data: [], next_cursor: null });
    const api = createAdminApiClient(
      createAdminHttpTransport('https://shop.test/', { cookie: 'shop_staff=abc', fetchImpl }),
    );
    await api.listAdminOrders({ status: 'paid', q: 'asha', cursor: undefined });
    expect(calls[0]?.url).toBe('https://shop.test/api/admin/orders/?status=paid&q=asha');
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      headers: { accept: 'application/json', cookie: 'shop_staff=abc' },
    });
  });

  it('posts an action as JSON and parses the answer with the contract', async () => {
    const { fetchImpl, calls } = fakeFetch(200, {
      message: 'Order packed.',
      changed: true,
      order_number: 'JH-1',
      status: 'paid',
      fulfilment,
    });
    const api = createAdminApiClient(createAdminHttpTransport('', { fetchImpl }));
    await expect(api.packOrder({ order_number: 'JH-261126-AB12' })).resolves.toMatchObject({
      message: 'Order packed.',
      fulfilment: { status: 'packed' },
    });
    expect(calls[0]?.url).toBe('/api/admin/orders/JH-261126-AB12/pack/');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"order_number":"JH-261126-AB12"}' });
  });

  it('throws the error a 409 or a 400 describes, field included', async () => {
    const conflict = createAdminApiClient(
      createAdminHttpTransport(
        '',
        fakeFetch(409, { code: 'conflict', message: 'Only a shipped order can be delivered or returned to origin.' }),
      ),
    );
    await expect(conflict.deliverOrder({ order_number: 'JH-1' })).rejects.toMatchObject({
      status: 409,
      message: 'Only a shipped order can be delivered or returned to origin.',
    });
    const invalid = createAdminApiClient(
      createAdminHttpTransport(
        '',
        fakeFetch(400, {
          code: 'invalid_request',
          message: 'tracking_url: must be an https:// URL',
          field: 'tracking_url',
        }),
      ),
    );
    await expect(
      invalid.shipOrder({ order_number: 'JH-1', courier: 'x', tracking_number: '1', tracking_url: 'http://x' }),
    ).rejects.toMatchObject({ status: 400, field: 'tracking_url' });
  });
});
