import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import { NewTabIcon, WhatsAppIcon } from './icons';

export const WHATSAPP_MESSAGE = 'Hello! I would like to inquire about your products.';
export const WHATSAPP_TITLE = 'Contact us on WhatsApp';
/** The accessible name: the spec's tooltip, and that the chat opens in a new tab (WCAG 3.2.5 advice, issue 12). */
export const WHATSAPP_NAME = `${WHATSAPP_TITLE} (opens in a new tab)`;

/** The chat link with the prefilled enquiry. */
export function whatsappHref(number: string = site.whatsappNumber, message: string = WHATSAPP_MESSAGE): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

const Button = styled.a`
  position: fixed;
  right: ${theme.space(4)};
  bottom: calc(${theme.space(4)} + env(safe-area-inset-bottom, 0px));
  z-index: 40;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radii.round};
  /* Darker than the brand green so the white mark keeps 4.5:1 contrast. */
  background: #128c4a;
  color: #fff;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.25);
  transition: transform 150ms ease;
  &:hover {
    transform: scale(1.06);
  }
  /*
   * The button floats over light pages and the dark footer alike: a two-colour ring (white inside,
   * ink outside; WCAG technique C40) keeps 3:1 against either. The transparent outline is what
   * forced-colours mode draws instead of the shadows.
   */
  &:focus-visible {
    outline: 3px solid transparent;
    outline-offset: 3px;
    box-shadow: 0 0 0 3px #fff, 0 0 0 6px ${theme.colors.ink};
  }
  @media (max-width: calc(${theme.breakpoints.md} - 1px)) {
    right: ${theme.space(3)};
    bottom: calc(${theme.space(3)} + env(safe-area-inset-bottom, 0px));
    width: 48px;
    height: 48px;
  }
`;

/** The visible new-tab mark at the button's corner (the name says it in words). */
const NewTabMark = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: ${theme.radii.round};
  border: 2px solid #128c4a;
  background: #fff;
  color: ${theme.colors.ink};
`;

/** The floating contact button of every page: a WhatsApp chat, in a new tab (said by its name and a mark). */
export function WhatsAppButton() {
  return (
    <Button href={whatsappHref()} target="_blank" rel="noopener noreferrer" title={WHATSAPP_TITLE} aria-label={WHATSAPP_NAME}>
      <WhatsAppIcon />
      <NewTabMark data-testid="new-tab-mark">
        <NewTabIcon size={12} />
      </NewTabMark>
    </Button>
  );
}
