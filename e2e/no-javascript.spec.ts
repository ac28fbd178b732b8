import { expect, test } from '@playwright/test';
import { home } from '../lib/messages/home';
import { LOADING, SIGN_IN } from '../lib/messages/shop';
import { Header } from './pages/shop';

test.use({ javaScriptEnabled: false });

test('browsing works without JavaScript: home, search form, product page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: home.favouritesHeading })).toBeVisible();
  // The phone's menu is the browser's own popover: it opens without JavaScript too.
  const header = new Header(page);
  await (await header.reveal(header.nav('Products'))).click();
  await page.getByRole('searchbox').fill('sukuma');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\/search\?q=sukuma/);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toContainText(/sukuma/i);
  await expect(cards.filter({ hasText: /tomato/i })).toHaveCount(0);
  const first = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  await expect(page.getByRole('main')).toContainText(/sukuma/i);
  await expect(page.getByText(/^KES \d+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planting guide' })).toBeVisible();
});

test('without JavaScript the header is working links: the cart page, the sign-in page; no Loading..., no theme button (issue 15)', async ({ page }) => {
  await page.goto('/products');
  const header = page.getByRole('banner');
  // Shown to a signed-in farmer only (the head script marks <html>): here, hidden.
  await expect(header).not.toContainText(LOADING, { useInnerText: true });
  await expect(header.getByRole('button', { name: /switch to/i })).toBeHidden();
  await header.getByRole('button', { name: /open cart/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await header.getByRole('link', { name: SIGN_IN }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  // Sign In does not wrap: one line, as tall as the other header controls.
  const box = await header.getByRole('link', { name: SIGN_IN }).boundingBox();
  expect(box?.height).toBeLessThanOrEqual(48);
});

test('the contact form works without JavaScript', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Otieno');
  await page.getByLabel('Phone number').fill('0712345678');
  await page.getByRole('textbox', { name: 'Message' }).fill('What time do you open on Saturday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message has reached the nursery')).toBeVisible();
});
