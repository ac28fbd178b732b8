/**
 * The shop in Kiswahili at /sw, English at the spec's paths. Phone only: these are about
 * words and links, not layout.
 */
import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';
import { LoginPage } from './pages/auth';
import { Header } from './pages/shop';
import { serveStandIns } from './support/emulator';
import { signInAsNewFarmer } from './support/session';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'language, not layout'));

const PUBLIC_PAGES = ['/', '/products', '/products/tomato-anna-f1', '/about', '/contact', '/cart'];
const swPath = (path: string) => (path === '/' ? '/sw' : `/sw${path}`);

test('every public page names its language and its twin in the other', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    for (const [lang, url] of [
      ['en', path],
      ['sw', swPath(path)],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${lang}"`);
      for (const hreflang of ['en', 'sw', 'x-default'])
        expect(html, `${url} hreflang ${hreflang}`).toMatch(new RegExp(`rel="alternate" hrefLang="${hreflang}"`));
      expect(html, url).toMatch(new RegExp(`hrefLang="sw" href="https?://[^/"]+${swPath(path)}"`));
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/sw/products/tomato-anna-f1</loc>');
  expect(sitemap).toContain('/products/tomato-anna-f1</loc>');
});

test('the switch keeps the page and the cart', async ({ page }) => {
  await page.goto('/sw/products/tomato-anna-f1');
  await expect(page.getByRole('heading', { level: 2, name: sw.product.guideHeading })).toBeVisible();
  await page.getByRole('button', { name: sw.cart.addToCart }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await (await new Header(page).reveal(page.getByRole('link', { name: sw.common.languageSwitchLabel }))).click();
  await expect(page).toHaveURL(/\/products\/tomato-anna-f1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: en.cart.addToCart })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The choice is remembered for the next visit.
  expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

  await (await new Header(page).reveal(page.getByRole('link', { name: en.common.languageSwitchLabel }))).click();
  await expect(page).toHaveURL(/\/sw\/products\/tomato-anna-f1$/);
  await expect(page.getByRole('link', { name: sw.layout.products, exact: true }).first()).toHaveAttribute('href', '/sw/products');
});

test('an unknown Kiswahili page is the Kiswahili not-found page, with a 404', async ({ page }) => {
  for (const url of ['/sw/products/hakuna-mche-huu', '/sw/hakuna']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: sw.notFound.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  }
});

test('a language cookie of any other value, or an unknown prefix, falls back to English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: '../../xx', url: baseURL! }]);
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const unknown = await page.goto('/fr/products');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a first visit from a Kiswahili browser to the English home page is offered Kiswahili; the page itself stays English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'sw-KE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heading);
  const offer = page.getByRole('region', { name: en.common.offerSwahili });
  await offer.getByRole('link', { name: en.common.offerSwahiliLink }).click();
  await expect(page).toHaveURL(/\/sw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.home.heading);
  await context.close();
});

test('the profile remembers the language: chosen on one phone, a sign-in on another lands in it', async ({ page, browser, baseURL }) => {
  const user = await signInAsNewFarmer(page);
  await page.goto('/dashboard');
  // The header knows who is signed in: the page has hydrated, so the switch's tap is the browser's.
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await (await new Header(page).reveal(page.getByRole('link', { name: en.common.languageSwitchLabel }))).click();
  await expect(page).toHaveURL(/\/sw\/dashboard$/);
  await expect.poll(async () => (await (await page.request.get('/api/profile')).json()).data.locale).toBe('sw');

  // Another phone, never told a language: signs in on the English page and goes on in Kiswahili.
  const other = await browser.newContext({ baseURL });
  await serveStandIns(other);
  const phone = await other.newPage();
  await phone.goto('/login');
  await new LoginPage(phone).signIn(user.email, 'seedlings-2026');
  await expect(phone).toHaveURL(/\/sw\/dashboard$/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'sw');
  expect((await other.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('sw');
  await other.close();
});

test('crop families are named in Kiswahili on the Kiswahili pages', async ({ page }) => {
  await page.goto('/sw');
  await expect(page.getByRole('link', { name: 'Mboga za majani' })).toHaveAttribute('href', '/sw/products/search?category=leafy-greens');
  await page.goto('/sw/products');
  await expect(page.getByLabel(sw.products.category).locator('option', { hasText: 'Mboga za majani' })).toHaveAttribute('value', 'leafy-greens');
});
