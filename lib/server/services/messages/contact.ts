import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { insertContactQuery } from './repositories/contact';

export const QUERY_SUBMITTED_MESSAGE = 'Your query has been submitted successfully.';

export async function createQuery(input: EndpointParsedInput<'createQuery'>): Promise<EndpointOutput<'createQuery'>> {
  const { db } = await getDatabase();
  const id = await insertContactQuery(db, { ...input, created_at: new Date().toISOString() });
  return { id, message: QUERY_SUBMITTED_MESSAGE };
}
