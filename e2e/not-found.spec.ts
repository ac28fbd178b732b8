/**
 * A path no page answers (an unknown product, any unknown path, in either
 * language) is a real not-found page, drawn by the server in the page's language: a 404 with a full
 * document (`lang`, the not-found title, the shop's header and footer), a message and the ways on to
 * the products and home, also without JavaScript, as a browser opens it.
 * Phone and desktop: the way on is tapped on the phone, clicked on the desktop.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';
import { press } from './support/press';

const UNKNOWN = [
  { path: '/products/no-such-seedling', lang: 'en', words: en },
  { path: '/sw/products/no-such-seedling', lang: 'sw', words: sw },
  { path: '/no-such-page', lang: 'en', words: en },
  { path: '/sw/no-such-page', lang: 'sw', words: sw },
  // A slug no product could have, a deeper path, another language's prefix: the same page.
  { path: '/products/Tomato_Anna', lang: 'en', words: en },
  { path: '/sw/hakuna/ukurasa/huu', lang: 'sw', words: sw },
  { path: '/fr/products', lang: 'en', words: en },
] as const;

const home = (lang: 'en' | 'sw') => (lang === 'sw' ? '/sw' : '/');
const products = (lang: 'en' | 'sw') => (lang === 'sw' ? '/sw/products' : '/products');

/** A browser context like the project's, with JavaScript on or off. */
async function openContext(browser: Browser, javaScriptEnabled: boolean) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  return browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled });
}

/** What every not-found page shows: its language, title, the shop's header and footer, the message and the ways on. */
async function expectNotFoundPage(page: Page, { lang, words }: (typeof UNKNOWN)[number]) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${words.meta.notFoundTitle} | Miche`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: words.layout.homeLabel })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: words.notFound.heading })).toBeVisible();
  await expect(main.getByText(words.notFound.body)).toBeVisible();
  await expect(main.getByRole('link', { name: words.notFound.browse })).toHaveAttribute('href', products(lang));
  await expect(main.getByRole('link', { name: words.notFound.home })).toHaveAttribute('href', home(lang));
}

test('the server draws the not-found page in the path’s language, a 404, without JavaScript', async ({ browser }) => {
  const context = await openContext(browser, false);
  const page = await context.newPage();
  for (const unknown of UNKNOWN) {
    const label = unknown.path;
    const response = await page.goto(unknown.path);
    expect(response?.status(), label).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html, label).toContain(`<html lang="${unknown.lang}"`);
    expect(html, label).not.toContain('__next_error__');
    // Search engines are told not to keep it.
    expect(html, label).toMatch(/<meta name="robots" content="noindex/);
    await test.step(label, () => expectNotFoundPage(page, unknown));
  }
  await context.close();
});

test('from the not-found page, a tap or a click leads on to the products and home, in the page’s language', async ({ page }) => {
  const pressLink = (name: string) => press(page.getByRole('main').getByRole('link', { name }));
  for (const unknown of [UNKNOWN[0], UNKNOWN[3]]) {
    const response = await page.goto(unknown.path);
    expect(response?.status(), unknown.path).toBe(404);
    await expectNotFoundPage(page, unknown);
    await pressLink(unknown.words.notFound.browse);
    await expect(page).toHaveURL(new RegExp(`${products(unknown.lang)}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(unknown.words.notFound.heading);

    await page.goto(unknown.path);
    await expectNotFoundPage(page, unknown);
    await pressLink(unknown.words.notFound.home);
    await expect(page).toHaveURL(unknown.lang === 'sw' ? /\/sw$/ : /:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', unknown.lang);
  }
});

test('a real product, and the products page, are still the static pages they were', async ({ request }) => {
  for (const path of ['/products/tomato-anna-f1', '/sw/products/tomato-anna-f1', '/products', '/sw/products']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Prerendered at build: Next.js serves them from its cache.
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    const html = await response.text();
    expect(html, path).not.toContain(`<title>${en.meta.notFoundTitle}`);
    expect(html, path).not.toContain(`<title>${sw.meta.notFoundTitle}`);
  }
});
