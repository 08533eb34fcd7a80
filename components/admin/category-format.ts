/** How the back office words a category's or subcategory's counts (from GET /api/admin/categories/). */
export function categoryCountsText(entry: {
  product_count: number;
  active_product_count: number;
  subcategories?: readonly unknown[];
}): string {
  const products = `${entry.product_count} product${entry.product_count === 1 ? '' : 's'} (${entry.active_product_count} shown)`;
  if (!entry.subcategories) return products;
  const count = entry.subcategories.length;
  return `${count} subcategor${count === 1 ? 'y' : 'ies'} · ${products}`;
}
