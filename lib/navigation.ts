/**
 * The shop's fixed links: the navigation bar's own entries, the footer's
 * menus (spec section 2, "Footer") and the brand's social accounts.
 * Category links come from the API and are built with categoryPath().
 */
export interface NavLink {
  label: string;
  href: string;
}

/** Navigation bar: Home comes first, Blog and Wholesale Query after the category dropdowns. */
export const NAV_HOME: NavLink = { label: 'Home', href: '/' };
export const NAV_TRAILING: readonly NavLink[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Wholesale Query', href: '/Contact-us' },
];

/** Footer POLICY links; each opens in a new tab. */
export const POLICY_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Refund Policy', href: '/refund' },
  { label: 'Shipping Policy', href: '/shipping' },
  { label: 'Terms of Service', href: '/terms-and-conditions' },
];

/** Footer MAIN MENU links. */
export const MAIN_MENU_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Collections', href: '/collections' },
  { label: 'Best Sellers', href: '/best-sellers' },
  { label: 'About Us', href: '/about-us' },
];

export type SocialNetwork = 'instagram' | 'youtube' | 'linkedin' | 'facebook' | 'x' | 'amazon' | 'pinterest';

export interface SocialLink extends NavLink {
  network: SocialNetwork;
}

export const INSTAGRAM_LINK: SocialLink = {
  network: 'instagram',
  label: 'Instagram',
  href: 'https://www.instagram.com/jaipurhandcrafted',
};

/** The brand's accounts, in the footer's order. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  INSTAGRAM_LINK,
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@jaipurhandcrafted' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/jaipur-handcrafted' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/jaipurhandcrafted' },
  { network: 'x', label: 'X', href: 'https://x.com/jaipurhandcraft' },
  { network: 'amazon', label: 'Amazon store', href: 'https://www.amazon.in/stores/JaipurHandcrafted' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/jaipurhandcrafted' },
];
