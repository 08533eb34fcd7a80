import { ApiError, readApiErrorBody } from '../contract/api-error';
import { fileRoutes } from '../contract/routes';

const UNREACHABLE_MESSAGE = 'The shop could not be reached. Please check your connection and try again.';

/**
 * GET /api/order-invoice/ with the session token (a token never goes in a
 * URL, so a plain link cannot download it): the invoice PDF as a Blob. A
 * failure throws ApiError like the typed client (lib/api/client.ts).
 */
export async function fetchOrderInvoice(
  orderNumber: string,
  token: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Blob> {
  const base = (process.env.NEXT_PUBLIC_BACKEND_URL ?? '').replace(/\/+$/, '');
  const route = fileRoutes.getOrderInvoice;
  let response: Response;
  try {
    response = await fetchImpl(`${base}${route.path}?${new URLSearchParams({ order_id: orderNumber })}`, {
      method: route.method,
      headers: { accept: route.file, authorization: `Token ${token}` },
    });
  } catch {
    throw new ApiError('bad_gateway', UNREACHABLE_MESSAGE, { forShopper: true });
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
