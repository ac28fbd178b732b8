/**
 * The shop in the pocket. A farmer browses with a connection, loses it in the field, and
 * keeps browsing the pages opened before, fills the cart, is told plainly what needs a connection,
 * and is told when it comes back. Phone project only (offline, not layout); the only journey with
 * the service worker allowed (playwright.config.ts blocks it elsewhere).
 */
import { expect, test } from '@playwright/test';
import { Header } from './pages/shop';
import { keptPaths, workerKeeps } from './support/offline';

test.use({ serviceWorkers: 'allow' });
test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'offline, not layout'));

const PRODUCT = '/products/tomato-anna-f1';

test('offline, kept pages open, the cart works, the rest says it needs a connection, and the return is told', async ({ page, context }) => {
  const header = new Header(page);
  await page.goto('/products');
  // The page that brought the worker is kept, with the offline page and the cart in its language
  // and the offline page in the other; the next public pages are kept as they
  // are opened, never an account page, sign-in or the API.
  await workerKeeps(page, ['/products', '/offline', '/cart', '/sw/offline']);
  await page.goto(PRODUCT);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.goto('/login');
  await page.goto('/sw/about');
  await workerKeeps(page, ['/products', PRODUCT, '/sw/about', '/offline', '/cart', '/sw/offline', '/sw/cart']);
  expect((await keptPaths(page)).sort()).toEqual(['/offline', '/cart', '/products', PRODUCT, '/sw/about', '/sw/offline', '/sw/cart'].sort());

  await context.setOffline(true);
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('You are offline. Pages you opened before still work, and your cart is kept.')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(header.badge()).toHaveText('1');

  // A page never opened: the offline page, with the kept products to browse.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', PRODUCT);
  // The checkout and sign-in need the network: said plainly, and the cart is still there.
  await page.goto('/checkout');
  await expect(page.getByText(/This page needs a connection\. Your cart is kept on this phone/)).toBeVisible();
  await expect(header.badge()).toHaveText('1');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // In Kiswahili too: a kept page, then one never opened.
  await page.goto('/sw/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.goto('/sw/contact');
  await expect(page.getByRole('heading', { name: 'Huna mtandao kwa sasa' })).toBeVisible();

  await page.goto('/products');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are back online.')).toBeVisible();
});

test('offline, a page is answered in its own language, not the one read before, and the home page is listed (issue 29)', async ({ page, context }) => {
  // Read in English only.
  await page.goto('/');
  await workerKeeps(page, ['/', '/offline', '/cart', '/sw/offline']);
  await context.setOffline(true);
  // The language switch, offline: a Kiswahili page never opened gets the Kiswahili offline page.
  await page.goto('/sw/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Huna mtandao kwa sasa' })).toBeVisible();
  // Its list is of Kiswahili pages: none is kept yet.
  await expect(page.locator('#kept-none')).toBeVisible();
  await expect(page.locator('#kept-pages a')).toHaveCount(0);
  // In English, the home page kept on the phone is the first page to browse.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('#kept-pages a').first()).toHaveAttribute('href', '/');
  await page.locator('#kept-pages a').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

// Lighthouse 12 dropped its PWA category; these are the checks it made, asked of Chromium directly.
test('installable: a manifest Chromium accepts, a worker in control, and the start URL opens offline', async ({ page, context }) => {
  await page.goto('/');
  await workerKeeps(page, ['/']);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  // A test's browser context is a private window, where Chromium never offers installation; no other reason may stand.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
