import { z } from 'zod';

/**
 * zod compiles its object parsers with `new Function`, after probing whether
 * eval is allowed. The pages' Content Security Policy allows no eval
 * (docs/decisions/012), and the probe alone is reported as a policy
 * violation although zod catches it. In the browser zod therefore parses
 * without compiling; the server keeps the compiled parsers. Every contract
 * module that builds schemas imports this module first: the probe runs when
 * the first object schema is built, and a page may load any contract module
 * first (the checkout's order-outcome loaded orders.ts before endpoints.ts).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
