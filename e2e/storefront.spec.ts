import { expect, test } from '@playwright/test';
import { cart as text } from '../lib/messages';
import { CartPanel, Header, ProductsPage } from './pages/shop';

test('a farmer finds sukuma wiki, fills the cart, and the cart survives a reload', async ({ page }) => {
  const header = new Header(page);
  const panel = new CartPanel(page);
  const products = new ProductsPage(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('seedlings');
  await (await header.reveal(header.nav('Products'))).click();
  await expect(page).toHaveURL(/\/products$/);

  await products.search().fill('sukuma');
  await expect(page).toHaveURL(/\?q=sukuma/);
  await expect(products.cards().first()).toContainText(/sukuma/i);
  await expect(products.cards().filter({ hasText: /tomato/i })).toHaveCount(0);

  await products.cards().filter({ hasText: 'Sukuma Wiki (Collards)' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/sukuma-wiki-collards$/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page.getByText(/^KES \d+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByText('per seedling').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planting guide' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('main').getByText(text.added(name, 1))).toBeVisible();
  await expect(header.badge()).toHaveText('1');

  await panel.open();
  await expect(panel.lines()).toHaveCount(1);
  await expect(panel.root.getByText(text.deliveryNote)).toBeVisible();
  await expect(panel.root.getByText(text.logInToCheckout)).toBeVisible();
  await expect(panel.button(text.proceed)).toBeDisabled();

  await panel.button(`Increase quantity of ${name}`).click();
  await expect(panel.quantityOf(name)).toHaveText('2');
  await expect(header.badge()).toHaveText('2');
  await panel.button(`Decrease quantity of ${name}`).click();
  await expect(panel.quantityOf(name)).toHaveText('1');
  await panel.button(`Remove ${name} from cart`).click();
  await expect(panel.root.getByText(text.empty)).toBeVisible();
  await expect(panel.root.getByRole('link', { name: text.browseProducts })).toHaveAttribute('href', '/products');

  await page.keyboard.press('Escape');
  await expect(panel.root).toBeHidden();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(header.badge()).toHaveText('2');
  await panel.open();
  await panel.button(text.clear).click();
  await expect(panel.root.getByText(text.empty)).toBeVisible();
  await expect(header.badge()).toHaveCount(0);
  await panel.button(text.close).click();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.reload();
  await expect(header.badge()).toHaveText('1');
  await panel.open();
  await expect(panel.lines()).toHaveCount(1);
  await expect(panel.root).toContainText(name);
});

test('the theme choice survives a reload and sets the browser colour', async ({ page }) => {
  const header = new Header(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/light/);
  await (await header.reveal(header.themeToggle())).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#1a1a1a');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
});

test('the product page carries JSON-LD with a KES offer whose sku is the product id', async ({ page }) => {
  await page.goto('/products/tomato-anna-f1');
  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(raw ?? '{}') as { '@type': string; sku: string; offers: { priceCurrency: string; price: string; availability: string } };
  expect(data['@type']).toBe('Product');
  expect(data.sku).toMatch(/^[0-9a-f-]{36}$/);
  expect(data.offers.priceCurrency).toBe('KES');
  expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(data.offers.availability).toBe('https://schema.org/InStock');
});

test('the public pages answer 200 and load no Firebase code', async ({ page }) => {
  const reads: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reads.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/products', '/products/onion-red-creole', '/about', '/contact', '/cart']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
  }
  // Every script body read to the end before judging, so none can slip past the check.
  const scripts = await Promise.all(reads);
  expect(scripts.length).toBeGreaterThan(0);
  // Markers of the Firebase SDK itself (its package names, error class and API hosts), not of our own
  // code that would import it on demand.
  expect(scripts.filter((s) => /@firebase\/|FirebaseError|identitytoolkit|securetoken\.googleapis/.test(s))).toEqual([]);
});

test('the health check answers under the Netlify functions path', async ({ request }) => {
  const response = await request.get('/.netlify/functions/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
});

test('the contact form stores a message and confirms it, and explains a bad phone', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Wanjiku');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver cabbage seedlings to Nyeri?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid Kenyan phone number (e.g., +2547... or 07...)')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you deliver cabbage seedlings to Nyeri?');
  await page.getByLabel('Phone number').fill('0708374149');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has reached the nursery' })).toBeVisible();
});
