/**
 * Every field error reads as a sentence for people (issue 34, item 8): zod's own wording
 * ("Invalid string: must match pattern /^\d{1,10}$/", "Invalid input: expected string") never reaches a shopper
 * or a client. Each call's input is fed values of the wrong kind, field by field, and every message is checked.
 */
import { z } from 'zod';
import { endpoints, validationError } from '.';
import { adminEndpoints } from './admin';
import { idField, pageField, pageSizeField } from './fields';

const ZOD_WORDING =
  /Invalid (input|string|option|type|element|key)|must match pattern|expected (string|number|boolean|array|object)|received /i;

const WRONG_VALUES: unknown[] = ['abc!', '-1', 'x'.repeat(5000), 3.5, -7, true, [], {}, null];

function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : validationError(result.error).errors!.map((problem) => `${problem.field}: ${problem.message}`);
}

describe('field errors read as sentences', () => {
  it.each([
    ['an id', idField, 'must be a positive whole number'],
    ['a page', pageField, 'must be a whole number from 1'],
    ['a page size', pageSizeField, 'must be a whole number from 1 to 100'],
  ])('%s given letters says what it must be', (_name, field, message) => {
    expect(messagesFor(z.object({ value: field }), { value: 'abc' })).toEqual([`value: ${message}`]);
  });

  const shaped = Object.entries({ ...endpoints, ...adminEndpoints }).filter(
    ([, endpoint]) => endpoint.input instanceof z.ZodObject,
  );
  it.each(shaped.map(([name]) => name))('%s: no field answers in zod’s own words', (name) => {
    const input = ({ ...endpoints, ...adminEndpoints } as Record<string, { input: z.ZodType }>)[name]!
      .input as z.ZodObject;
    const found: string[] = [];
    for (const key of Object.keys(input.shape)) {
      for (const value of WRONG_VALUES) {
        for (const message of messagesFor(input, { [key]: value })) if (ZOD_WORDING.test(message)) found.push(message);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
