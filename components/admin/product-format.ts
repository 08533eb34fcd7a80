import { formatPrice } from '@/lib/money';

/** A product's prices as staff read them: the offer price, and the MRP when it is higher. */
export function productPrices(product: { offer_price: number; mrp: number }): string {
  const offer = formatPrice(product.offer_price, 'USD');
  return product.mrp > product.offer_price ? `${offer} (MRP ${formatPrice(product.mrp, 'USD')})` : offer;
}
