/**
 * The Cookie header for signed-in pages (/dashboard): BENCH_COOKIE when given, otherwise a bench
 * farmer registered on the bench's own Auth emulator (verified), whose ID token the shop exchanges
 * for its session cookie, as the browser does after sign-in.
 */
import { signUp } from '../__tests__/support/firebase-users';
import { pickupOrderBody, productFromPage } from '../scripts/pickup-order';
import { settings } from './settings';

export async function sessionCookie(origin: string): Promise<string | undefined> {
  if (settings.cookie) return settings.cookie;
  const farmer = await signUp({ verified: true, displayName: 'Bench Farmer' });
  const response = await fetch(`${origin}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ idToken: farmer.idToken, signup: { name: 'Bench Farmer', phone: '', referralCode: '' } }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * An order of the bench farmer's own (picked up, to be paid by M-Pesa), for the order page: placed as
 * the checkout places it, from the product page's own product id and price.
 */
export async function benchOrder(origin: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${origin}/products/tomato-anna-f1`)).text();
  const product = productFromPage(html);
  const session = (await (await fetch(`${origin}/api/auth/session`, { headers: { cookie } })).json()) as { data: { user: { uid: string } } };
  const response = await fetch(`${origin}/.netlify/functions/writeToSheet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(pickupOrderBody(session.data.user.uid, product, 2)),
  });
  if (!response.ok) throw new Error(`bench order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
