import { createAdminApiClient, createAdminHttpTransport } from './admin-client';

/** The back office's typed client for its forms: the same origin's /api/admin calls, with the staff cookie. */
export const adminBrowserApi = createAdminApiClient(
  createAdminHttpTransport(process.env.NEXT_PUBLIC_BACKEND_URL ?? ''),
);
