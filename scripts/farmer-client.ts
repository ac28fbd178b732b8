/**
 * A farmer as a script plays one against a running shop (the bench farmer, the CI smoke test, the
 * screenshots): signed in on the shop's Auth emulator, an order picked up at the nursery, paid by
 * M-Pesa from the sandbox's approving test number. Prices are the spec's KES, as the cart sends them;
 * the server reprices every order in cents anyway. FIREBASE_AUTH_EMULATOR_HOST names the emulator.
 */
import { signUp } from '../__tests__/support/firebase-users';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../lib/idempotency';

export interface PageProduct {
  sku: string;
  name: string;
  offers: { price: string };
}

export interface Farmer {
  uid: string;
  /** The Cookie header of the farmer's session. */
  cookie: string;
}

export interface ScriptOrder {
  id: string;
  reference: string;
  total: number;
}

/** The sandbox's test number that approves every prompt. */
export const APPROVING_PHONE = '+254708374149';

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
    phone: APPROVING_PHONE,
    paymentMethod: 'mpesa',
    deliveryMethod: 'pickup',
    pickupPointId: 1,
  };
}

/** A new verified farmer, signed in: the emulator's ID token exchanged for the shop's session cookie. */
export async function signInNewFarmer(origin: string, name: string): Promise<Farmer> {
  const user = await signUp({ verified: true, displayName: name });
  const response = await fetch(new URL('/api/auth/session', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ idToken: user.idToken, signup: { name, phone: '', referralCode: '' } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { uid: user.uid, cookie };
}

/** One of the spec's calls (under /.netlify/functions), as the farmer; a POST with its own intent key, as the page sends one. */
export async function farmerCall<T>(origin: string, farmer: Farmer, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/.netlify/functions${path}`, origin), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      cookie: farmer.cookie,
      ...(body === undefined ? {} : { [IDEMPOTENCY_HEADER]: newIdempotencyKey() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; message: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data;
}

/** An order of `quantity` of the product at `slug`, placed as the checkout places it. */
export async function placePickupOrder(origin: string, farmer: Farmer, slug: string, quantity: number): Promise<ScriptOrder> {
  const product = productFromPage(await (await fetch(new URL(`/products/${slug}`, origin))).text());
  return farmerCall<ScriptOrder>(origin, farmer, '/writeToSheet', pickupOrderBody(farmer.uid, product, quantity));
}

/** Pays the order by M-Pesa (the approving test number) and waits until the shop says it is paid. */
export async function payByMpesa(origin: string, farmer: Farmer, order: ScriptOrder): Promise<void> {
  await farmerCall(origin, farmer, '/mpesaDeposit', { phone: APPROVING_PHONE, amount: order.total, orderId: order.id, userId: farmer.uid });
  for (let i = 0; i < 60; i++) {
    const { paymentStatus } = await farmerCall<{ paymentStatus: string }>(origin, farmer, `/getOrder/${order.id}`);
    if (paymentStatus === 'paid') return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`order ${order.reference} was not paid within a minute`);
}
