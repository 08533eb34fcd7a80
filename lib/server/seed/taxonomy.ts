/**
 * The category and subcategory ids of spec section 2, and which
 * subcategories each category offers (a subcategory may sit in several).
 * "kurtis" (26) is ours: the Why Us page links to /women/kurtis.
 */
/** hsnCode: the category's default HSN code for GST (migration 028, docs/decisions/039-gst.md). */
export const CATEGORIES = [
  { id: 1, name: 'Women', hsnCode: '6204' },
  { id: 2, name: 'Home & Living', hsnCode: '6304' },
  { id: 3, name: 'Men', hsnCode: '6203' },
  { id: 4, name: 'Kids', hsnCode: '6209' },
  { id: 5, name: 'Fabric', hsnCode: '5208' },
  { id: 6, name: 'Accessories', hsnCode: '4202' },
] as const;

export const SUBCATEGORIES = [
  { id: 1, name: 'Dresses' },
  { id: 2, name: 'Lehengas' },
  { id: 3, name: 'Pants' },
  { id: 4, name: 'Crop Tops' },
  { id: 5, name: 'Harem Pants' },
  { id: 6, name: 'PJ Set' },
  { id: 7, name: 'Kaftan & Robes' },
  { id: 8, name: 'Sarong' },
  { id: 9, name: 'Napkins' },
  { id: 10, name: 'Bunting' },
  { id: 11, name: 'Door Valence' },
  { id: 12, name: 'Ottoman' },
  { id: 13, name: 'Table Runner' },
  { id: 14, name: 'Umbrellas' },
  { id: 15, name: 'Curtains' },
  { id: 16, name: 'Cushion Cover' },
  { id: 17, name: 'Wall Decor' },
  { id: 18, name: 'Bags' },
  { id: 19, name: 'Pajama Set' },
  { id: 20, name: 'Jacket' },
  { id: 21, name: 'Toiletry & Make Up Bags' },
  { id: 22, name: 'Rugs & Carpets' },
  { id: 23, name: 'Co-ord Set' },
  { id: 24, name: 'Bedcover' },
  { id: 25, name: 'Silk Sashes' },
  { id: 26, name: 'Kurtis' },
] as const;

/** Category id → its subcategory ids, in menu order. Fabric has none. */
export const CATEGORY_SUBCATEGORIES: Record<number, readonly number[]> = {
  1: [1, 26, 2, 23, 3, 5, 4, 6, 7, 8, 20],
  2: [16, 24, 15, 13, 9, 10, 11, 12, 17, 22],
  3: [3, 5, 19, 20],
  4: [1, 6, 23, 20],
  5: [],
  6: [18, 21, 25, 14],
};
