import type { AppendedCards as AppendedCardsType } from './appended-cards';

/** The appended cards' component once loadAppendedCards has loaded it (a live binding, set once); null before. */
export let AppendedCards: typeof AppendedCardsType | null = null;

/**
 * Loads the appended cards' code, once: ProductListingProvider asks for it beside each page of products, so it
 * is there (AppendedProducts renders it at once) before the page's products are put in the listing.
 */
export async function loadAppendedCards(): Promise<void> {
  AppendedCards ??= (await import('./appended-cards')).AppendedCards;
}
