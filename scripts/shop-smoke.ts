/**
 * `npx tsx scripts/shop-smoke.ts [origin]`: is a running shop whole? Every public page and every
 * script it loads answers 200 (a build swapped underneath a server leaves pages asking for chunks
 * that no longer exist), and a farmer can sign in, order and pay by M-Pesa (the sandbox's approving
 * test number). CI runs it against an `npm start` left serving while `npm test` ran, to prove the
 * tests build, serve and store in places of their own. Exits 1 saying what failed.
 */
import { signUp } from '../__tests__/support/firebase-users';
import { pickupOrderBody, productFromPage } from './pickup-order';

const origin = process.argv[2] ?? 'http://localhost:3000';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

async function get(path: string): Promise<Response> {
  const response = await fetch(new URL(path, origin));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response;
}

/** The page, then every script it names: all must be there. */
async function pageWithScripts(path: string): Promise<string> {
  const html = await (await get(path)).text();
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) await get(src ?? '');
  return html;
}

async function api<T>(path: string, cookie: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(new URL(`/.netlify/functions${path}`, origin), {
    method,
    headers: { 'content-type': 'application/json', origin, cookie },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json.data;
}

async function main(): Promise<void> {
  for (const path of ['/', '/products', '/about', '/contact', '/cart', '/login', '/register']) await pageWithScripts(path);
  const productPage = await pageWithScripts('/products/tomato-anna-f1');
  const product = productFromPage(productPage);

  const farmer = await signUp({ verified: true, displayName: 'Smoke Test' });
  const session = await fetch(new URL('/api/auth/session', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ idToken: farmer.idToken }),
  });
  if (!session.ok) throw new Error(`sign-in: ${session.status}`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const order = await api<{ id: string; reference: string; total: number }>('/writeToSheet', cookie, pickupOrderBody(farmer.uid, product, 2));
  await api('/mpesaDeposit', cookie, { phone: '+254708374149', amount: order.total, orderId: order.id, userId: farmer.uid });
  for (let i = 0; i < 60; i++) {
    const { paymentStatus } = await api<{ paymentStatus: string }>(`/getOrder/${order.id}`, cookie, null, 'GET');
    if (paymentStatus === 'paid') {
      console.log(`[smoke] ${origin}: every public page and its scripts answer; order ${order.reference} was paid.`);
      return;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`order ${order.reference} was not paid within a minute`);
}

main().catch((error: unknown) => {
  console.error(`[smoke] ${origin}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
