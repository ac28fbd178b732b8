import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOADING } from '../lib/messages/shop';
import { content } from './pages/content';
import { addToCart } from './pages/checkout';
import { seriousAxeFindings, smallTapTargets, watchPolicyViolations } from './support/quality';
import { signUp } from './support/emulator';
import { sameSite } from './support/same-site';
import { paidOrder, signInAsNewFarmer, signInAsStaff } from './support/session';

/**
 * Every page, as a farmer or the staff would see it: no serious or critical axe findings, no content
 * security policy violation, and (on the phone) no control smaller than a fingertip. One test a
 * page, each with time for axe on a busy machine, so one slow page never takes the others with it.
 */

test.describe.configure({ timeout: 45_000 });

async function expectQuality(page: Page, path: string): Promise<void> {
  const violations = watchPolicyViolations(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path === '/no-such-page' ? 500 : 400);
  await expect(content(page).locator('h1').first()).toBeVisible();
  // The client islands have settled when the header's auth slot has stopped saying Loading...
  await expect(page.getByText(LOADING, { exact: true }).filter({ visible: true })).toHaveCount(0);
  const problems = await seriousAxeFindings(page);
  if (test.info().project.name === 'phone') problems.push(...(await smallTapTargets(page)).map((f) => `small target ${f}`));
  expect(problems, path).toEqual([]);
  expect(violations, path).toEqual([]);
}

const publicPages = [
  '/',
  '/products',
  '/products?q=tomato',
  '/products/tomato-anna-f1',
  '/about',
  '/contact',
  '/cart',
  '/login',
  '/register',
  '/offline',
  '/no-such-page',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of publicPages) {
    test(`${path} in ${scheme}: accessible, within policy, big enough to tap`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await expectQuality(page, path);
    });
  }
}

// Data saver: a page in its data saver's version, with its notice and "Show picture".
for (const scheme of ['light', 'dark'] as const) {
  test(`the data saver's product page in ${scheme}: accessible, within policy, big enough to tap`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'data-saver', value: 'on', url: baseURL! }]);
    await page.emulateMedia({ colorScheme: scheme });
    await expectQuality(page, '/products/tomato-anna-f1');
  });
}

test('the skip link and the open cart panel: accessible', async ({ page }) => {
  await page.goto('/');
  // The skip link, the first Tab stop, is hidden until focused and then big enough to tap.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The cart panel, open, with a line in it.
  await addToCart(page, 'cabbage-gloria-f1');
  await page.getByRole('button', { name: /open cart/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

/** One signed-in browser shared by a group of page tests: signing in and paying once, not per page. */
function sharedPage(setUp: (browser: Browser) => Promise<{ page: Page; paths: string[] }>) {
  let shared: { page: Page; paths: string[] } | undefined;
  test.beforeAll(async ({ browser }) => {
    shared = await setUp(browser);
  });
  test.afterAll(async () => shared?.page.context().close());
  return () => {
    if (!shared) throw new Error('set-up did not run');
    return shared;
  };
}

/** A page in a context of its own, shaped like the project's (phone or desktop). */
async function newPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  return context.newPage();
}

test.describe('a farmer’s pages', () => {
  test.describe.configure({ mode: 'serial' });
  const farmer = sharedPage(async (browser) => {
    const page = await newPage(browser);
    const user = await signInAsNewFarmer(page, { phone: '0712000201' });
    const order = await paidOrder(page, user.uid);
    await addToCart(page, 'tomato-anna-f1', 2);
    // /login signed in: who they are and the way on instead of the form.
    return { page, paths: ['/dashboard', '/wallet', '/orders', `/order-confirmation/${order.id}`, '/checkout', '/login'] };
  });
  for (const [i, name] of ['/dashboard', '/wallet', '/orders', '/order-confirmation/{id}', '/checkout', '/login (signed in)'].entries()) {
    test(`${name}: accessible, within policy, big enough to tap`, async () => {
      const { page, paths } = farmer();
      await expectQuality(page, paths[i] ?? '');
    });
  }
  test('/checkout with a county whose delivery costs more than the seedlings: accessible, big enough to tap (issue 29)', async () => {
    const { page } = farmer();
    await page.goto('/checkout');
    // Two tomato seedlings (KES 30) to Nairobi (KES 250): the pickup offer shows.
    await page.getByLabel('County', { exact: true }).selectOption('Nairobi');
    await expect(page.getByTestId('county-nudge')).toBeVisible();
    const problems = await seriousAxeFindings(page);
    if (test.info().project.name === 'phone') problems.push(...(await smallTapTargets(page)).map((f) => `small target ${f}`));
    expect(problems).toEqual([]);
  });
});

test('an unverified farmer’s /verify-email: accessible, within policy, big enough to tap', async ({ page }) => {
  const farmer = await signUp({ verified: false, displayName: 'Akinyi Otieno' });
  const session = await page.request.post('/api/auth/session', { headers: sameSite(), data: { idToken: farmer.idToken } });
  expect(session.ok()).toBe(true);
  await expectQuality(page, '/verify-email');
});

test.describe('the back office', () => {
  test.describe.configure({ mode: 'serial' });
  const names = [
    '/admin',
    '/admin/orders',
    '/admin/orders/{id}',
    '/admin/payments',
    '/admin/delivery',
    '/admin/customers',
    '/admin/customers/{uid}',
    '/admin/products',
    '/admin/products/new',
    '/admin/products/{id}',
    '/admin/sms',
    '/admin/audit',
    '/admin/sowing',
  ];
  const staff = sharedPage(async (browser) => {
    const farmerPage = await newPage(browser);
    const user = await signInAsNewFarmer(farmerPage, { phone: '0712000202' });
    const order = await paidOrder(farmerPage, user.uid);
    const product = JSON.parse((await farmerPage.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { sku: string };
    await farmerPage.context().close();
    const page = await newPage(browser);
    await signInAsStaff(page);
    const ids: Record<string, string> = { '{id}': order.id, '{uid}': user.uid };
    const paths = names.map((n) => (n.startsWith('/admin/products/{') ? `/admin/products/${product.sku}` : n.replace(/\{(id|uid)\}/, (m) => ids[m] ?? m)));
    return { page, paths };
  });
  for (const [i, name] of names.entries()) {
    test(`${name}: accessible and within policy`, async () => {
      const { page, paths } = staff();
      await expectQuality(page, paths[i] ?? '');
    });
  }
});
