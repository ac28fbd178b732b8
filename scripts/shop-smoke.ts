/**
 * `npx tsx scripts/shop-smoke.ts [origin]`: is a running shop whole? Every public page and every
 * script it loads answers 200 (a build swapped underneath a server leaves pages asking for chunks
 * that no longer exist), and a farmer can sign in, order and pay by M-Pesa (the sandbox's approving
 * test number). CI runs it against an `npm start` left serving while `npm test` ran, to prove the
 * tests build, serve and store in places of their own. Exits 1 saying what failed.
 */
import { payByMpesa, placePickupOrder, signInNewFarmer } from './farmer-client';

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

async function main(): Promise<void> {
  for (const path of ['/', '/products', '/about', '/contact', '/cart', '/login', '/register', '/products/tomato-anna-f1']) await pageWithScripts(path);
  const farmer = await signInNewFarmer(origin, 'Smoke Test');
  const order = await placePickupOrder(origin, farmer, 'tomato-anna-f1', 2);
  await payByMpesa(origin, farmer, order);
  console.log(`[smoke] ${origin}: every public page and its scripts answer; order ${order.reference} was paid.`);
}

main().catch((error: unknown) => {
  console.error(`[smoke] ${origin}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
