import 'server-only';
import { ApiError } from '../../../contract';
import type { StaffRequestContext } from '../request-context';

export const OWNER_ONLY_MESSAGE = 'Only an owner may do this.';

/**
 * The service's own owner check, beside the route's `staff: 'owner'` marker:
 * a service called from elsewhere (a script, another service) refuses too.
 */
export function requireOwner(context: StaffRequestContext): void {
  if (context.staff.role !== 'owner') throw new ApiError('forbidden', OWNER_ONLY_MESSAGE);
}
