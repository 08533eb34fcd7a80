import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** The theme's colours as CSS custom properties (--color-ink, ...), for the CSS modules of repeated items. */
const colorProperties = Object.entries(theme.colors)
  .map(([name, value]) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
  .join(' ');

export const GlobalStyles = createGlobalStyle`
  :root { ${colorProperties} --focus-ring: ${theme.colors.turmeric}; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.paper};
    line-height: 1.5;
  }
  h1, h2, h3 { font-family: ${theme.fonts.display}; line-height: 1.2; margin: 0 0 0.5em; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.focus.ring}; outline-offset: 2px; }
  /* A heading or <main> that received focus after a page change (RouteFocus) is not a control: no ring. */
  h1[tabindex='-1']:focus, main[tabindex='-1']:focus { outline: none; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Prices carry both currencies; <html data-currency> picks one (USD until detection says otherwise). */
  html:not([data-currency='INR']) [data-price='INR'],
  html[data-currency='INR'] [data-price='USD'] { display: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
