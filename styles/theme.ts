const colors = {
  ink: '#1f2430',
  inkMuted: '#545b69',
  paper: '#fbf8f3',
  surface: '#ffffff',
  indigo: '#23395d',
  indigoDark: '#182842',
  madder: '#a23b2a',
  madderDark: '#7f2c1f',
  /** Accent and the focus ring on light surfaces: 3.8:1 or more on surface, paper, skeleton and border (was #c98a1b, 2.9:1 on white). */
  turmeric: '#9a6308',
  /** The focus ring on dark surfaces (header, footer, hero, indigo panels): 3.6:1 or more on each; the cart count's background. */
  turmericLight: '#f5cf7a',
  border: '#e6ded2',
  skeleton: '#ece5da',
  success: '#1f7a3f',
  danger: '#b3261e',
  star: '#b7791f',
} as const;

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
