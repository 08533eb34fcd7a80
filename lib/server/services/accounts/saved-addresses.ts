import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import { getDatabase, type Executor } from '../../db/connection';
import type { RequestContext } from '../request-context';
import * as savedAddresses from './repositories/saved-addresses';
import { requireUser } from './auth';

/** How many addresses a customer keeps: the last used ones. */
export const SAVED_ADDRESSES_KEPT = 5;

/** GET /api/saved-addresses/ (token): the customer's own addresses, the last used first. */
export async function listSavedAddresses(
  _query: EndpointParsedInput<'listSavedAddresses'>,
  context: RequestContext,
): Promise<EndpointOutput<'listSavedAddresses'>> {
  const user = await requireUser(context);
  const { db } = await getDatabase();
  const rows = await savedAddresses.listSavedAddressesOfUser(db, user.id, SAVED_ADDRESSES_KEPT);
  return { data: rows.map(savedAddresses.addressOf) };
}

/**
 * Remembers the address an order was placed to, in the order's transaction
 * (the fields as the server checked and stored them): the same address again
 * becomes the last used (never a copy), a new one is added, and only the last
 * SAVED_ADDRESSES_KEPT stay.
 */
export async function rememberDeliveryAddress(
  trx: Executor,
  userId: number,
  address: savedAddresses.AddressFields,
  now: string,
): Promise<void> {
  const same = await savedAddresses.findSameAddress(trx, userId, address);
  // Written again rather than touched: the newest row also wins a tie of used_at (two orders in one millisecond).
  if (same) await savedAddresses.deleteSavedAddress(trx, same.id);
  await savedAddresses.insertSavedAddress(trx, userId, address, { createdAt: same?.created_at ?? now, usedAt: now });
  await savedAddresses.pruneSavedAddresses(trx, userId, SAVED_ADDRESSES_KEPT);
}
