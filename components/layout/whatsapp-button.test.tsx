import { render, screen } from '@testing-library/react';
import { site } from '@/lib/site';
import {
  WHATSAPP_LANDMARK_NAME,
  WHATSAPP_MESSAGE,
  WHATSAPP_NAME,
  WHATSAPP_TITLE,
  WhatsAppButton,
} from './whatsapp-button';

describe('WhatsAppButton', () => {
  it('opens a WhatsApp chat with the prefilled enquiry in a new tab', () => {
    render(<WhatsAppButton />);
    const link = screen.getByRole('link', { name: 'Contact us on WhatsApp (opens in a new tab)' });
    expect(WHATSAPP_NAME).toBe('Contact us on WhatsApp (opens in a new tab)');
    expect(WHATSAPP_MESSAGE).toBe('Hello! I would like to inquire about your products.');
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${site.whatsappNumber}?text=Hello!%20I%20would%20like%20to%20inquire%20about%20your%20products.`,
    );
    expect(link).toHaveAttribute('title', WHATSAPP_TITLE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows that it opens a new tab with a visible mark, not only in its name', () => {
    render(<WhatsAppButton />);
    const link = screen.getByRole('link', { name: WHATSAPP_NAME });
    const mark = screen.getByTestId('new-tab-mark');
    expect(link).toContainElement(mark);
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sits in a landmark of its own, so it is not outside every region of the page', () => {
    render(<WhatsAppButton />);
    const landmark = screen.getByRole('complementary', { name: WHATSAPP_LANDMARK_NAME });
    expect(landmark).toContainElement(screen.getByRole('link', { name: WHATSAPP_NAME }));
  });
});
