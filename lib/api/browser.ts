import { createApiClient, createHttpTransport } from './client';

/**
 * The typed client for client components: the same origin's /api routes, or
 * the external backend named by NEXT_PUBLIC_BACKEND_URL.
 */
export const browserApi = createApiClient(createHttpTransport(process.env.NEXT_PUBLIC_BACKEND_URL ?? ''));
