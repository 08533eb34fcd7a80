import { render, screen, within } from '@testing-library/react';
import { copyrightYear, site } from '@/lib/site';
import { FACTORY_HOURS, MAIN_MENU_TITLE, POLICY_TITLE, SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter />));

  it('lists the four policies, each opening in a new tab', () => {
    const policy = screen.getByRole('navigation', { name: POLICY_TITLE });
    expect(POLICY_TITLE).toBe('POLICY');
    const expected = [
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/refund'],
      ['Shipping Policy', '/shipping'],
      ['Terms of Service', '/terms-and-conditions'],
    ];
    const links = within(policy).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  });

  it('lists the main menu in the same tab', () => {
    const menu = screen.getByRole('navigation', { name: MAIN_MENU_TITLE });
    expect(MAIN_MENU_TITLE).toBe('MAIN MENU');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Collections', '/collections'],
      ['Best Sellers', '/best-sellers'],
      ['About Us', '/about-us'],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('target');
  });

  it('shows the factory hours, address, both phones, e-mail and website from the site settings', () => {
    expect(screen.getByText('Monday to Sunday 9:00 am to 9:00 pm')).toBeInTheDocument();
    expect(FACTORY_HOURS).toBe('Monday to Sunday 9:00 am to 9:00 pm');
    expect(screen.getByText(new RegExp(site.address.street))).toHaveTextContent('Jaipur');
    expect(site.phones).toHaveLength(2);
    for (const phone of site.phones) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s+/g, '')}`);
    }
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.website.replace('https://', '') })).toHaveAttribute(
      'href',
      site.website,
    );
  });

  it('links to the seven social accounts by name, in new tabs', () => {
    for (const name of ['Instagram', 'YouTube', 'LinkedIn', 'Facebook', 'X', 'Amazon store', 'Pinterest']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('dates the copyright line by the clock, on India’s calendar', () => {
    expect(screen.getByText(new RegExp(`© ${copyrightYear()} Jaipur Handcrafted`))).toBeInTheDocument();
    expect(copyrightYear(new Date('2027-03-01T00:00:00Z'))).toBe(2027);
    // 31 December 20:00 UTC is already 1 January in India.
    expect(copyrightYear(new Date('2026-12-31T20:00:00Z'))).toBe(2027);
    expect(copyrightYear(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });
});
