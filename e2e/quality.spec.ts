import { expect, test, type Page } from '@playwright/test';
import { content } from './pages/content';
import { addToCart } from './pages/checkout';
import { seriousAxeFindings, smallTapTargets, watchPolicyViolations } from './support/quality';
import { signUp } from './support/emulator';
import { paidOrder, signInAsNewFarmer, signInAsStaff } from './support/session';

/**
 * Every page, as a farmer or the staff would see it: no serious or critical axe findings, no content
 * security policy violation, and (on the phone) no control smaller than a fingertip.
 */

async function visit(page: Page, path: string, problems: string[]): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path === '/no-such-page' ? 500 : 400);
  await expect(content(page).locator('h1').first()).toBeVisible();
  // Let client islands (cart, session) settle before measuring.
  await page.waitForLoadState('networkidle');
  problems.push(...(await seriousAxeFindings(page)).map((f) => `${path} ${f}`));
  if (test.info().project.name === 'phone') problems.push(...(await smallTapTargets(page)).map((f) => `${path} small target ${f}`));
}

const publicPages = ['/', '/products', '/products?q=tomato', '/products/tomato-anna-f1', '/about', '/contact', '/cart', '/login', '/register', '/no-such-page'];

test('public pages: accessible, within policy, big enough to tap — in light and dark', async ({ page }) => {
  const violations = watchPolicyViolations(page);
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of publicPages) await visit(page, path, problems);
  }
  // The skip link, the first Tab stop, is hidden until focused and then big enough to tap.
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The cart panel, open, with a line in it.
  await addToCart(page, 'cabbage-gloria-f1');
  await page.getByRole('button', { name: /open cart/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  problems.push(...(await seriousAxeFindings(page)).map((f) => `cart panel ${f}`));
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('a farmer’s pages: accessible, within policy, big enough to tap', async ({ page }) => {
  const violations = watchPolicyViolations(page);
  const problems: string[] = [];
  const farmer = await signInAsNewFarmer(page, { phone: '0712000201' });
  const order = await paidOrder(page, farmer.uid);
  await addToCart(page, 'tomato-anna-f1', 2);
  for (const path of ['/dashboard', '/wallet', '/orders', `/order-confirmation/${order.id}`, '/checkout']) await visit(page, path, problems);
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('an unverified farmer’s /verify-email: accessible, within policy, big enough to tap', async ({ page }) => {
  const violations = watchPolicyViolations(page);
  const problems: string[] = [];
  const farmer = await signUp({ verified: false, displayName: 'Akinyi Otieno' });
  const session = await page.request.post('/api/auth/session', { data: { idToken: farmer.idToken } });
  expect(session.ok()).toBe(true);
  await visit(page, '/verify-email', problems);
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test('the back office: accessible and within policy', async ({ page, browser }) => {
  const farmer = await signInAsNewFarmer(page, { phone: '0712000202' });
  const order = await paidOrder(page, farmer.uid);
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { sku: string };
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  const staff = await staffContext.newPage();
  const violations = watchPolicyViolations(staff);
  await signInAsStaff(staff);
  const problems: string[] = [];
  const pages = ['/admin', '/admin/orders', `/admin/orders/${order.id}`, '/admin/payments', '/admin/delivery', '/admin/customers', `/admin/customers/${farmer.uid}`, '/admin/products', '/admin/products/new', `/admin/products/${product.sku}`, '/admin/audit'];
  for (const path of pages) await visit(staff, path, problems);
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
  await staffContext.close();
});
