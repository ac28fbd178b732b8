import { expect, test } from '@playwright/test';
import { AdminProductsPage } from './pages/admin';
import { ProductsPage } from './pages/shop';
import { signInAsStaff } from './support/session';

/**
 * Each viewport changes seedlings of its own, and puts them back afterwards, so the phone and desktop
 * runs (one after the other, on one database) and the other journeys never see each other's changes.
 */
const mine = () =>
  test.info().project.name === 'phone'
    ? { priced: 'parsley-moss-curled', price: '37.50', hidden: 'leek-american-flag' }
    : { priced: 'basil-sweet-genovese', price: '41.25', hidden: 'swiss-chard-rainbow' };

test('staff change a price: the public product page shows it on the next visit, without a rebuild', async ({ page }) => {
  const { priced, price } = mine();
  await page.goto(`/products/${priced}`);
  await expect(page.getByRole('main').getByText(`KES ${price}`)).toHaveCount(0);

  await signInAsStaff(page);
  const product = await new AdminProductsPage(page).open(priced);
  const before = await product.price().inputValue();
  await product.setPrice(price);

  await page.goto(`/products/${priced}`);
  await expect(page.getByRole('main').getByText(`KES ${price}`).first()).toBeVisible();

  await (await new AdminProductsPage(page).open(priced)).setPrice(before);
});

test('staff hide a product: its page answers 404 and it leaves /products', async ({ page }) => {
  const { hidden } = mine();
  const products = new ProductsPage(page);
  await page.goto(`/products/${hidden}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const card = products.cards().filter({ has: page.getByRole('heading', { name, exact: true }) });
  await page.goto('/products');
  await expect(card).toHaveCount(1);

  await signInAsStaff(page);
  await (await new AdminProductsPage(page).open(hidden)).setVisible(false);

  const response = await page.goto(`/products/${hidden}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/products');
  await expect(products.cards().first()).toBeVisible();
  await expect(card).toHaveCount(0);

  await (await new AdminProductsPage(page).open(hidden)).setVisible(true);
  expect((await page.goto(`/products/${hidden}`))?.status()).toBe(200);
});
