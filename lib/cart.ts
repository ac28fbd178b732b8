/**
 * The cart: the spec's item shape (section 3) and the rules of section 4, as a pure reducer.
 * `product.price` is KES as the spec's wire shape; totals are computed in integer cents.
 */
import { kesToCents } from './money';

export const CART_STORAGE_KEY = 'cart';
/** A sane upper bound when the stock is unknown, so a stuck "+" cannot make a 10-digit order. */
export const MAX_LINE_QUANTITY = 10_000;

export interface CartProduct {
  id: string;
  name: string;
  /** Unit price in KES (spec field); the server reprices every order anyway. */
  price: number;
  image?: string;
  /** Extensions to the spec's shape: where the line links to, the stock seen when added, and what the price is for ("per seedling", "per tray of 50"). */
  slug?: string;
  stock?: number;
  unit?: string;
  /** The product's growing figures, for "When will you plant?": days from sowing to ready in a good week, and days a ready seedling stays fit to plant. */
  raisingDaysMin?: number;
  sellableDays?: number;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /** Set when the last action asked for more than the stock allows; the UI announces it. */
  capped: { productId: string; limit: number } | null;
}

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity: number }
  | { type: 'setQuantity'; productId: string; quantity: number }
  | { type: 'increment'; productId: string }
  | { type: 'decrement'; productId: string }
  | { type: 'remove'; productId: string }
  | { type: 'clear' }
  | { type: 'replace'; items: CartItem[] };

export const EMPTY_CART: CartState = { items: [], capped: null };

type Limited = Pick<CartProduct, 'stock' | 'raisingDaysMin' | 'sellableDays'>;

/** A product the nursery can raise to order: the cart knows its growing figures. */
export const isGrowable = (p: Limited) => p.raisingDaysMin !== undefined && p.sellableDays !== undefined;

/**
 * The most a line may hold: the ready stock, or for a growable product the line limit, since what
 * the shelf lacks is booked and raised for the planting day (the checkout then needs that day).
 */
export function lineLimit(p: Limited): number {
  return isGrowable(p) ? MAX_LINE_QUANTITY : Math.min(p.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
}

/**
 * What a line says under it, as a message key of `cart` and its count: the stock it has reached
 * (a product that is not grown to order), or that part of it is raised for the planting day.
 */
export function lineStockNote({ product, quantity }: CartItem): { key: 'outOfStock' | 'onlyInStock' | 'noneReadyNow' | 'onlyReadyNow'; count: number } | null {
  const stock = product.stock;
  if (stock === undefined) return null;
  if (isGrowable(product)) return quantity > stock ? { key: stock > 0 ? 'onlyReadyNow' : 'noneReadyNow', count: stock } : null;
  return quantity >= stock ? { key: stock > 0 ? 'onlyInStock' : 'outOfStock', count: stock } : null;
}

/** Sets one line's quantity: 0 or less removes it, more than its limit (lineLimit) caps it. */
function withQuantity(state: CartState, product: CartProduct, wanted: number): CartState {
  const others = state.items.filter((i) => i.product.id !== product.id);
  const quantity = Math.floor(wanted);
  if (!(quantity > 0)) return { items: others, capped: null };
  const limit = lineLimit(product);
  const capped = quantity > limit ? { productId: product.id, limit } : null;
  const kept = Math.min(quantity, limit);
  if (kept <= 0) return { items: others, capped };
  const index = state.items.findIndex((i) => i.product.id === product.id);
  const line = { product, quantity: kept };
  const items = index === -1 ? [...state.items, line] : state.items.map((i, n) => (n === index ? line : i));
  return { items, capped };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  const find = (id: string) => state.items.find((i) => i.product.id === id);
  switch (action.type) {
    case 'add': {
      const existing = find(action.product.id);
      // Fresh product data (price, stock) replaces what was stored when the line was first added.
      return withQuantity(state, action.product, (existing?.quantity ?? 0) + action.quantity);
    }
    case 'setQuantity':
    case 'increment':
    case 'decrement': {
      const line = find(action.productId);
      if (!line) return state;
      const next = action.type === 'setQuantity' ? action.quantity : line.quantity + (action.type === 'increment' ? 1 : -1);
      return withQuantity(state, line.product, next);
    }
    case 'remove':
      return { items: state.items.filter((i) => i.product.id !== action.productId), capped: null };
    case 'clear':
      return EMPTY_CART;
    case 'replace':
      return { items: action.items, capped: null };
  }
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** How many more of a product the cart can take: its line limit (lineLimit) less what is in the cart. */
export function roomInCart(items: readonly CartItem[], product: Pick<CartProduct, 'id'> & Limited): number {
  const inCart = items.find((i) => i.product.id === product.id)?.quantity ?? 0;
  return lineLimit(product) - inCart;
}

export function lineTotalCents(item: CartItem): number {
  return kesToCents(item.product.price) * item.quantity;
}

export function cartSubtotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + lineTotalCents(i), 0);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const optional = <T>(v: unknown, ok: (x: unknown) => x is T): T | undefined => (ok(v) ? v : undefined);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Reads the stored cart, dropping anything malformed instead of failing: local storage is shared
 * with whatever ran on this origin before and a farmer must never be stuck with a broken cart.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const entry of data) {
    if (!isObject(entry) || !isObject(entry.product)) continue;
    const { id, name, price } = entry.product;
    const quantity = entry.quantity;
    if (!isString(id) || !isString(name) || typeof price !== 'number' || !(price >= 0)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue;
    if (items.some((i) => i.product.id === id)) continue;
    const product: CartProduct = { id, name, price };
    const image = optional(entry.product.image, isString);
    const slug = optional(entry.product.slug, isString);
    const stock = optional(entry.product.stock, isCount);
    const unit = optional(entry.product.unit, isString);
    const raisingDaysMin = optional(entry.product.raisingDaysMin, isCount);
    const sellableDays = optional(entry.product.sellableDays, isCount);
    if (image !== undefined) product.image = image;
    if (slug !== undefined) product.slug = slug;
    if (stock !== undefined) product.stock = stock;
    if (unit !== undefined) product.unit = unit.slice(0, 40);
    if (raisingDaysMin !== undefined && sellableDays !== undefined && raisingDaysMin <= 366 && sellableDays <= 366)
      Object.assign(product, { raisingDaysMin, sellableDays });
    items.push({ product, quantity: Math.min(quantity, lineLimit(product)) });
  }
  return items;
}

