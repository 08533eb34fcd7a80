import 'server-only';
import { ApiError, SERVICE_UNAVAILABLE_MESSAGE, type ReadinessResponse } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { isDatabaseUnavailableError } from '../../db/errors';
import { logError } from '../../log';
import { probeDatabaseWrite } from './repositories/readiness';

/**
 * GET /api/ready/: ready while the database takes a write. Every failure of
 * the probe means "not ready" (503), even one the API would otherwise answer
 * 500: a load balancer only needs to know whether to send traffic here.
 */
export async function checkReadiness(): Promise<ReadinessResponse> {
  try {
    const { db } = await getDatabase();
    await probeDatabaseWrite(db);
  } catch (error) {
    logError('readiness check failed', error, { unavailable: isDatabaseUnavailableError(error) });
    throw new ApiError('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE);
  }
  return { status: 'ready' };
}
