/**
 * npm run lint: refuses an import circle among the project's own modules, and a client component that loads
 * zod with the page.
 *
 * Every static import and re-export, `import type` included, and every dynamic
 * `import('…')` counts: a circle through a type or a lazy import is still two
 * modules that each need the other (docs/ARCHITECTURE.md, "Layers"). ESLint's
 * import/no-cycle does the same but parses every file again through its
 * resolver (minutes on CI's two cores); this reads each file once (under a
 * second).
 *
 * A module marked 'use client' must not reach zod through imports that load with it (values, not types, not
 * `import('…')`): zod is 32 KB gzipped of a page's first load, and the browser loads the contract's schemas
 * lazily (lib/api/client.ts). A client module asks a zod-free module instead (routes.ts, api-error.ts,
 * order-status.ts, ...; docs/ARCHITECTURE.md, lib/contract/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set([
  'node_modules',
  '.next',
  'public',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'reports',
  '.stryker-tmp',
]);
/** The e2e shards' copies of the build (scripts/e2e-parallel.mjs). */
const SKIP_PREFIX = '.next-';
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.d.mts', '/index.ts', '/index.tsx'];
const SPECIFIER =
  /(?:^|[^.\w])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The project's source files under `root`, as paths relative to it. */
export function listSourceFiles(root) {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => SKIP.has(part) || part.startsWith(SKIP_PREFIX)));
}

/** Comments out of the way, so an import written in a comment's example is not read as one. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const TYPE_ONLY_NAMES = /^(?:import|export)\s+\{([^}]*)\}/;
/** Each file's text, read once however many checks ask (the two checks of this script, their tests' trees). */
const sources = new Map();

function sourceOf(root, file) {
  const full = path.join(root, file);
  if (!sources.has(full)) sources.set(full, fs.readFileSync(full, 'utf8'));
  return sources.get(full);
}

/** Each import of `file`: its specifier, whether it only names types, and whether it is a lazy `import('…')`. */
function specifiersOf(root, file) {
  return [...withoutComments(sourceOf(root, file)).matchAll(SPECIFIER)].map((match) => {
    // The statement from its keyword: the pattern may have taken the character before it.
    const statement = match[0].replace(/^[^ie]*/, '');
    const names = TYPE_ONLY_NAMES.exec(statement)?.[1];
    const typeOnly =
      /^(?:import|export)\s+type\s/.test(statement) ||
      (names !== undefined && names.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim())));
    return { specifier: match[1] ?? match[2], typeOnly, lazy: match[2] !== undefined };
  });
}

/** The project module `specifier` names from `file` among `known`; undefined for a package. */
function resolve(file, specifier, known) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else return undefined;
  const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => known.has(candidate));
  return target === file ? undefined : target;
}

/** The modules `file` imports among `known` (relative and `@/` specifiers; packages are not ours). */
function importsOf(root, file, known) {
  const found = new Set();
  for (const { specifier } of specifiersOf(root, file)) {
    const target = resolve(file, specifier, known);
    if (target !== undefined) found.add(target);
  }
  return [...found];
}

/**
 * Each client module ('use client') that loads zod with it, as the chain of modules from it to the one that
 * imports zod: only imports of values count, not `import type` nor a lazy `import('…')`.
 */
export function findClientZodChains(root, files = listSourceFiles(root)) {
  const known = new Set(files);
  const loads = new Map();
  const importsZod = new Set();
  for (const file of files) {
    const eager = specifiersOf(root, file).filter(({ typeOnly, lazy }) => !typeOnly && !lazy);
    if (eager.some(({ specifier }) => specifier === 'zod' || specifier.startsWith('zod/'))) importsZod.add(file);
    loads.set(file, [...new Set(eager.map(({ specifier }) => resolve(file, specifier, known)).filter(Boolean))]);
  }
  const chains = [];
  for (const file of files) {
    if (!/^\s*['"]use client['"]/.test(sourceOf(root, file))) continue;
    const previous = new Map([[file, null]]);
    const queue = [file];
    while (queue.length > 0) {
      const node = queue.shift();
      if (importsZod.has(node)) {
        const chain = [node];
        while (previous.get(chain[0]) !== null) chain.unshift(previous.get(chain[0]));
        chains.push(chain);
        break;
      }
      for (const target of loads.get(node) ?? [])
        if (!previous.has(target)) {
          previous.set(target, node);
          queue.push(target);
        }
    }
  }
  return chains;
}

/** Each circle as the list of its modules, the first repeated at the end (Tarjan's strongly connected components). */
export function findImportCycles(root, files = listSourceFiles(root)) {
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(root, file, known)]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (start) => {
    // Iterative, so a deep chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node);
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component);
      }
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return components.map((component) => cycleThrough(graph, new Set(component), component.sort()[0]));
}

/** One concrete circle inside a strongly connected component, from `start` back to it (breadth first: the shortest). */
function cycleThrough(graph, members, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [node];
        while (previous.get(chain[0]) !== null) chain.unshift(previous.get(chain[0]));
        return [...chain, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const files = listSourceFiles(root);
  const cycles = findImportCycles(root, files);
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(' -> ')}`);
  if (cycles.length > 0)
    console.error(`${cycles.length} import circle(s): break each (move what both need into a module below them).`);
  const chains = findClientZodChains(root, files);
  for (const chain of chains) console.error(`zod in a client module's first load: ${chain.join(' -> ')} -> zod`);
  if (chains.length > 0)
    console.error(
      `${chains.length} client module(s) load zod: import a zod-free module instead (types with \`import type\`).`,
    );
  if (cycles.length > 0 || chains.length > 0) process.exit(1);
}
