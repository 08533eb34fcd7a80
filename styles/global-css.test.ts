import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from './theme';

const css = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
const declared: Record<string, string> = Object.fromEntries(
  [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], (match[2] ?? '').trim()]),
);

describe('styles/global.css', () => {
  it('declares every theme colour as a custom property with the same value, and no other colour', () => {
    const expected = Object.fromEntries(
      Object.entries(theme.colors).map(([name, value]) => [
        `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
        value,
      ]),
    );
    const colours = Object.fromEntries(Object.entries(declared).filter(([name]) => name.startsWith('--color-')));
    expect(colours).toEqual(expected);
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
