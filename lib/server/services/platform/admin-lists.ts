import 'server-only';
import { invalidFieldError } from '../../../contract';
import { phoneSearchNumbers } from '../../../contract/phone';

/** The back office's lists walked newest first by id: the cursor is the last id of the previous page. */
export function beforeIdOfCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const beforeId = /^\d{1,12}$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(beforeId)) throw invalidFieldError('cursor', 'is not a cursor from a previous page');
  return beforeId;
}

/** What a person's search box means: an e-mail address (with @), a phone number, else the start of a name. */
export function contactSearchOf(q: string | undefined): {
  email?: string;
  mobileNumbers?: string[];
  namePrefix?: string;
} {
  const text = q ?? '';
  if (text === '') return {};
  if (text.includes('@')) return { email: text.toLowerCase() };
  const mobileNumbers = phoneSearchNumbers(text);
  return mobileNumbers !== null ? { mobileNumbers } : { namePrefix: text };
}
