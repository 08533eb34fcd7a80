import type { ComponentProps } from 'react';

/** The attribute that marks a link the app follows itself (IntentPrefetch's click listener). */
export const APP_LINK_ATTRIBUTE = 'data-app-link';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The shop's own page: a path from the root, with its query and hash. */
  href: string;
};

/**
 * The shop's internal link: a plain `<a>` that the app follows without a full page load. One listener on the
 * document (IntentPrefetch, in the root layout) turns a plain left click on it into the app router's navigation,
 * and prefetches the page when the shopper shows intent (hover, touch or focus), never each link that scrolls
 * into view. So a link costs no client code: server components render it as they are, and next/link (about 3.5
 * KB gz of the first load) is not loaded at all. docs/decisions/053-links-without-next-link.md.
 */
export default function Link(props: LinkProps) {
  return <a {...{ [APP_LINK_ATTRIBUTE]: '' }} {...props} />;
}
