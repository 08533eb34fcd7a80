import { CASH_ON_DELIVERY_FEE, formatPrice } from '@/lib/money';

/** Fixed texts of the cart and checkout (spec sections 2, 4, 5, 8 and 9), and our own. */
export const CART_HEADING = 'Shopping Cart';
export const CART_EMPTY = 'No items in the cart.';
export const CART_LOADING = 'Loading your cart…';
/** Not in the spec: the cart lives in the browser (spec section 3), so without script the page says so instead. */
export const CART_NO_SCRIPT =
  'Your cart needs JavaScript, which is turned off in this browser. Turn it on to see your cart and check out.';
/** The loading line's marker: the page's <noscript> rule hides it, since no script will ever replace it. */
export const CART_LOADING_ATTRIBUTE = 'data-cart-loading';
/** Not in the spec (it only logs a failed cart fetch); an empty-cart text would be untrue. */
export const CART_LOAD_FAILED = 'Your cart could not be loaded. Please try again.';
export const CART_RETRY = 'Try again';
export const CART_ITEMS_HEADING = 'Items in your cart';
export const CART_SIZE_LABEL = 'Size';
export const CART_QTY_LABEL = 'Qty';
export const CART_CONTINUE = 'CLICK TO CONTINUE';
export const CONTINUE_SHOPPING = 'Continue shopping';

export function removeItemLabel(name: string, size: string): string {
  return `Remove ${name}, size ${size}`;
}

export function decreaseQuantityLabel(name: string, size: string): string {
  return `One fewer ${name}, size ${size}`;
}

export function increaseQuantityLabel(name: string, size: string): string {
  return `One more ${name}, size ${size}`;
}

/** A line whose price changed since the shopper added or last changed it (issue 29, item 10): amounts formatted. */
export function priceChangedText(was: string, now: string): string {
  return `Price changed: was ${was}, now ${now}.`;
}

/** Above the totals while a line shows a changed price: the totals already use the new prices. */
export const CART_PRICES_CHANGED =
  'Some prices have changed since you added them to your cart. The total uses the new prices.';

/** Said beside the stepper when its + stops at the stock. */
export function stockLimitText(stock: number): string {
  return stock === 0 ? 'Out of stock' : `Only ${stock} in stock`;
}

/** Orders need a token (spec section 6): a guest is asked at the cart, before the delivery form. */
export const CART_LOGIN_REQUIRED = 'Please log in to place your order.';
export const CART_LOGIN_LINK = 'Log in to continue';

export const PROMO_LABEL = 'Promo code';
export const PROMO_APPLY = 'Apply';
export const PROMO_NOT_APPLIED = 'Promo code not applied';
export const PROMO_LOGIN_REQUIRED = 'Please log in to apply a promo code.';
export const PROMO_LOGIN_LINK = 'Log in';
export const PROMO_EMPTY_CODE = 'Please enter a promo code.';
export const PROMO_CHECKING = 'Checking your promo code…';

export function promoRemoveLabel(code: string): string {
  return `Remove promo code ${code}`;
}
export const PROMO_REMOVE = 'Remove';
export const PROMO_REMOVED = 'Promo code removed.';

export const SUMMARY_HEADING = 'Order summary';
export const SUBTOTAL_LABEL = 'Subtotal';
export const DISCOUNT_LABEL = 'Discount';
export const SHIPPING_LABEL = 'Shipping';
export const TOTAL_LABEL = 'Total';
export const SHIPPING_FREE = 'Free';

export const DELIVERY_HEADING = 'Delivery details';
export const DELIVERY_FIELD_LABELS = {
  delivery_address: 'Delivery address',
  name: 'Name',
  /** Our addition (decision 015): the delivery country. */
  country: 'Country',
  country_code: 'Country code',
  mobile_number: 'Mobile number',
  pin_code: 'PIN code',
  city: 'City',
  state: 'State',
  comment: 'Comment',
} as const;
export type DeliveryFieldName = keyof typeof DELIVERY_FIELD_LABELS;
/** pin_code's label is the country's own name for it (lib/delivery-countries.ts); 'PIN code' is India's. */

