/**
 * "The first screen sells", on a 360 × 740 phone: a product page's buy box (name, local
 * name, price, quantity, Add to cart) is on the first screen; a buy bar at the foot of the screen
 * takes over once its Add to cart has scrolled away, and adds to the same cart; the products' cards
 * are even, and say stock only when it is low or out.
 *
 * The header is being cut to one row of at most 64 px: the buy box is measured from
 * the top of <main>, and must end within the 740 px screen under a header of 64 px, whatever the
 * header is today.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';
import { Header } from './pages/shop';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the first screen of a 360 × 740 phone'));

const SCREEN = 740;
const HEADER = 64;

/** How far below the top of <main> an element ends, in px. */
async function bottomInMain(page: Page, element: Locator): Promise<number> {
  const main = await page.locator('main').boundingBox();
  const box = await element.boundingBox();
  if (!main || !box) throw new Error('not laid out');
  return box.y + box.height - main.y;
}

// The longest names in the catalogue (two or three lines), a tray, a low-stock one, in both languages.
const PRODUCTS = ['tomato-anna-f1', 'capsicum-california-wonder', 'spinach-fordhook-giant-tray-100', 'managu-african-nightshade', 'broccoli-calabrese'];

for (const [locale, words] of [
  ['en', en],
  ['sw', sw],
] as const) {
  test(`the buy box of a product page is on a phone's first screen (${locale})`, async ({ page }) => {
    for (const slug of PRODUCTS) {
      await page.goto(`${locale === 'sw' ? '/sw' : ''}/products/${slug}`);
      const main = page.getByRole('main');
      const add = main.getByRole('button', { name: words.cart.addToCart, exact: true });
      await expect(add).toBeVisible();
      const parts = {
        name: main.getByRole('heading', { level: 1 }),
        price: main.getByText(/^KES \d[\d,]*\.\d{2}/).first(),
        quantity: main.getByRole('spinbutton', { name: words.cart.quantity }),
        'Add to cart': add,
      };
      for (const [part, element] of Object.entries(parts)) {
        const bottom = await bottomInMain(page, element);
        expect(bottom, `${slug} (${locale}): the ${part} ends ${Math.round(bottom)} px into <main>`).toBeLessThanOrEqual(SCREEN - HEADER);
      }
      // The local name (the Swahili one in English, the English one in Kiswahili) is right under the name.
      const subtitle = parts.name.locator('xpath=following-sibling::p[1]');
      expect(await bottomInMain(page, subtitle)).toBeLessThanOrEqual(SCREEN - HEADER);
    }
  });
}

