import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import { WhatsAppIcon } from './icons';

export const WHATSAPP_MESSAGE = 'Hello! I would like to inquire about your products.';
export const WHATSAPP_TITLE = 'Contact us on WhatsApp';

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
  &:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 3px;
  }
  @media (max-width: calc(${theme.breakpoints.md} - 1px)) {
    right: ${theme.space(3)};
    bottom: calc(${theme.space(3)} + env(safe-area-inset-bottom, 0px));
    width: 48px;
    height: 48px;
  }
`;

/** The floating contact button of every page: a WhatsApp chat, in a new tab. */
export function WhatsAppButton() {
  return (
    <Button href={whatsappHref()} target="_blank" rel="noopener noreferrer" title={WHATSAPP_TITLE} aria-label={WHATSAPP_TITLE}>
      <WhatsAppIcon />
    </Button>
  );
}
