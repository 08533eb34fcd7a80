/** Texts and rules of the product page that its client code uses too (buying, stock, the picture's zoom); catalogue-messages.ts re-exports them. */

export const ADD_TO_CART_LABEL = 'Add to Cart';
/** Not in the spec: the cart lives in the browser (spec section 3), so without script the button says why it waits. */
export const ADD_TO_CART_NO_SCRIPT =
  'Adding to the cart needs JavaScript, which is turned off in this browser. Turn it on to buy this piece.';

export const OUT_OF_STOCK_TEXT = 'Out of stock';
export const IN_STOCK_TEXT = 'In stock';
/** At or below this many pieces the page says "Only {n} left". */
export const LOW_STOCK_THRESHOLD = 5;

export function stockText(stock: number): string {
  if (stock <= 0) return OUT_OF_STOCK_TEXT;
  if (stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return IN_STOCK_TEXT;
}

/** Whole-number saving of the offer price against the MRP, or 0 when there is none. */
export function savingPercent(offerPrice: number, mrp: number): number {
  if (!(mrp > 0) || offerPrice >= mrp) return 0;
  return Math.round(((mrp - offerPrice) / mrp) * 100);
}

// The product picture's larger view (its own texts are in product-zoom-messages.ts, loaded with it).
export const ZOOM_OPEN_LABEL = 'Enlarge picture';
