import { expect, test, type Page } from '@playwright/test';
import { AdminProductsPage } from './pages/admin';
import { SowingPage } from './pages/sowing';
import { seriousAxeFindings, smallTapTargets } from './support/quality';
import { signInAsStaff } from './support/session';

/**
 * The nursery's side: staff record a batch sown and, when it is due, mark it ready; the
 * product's ready stock rises by the seedlings expected (sown less the loss allowance), once. Each
 * viewport sows a crop of its own, so the phone and desktop runs never see each other's batches.
 */
const mine = () =>
  test.info().project.name === 'phone'
    ? { slug: 'terere-amaranth', product: 'Terere (Amaranth)' }
    : { slug: 'managu-african-nightshade', product: 'Managu (African Nightshade)' };

/** A day in Nairobi, `days` from today, as a date field takes it. */
const nairobiDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const stockOf = async (page: Page) => {
  const heading = await page.getByRole('heading', { level: 2, name: /^Stock: \d+/ }).textContent();
  return Number(/Stock: (\d+)/.exec(heading ?? '')?.[1]);
};

test('staff record a batch sown, mark it ready when due, and the product’s stock rises by the seedlings expected', async ({ page }) => {
  const { slug, product } = mine();
  await signInAsStaff(page);
  await new AdminProductsPage(page).open(slug);
  const productUrl = page.url();
  const before = await stockOf(page);
  // The crop's figures, as staff see them on the product's page: 25 % loss, ready within 28 or 35 days.
  const growing = page.getByRole('region', { name: 'How it grows', exact: true });
  const loss = Number(await growing.getByLabel('Germination and loss allowance (%)').inputValue());
  const slowest = Number(await growing.getByLabel('Most days from sowing to ready').inputValue());
  expect(loss).toBe(25);
  // Staff change a figure through the form, and put it back.
  const sellable = growing.getByLabel('Days it stays sellable once ready');
  const sellableBefore = await sellable.inputValue();
  for (const value of [String(Number(sellableBefore) + 1), sellableBefore]) {
    await sellable.fill(value);
    await growing.getByRole('button', { name: 'Save how it grows' }).click();
    await expect(growing.getByRole('status')).toHaveText(`How ${product} grows is saved.`);
    await page.reload();
    await expect(sellable).toHaveValue(value);
  }

  const sowing = await new SowingPage(page).open();
  // Sown long enough ago to be due today: 50 seedlings at 25 % loss are expected to give 40.
  const message = await sowing.recordSown({ product, trays: '1', seedlings: '50', sownOn: nairobiDay(-slowest - 1) });
  expect(message).toBe(`1 tray of ${product} sown: expected ready ${nairobiDay(-1)}.`);
  const row = sowing.readyTodayRow(product);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('40 seedlings');
  // With a batch in the tables and the failure form open: accessible, and every control big enough to tap.
  await row.getByRole('button', { name: /^Failed/ }).click();
  await expect(row.getByLabel('Why did it fail?')).toBeVisible();
  // From the top, as a person arrives: scrolled, the site's sticky header covers the menu beneath it.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await smallTapTargets(page)).toEqual([]);
  // Wide tables scroll on their own: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await row.getByRole('button', { name: /^Failed/ }).click();

  await row.getByRole('button', { name: /^Ready/ }).click();
  await expect(page.getByTestId('sowing-notice')).toContainText(`${product}: 40 added to ready stock, now ${before + 40}.`);
  await expect(sowing.readyTodayRow(product)).toHaveCount(0);
  await expect(sowing.section('Marked ready or failed in the last 14 days').getByRole('row').filter({ hasText: product })).toContainText(
    'Ready: 40 added to stock',
  );

  await page.goto(productUrl);
  expect(await stockOf(page)).toBe(before + 40);
});

test('the sowing page fits a phone and prints only the day’s sheet', async ({ page }) => {
  await signInAsStaff(page);
  const sowing = await new SowingPage(page).open();
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await page.emulateMedia({ media: 'print' });
  await expect(sowing.section('To sow today')).toBeVisible();
  await expect(sowing.section('Ready today')).toBeVisible();
  await expect(sowing.section('Weekly plan')).toBeVisible();
  await expect(sowing.section('Record a batch sown')).toBeHidden();
  await expect(sowing.section('Growing')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print today’s sheet' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
});
