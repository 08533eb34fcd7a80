/**
 * The shop's name alone, for client code that needs nothing else of `site` (lib/site.ts): the global error page
 * is in every page's first load, and `site`'s address and phones would go with it.
 */
export const SITE_NAME = 'Jaipur Handcrafted';
