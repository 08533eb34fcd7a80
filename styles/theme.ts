/** The shop's one theme: colours of indigo dye, madder and undyed cotton. */
export const theme = {
  colors: {
    ink: '#1f2430',
    inkMuted: '#545b69',
    paper: '#fbf8f3',
    surface: '#ffffff',
    indigo: '#23395d',
    indigoDark: '#182842',
    madder: '#a23b2a',
    madderDark: '#7f2c1f',
    turmeric: '#c98a1b',
    border: '#e6ded2',
    skeleton: '#ece5da',
    success: '#1f7a3f',
    danger: '#b3261e',
    star: '#b7791f',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    display: 'var(--font-display), Georgia, "Times New Roman", serif',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  maxWidth: '1280px',
} as const;