test('the buy bar shows once Add to cart scrolls away, adds the quantity chosen to the cart, and hides the footer from nothing', async ({ page }) => {
  const header = new Header(page);
  await page.goto('/products/tomato-anna-f1');
  const main = page.getByRole('main');
  // The buy box's own Add to cart (once the bar shows, the page has two).
  const boxAdd = main.locator('[data-buy-row]').getByRole('button', { name: 'Add to cart', exact: true });
  const bar = page.locator('[data-buy-bar]');
  const barAdd = bar.getByRole('button', { name: 'Add to cart', exact: true });
  // Layout shifts from here on (none expected: the bar is fixed, and the page's room for it is there from the start).
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift' });
  });

  // While the buy box's Add to cart is on the screen, there is no bar (and only one Add to cart).
  await expect(boxAdd).toBeInViewport();
  await expect(barAdd).toBeHidden();
  await main.getByRole('button', { name: en.cart.increaseQuantity }).click();
  await expect(main.getByRole('spinbutton', { name: en.cart.quantity })).toHaveValue('2');

  // Scrolled down to the planting guide: the bar, with the price.
  await main.getByRole('heading', { name: en.product.guideHeading }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect(boxAdd).not.toBeInViewport();
  await expect(barAdd).toBeVisible();
  await expect(bar).toContainText('KES 15.00');
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeCloseTo(740, 0);
  // Before React boots: the light page's islands answer it.
  expect(await page.locator('html').getAttribute('data-framework')).toBeNull();

  await barAdd.click();
  await expect(header.badge()).toHaveText('2');
  await expect(page.locator('[data-cart-notice]')).toHaveText('Added Tomato Anna F1 to your cart (2 in cart).');
  // The same notice as the buy box's, under it; the quantity back to 1, as after its own Add to cart.
  await expect(main.locator('[data-added-notice]')).toContainText('Added Tomato Anna F1 to your cart (2 in cart).');
  await expect(main.getByRole('spinbutton', { name: en.cart.quantity })).toHaveValue('1');

  // At the foot of the page the footer's last line is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(barAdd).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const last = await footer.evaluate((f) => {
    let bottom = 0;
    for (const el of Array.from(f.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.height > 0 && el.children.length === 0) bottom = Math.max(bottom, r.bottom);
    }
    return bottom;
  });
  const barTop = (await bar.boundingBox())!.y;
  expect(last).toBeLessThanOrEqual(barTop);

  // Back up: the buy box's Add to cart is on the screen again, and the bar is gone.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(barAdd).toBeHidden();
  await boxAdd.click();
  await expect(header.badge()).toHaveText('3');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('cards in a row are even, with the price on the same line, and stock is said only when low or out', async ({ page }) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // The first three rows (six cards on a phone): each pair side by side, of one height, prices level.
  for (let row = 0; row < 3; row++) {
    const [left, right] = [cards.nth(row * 2), cards.nth(row * 2 + 1)];
    await left.scrollIntoViewIfNeeded();
    const [a, b] = [(await left.boundingBox())!, (await right.boundingBox())!];
    expect(a.y, `row ${row + 1}: side by side`).toBeCloseTo(b.y, 0);
    expect(a.height, `row ${row + 1}: one height`).toBeCloseTo(b.height, 0);
    const price = (card: Locator) => card.getByText(/^KES \d/).boundingBox();
    const [pa, pb] = [(await price(left))!, (await price(right))!];
    expect(pa.y, `row ${row + 1}: prices level`).toBeCloseTo(pb.y, 0);
  }

  // No "In stock" on a well-stocked seedling's card; "Only 14 left" and "Out of stock" where they apply.
  const card = (name: RegExp) => cards.filter({ has: page.getByRole('link', { name }) });
  await expect(page.getByRole('main').getByText(en.common.stockIn, { exact: true })).toHaveCount(0);
  await expect(card(/^Tomato Anna F1 Nyanya/)).not.toContainText(en.common.stockIn);
  await expect(card(/^Broccoli Calabrese/)).toContainText('Only 14 left');
  await expect(card(/^Capsicum Yolo Wonder/)).toContainText(en.common.stockOut);

  // Prices keep the spec's two decimals (section 9).
  await expect(card(/^Tomato Anna F1 Nyanya/)).toContainText('KES 15.00');
});

test("a card's quick add puts one in the cart and says so, before the framework boots", async ({ page }) => {
  const header = new Header(page);
  await page.goto('/products');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Tomato Anna F1 Nyanya/ }) });
  await card.getByRole('button', { name: 'Add Tomato Anna F1 to cart' }).click();
  await expect(header.badge()).toHaveText('1');
  await expect(page.locator('[data-cart-notice]')).toHaveText('Added Tomato Anna F1 to your cart (1 in cart).');
  await card.getByRole('button', { name: 'Add Tomato Anna F1 to cart' }).click();
  await expect(header.badge()).toHaveText('2');
  expect(await page.locator('html').getAttribute('data-framework')).toBeNull();
  // A sold-out seedling's card cannot add it.
  await expect(page.getByRole('button', { name: 'Add Capsicum Yolo Wonder to cart' })).toBeDisabled();

  // The same line as the product page's Add to cart makes: its page adds to it.
  await page.goto('/products/tomato-anna-f1');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(header.badge()).toHaveText('3');
  await expect(page.locator('[data-cart-notice]')).toHaveText('Added Tomato Anna F1 to your cart (3 in cart).');
});
