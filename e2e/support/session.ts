import type { Page } from '@playwright/test';
import { signUp, signUpOrIn } from './emulator';
import { sameSite } from './same-site';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../lib/idempotency';

/**
 * A verified farmer, signed in the quick way: an emulator account, and its ID token exchanged for
 * the session cookie through the app's own API (the browser context keeps the cookie).
 */
export async function signInAsNewFarmer(page: Page, options: { name?: string; phone?: string } = {}) {
  const user = await signUp({ verified: true, displayName: options.name ?? 'Wanjiru Kamau' });
  const response = await page.request.post('/api/auth/session', {
    headers: sameSite(),
    data: { idToken: user.idToken, signup: { name: options.name ?? 'Wanjiru Kamau', phone: options.phone ?? '', referralCode: '' } },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return user;
}

/** Nursery staff (ADMIN_EMAILS=staff@miche.test in scripts/e2e.ts), signed in in this page's context. */
export async function signInAsStaff(page: Page): Promise<void> {
  const staff = await signUpOrIn('staff@miche.test', { verified: true });
  const response = await page.request.post('/api/auth/session', { headers: sameSite(), data: { idToken: staff.idToken } });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()} ${await response.text()}`);
}

type PlacedOrder = { id: string; reference: string; total: number };

/** An order placed through the spec's API as the checkout would place it (pickup, M-Pesa), left unpaid. */
export async function unpaidOrder(page: Page, userId: string, slug = 'onion-red-creole', quantity = 2, phone = '+254712345678'): Promise<PlacedOrder> {
  await page.goto(`/products/${slug}`);
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    sku: string;
    name: string;
    offers: { price: string };
  };
  const price = Number(product.offers.price);
  const created = await page.request.post('/.netlify/functions/writeToSheet', {
    // One key per order, as the checkout sends: the same cart twice is two orders here.
    headers: { ...sameSite(), [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    data: {
      userId,
      items: [{ id: product.sku, name: product.name, price, quantity }],
      total: price * quantity,
      deliveryAddress: '',
      phone,
      paymentMethod: 'mpesa',
      deliveryMethod: 'pickup',
      pickupPointId: 1,
    },
  });
  if (created.status() !== 201) throw new Error(`order not placed: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { data: PlacedOrder }).data;
}

/**
 * An order the farmer has paid by M-Pesa (the sandbox's approving test number), placed through the
 * spec's API as the checkout would: the order, once the payment is confirmed.
 */
export async function paidOrder(page: Page, userId: string, slug = 'onion-red-creole', quantity = 3): Promise<PlacedOrder> {
  const order = await unpaidOrder(page, userId, slug, quantity, '+254708374149');
  // The sandbox's test phone is shared by the journeys: a prompt an earlier one sent may still be open
  // (409 until the sandbox answers it, a few seconds), as a farmer would wait for it, so does this.
  let deposit = await requestDeposit(page, order, userId);
  for (let i = 0; i < 30 && deposit.status() === 409; i++) {
    await page.waitForTimeout(1000);
    deposit = await requestDeposit(page, order, userId);
  }
  if (!deposit.ok()) throw new Error(`deposit failed: ${deposit.status()}`);
  for (let i = 0; i < 60; i++) {
    const read = await page.request.get(`/.netlify/functions/getOrder/${order.id}`);
    if (((await read.json()) as { data: { paymentStatus: string } }).data.paymentStatus === 'paid') return order;
    await page.waitForTimeout(500);
  }
  throw new Error(`order ${order.reference} was not paid`);
}

function requestDeposit(page: Page, order: PlacedOrder, userId: string) {
  return page.request.post('/.netlify/functions/mpesaDeposit', {
    headers: sameSite(),
    data: { phone: '+254708374149', amount: order.total, orderId: order.id, userId },
  });
}