/** Under each bad field, until it is fixed (issue 12, item 13); the banner above the button goes after 5 s. */
export const FIELD_REQUIRED_MESSAGES = {
  name: 'Enter your name.',
  mobile_number: 'Enter your mobile number.',
  delivery_address: 'Enter your delivery address.',
  city: 'Enter your city.',
  state: 'Enter your state.',
} as const;
/** "Enter your postcode.", "Enter your PIN code.": an acronym (two capitals) keeps its case. */
export function postalCodeRequiredMessage(label: string): string {
  const acronym = /^[A-Z]{2}/.test(label);
  return `Enter your ${acronym ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`}.`;
}
/** `rule` is the country's (lib/delivery-countries.ts), e.g. 'a 6-digit PIN code'. */
export function postalCodeInvalidMessage(rule: string): string {
  return `Enter ${rule}.`;
}
export const MOBILE_NUMBER_INVALID = 'Enter a mobile number of 6 to 15 digits.';
export function callingCodeInvalidMessage(example: string): string {
  return `Enter a country calling code such as ${example}.`;
}
/** The banner when every required field is filled but one is not right (the spec has only the missing-field text). */
export const CHECK_FIELDS_MESSAGE = 'Please correct the fields marked below.';
/** Offered when the customer has ordered before (saved addresses, decision 015). */
export const SAVED_ADDRESS_LABEL = 'Saved address';
export const SAVED_ADDRESS_NEW = 'A new address';
export const SAVED_ADDRESS_PREFILLED = 'Filled in from your last order. You can change anything.';

export const PAYMENT_METHOD_LEGEND = 'Payment method';
export const CASH_ON_DELIVERY_LABEL = 'Cash on delivery';
/** One choice among three (cash on delivery for INR carts only): a radio group, not a checkbox beside it. */
export const PAYMENT_METHOD_LABELS = {
  razorpay: 'Card, UPI or net banking (Razorpay)',
  paypal: 'PayPal',
  cod: CASH_ON_DELIVERY_LABEL,
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
/** Spec section 9's wording; the amount comes from the fee itself, so the two never disagree. */
export const CASH_ON_DELIVERY_HINT = `Adds a ${formatPrice(CASH_ON_DELIVERY_FEE, 'INR')} shipping fee.`;
/** Decision 015: the courier collects cash in India only. */
export const CASH_ON_DELIVERY_INDIA_ONLY = 'Cash on delivery is available for delivery in India only.';
export const REQUIRED_FIELDS_NOTE = 'Fields marked * are required.';
export const PLACE_ORDER = 'Place Order';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const PAYMENT_METHOD_MESSAGE = 'Please select a payment method.';
/** Placing the order itself comes with the payment work. */

/** Spec section 9. */
export const ERROR_BANNER_MS = 5000;

/** A business buyer's GSTIN (issue 30): an optional B2B tax invoice, for delivery in India only. */
export const BUSINESS_BUYER_TOGGLE = 'Buying for a business? Add your GSTIN';
export const BUSINESS_BUYER_HINT = 'Your tax invoice will carry your GSTIN and registered business name.';
export const BUSINESS_FIELD_LABELS = {
  gstin: 'GSTIN',
  buyer_legal_name: 'Registered business name',
} as const;
export type BusinessFieldName = keyof typeof BUSINESS_FIELD_LABELS;
export const GSTIN_HINT = '15 characters, for example 27AAPFU0939F1ZV.';
export const BUSINESS_REQUIRED_MESSAGES = {
  gstin: 'Enter your GSTIN.',
  buyer_legal_name: 'Enter the business name registered for this GSTIN.',
} as const;
/** A field's problem as the server or the shared rule words it ('has a wrong check character…'), after its label. */
export function fieldProblemMessage(label: string, problem: string): string {
  return `${label} ${problem}.`;
}

/** The cart panel after Add to Cart (issue 31, item 2; DEVIATIONS 62): its heading is the server's 'Added to cart.'. */
export const CART_PANEL_CLOSE = 'Close';
export const CART_PANEL_VIEW_CART = 'View cart';
export const CART_PANEL_CHECKOUT = 'Checkout';
export const CART_PANEL_QUANTITY_LABEL = 'In your cart';
export const CART_PANEL_PRICE_LABEL = 'Price';
export const CART_PANEL_COUNT_LABEL = 'Items in your cart';

/** The cart page's address that opens its checkout at once, as 'CLICK TO CONTINUE' does (signed in). */
export const CART_CHECKOUT_PARAM = 'checkout';
export const CART_CHECKOUT_PATH = `/cart?${CART_CHECKOUT_PARAM}`;
