import './zod-browser-config';
import { z } from 'zod';

/**
 * Every field error reads as a sentence for people (issue 34, item 8): where a schema names no message of its
 * own, zod's wording ("Invalid input: expected string, received number", "must match pattern /^\d+$/") is
 * replaced by one in the contract's style ("must be text", "must be at most 200 characters"). A schema's own
 * message always wins; this is only the fallback (zod's customError, below a schema's `error`).
 */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  file: 'a file',
};

function quantity(count: number | bigint, one: string, many: string): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

export function fieldSentenceOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${KINDS[issue.expected] ?? 'of another kind'}`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string')
        return Number(min) <= 1 ? 'is required' : `must be at least ${quantity(min, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must hold at least ${quantity(min, 'item', 'items')}`;
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `must be at most ${quantity(max, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must hold at most ${quantity(max, 'item', 'items')}`;
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address';
      if (issue.format === 'url') return 'must be a web address';
      return 'is not in the form this field takes';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has fields this call does not take: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

z.config({ customError: (issue) => fieldSentenceOf(issue) });
