import type { AppendedCards } from './appended-cards';

let loaded: typeof AppendedCards | null = null;

/**
 * Loads the appended cards' code, once: ProductListingProvider asks for it beside each page of products, so it
 * is there (the component below has it at once) before the page's products are put in the listing.
 */
export async function loadAppendedCards(): Promise<typeof AppendedCards> {
  loaded ??= (await import('./appended-cards')).AppendedCards;
  return loaded;
}

/** The appended cards' component, once loadAppendedCards has loaded it; null before. */
export function loadedAppendedCards(): typeof AppendedCards | null {
  return loaded;
}
