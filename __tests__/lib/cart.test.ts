import {
  CART_STORAGE_KEY,
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  cartCount,
  cartReducer,
  cartSubtotalCents,
  lineStockNote,
  parseStoredCart,
  roomInCart,
  type CartAction,
  type CartProduct,
  type CartState,
} from '@/lib/cart';

const tomato: CartProduct = { id: 'p-tomato', name: 'Tomato Anna F1', price: 15, stock: 40 };
const kale: CartProduct = { id: 'p-kale', name: 'Sukuma Wiki', price: 2.5 };
/** The same tomato with its growing figures (issue 30): the nursery raises what the shelf lacks. */
const grownTomato: CartProduct = { ...tomato, raisingDaysMin: 28, sellableDays: 10 };

const run = (...actions: CartAction[]): CartState => actions.reduce(cartReducer, EMPTY_CART);

describe('cart reducer (spec section 4)', () => {
  it('stores the spec key and item shape', () => {
    expect(CART_STORAGE_KEY).toBe('cart');
    expect(run({ type: 'add', product: tomato, quantity: 2 }).items).toEqual([{ product: tomato, quantity: 2 }]);
  });

  it('raises the quantity when an item already in the cart is added again', () => {
    const s = run({ type: 'add', product: tomato, quantity: 2 }, { type: 'add', product: tomato, quantity: 3 });
    expect(s.items).toHaveLength(1);
    expect(s.items[0]?.quantity).toBe(5);
  });

  it('keeps other lines in their order when one changes', () => {
    const s = run({ type: 'add', product: tomato, quantity: 1 }, { type: 'add', product: kale, quantity: 1 }, { type: 'increment', productId: tomato.id });
    expect(s.items.map((i) => [i.product.id, i.quantity])).toEqual([
      ['p-tomato', 2],
      ['p-kale', 1],
    ]);
  });

  it.each([0, -1, -50])('removes the item when its quantity is set to %i', (q) => {
    const s = run({ type: 'add', product: tomato, quantity: 3 }, { type: 'setQuantity', productId: tomato.id, quantity: q });
    expect(s.items).toEqual([]);
  });

  it('minus lowers by one, and at 1 removes the line', () => {
    const two = run({ type: 'add', product: kale, quantity: 2 }, { type: 'decrement', productId: kale.id });
    expect(two.items[0]?.quantity).toBe(1);
    expect(cartReducer(two, { type: 'decrement', productId: kale.id }).items).toEqual([]);
  });

  it('remove drops the line and clear empties the cart', () => {
    const s = run({ type: 'add', product: tomato, quantity: 1 }, { type: 'add', product: kale, quantity: 4 });
    expect(cartReducer(s, { type: 'remove', productId: tomato.id }).items.map((i) => i.product.id)).toEqual(['p-kale']);
    expect(cartReducer(s, { type: 'clear' })).toEqual(EMPTY_CART);
  });

  it('never goes above the stock, and says so', () => {
    const s = run({ type: 'add', product: tomato, quantity: 39 }, { type: 'add', product: tomato, quantity: 5 });
    expect(s.items[0]?.quantity).toBe(40);
    expect(s.capped).toEqual({ productId: tomato.id, limit: 40 });
    const inc = cartReducer(s, { type: 'increment', productId: tomato.id });
    expect(inc.items[0]?.quantity).toBe(40);
    expect(inc.capped).not.toBeNull();
  });

  it('does not add an out-of-stock product at all', () => {
    const s = run({ type: 'add', product: { ...tomato, stock: 0 }, quantity: 1 });
    expect(s.items).toEqual([]);
    expect(s.capped).toEqual({ productId: tomato.id, limit: 0 });
  });

  it('takes more than the ready stock of a product grown to order, to be booked for a planting day', () => {
    const s = run({ type: 'add', product: grownTomato, quantity: 39 }, { type: 'add', product: grownTomato, quantity: 61 });
    expect(s.items[0]?.quantity).toBe(100);
    expect(s.capped).toBeNull();
    const inc = cartReducer(s, { type: 'increment', productId: tomato.id });
    expect(inc.items[0]?.quantity).toBe(101);
    expect(cartReducer(s, { type: 'setQuantity', productId: tomato.id, quantity: 500 }).items[0]?.quantity).toBe(500);
  });

  it('adds an out-of-stock product grown to order, all of it to be raised', () => {
    const s = run({ type: 'add', product: { ...grownTomato, stock: 0 }, quantity: 25 });
    expect(s.items[0]?.quantity).toBe(25);
    expect(s.capped).toBeNull();
  });

  it('still caps a product grown to order at the line limit, and says so', () => {
    const s = run({ type: 'add', product: grownTomato, quantity: MAX_LINE_QUANTITY + 5 });
    expect(s.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(s.capped).toEqual({ productId: tomato.id, limit: MAX_LINE_QUANTITY });
  });

  it('caps lines of unknown stock at a sane maximum', () => {
    expect(run({ type: 'add', product: kale, quantity: 10 ** 9 }).items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('ignores actions on lines that are not in the cart', () => {
    const s = run({ type: 'add', product: kale, quantity: 1 });
    expect(cartReducer(s, { type: 'increment', productId: 'nope' })).toBe(s);
  });

  it('counts items and sums the subtotal in integer cents', () => {
    const s = run({ type: 'add', product: tomato, quantity: 3 }, { type: 'add', product: { ...kale, price: 0.1 }, quantity: 3 });
    expect(cartCount(s.items)).toBe(6);
    // 0.1 * 3 in floating point is 0.30000000000000004; cents keep it exact.
    expect(cartSubtotalCents(s.items)).toBe(4500 + 30);
  });
});

describe('roomInCart: how many more the Add buttons may put in', () => {
  const seedling = { id: 'p1', stock: 40 };
  it('is the stock less what the cart holds, and nothing below zero stock', () => {
    expect(roomInCart([], seedling)).toBe(40);
    expect(roomInCart([{ product: { id: 'p1', name: 'Tomato', price: 15 }, quantity: 35 }], seedling)).toBe(5);
    expect(roomInCart([{ product: { id: 'p2', name: 'Onion', price: 5 }, quantity: 35 }], seedling)).toBe(40);
    expect(roomInCart([{ product: { id: 'p1', name: 'Tomato', price: 15 }, quantity: 40 }], seedling)).toBe(0);
  });
  it('is the line limit when the stock is unknown', () => {
    expect(roomInCart([], { id: 'p1' })).toBe(MAX_LINE_QUANTITY);
  });
  it('is the line limit for a product grown to order, in stock or not', () => {
    const grown = { ...seedling, raisingDaysMin: 28, sellableDays: 10 };
    expect(roomInCart([{ product: { id: 'p1', name: 'Tomato', price: 15 }, quantity: 40 }], grown)).toBe(MAX_LINE_QUANTITY - 40);
    expect(roomInCart([], { ...grown, stock: 0 })).toBe(MAX_LINE_QUANTITY);
  });
});

describe('lineStockNote: what a line says under it', () => {
  it('names the stock a line has reached when the product is not grown to order', () => {
    expect(lineStockNote({ product: tomato, quantity: 39 })).toBeNull();
    expect(lineStockNote({ product: tomato, quantity: 40 })).toEqual({ key: 'onlyInStock', count: 40 });
    expect(lineStockNote({ product: { ...tomato, stock: 0 }, quantity: 1 })).toEqual({ key: 'outOfStock', count: 0 });
    expect(lineStockNote({ product: kale, quantity: 5 })).toBeNull();
  });
  it('says how many are ready now once a grown-to-order line is above its ready stock', () => {
    expect(lineStockNote({ product: grownTomato, quantity: 40 })).toBeNull();
    expect(lineStockNote({ product: grownTomato, quantity: 41 })).toEqual({ key: 'onlyReadyNow', count: 40 });
    expect(lineStockNote({ product: { ...grownTomato, stock: 0 }, quantity: 3 })).toEqual({ key: 'noneReadyNow', count: 0 });
  });
});

describe('parseStoredCart', () => {
  it('reads what the cart wrote', () => {
    const items = run({ type: 'add', product: { ...tomato, image: '/t.svg', slug: 'tomato' }, quantity: 2 }).items;
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it.each([null, '', 'not json', '{}', '42', '[null]', '[{"product":{"id":1,"name":"x","price":1},"quantity":1}]'])('treats %p as an empty cart', (raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('drops malformed lines and keeps good ones', () => {
    const raw = JSON.stringify([
      { product: { id: 'a', name: 'A', price: 5 }, quantity: 0 },
      { product: { id: 'b', name: 'B', price: -1 }, quantity: 1 },
      { product: { id: 'c', name: 'C', price: 5 }, quantity: 1.5 },
      { product: { id: 'd', name: 'D', price: 5, stock: 2 }, quantity: 9 },
      { product: { id: 'd', name: 'D again', price: 5 }, quantity: 1 },
    ]);
    expect(parseStoredCart(raw)).toEqual([{ product: { id: 'd', name: 'D', price: 5, stock: 2 }, quantity: 2 }]);
  });

  it('keeps a booked line above the ready stock of a product grown to order', () => {
    const items = [{ product: grownTomato, quantity: 90 }];
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });
});
