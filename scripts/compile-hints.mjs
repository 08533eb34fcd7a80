/**
 * After `next build`: V8's explicit compile hint on the scripts every storefront page runs at
 * its first load (docs/decisions/029).
 *
 * Chrome compiles a downloaded script's top level on a background thread while it streams in,
 * but each function only when it is first called, on the main thread. Turbopack wraps every
 * module in a function that runs when the page starts, so the whole framework and the shop's
 * client code were compiled inside Next's start task (about 70 ms of a home page load here,
 * unthrottled). The magic comment `//# allFunctionsCalledOnLoad` at the top of a file asks V8
 * (Chrome 136 and later) to compile all of its functions eagerly in that background step; other
 * browsers read a comment.
 *
 * Which files: the `<script src>` of the pages Next prerendered (the storefront's static pages),
 * that is Next's runtime, React and the shared layout's client code, without the `noModule`
 * polyfill modern browsers never run. Chunks loaded later or only by the back office are left
 * as they are: eager compilation of code that a page may never call is wasted work. Idempotent,
 * so a second run (or `npm start` after `npm run build`) changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const SCRIPT_TAG = /<script\b[^>]*>/g;
const CHUNK_SRC = /\ssrc="\/_next\/(static\/chunks\/[A-Za-z0-9_\-.]+\.js)"/;

/** The chunk paths (relative to the build's directory) that a page's HTML loads as module-era scripts. */
export function firstLoadChunks(html) {
  const chunks = new Set();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = CHUNK_SRC.exec(tag);
    if (src) chunks.add(src[1]);
  }
  return chunks;
}

function prerenderedPages(directory) {
  const pages = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) pages.push(...prerenderedPages(full));
    else if (entry.name.endsWith('.html')) pages.push(full);
  }
  return pages;
}

/**
 * Puts the compile hint at the top of every chunk the prerendered pages of `distDir` load.
 * Returns the chunks it marked now and those that already carried it.
 */
export function addCompileHints(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(appDir)) throw new Error(`compile hints: no build in ${distDir} (run next build first)`);
  const chunks = new Set();
  for (const page of prerenderedPages(appDir)) {
    for (const chunk of firstLoadChunks(fs.readFileSync(page, 'utf8'))) chunks.add(chunk);
  }
  // Next always prerenders some pages (the not-found page at least): none naming a chunk means its
  // HTML changed shape, and the hint would silently stop reaching the shoppers.
  if (chunks.size === 0) throw new Error(`compile hints: no prerendered page under ${appDir} names a script chunk`);
  const marked = [];
  const already = [];
  for (const chunk of [...chunks].sort()) {
    const file = path.join(distDir, chunk);
    if (!fs.existsSync(file)) throw new Error(`compile hints: ${chunk} is in a prerendered page but not in the build`);
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      already.push(chunk);
      continue;
    }
    // Written next to the chunk, then renamed over it: a server reading it meanwhile sees one or the other.
    const next = `${file}.hint-${process.pid}`;
    fs.writeFileSync(next, COMPILE_HINT + source);
    fs.renameSync(next, file);
    marked.push(chunk);
  }
  return { marked, already };
}

/**
 * `node scripts/compile-hints.mjs [distDir] [--best-effort]`. `npm run build` runs it strictly (a
 * failure fails the build); `npm start` passes --best-effort, so a build it cannot write to (a
 * read-only image made by a plain `next build`) still serves, only without the hint.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const bestEffort = args.includes('--best-effort');
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.next');
  try {
    const { marked, already } = addCompileHints(distDir);
    console.log(
      `compile hints: ${marked.length} first-load chunk(s) marked, ${already.length} already marked (docs/decisions/029)`,
    );
  } catch (error) {
    if (!bestEffort) throw error;
    console.warn(
      `compile hints: not added (${String(error instanceof Error ? error.message : error).replace(/^compile hints: /, '')}); the shop serves without them`,
    );
  }
}
