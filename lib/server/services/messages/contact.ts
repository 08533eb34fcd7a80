import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { insertContactQuery } from './repositories/contact';
import { enqueueEnquiryReceived, enquiryReceivedKey } from './enquiry-messages';
import { sendEnquiryMessage } from './outbox';

export const QUERY_SUBMITTED_MESSAGE = 'Your query has been submitted successfully.';

/**
 * POST /api/create-query/: stores the enquiry for the back office's inbox and owes the shop an e-mail
 * about it, in one transaction; the e-mail is sent at once, and the outbox keeps it if that fails.
 */
export async function createQuery(input: EndpointParsedInput<'createQuery'>): Promise<EndpointOutput<'createQuery'>> {
  const { db } = await getDatabase();
  const id = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const queryId = await insertContactQuery(trx, { ...input, status: 'new', created_at: now, updated_at: now });
    await enqueueEnquiryReceived(trx, queryId, now);
    return queryId;
  });
  await sendEnquiryMessage(enquiryReceivedKey(id));
  return { id, message: QUERY_SUBMITTED_MESSAGE };
}
