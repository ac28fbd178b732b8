/**
 * `npx tsx scripts/shop-smoke.ts [origin] [--redirects] [--cdn]`: is a running shop whole? Every public
 * page in both languages, opened as a browser opens it, answers 200 HTML, and every script it loads
 * answers too (a build swapped underneath a server leaves pages asking for chunks that no longer
 * exist); sign-in and registration too; and a farmer can sign in, order and pay by M-Pesa (the
 * sandbox's approving test number). FIREBASE_AUTH_EMULATOR_HOST names the shop's Auth emulator.
 *
 * CI runs it twice: against an `npm start` left serving while `npm test` ran, to prove the tests
 * build, serve and store in places of their own; and against the Netlify build served by
 * `netlify serve` (scripts/netlify-serve-smoke.ts) with both flags:
 *   --redirects  signed out, account pages opened in a browser answer 307/308 with a Location to
 *                sign-in (`/login?next=…`, `/sw/login?next=…`), so the farmer gets there without
 *                waiting for the framework, and without JavaScript at all;
 *   --cdn        what a CDN in front is told (Netlify's runtime headers): public pages cacheable
 *                (`Netlify-CDN-Cache-Control` or `CDN-Cache-Control` with an s-maxage or max-age
 *                above 0), account pages and the sign-in redirects private or no-store.
 * Every check runs, each says ok or FAIL, and the run exits 1 if any failed.
 */
import { cdnRule, describeRule, notCdnCacheable } from './cdn-cache-rule';
import { payByMpesa, placePickupOrder, signInNewFarmer, type Farmer } from './farmer-client';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
for (const flag of flags) if (flag !== '--redirects' && flag !== '--cdn') throw new Error(`unknown flag ${flag}`);
const origin = args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const PRODUCT = 'tomato-anna-f1';
const PUBLIC_PAGES = ['/', '/products', `/products/${PRODUCT}`, '/about', '/contact', '/cart'];
const LOCALISED_PUBLIC_PAGES = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((p) => (p === '/' ? '/sw' : `/sw${p}`))];
/** Signed out, each must send the farmer to sign-in in its own language. */
const GUARDED_PAGES = ['/dashboard', '/orders', '/sw/wallet'];
/** Signed in, what a CDN must never keep (one farmer's page served to the next). */
const ACCOUNT_PAGES = ['/dashboard', '/wallet', '/orders', '/sw/dashboard'];

/** The headers of a page opened in the browser: typed in, or a link followed. */
const NAVIGATION: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

const failures: string[] = [];

async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  try {
    const detail = await body();
    console.log(`[smoke] ok    ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${name}: ${message}`);
    console.log(`[smoke] FAIL  ${name}: ${message}`);
  }
}

function open(path: string, cookie?: string): Promise<Response> {
  return fetch(new URL(path, origin), { headers: { ...NAVIGATION, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
}

async function get(path: string): Promise<Response> {
  const response = await fetch(new URL(path, origin));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response;
}

/** 200 HTML, as a browser opens it; the response, its body read. */
async function htmlPage(path: string, cookie?: string): Promise<{ response: Response; html: string }> {
  const response = await open(path, cookie);
  const html = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200) throw new Error(`${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}`);
  if (!type.startsWith('text/html')) throw new Error(`content-type ${type || '(none)'}`);
  return { response, html };
}

/** Scripts already fetched: pages share most of theirs. */
const scriptsSeen = new Set<string>();

/** The page, then every script it names: all must be there. */
async function pageWithScripts(path: string): Promise<Response> {
  const { response, html } = await htmlPage(path);
  for (const [, src = ''] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
    if (scriptsSeen.has(src)) continue;
    await get(src);
    scriptsSeen.add(src);
  }
  return response;
}

function expectCdnCacheable(response: Response): string {
  const rule = cdnRule(response.headers);
  const problem = notCdnCacheable(rule);
  if (problem) throw new Error(`${problem} (${describeRule(rule)})`);
  return describeRule(rule);
}

function expectCdnPrivate(response: Response): string {
  const rule = cdnRule(response.headers);
  if (!rule.private) throw new Error(`neither private nor no-store (${describeRule(rule)})`);
  return describeRule(rule);
}

/**
 * One check at a time: behind `netlify serve`, requests at once made the server function time out
 * (netlify-cli gives it 30 s, and a busy 2-core machine needs 25 s for the first one).
 */
async function main(): Promise<void> {
  for (const path of [...LOCALISED_PUBLIC_PAGES, '/login', '/register'])
    await check(`page ${path} answers 200 HTML with its scripts`, async () => {
      const response = await pageWithScripts(path);
      if (flags.has('--cdn') && LOCALISED_PUBLIC_PAGES.includes(path)) return expectCdnCacheable(response);
    });

  if (flags.has('--redirects'))
    for (const path of GUARDED_PAGES)
      await check(`signed out, ${path} redirects to sign-in`, async () => {
        const response = await open(path);
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (response.status !== 307 && response.status !== 308)
          throw new Error(`${response.status}, not 307 or 308${location ? ` (Location ${location})` : ''}`);
        if (!location) throw new Error(`${response.status} without a Location header`);
        const target = new URL(location, origin);
        const login = path.startsWith('/sw/') ? '/sw/login' : '/login';
        if (target.pathname !== login || target.searchParams.get('next') !== path)
          throw new Error(`Location ${location}, not ${login}?next=${encodeURIComponent(path)}`);
        return `${response.status} to ${location}${flags.has('--cdn') ? `; ${expectCdnPrivate(response)}` : ''}`;
      });

  let farmer: Farmer | undefined;
  await check('a farmer signs in, orders and pays by M-Pesa', async () => {
    farmer = await signInNewFarmer(origin, 'Smoke Test');
    const order = await placePickupOrder(origin, farmer, PRODUCT, 2);
    await payByMpesa(origin, farmer, order);
    return `order ${order.reference} paid`;
  });

  if (flags.has('--cdn'))
    for (const path of ACCOUNT_PAGES)
      await check(`signed in, ${path} is kept by no CDN`, async () => {
        if (!farmer) throw new Error('no farmer signed in');
        return expectCdnPrivate((await htmlPage(path, farmer.cookie)).response);
      });

  if (failures.length > 0) {
    console.error(`[smoke] ${origin}: ${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`[smoke] ${origin}: every check passed.`);
}

main().catch((error: unknown) => {
  console.error(`[smoke] ${origin}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
