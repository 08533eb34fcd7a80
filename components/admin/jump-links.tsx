import styles from './jump-links.module.css';

export interface JumpLink {
  /** The id of the section's heading (focusable by script: tabIndex -1). */
  id: string;
  label: string;
}

/**
 * "On this page": a link to each section of a long page, so a phone's thumb
 * or a keyboard reaches the low stock without scrolling past every panel.
 * Plain fragment links, working without JavaScript; following one scrolls to
 * the section's heading and moves focus there (the heading takes focus from
 * script only, tabIndex -1), so the next Tab goes on inside that section.
 */
export function JumpLinks({ links }: { links: JumpLink[] }) {
  return (
    <nav className={styles.nav} aria-labelledby="jump-links-label">
      <p id="jump-links-label">On this page</p>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
