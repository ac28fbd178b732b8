/** @jest-environment jsdom */
import { getCartSnapshot, writeCart } from '@/components/cart/cart-store';
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart';

const tomato: CartItem = { product: { id: 'p1', name: 'Tomato Anna F1', price: 15 }, quantity: 2 };
const kale: CartItem = { product: { id: 'p2', name: 'Sukuma Wiki', price: 2.5 }, quantity: 40 };

describe('the cart store over local storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("keeps the cart under the spec's key 'cart'", () => {
    writeCart([tomato]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([tomato]);
    expect(getCartSnapshot()).toEqual([tomato]);
  });

  it('keeps every change in memory once storage is full, instead of reading back the old cart', () => {
    writeCart([tomato]);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeCart([tomato, kale]);
    expect(getCartSnapshot()).toEqual([tomato, kale]);
    writeCart([]);
    expect(getCartSnapshot()).toEqual([]);
  });
});
