import type { CartProduct } from '@/lib/cart';
import { centsToKes } from '@/lib/money';

export interface AddToCartProduct {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  image: string | null;
  stock: number;
  /** "per seedling", "per tray of 50". */
  unit: string;
  /** The growing figures, for the cart's planting day; a card's quick add leaves them out. */
  growing?: { raisingDaysMin: number; sellableDays: number };
}

/** The line the cart stores for a product, as "Add to cart" and a card's quick add store it alike. */
export function toCartProduct(product: AddToCartProduct): CartProduct {
  const line = { id: product.id, slug: product.slug, name: product.name, price: centsToKes(product.priceCents), stock: product.stock, unit: product.unit };
  const grown = product.growing ? { ...line, raisingDaysMin: product.growing.raisingDaysMin, sellableDays: product.growing.sellableDays } : line;
  return product.image ? { ...grown, image: product.image } : grown;
}
