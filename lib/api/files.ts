import { ApiError, readApiErrorBody, SHOP_UNREACHABLE_MESSAGE } from '../contract/api-error';
import { fileRoutes } from '../contract/routes';

/**
 * A file call of the shopper (fileRoutes) with the session token (a token never goes in a URL, so a
 * plain link cannot download it): the answer as a Blob. A failure throws ApiError like the typed
 * client (lib/api/client.ts).
 */
async function fetchShopperFile(
  route: (typeof fileRoutes)[keyof typeof fileRoutes],
  query: Record<string, string>,
  token: string,
  fetchImpl: typeof fetch,
): Promise<Blob> {
  const base = (process.env.NEXT_PUBLIC_BACKEND_URL ?? '').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetchImpl(`${base}${route.path}?${new URLSearchParams(query)}`, {
      method: route.method,
      headers: { accept: route.file, authorization: `Token ${token}` },
    });
  } catch {
    throw new ApiError('bad_gateway', SHOP_UNREACHABLE_MESSAGE, { forShopper: true });
  }
  if (!response.ok) {
    const body = readApiErrorBody(await response.json().catch(() => null));
    if (body)
      throw new ApiError(body.code, body.message, { field: body.field, status: response.status, forShopper: true });
    throw new ApiError(response.status === 404 ? 'not_found' : 'bad_gateway', `The shop answered ${response.status}.`, {
      status: response.status,
      forShopper: false,
    });
  }
  return response.blob();
}

/** GET /api/order-invoice/: the order's invoice PDF (its GST tax invoice once issued). */
export function fetchOrderInvoice(
  orderNumber: string,
  token: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Blob> {
  return fetchShopperFile(fileRoutes.getOrderInvoice, { order_id: orderNumber }, token, fetchImpl);
}

/** GET /api/order-tax-document/: one GST tax invoice or credit note of the order, by its number. */
export function fetchOrderTaxDocument(
  orderNumber: string,
  number: string,
  token: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Blob> {
  return fetchShopperFile(fileRoutes.getOrderTaxDocument, { order_id: orderNumber, number }, token, fetchImpl);
}
