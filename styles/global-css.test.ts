import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colorValues } from './color-values';
import { theme } from './theme';

const css = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
const declared: Record<string, string> = Object.fromEntries(
  [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], (match[2] ?? '').trim()]),
);

describe('styles/global.css', () => {
  it('declares every colour the theme names as a colour value, and no colour twice: the custom properties are the one source', () => {
    const named = Object.values(theme.colors).map((reference) => /^var\((--color-[\w-]+)\)$/.exec(reference)?.[1]);
    expect(named).not.toContain(undefined);
    const values = Object.fromEntries(named.map((name) => [name, declared[name ?? '']]));
    for (const value of Object.values(values)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    // No colour is written twice: every --color- declared holds its own value, not a copy of another.
    const colours = Object.entries(declared).filter(([name]) => name.startsWith('--color-'));
    expect(new Set(colours.map(([, value]) => value)).size).toBe(colours.length);
  });

  it('holds, for the places CSS does not reach, the very values the custom properties declare', () => {
    for (const [name, value] of Object.entries(colorValues))
      expect([name, value]).toEqual([
        name,
        declared[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`],
      ]);
  });

  it('starts the focus ring in the light-surface colour the theme names, and uses the theme fonts', () => {
    expect(declared['--focus-ring']).toBe('var(--color-turmeric)');
    expect(theme.focus.ring).toBe('var(--focus-ring)');
    const normalise = (fonts: string) => fonts.replace(/"/g, "'");
    expect(declared['--font-body']).toBe(normalise(theme.fonts.body));
    expect(css).toContain('font-family: var(--font-body);');
    expect(css).toContain(`font-family: ${normalise(theme.fonts.display)};`);
  });
});
