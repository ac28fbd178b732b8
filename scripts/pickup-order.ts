/**
 * One order as a script places it (the bench farmer's order, the CI smoke test): the product as its
 * page's JSON-LD shows it, and the checkout's body for a pickup paid by M-Pesa. Prices are the
 * spec's KES, as the cart sends them; the server reprices the order in cents anyway.
 */
export interface PageProduct {
  sku: string;
  name: string;
  offers: { price: string };
}

/** The product a product page describes in its JSON-LD. */
export function productFromPage(html: string): PageProduct {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as PageProduct;
}

/** The body of POST /writeToSheet for `quantity` of one product, picked up at the nursery, paid by M-Pesa. */
export function pickupOrderBody(userId: string, product: PageProduct, quantity: number) {
  const price = Number(product.offers.price);
  return {
    userId,
    items: [{ id: product.sku, name: product.name, price, quantity }],
    total: price * quantity,
    deliveryAddress: '',
    phone: '+254708374149',
    paymentMethod: 'mpesa',
    deliveryMethod: 'pickup',
    pickupPointId: 1,
  };
}
