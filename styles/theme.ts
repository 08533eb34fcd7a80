/** The custom property of styles/global.css that holds a colour, read where the value is used (CSS resolves it). */
const token = <Name extends string>(name: Name) => `var(--color-${name})` as const;

/**
 * The shop's colours, one source: the custom properties in `styles/global.css` `:root` (decision 034).
 * These are references to them for styled-components' rules; `styles/global-css.test.ts` checks each is
 * declared. Code that needs the value itself (a third party's widget) reads it with `tokenValue`.
 */
const colors = {
  ink: token('ink'),
  inkMuted: token('ink-muted'),
  paper: token('paper'),
  surface: token('surface'),
  indigo: token('indigo'),
  indigoDark: token('indigo-dark'),
  madder: token('madder'),
  madderDark: token('madder-dark'),
  /** Accent and the focus ring on light surfaces: 3.8:1 or more on surface, paper, skeleton and border. */
  turmeric: token('turmeric'),
  /** The focus ring on dark surfaces (header, footer, hero, indigo panels): 3.6:1 or more on each; the cart count's background. */
  turmericLight: token('turmeric-light'),
  border: token('border'),
  skeleton: token('skeleton'),
  success: token('success'),
  danger: token('danger'),
  star: token('star'),
} as const;

/** A colour's value as the page declares it (`#23395d`), for code outside CSS; undefined outside a browser. */
export function tokenValue(color: (typeof colors)[keyof typeof colors]): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const name = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
  const value = name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : '';
  return value === '' ? undefined : value;
}

/** The shop's one theme: colours of indigo dye, madder and undyed cotton. */
export const theme = {
  colors,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    display: 'var(--font-display), Georgia, "Times New Roman", serif',
  },
  /**
   * The keyboard focus ring (WCAG 2.2 SC 1.4.11: 3:1 against what surrounds it). No one colour
   * reaches 3:1 on both the light pages and the indigo header, so the ring's colour is a custom
   * property: the light-surface colour by default, the light one inside every dark surface
   * (`onDarkSurface` declares it). e2e/keyboard.spec.ts measures the ring on each page type.
   */
  focus: {
    ring: 'var(--focus-ring)',
    onDarkSurface: `--focus-ring: ${colors.turmericLight};`,
    /** A light panel inside a dark surface (the header's dropdowns) sets the light-surface ring back. */
    onLightSurface: `--focus-ring: ${colors.turmeric};`,
  },
  radii: { sm: '4px', md: '8px', lg: '16px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  maxWidth: '1280px',
} as const;