/** The header badge's figure: "99+" past 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The buy box's quantity (React's AddToCart and the islands script's): a whole number from 1 to the
 * room left in the cart (at least 1, so an item the cart cannot take more of still reads 1). What
 * cannot be read as a number is 1.
 */
export function clampQuantity(wanted: number, room: number): number {
  return Math.max(1, Math.min(Number.isFinite(wanted) ? Math.floor(wanted) : 1, Math.max(room, 1)));
}

/** The buy box's stepper for a quantity: the field's max, and which of − and + are off. */
export function stepperState(quantity: number, room: number): { max: number; lessOff: boolean; moreOff: boolean } {
  return { max: Math.max(room, 1), lessOff: quantity <= 1, moreOff: quantity >= room };
}

/**
 * What the cart's last change says in its live region (React's CartProvider and the islands' cart),
 * as a message key and its values; each side words it in the page's language. Null: nothing to say.
 */
export type CartNotice =
  | { key: 'outOfStock' }
  | { key: 'onlyInStock'; count: number }
  | { key: 'added'; name: string; quantity: number }
  | { key: 'removed'; name: string }
  | { key: 'cleared' };

export function cartNotice(before: readonly CartItem[], after: CartState, action: CartAction): CartNotice | null {
  if (after.capped) return after.capped.limit <= 0 ? { key: 'outOfStock' } : { key: 'onlyInStock', count: after.capped.limit };
  const nameOf = (id: string) => before.find((i) => i.product.id === id)?.product.name ?? '';
  const stillThere = (id: string) => after.items.some((i) => i.product.id === id);
  switch (action.type) {
    case 'add': {
      const line = after.items.find((i) => i.product.id === action.product.id);
      return line ? { key: 'added', name: action.product.name, quantity: line.quantity } : null;
    }
    case 'remove':
      return { key: 'removed', name: nameOf(action.productId) };
    case 'clear':
      return { key: 'cleared' };
    case 'decrement':
    case 'setQuantity':
      return stillThere(action.productId) ? null : { key: 'removed', name: nameOf(action.productId) };
    case 'increment':
    case 'replace':
      return null;
  }
}
