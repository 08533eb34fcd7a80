/**
 * `node scripts/lighthouse-audit.mjs <base URL> <runs>`: audits the five pages
 * (scripts/lighthouse-core.mjs) and prints the results as JSON on stdout.
 * The benchmark runs this in plain Node: Lighthouse sends some of its own
 * functions into the page, and a TypeScript loader's rewrites of them would
 * not exist there.
 */
import { auditedPages, auditPages } from './lighthouse-core.mjs';

const [base, runs = '3'] = process.argv.slice(2);
const pages = await auditedPages(base);
const { throttling, results } = await auditPages(base, { runs: Number(runs), pages });
process.stdout.write(JSON.stringify({ pages, throttling, results }));
