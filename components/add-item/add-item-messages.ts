/** Fixed texts of the Add New Item form (spec sections 3 and 5). */
export const ADD_ITEM_TITLE = 'Add New Item';

export const ADD_ITEM_REQUIRED_MESSAGES = {
  category: 'Please select a category!',
  product_name: 'Please enter the product name!',
  description: 'Please enter the description!',
  offer_price: 'Please enter the offer price!',
  mrp: 'Please enter the MRP!',
} as const;

/** Our words, not the spec's: quantity, offer price and MRP have a minimum of 0. */
export const ADD_ITEM_MIN_MESSAGE = 'Please enter a value of 0 or more.';
export const ADD_ITEM_SAVED = 'The item has been saved on this device.';
export const ADD_ITEM_SUBMIT = 'Submit';
/** Our words: a staff member's item was created in the shop, or could not be. */
export function addItemCreatedMessage(name: string, productCode: number): string {
  return `${name} (code ${productCode}) is in the shop now.`;
}
export const ADD_ITEM_FAILED = 'The item could not be added to the shop. Please try again.';
/** A staff member's item with no size chosen: one size for everyone. */
export const ADD_ITEM_DEFAULT_SIZE = 'Free Size';

/** The local storage key the submitted values are written to (overwriting the previous ones). */
export const ITEMS_STORAGE_KEY = 'items';

/** Category options by position: Men = 0, Women = 1, Kids = 2. */
export const ITEM_CATEGORIES = ['Men', 'Women', 'Kids'] as const;
export const ITEM_SIZES = ['Small', 'Medium', 'Large'] as const;
export const ITEM_RATINGS = ['1', '2', '3', '4', '5'] as const;
export const ITEM_MEDIA_FIELDS = ['main_image', 'second_media', 'third_media', 'fourth_media', 'fifth_media'] as const;

export const ADD_ITEM_LABELS = {
  category: 'Category',
  product_name: 'Product Name',
  product_code: 'Product Code',
  size: 'Size',
  is_active: 'Is Active',
  new_arrival: 'New Arrival',
  top_selling: 'Top Selling',
  description: 'Description',
  quantity: 'Quantity',
  rating: 'Rating',
  offer_price: 'Offer Price',
  mrp: 'MRP',
  main_image: 'Main Image',
  second_media: 'Second Media',
  third_media: 'Third Media',
  fourth_media: 'Fourth Media',
  fifth_media: 'Fifth Media',
  remarks: 'Remarks',
} as const;
