import { render, screen } from '@testing-library/react';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

import { ANNOUNCEMENT_TEXT, AnnouncementBar } from './announcement-bar';

describe('AnnouncementBar', () => {
  it('shows on the home page', () => {
    mockPathname = '/';
    render(<AnnouncementBar />);
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent(ANNOUNCEMENT_TEXT);
  });

  it('does not show on any other page', () => {
    mockPathname = '/collections';
    const { container } = render(<AnnouncementBar />);
    expect(container).toBeEmptyDOMElement();
  });
});
