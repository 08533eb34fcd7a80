import { formatPrice } from '@/lib/money';

/** A product's prices as staff read them: the offer price, and the MRP when it is higher. */
export function productPrices(product: { offer_price: number; mrp: number }): string {
  const offer = formatPrice(product.offer_price, 'USD');
  return product.mrp > product.offer_price ? `${offer} (MRP ${formatPrice(product.mrp, 'USD')})` : offer;
}

/** Each category's HSN code by id (from the back office's category list), for the HSN field's hint. */
export function hsnCodesOf(
  categories: readonly { id: number; hsn_code: string | null }[],
): Record<string, string | null> {
  return Object.fromEntries(categories.map((category) => [String(category.id), category.hsn_code]));
}
