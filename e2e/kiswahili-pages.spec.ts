/**
 * No English at the seams. Every public /sw page, the sign-in a signed-out farmer is sent
 * to, the checkout's county list and the signed-in account pages (dashboard, wallet, orders, an order,
 * the phone's confirmation) are read as a farmer and a screen reader meet them: the page's text, its
 * title, and the alt, aria-label, title and placeholder of every element, the select lists and the
 * notices kept hidden until needed. Any English word outside e2e/support/kiswahili-allow-list.ts
 * fails, listed by page. Phone only: words, not layout.
 */
import { expect, test, type Page } from '@playwright/test';
import sw from '../messages/sw.json';
import { englishWords } from './support/english-words';
import { signUp } from './support/emulator';
import { sameSite } from './support/same-site';
import { paidOrder, signInAsNewFarmer } from './support/session';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'words, not layout'));

const AT = `http://127.0.0.1:${process.env.AT_SANDBOX_PORT ?? 4330}`;

/** Everything on the page a person reads or hears. */
async function pageText(page: Page): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // The page's own requests (an order's status, the statement) have come back.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const attributes = ['alt', 'aria-label', 'title', 'placeholder'];
    const read = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? ''));
    const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '');
    // Shown when the connection goes or the app can be installed (hidden until then).
    const notices = document.getElementById('notices')?.textContent ?? '';
    // What a link preview describes its picture with, for those who cannot see it.
    const previews = [...document.querySelectorAll('meta[property="og:image:alt"], meta[name="twitter:image:alt"]')].map(
      (m) => m.getAttribute('content') ?? '',
    );
    return [document.title, document.body.innerText, notices, ...read, ...options, ...previews].join('\n');
  });
}

/** Reads the page at `path` (or as it is now) into `found`, under the page's address. */
async function readPage(page: Page, found: Record<string, string[]>, path?: string) {
  if (path) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
  }
  const english = englishWords(await pageText(page));
  const where = new URL(page.url()).pathname + new URL(page.url()).search;
  if (english.length > 0) found[where] = [...new Set([...(found[where] ?? []), ...english])];
}

test('every public /sw page is Kiswahili, but for the allow-list', async ({ page, request }) => {
  test.setTimeout(240_000);
  // The product's preview picture is there to be shown; its description is read with the page's words.
  await page.goto('/sw/products/tomato-anna-f1');
  const preview = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  const picture = await request.get(preview.pathname + preview.search);
  expect(picture.headers()['content-type']).toBe('image/png');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/sw(?:\/[^<]*)?)<\/loc>/g)].map((m) => m[1]!);
  expect(listed.length).toBeGreaterThan(5);
  const others = ['/sw/cart', '/sw/login', '/sw/register', '/sw/products/search?q=nyanya', '/sw/offline', '/sw/hakuna-ukurasa-huu'];
  const found: Record<string, string[]> = {};
  for (const path of [...new Set([...listed, ...others])]) await readPage(page, found, path);
  expect(found).toEqual({});
});

test('signed out, an account page sends the farmer to a Kiswahili sign-in; unverified, to a Kiswahili verification', async ({ page }) => {
  const found: Record<string, string[]> = {};
  await page.goto('/sw/wallet');
  await expect(page).toHaveURL(/\/sw\/login\?next=%2Fsw%2Fwallet$/);
  await readPage(page, found);

  // Signed in with an e-mail not yet verified: the page that waits for the link (and its spinner).
  const user = await signUp();
  const session = await page.request.post('/api/auth/session', { headers: sameSite(), data: { idToken: user.idToken } });
  expect(session.ok()).toBe(true);
  await page.goto('/sw/dashboard');
  await expect(page).toHaveURL(/\/sw\/verify-email/);
  await readPage(page, found);
  expect(found).toEqual({});
});

test('signed in, the account pages, the checkout and the phone confirmation are Kiswahili, but for the allow-list', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  // A farmer who reads Kiswahili: the profile starts in it, and the SMS comes in it.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sw', url: baseURL! }]);
  const user = await signInAsNewFarmer(page, { name: 'Wanjiru Kamau' });
  const order = await paidOrder(page, user.uid);
  const found: Record<string, string[]> = {};

  for (const path of ['/sw/dashboard', '/sw/wallet', '/sw/orders', `/sw/order-confirmation/${order.id}`]) await readPage(page, found, path);

  // The checkout, with a delivery county list to choose from.
  await page.goto('/sw/products/tomato-anna-f1');
  await page.getByRole('button', { name: sw.cart.addToCart }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/sw/checkout');
  await page.getByRole('radio', { name: sw.checkout.delivery, exact: true }).check();
  await expect(page.getByLabel(sw.checkout.county).locator('option', { hasText: 'Nairobi' })).toHaveCount(1);
  await readPage(page, found);

  // The phone's confirmation: the code asked for, then the phone confirmed.
  const phone = `+2547${String(Date.now()).slice(-8)}`;
  await page.goto('/sw/dashboard');
  const ussd = page.getByRole('region', { name: sw.dashboard.ussdHeading });
  await ussd.getByLabel(sw.account.phoneConfirm.phone).fill(phone);
  await ussd.getByRole('button', { name: sw.account.phoneConfirm.send }).click();
  await expect(ussd.getByLabel(sw.account.phoneConfirm.code)).toBeVisible();
  await readPage(page, found);
  let code = '';
  await expect(async () => {
    const inbox = (await (await page.request.get(`${AT}/__sandbox/sms?phone=${encodeURIComponent(phone)}`)).json()) as Array<{ message: string }>;
    code = /\b(\d{6})\b/.exec(inbox[0]?.message ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  await ussd.getByLabel(sw.account.phoneConfirm.code).fill(code);
  await ussd.getByRole('button', { name: sw.account.phoneConfirm.confirm }).click();
  await expect(ussd.getByRole('button', { name: sw.account.phoneConfirm.unlink })).toBeVisible();
  await readPage(page, found);
  await readPage(page, found, '/sw/dashboard');

  expect(found).toEqual({});
});
