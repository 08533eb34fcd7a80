import {
  ADD_ITEM_DEFAULT_SIZE,
  ADD_ITEM_MIN_MESSAGE,
  ADD_ITEM_REQUIRED_MESSAGES,
  ITEM_CATEGORIES,
  ITEM_MEDIA_FIELDS,
  ITEM_RATINGS,
  ITEM_SIZES,
} from './add-item-messages';

type MediaField = (typeof ITEM_MEDIA_FIELDS)[number];

/** The values the Add New Item form submits (spec section 3, "Item (add form)"). */
export type ItemValues = {
  /** Position in ITEM_CATEGORIES: Men 0, Women 1, Kids 2. */
  category: number;
  product_name: string;
  product_code: number | null;
  size: (typeof ITEM_SIZES)[number] | '';
  is_active: boolean;
  new_arrival: boolean;
  top_selling: boolean;
  description: string;
  quantity: number | null;
  /** Held as text, '1' to '5'. */
  rating: (typeof ITEM_RATINGS)[number] | '';
  offer_price: number;
  mrp: number;
  remarks: string;
} & Record<MediaField, string>;

/** What the form holds while it is being filled: every field as the input gives it. */
export type ItemDraft = {
  category: string;
  product_name: string;
  product_code: string;
  size: string;
  is_active: boolean;
  new_arrival: boolean;
  top_selling: boolean;
  description: string;
  quantity: string;
  rating: string;
  offer_price: string;
  mrp: string;
  remarks: string;
} & Record<MediaField, string>;

export type ItemField = keyof ItemDraft;

export const INITIAL_ITEM_DRAFT: ItemDraft = {
  category: '',
  product_name: '',
  product_code: '',
  size: '',
  is_active: true,
  new_arrival: true,
  top_selling: true,
  description: '',
  quantity: '10',
  rating: '',
  offer_price: '',
  mrp: '',
  main_image: '',
  second_media: '',
  third_media: '',
  fourth_media: '',
  fifth_media: '',
  remarks: '',
};

function toNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function isOneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}

/** The submitted values, once validateItemDraft found nothing wrong. */
export function toItemValues(draft: ItemDraft): ItemValues {
  return {
    category: Number(draft.category),
    product_name: draft.product_name.trim(),
    product_code: toNumber(draft.product_code),
    size: isOneOf(ITEM_SIZES, draft.size) ? draft.size : '',
    is_active: draft.is_active,
    new_arrival: draft.new_arrival,
    top_selling: draft.top_selling,
    description: draft.description,
    quantity: toNumber(draft.quantity),
    rating: isOneOf(ITEM_RATINGS, draft.rating) ? draft.rating : '',
    offer_price: toNumber(draft.offer_price) ?? 0,
    mrp: toNumber(draft.mrp) ?? 0,
    main_image: draft.main_image.trim(),
    second_media: draft.second_media.trim(),
    third_media: draft.third_media.trim(),
    fourth_media: draft.fourth_media.trim(),
    fifth_media: draft.fifth_media.trim(),
    remarks: draft.remarks,
  };
}

export function isValidCategory(value: string): boolean {
  return (
    value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) < ITEM_CATEGORIES.length
  );
}

export type ItemErrors = Partial<Record<ItemField, string>>;

/**
 * The spec's rules and nothing more (section 5): category, product name,
 * description, offer price and MRP are required; quantity, offer price and MRP
 * are at least 0.
 */
export function validateItemDraft(draft: ItemDraft): ItemErrors {
  const errors: ItemErrors = {};
  if (!isValidCategory(draft.category)) errors.category = ADD_ITEM_REQUIRED_MESSAGES.category;
  if (draft.product_name.trim() === '') errors.product_name = ADD_ITEM_REQUIRED_MESSAGES.product_name;
  if (draft.description.trim() === '') errors.description = ADD_ITEM_REQUIRED_MESSAGES.description;
  for (const field of ['offer_price', 'mrp'] as const) {
    const value = toNumber(draft[field]);
    if (value === null) errors[field] = ADD_ITEM_REQUIRED_MESSAGES[field];
    else if (value < 0) errors[field] = ADD_ITEM_MIN_MESSAGE;
  }
  const quantity = toNumber(draft.quantity);
  if (quantity !== null && quantity < 0) errors.quantity = ADD_ITEM_MIN_MESSAGE;
  return errors;
}

/**
 * A staff member's item as the back office's createProduct call takes it
 * (docs/DEVIATIONS.md): the chosen size with the quantity as its stock (one
 * size for everyone when none is chosen), each picture described as staff
 * described its upload, else by the product's name. The rating is not sent:
 * a product's rating comes only from its buyers' reviews.
 */
export function toProductBody(
  values: ItemValues,
  categoryIds: Partial<Record<(typeof ITEM_CATEGORIES)[number], number>>,
  alts: Record<string, string> = {},
) {
  const categoryName = ITEM_CATEGORIES[values.category];
  return {
    name: values.product_name,
    category_id: (categoryName && categoryIds[categoryName]) ?? 0,
    sub_category_id: null,
    description: values.description,
    remarks: values.remarks.trim(),
    product_code: values.product_code,
    offer_price: values.offer_price,
    mrp: values.mrp,
    active: values.is_active,
    best_seller: values.top_selling,
    new_arrival: values.new_arrival,
    sizes: [{ size: values.size || ADD_ITEM_DEFAULT_SIZE, quantity: values.quantity ?? 0 }],
    pictures: ITEM_MEDIA_FIELDS.flatMap((field) =>
      values[field] ? [{ url: values[field], alt: alts[values[field]]?.trim() || values.product_name }] : [],
    ),
  };
}

const PROBLEM_FIELDS: Record<string, ItemField> = {
  name: 'product_name',
  category_id: 'category',
  sub_category_id: 'category',
  description: 'description',
  remarks: 'remarks',
  product_code: 'product_code',
  offer_price: 'offer_price',
  mrp: 'mrp',
  active: 'is_active',
  'sizes.0.size': 'size',
  'sizes.0.quantity': 'quantity',
  sizes: 'size',
  pictures: 'main_image',
};

/** The form's field a problem the server named is about; pictures.N is the N-th filled picture field. */
export function itemFieldOfProblem(field: string, values: ItemValues): ItemField | undefined {
  const picture = /^pictures\.(\d)\./.exec(field);
  if (picture) return ITEM_MEDIA_FIELDS.filter((media) => values[media])[Number(picture[1])];
  return PROBLEM_FIELDS[field];
}
