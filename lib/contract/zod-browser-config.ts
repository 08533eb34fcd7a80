import { z } from 'zod';

/**
 * zod compiles its object parsers with `new Function`, after probing whether
 * eval is allowed. The pages' Content Security Policy allows no eval
 * (docs/decisions/012), and the probe alone is reported as a policy
 * violation although zod catches it. In the browser zod therefore parses
 * without compiling; the server keeps the compiled parsers. endpoints.ts
 * imports this module first: the probe runs when the first object schema
 * is built, so the setting must come before any schema module.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
