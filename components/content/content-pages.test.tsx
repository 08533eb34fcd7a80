import { render, screen, within } from '@testing-library/react';
import { AboutUs, ABOUT_TITLE } from './about-us';
import { NotFoundMessage, NOT_FOUND_TITLE } from './not-found-message';
import { WhyUs, WHY_US_POINTS } from './why-us';

describe('WhyUs', () => {
  it('lists seven selling points and three cards with the exact shop links', () => {
    render(<WhyUs />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const points = screen.getByRole('list', { name: 'Seven reasons to shop with us' });
    expect(within(points).getAllByRole('listitem')).toHaveLength(7);
    expect(WHY_US_POINTS).toHaveLength(7);
    expect(screen.getByRole('link', { name: /Kurtis/ })).toHaveAttribute('href', '/women/kurtis');
    expect(screen.getByRole('link', { name: /Bags/ })).toHaveAttribute('href', '/accessories/bags');
    expect(screen.getByRole('link', { name: /Bunting/ })).toHaveAttribute('href', '/home%20&%20living/bunting');
  });
});

describe('AboutUs', () => {
  it('tells the story under its title, with the mission and a picture', () => {
    render(<AboutUs />);
    expect(screen.getByRole('heading', { level: 1, name: ABOUT_TITLE })).toBeInTheDocument();
    expect(ABOUT_TITLE).toBe('A Legacy of Love and Design');
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('founded in June 2018 in Jaipur');
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
  });
});

describe('NotFoundMessage', () => {
  it('says the page was not found and links back home', () => {
    render(<NotFoundMessage />);
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(NOT_FOUND_TITLE).toBe('Oops! Page Not Found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
