/**
 * npm run lint: refuses an import circle among the project's own modules.
 *
 * Every static import and re-export, `import type` included, and every dynamic
 * `import('…')` counts: a circle through a type or a lazy import is still two
 * modules that each need the other (docs/ARCHITECTURE.md, "Layers"). ESLint's
 * import/no-cycle does the same but parses every file again through its
 * resolver (minutes on CI's two cores); this reads each file once (under a
 * second).
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

/** The modules `file` imports among `known` (relative and `@/` specifiers; packages are not ours). */
function importsOf(root, file, known) {
  const text = withoutComments(fs.readFileSync(path.join(root, file), 'utf8'));
  const found = new Set();
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    let base;
    if (specifier.startsWith('@/')) base = specifier.slice(2);
    else if (specifier.startsWith('.'))
      base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    else continue;
    const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => known.has(candidate));
    if (target !== undefined && target !== file) found.add(target);
  }
  return [...found];
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
  const cycles = findImportCycles(root);
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(' -> ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import circle(s): break each (move what both need into a module below them).`);
    process.exit(1);
  }
}
