import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface JumpLink {
  /** The id of the section's heading (focusable by script: tabIndex -1). */
  id: string;
  label: string;
}

const Nav = styled.nav`
  display: grid;
  gap: ${theme.space(2)};
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.indigo};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.indigo};
  }
`;

/**
 * "On this page": a link to each section of a long page, so a phone's thumb
 * or a keyboard reaches the low stock without scrolling past every panel.
 * Plain fragment links, working without JavaScript; following one scrolls to
 * the section's heading and moves focus there (the heading takes focus from
 * script only, tabIndex -1), so the next Tab goes on inside that section.
 */
export function JumpLinks({ links }: { links: JumpLink[] }) {
  return (
    <Nav aria-labelledby="jump-links-label">
      <p id="jump-links-label">On this page</p>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.label}</a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
