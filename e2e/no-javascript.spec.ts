import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('browsing works without JavaScript: home, search form, product page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Farmers' favourites" })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
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

test('the contact form works without JavaScript', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Otieno');
  await page.getByLabel('Phone number').fill('0712345678');
  await page.getByRole('textbox', { name: 'Message' }).fill('What time do you open on Saturday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message has reached the nursery')).toBeVisible();
});
