import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront keeps body text to the type scale of styles/global.css, in its CSS modules and in
 * the styled-components of the screens still written with it: each extra size or weight of the
 * system font is one more font the browser sets up in the page's first style and layout
 * (docs/decisions/006, session 16). Headings in the display font scale with the screen (`clamp`) or
 * use large sizes of their own; those are 1.25rem and up. The back office is not held to it yet.
 */
const root = path.join(__dirname, '..');
const globalCss = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
const scale = new Set(
  [...(/:root\s*{([^}]*)}/.exec(globalCss)?.[1] ?? '').matchAll(/(--text-[\w-]+):/g)].map((match) => match[1]),
);
const headingScale = new Set(
  [...(/:root\s*{([^}]*)}/.exec(globalCss)?.[1] ?? '').matchAll(/(--heading-[\w-]+):/g)].map((match) => match[1]),
);
const HEADING_MIN_REM = 1.25;

/** CSS modules, and sources that use styled-components, outside the back office and the tests. */
function styledFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : styledFiles(full);
    if (entry.name.endsWith('.module.css')) return [full];
    const source = /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.');
    return source && readFileSync(full, 'utf8').includes("from 'styled-components'") ? [full] : [];
  });
}

/** Each value a declaration can take: itself, or the quoted values of a styled-components interpolation. */
function valuesOf(value: string): string[] {
  if (!value.includes('${')) return [value];
  return [...value.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

const declarations = ['app', 'components'].flatMap((dir) =>
  styledFiles(path.join(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(font-size|font-weight):\s*([^;]+);/g)].flatMap((match) =>
      valuesOf((match[2] ?? '').trim()).map((value) => ({
        where: path.relative(root, file),
        property: match[1],
        value,
      })),
    ),
  ),
);

function onScale(value: string): boolean {
  const token = /^var\((--text-[\w-]+)\)$/.exec(value)?.[1];
  if (token) return scale.has(token);
  const heading = /^var\((--heading-[\w-]+)\)$/.exec(value)?.[1];
  if (heading) return headingScale.has(heading);
  if (value === 'inherit') return true;
  const rem = /^([\d.]+)rem$/.exec(value)?.[1];
  return rem !== undefined && Number(rem) >= HEADING_MIN_REM;
}

describe('the type scale', () => {
  it('declares four body sizes in global.css', () => {
    expect([...scale]).toEqual(['--text-small', '--text-note', '--text-body', '--text-lead']);
  });

  it('declares one heading scale in global.css (issue 31, item 8), each size scaling with the screen', () => {
    expect([...headingScale]).toEqual(['--heading-display', '--heading-page', '--heading-section', '--heading-quote']);
    for (const token of headingScale) expect(globalCss).toMatch(new RegExp(`${token}: clamp\\(`));
  });

  it('sizes headings from that scale only: no size of their own that scales with the screen', () => {
    const own = declarations.filter(({ property, value }) => property === 'font-size' && value.startsWith('clamp('));
    expect(own).toEqual([]);
  });

  it('keeps the storefront to the scale: its sizes, a heading size, or a fixed size of 1.25rem and up', () => {
    expect(declarations.length).toBeGreaterThan(100);
    expect(declarations.some(({ where }) => where.endsWith('.tsx'))).toBe(true);
    const off = declarations.filter(({ property, value }) => property === 'font-size' && !onScale(value));
    expect(off).toEqual([]);
  });

  it('uses only the weights 400 and 700', () => {
    const off = declarations.filter(
      ({ property, value }) => property === 'font-weight' && !['400', '700', 'inherit'].includes(value),
    );
    expect(off).toEqual([]);
  });
});
