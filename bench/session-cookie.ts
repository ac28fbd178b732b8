/**
 * The Cookie header for signed-in pages (/dashboard): BENCH_COOKIE when given, otherwise a bench
 * farmer registered on the bench's own Auth emulator (verified), whose ID token the shop exchanges
 * for its session cookie, as the browser does after sign-in.
 */
import { placePickupOrder, signInNewFarmer } from '../scripts/farmer-client';
import { settings } from './settings';

export async function sessionCookie(origin: string): Promise<string | undefined> {
  if (settings.cookie) return settings.cookie;
  return (await signInNewFarmer(origin, 'Bench Farmer')).cookie;
}

/**
 * An order of the bench farmer's own (picked up, to be paid by M-Pesa), for the order page: placed as
 * the checkout places it, from the product page's own product id and price.
 */
export async function benchOrder(origin: string, cookie: string): Promise<string> {
  const session = (await (await fetch(`${origin}/api/auth/session`, { headers: { cookie } })).json()) as { data: { user: { uid: string } } };
  return (await placePickupOrder(origin, { uid: session.data.user.uid, cookie }, 'tomato-anna-f1', 2)).id;
}
