/**
 * Issue 14: a public page is served without its framework. A farmer who is not signed in browses,
 * fills the cart and changes it in the panel and on the cart page with none of the framework's
 * scripts downloaded; reaching for Sign In boots it on the same page, and someone signed in gets it
 * once the page has painted. An account page boots it at the farmer's first touch. Phone only: this
 * is about what a page loads, not its layout.
 */
import { expect, test, type Page } from '@playwright/test';
import { cart as text } from '../lib/messages';
import { signInAsNewFarmer } from './support/session';
import { HeaderAccount } from './pages/auth';
import { CartPanel, Header, ProductsPage } from './pages/shop';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'what a page loads, not its layout'));

/** The scripts a page asks for, by path. */
function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test('signed out, browsing and the cart need none of the framework; Sign In boots it on the same page', async ({ page }) => {
  const scripts = scriptsOf(page);
  const header = new Header(page);
  const panel = new CartPanel(page);

  await page.goto('/products');
  await new ProductsPage(page).search().fill('nyanya');
  await expect(page).toHaveURL(/\?q=nyanya$/);
  await page.getByRole('link', { name: /^Tomato Anna F1 Nyanya/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(header.badge()).toHaveText('1');
  await page.getByRole('button', { name: 'View cart' }).click();
  await expect(panel.lines()).toHaveCount(1);
  await panel.button('Increase quantity of Tomato Anna F1').click();
  await expect(panel.root.getByTestId('line-total')).toHaveText('KES 30.00');
  await expect(panel.button(text.proceed)).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(header.badge()).toHaveText('2');

  await page.goto('/cart');
  await expect(page.getByRole('main').getByTestId('cart-line')).toContainText('Tomato Anna F1');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/login?next=%2Fcart');
  expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([]);
  expect(scripts.some((s) => s === '/islands.js')).toBe(true);

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Ways to sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'ready');
  expect(scripts.filter((s) => s.startsWith('/_next/')).length).toBeGreaterThan(0);
  // React drew the cart page it hydrated: the same line, still there.
  await expect(page.getByRole('main').getByTestId('cart-line')).toContainText('Tomato Anna F1');
});

test("signed in, a public page boots its framework once painted: the account in the header, React's checkout", async ({ page }) => {
  await signInAsNewFarmer(page, { name: 'Wanjiru' });
  await page.goto('/products/onion-red-creole');
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'ready');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await new CartPanel(page).open();
  await expect(new CartPanel(page).button(text.proceed)).toBeEnabled();
});

test('an account page paints without its framework; the first touch boots it, and what was typed and tapped meanwhile reaches React', async ({ page }) => {
  await signInAsNewFarmer(page, { name: 'Akinyi', phone: '0708374149' });
  const scripts = scriptsOf(page);
  await page.goto('/wallet');
  const account = new HeaderAccount(page);
  await expect(account.menuButton()).toHaveAccessibleName('Account menu for Akinyi');
  await expect.poll(() => scripts).toContain('/islands.js');
  expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([]);

  // Typed and sent while the framework boots: the amount reaches React, and so does the tap.
  await page.getByLabel('Amount (KES)').fill('250');
  await page.getByRole('button', { name: 'Add money by M-Pesa' }).click();
  await expect(page.getByText(/Waiting for you to enter your M-Pesa PIN/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'ready');
  await account.menuButton().click();
  await expect(page.getByRole('menu')).toBeVisible();
});
