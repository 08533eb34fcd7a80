import { render, screen } from '@testing-library/react';
import { PrivacyPolicy } from './privacy-policy';
import { RefundPolicy } from './refund-policy';
import { ShippingPolicy } from './shipping-policy';
import { TermsOfService } from './terms-of-service';

function pageText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

describe('policy pages', () => {
  it('Refund Policy gives the return, refund and cancellation figures', () => {
    render(<RefundPolicy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    const text = pageText();
    for (const figure of [
      'within 48 hours of delivery',
      'within 2-3 days',
      'reverse pickup within 2-3 working days',
      '10-30 days to reach our warehouse',
      'within 7 days of receiving',
      'within 7 working days',
      'about 5 days',
      'within 24-48 hours and never expires',
      'Cancel within 24 hours',
      '10% of the order value',
      'Mon-Sat 10 AM-7 PM IST',
      'a wrong product, a defect, or damage on arrival',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('Shipping Policy gives delivery times, duties, handling and delivery attempts', () => {
    render(<ShippingPolicy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    const text = pageText();
    for (const figure of [
      '7-10 business days by surface',
      '4-5 business days by air',
      '10-30 business days',
      '4-8 business days',
      'extra and paid by the buyer',
      'furniture, lighting, wall clocks and mirrors',
      'one delivery attempt',
      're-shipping is paid by the customer',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('Privacy Policy and Terms of Service name the payment methods and the governing law', () => {
    render(
      <>
        <PrivacyPolicy />
        <TermsOfService />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = pageText();
    expect(text).toContain('cards, UPI and net banking');
    expect(text).toContain('governed by the laws of India');
  });
});
