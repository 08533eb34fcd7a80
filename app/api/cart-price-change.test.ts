/**
 * A price change while an item sits in the cart is shown before payment (issue 29, item 10), through the
 * route handlers on a real database (SQLite, and PostgreSQL with TEST_DATABASE=postgres): staff change the
 * price with the back office's product save, and the cart answers the price the shopper saw beside the new
 * one, in the cart's currency, until the shopper changes that line.
 */
import { addCartItemResponse, getCartItemsResponse, updateCartItemResponse, type CartItem } from '@/lib/contract';
import { productChangeResponse } from '@/lib/contract/admin';
import { toInr } from '@/lib/money';
import { mergeGuestCartIntoUserCart } from '@/lib/server/services/cart/repositories/carts';
import { createTestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getCartItems } from './get-cart-items/route';
import { POST as addCartItem } from './cart-items/route';
import { POST as updateCartItem } from './update-cart-item/route';
import { POST as createProduct } from './admin/products/route';
import { POST as updateProduct } from './admin/products/[product_id]/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

let staff: TestStaff;
let place: { category_id: number; sub_category_id: number };
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
  const link = await database()
    .db.selectFrom('category_subcategories')
    .select(['category_id', 'subcategory_id'])
    .orderBy('category_id')
    .executeTakeFirstOrThrow();
  place = { category_id: link.category_id, sub_category_id: link.subcategory_id };
});

function shawl(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ajrakh Silk Shawl',
    ...place,
    description: 'Hand-block printed on mulberry silk.',
    remarks: 'Dry clean only.',
    offer_price: 48.5,
    mrp: 60,
    active: true,
    best_seller: false,
    new_arrival: false,
    sizes: [{ size: 'S', quantity: 10 }],
    pictures: [{ url: '/media/products/1001-1.webp', alt: 'The shawl, folded' }],
    ...overrides,
  };
}

/** A product of the back office, and a save of it at a new offer price (the form's every field, as staff send it). */
async function productOnSale() {
  const answer = await callRoute(createProduct, '/api/admin/products/', postJson(shawl(), staff.headers));
  expect(answer.status).toBe(201);
  let { id, version } = productChangeResponse.parse(answer.body).product;
  return {
    id,
    async reprice(offerPrice: number) {
      const saved = await callRoute(
        updateProduct,
        `/api/admin/products/${id}/`,
        postJson(shawl({ version, offer_price: offerPrice }), staff.headers),
      );
      expect(saved.status).toBe(200);
      ({ id, version } = productChangeResponse.parse(saved.body).product);
    },
  };
}

async function add(productId: number, cartId?: string): Promise<string> {
  const answer = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: productId, size: 'S', quantity: 1, is_direct_buy: false, currency: 'USD', cart_id: cartId }),
  );
  expect(answer.status).toBe(200);
  const { cart_id: id, data } = addCartItemResponse.parse(answer.body);
  expect(data.data.data.map((line) => line.previous_offer_price)).toEqual([null]);
  return id;
}

async function lineOf(
  cartId: string,
  currency = 'USD',
  headers: Record<string, string> = {},
): Promise<CartItem & { subtotal: number }> {
  const answer = await callRoute(getCartItems, `/api/get-cart-items/?cart_id=${cartId}&currency=${currency}`, {
    headers,
  });
  expect(answer.status).toBe(200);
  const cart = getCartItemsResponse.parse(answer.body);
  const [line, ...more] = cart.data.data;
  if (!line || more.length > 0) throw new Error('expected one cart line');
  return { ...line, subtotal: cart.subtotal };
}

describe('a price changed while the item sits in the cart', () => {
  it('answers the price the shopper saw beside the new one, the cart priced at the new one', async () => {
    const product = await productOnSale();
    const cartId = await add(product.id);
    await product.reprice(52);
    expect(await lineOf(cartId)).toMatchObject({ offer_price: 52, previous_offer_price: 48.5, subtotal: 52 });
    // In rupees both follow the spec's rule (× rate, up to a rupee ending in 9).
    expect(await lineOf(cartId, 'INR')).toMatchObject({
      offer_price: toInr(52),
      previous_offer_price: toInr(48.5),
    });
  });

  it('stays until the shopper changes that line, then the new price is the one they saw', async () => {
    const product = await productOnSale();
    const cartId = await add(product.id);
    await product.reprice(40);
    expect((await lineOf(cartId)).previous_offer_price).toBe(48.5);
    // Reading the cart again does not clear it: only a change of the line does.
    expect((await lineOf(cartId)).previous_offer_price).toBe(48.5);
    const updated = await callRoute(
      updateCartItem,
      '/api/update-cart-item/',
      postJson({ product_pk: product.id, size: 'S', quantity: 2, cart_id: cartId }),
    );
    expect(updated.status).toBe(200);
    const [line] = updateCartItemResponse.parse(updated.body).data.data.data;
    expect(line).toMatchObject({ quantity: 2, offer_price: 40, previous_offer_price: null });
    // A later change is measured from the price seen at that change.
    await product.reprice(45);
    expect((await lineOf(cartId)).previous_offer_price).toBe(40);
    // Adding more of it is a change of the line too.
    await add(product.id, cartId);
    expect((await lineOf(cartId)).previous_offer_price).toBeNull();
  });

  it('says nothing when the price comes back to the one the shopper saw', async () => {
    const product = await productOnSale();
    const cartId = await add(product.id);
    await product.reprice(30);
    await product.reprice(48.5);
    expect(await lineOf(cartId)).toMatchObject({ offer_price: 48.5, previous_offer_price: null });
  });

  it('follows the line into the account at login: the guest saw the old price', async () => {
    const product = await productOnSale();
    const cartId = await add(product.id);
    await product.reprice(55);
    const customer = await createTestCustomer(database().db);
    await mergeGuestCartIntoUserCart(database().db, database().dialect, {
      guestPublicId: cartId,
      userId: customer.id,
      newPublicId: `merged-${cartId}`.slice(0, 32),
      now: new Date().toISOString(),
    });
    expect(await lineOf(cartId, 'USD', customer.auth)).toMatchObject({ offer_price: 55, previous_offer_price: 48.5 });
  });
});
