/**
 * The data saver: a farmer on little data turns it on and shops on the data saver's version of
 * each page, at its own address (no framework, no list pictures), adds to the cart there,
 * and finds the same cart in the full shop; a browser that sends `Save-Data: on` gets that version
 * without asking. Phone project only (data, not layout).
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'data, not layout'));

/** Every address the page asked the network for, from here on. */
function requested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

test('turn the data saver on, shop on its pages, keep the cart, turn it off', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: en.dataSaver.turnOn }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(en.dataSaver.on)).toBeVisible();
  const urls = requested(page);

  // The list: every product, no pictures, none of the framework.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.products.heading })).toBeVisible();
  await expect(page.locator('#main li')).not.toHaveCount(0);
  await expect(page.locator('#main img')).toHaveCount(0);
  await expect(page.getByText(en.dataSaver.on)).toBeVisible();

  // A product: its picture only when asked for; "Add to cart" works without the framework.
  await page.getByRole('link', { name: /^Tomato Anna F1 Nyanya/ }).click();
  await expect(page).toHaveURL(/\/products\/tomato-anna-f1$/);
  await expect(page.locator('#main img')).not.toBeVisible();
  await page.getByText(en.dataSaver.showPicture).click();
  await expect(page.locator('#main details img')).toBeVisible();
  await page.getByRole('button', { name: en.cart.increaseQuantity }).click();
  await page.getByRole('button', { name: en.cart.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tomato Anna F1' })).toHaveText('Added Tomato Anna F1 to your cart (2 in cart).');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(urls.filter((u) => u.startsWith('/_next/'))).toEqual([]);

  // The cart panel opens on a data saver's page too, and the full shop's cart page has it.
  await page.getByRole('button', { name: /open cart, 2 items/i }).click();
  await expect(page.getByRole('dialog', { name: en.cart.title }).getByTestId('cart-line')).toContainText('Tomato Anna F1');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en.dataSaver.turnOff }).click();
  await page.goto('/cart');
  const line = page.locator('#main li').filter({ hasText: 'Tomato Anna F1' });
  await expect(line.getByRole('button', { name: 'Increase quantity of Tomato Anna F1' })).toBeVisible();
  await expect(line).toContainText('KES 30.00'); // 2 × KES 15

  await expect(page.getByText(en.dataSaver.on)).toHaveCount(0);
  await page.goto('/products');
  await expect(page.locator('#main li img').first()).toBeVisible();
  // On again, remembered: the products page keeps to the data saver until the farmer turns it off.
  await page.getByRole('button', { name: en.dataSaver.turnOn }).click();
  await page.goto('/products');
  await expect(page.getByText(en.dataSaver.on)).toBeVisible();
  await page.getByRole('button', { name: en.dataSaver.turnOff }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('#main li img').first()).toBeVisible();
});

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test("the browser asking to save data gets the data saver's pages, in Kiswahili too", async ({ page }) => {
    await page.goto('/sw/products/tomato-anna-f1');
    await expect(page.getByText(sw.dataSaver.showPicture)).toBeVisible();
    await expect(page.getByRole('button', { name: sw.dataSaver.turnOff })).toBeVisible();
  });
});

test.describe('offline, on little data', () => {
  test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'Save-Data': 'on' } });

  test("from the second page on, the worker keeps the data saver's pages for offline use", async ({ page, context }) => {
    await page.goto('/products');
    await expect(page.getByText(en.dataSaver.on)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await page.getByRole('link', { name: /^Tomato Anna F1 Nyanya/ }).click();
    await expect(page).toHaveURL(/\/products\/tomato-anna-f1$/);
    // The worker keeps the page that brought it; the next is kept as it is opened.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('miche-pages')).keys()).map((r) => new URL(r.url).pathname)), { timeout: 20_000 })
      .toContain('/products/tomato-anna-f1');
    await page.goto('/products');
    await context.setOffline(true);
    await page.goto('/products/tomato-anna-f1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tomato Anna F1');
    await page.getByRole('button', { name: en.cart.addToCart }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: en.products.heading })).toBeVisible();
  });
});

test.describe('with the service worker keeping pages', () => {
  test.use({ serviceWorkers: 'allow' });

  test('turning the data saver on shows its version at once, not the page the worker kept', async ({ page }) => {
    await page.goto('/products');
    await page.goto('/products/tomato-anna-f1');
    await page.goto('/products');
    // The worker keeps the page, light, as it was opened.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('miche-pages')).keys()).map((r) => new URL(r.url).pathname)), { timeout: 20_000 })
      .toContain('/products');
    await page.getByRole('button', { name: en.dataSaver.turnOn }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(en.dataSaver.on)).toBeVisible();
    await page.getByRole('button', { name: en.dataSaver.turnOff }).click();
    await expect(page.getByText(en.dataSaver.on)).toHaveCount(0);
    await expect(page.locator('#main li img').first()).toBeVisible();
  });
});
