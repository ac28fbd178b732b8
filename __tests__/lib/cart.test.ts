import {
  CART_STORAGE_KEY,
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  cartCount,
  cartNotice,
  cartReducer,
  clampQuantity,
  cartSubtotalCents,
  lineStockNote,
  parseStoredCart,
  roomInCart,
  stepperState,
  type CartAction,
  type CartProduct,
  type CartState,
} from '@/lib/cart';

const tomato: CartProduct = { id: 'p-tomato', name: 'Tomato Anna F1', price: 15, stock: 40 };
const kale: CartProduct = { id: 'p-kale', name: 'Sukuma Wiki', price: 2.5 };
/** The same tomato with its growing figures: the nursery raises what the shelf lacks. */
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

describe('the buy box quantity, the same before and after React boots', () => {
  it('clampQuantity keeps a whole number from 1 to the room left, and reads what is not a number as 1', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(25, 10)).toBe(10);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(Infinity, 10)).toBe(1);
    // No room left: the field still reads 1 (the Add buttons are off).
    expect(clampQuantity(5, 0)).toBe(1);
    expect(clampQuantity(5, -2)).toBe(1);
  });

  it("stepperState: the field's max and which of − and + are off", () => {
    expect(stepperState(1, 10)).toEqual({ max: 10, lessOff: true, moreOff: false });
    expect(stepperState(5, 10)).toEqual({ max: 10, lessOff: false, moreOff: false });
    expect(stepperState(10, 10)).toEqual({ max: 10, lessOff: false, moreOff: true });
    expect(stepperState(1, 0)).toEqual({ max: 1, lessOff: true, moreOff: true });
  });
});

describe("cartNotice: what the cart's live region says after a change", () => {
  const say = (before: CartState, action: CartAction) => cartNotice(before.items, cartReducer(before, action), action);
  const one = run({ type: 'add', product: tomato, quantity: 2 });

  it("an add says the line's new quantity; more than the stock says the stock instead", () => {
    expect(say(one, { type: 'add', product: tomato, quantity: 3 })).toEqual({ key: 'added', name: 'Tomato Anna F1', quantity: 5 });
    expect(say(one, { type: 'add', product: tomato, quantity: 100 })).toEqual({ key: 'onlyInStock', count: 40 });
    expect(say(EMPTY_CART, { type: 'add', product: { ...tomato, stock: 0 }, quantity: 1 })).toEqual({ key: 'outOfStock' });
  });

  it('a line taken out says its name; a clear says so; a change that keeps the line says nothing', () => {
    expect(say(one, { type: 'remove', productId: tomato.id })).toEqual({ key: 'removed', name: 'Tomato Anna F1' });
    expect(say(run({ type: 'add', product: tomato, quantity: 1 }), { type: 'decrement', productId: tomato.id })).toEqual({
      key: 'removed',
      name: 'Tomato Anna F1',
    });
    expect(say(one, { type: 'setQuantity', productId: tomato.id, quantity: 0 })).toEqual({ key: 'removed', name: 'Tomato Anna F1' });
    expect(say(one, { type: 'decrement', productId: tomato.id })).toBeNull();
    expect(say(one, { type: 'increment', productId: tomato.id })).toBeNull();
    expect(say(one, { type: 'clear' })).toEqual({ key: 'cleared' });
  });
});
